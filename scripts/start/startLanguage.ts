/** The command line of `npm start`: which of the site's languages the development server shows. */
import { supportedLanguage, type Language } from '../../src/i18n/languages';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';

export const START_USAGE = `Usage: npm start [-- --language <tag>]

Serves the page at http://localhost:3000/portfolio/ (the site's address and port settings) with hot reload.

Options:
  --language <tag>  one of the site's languages (${SETTING_NAMES.languages}): its page, its resume
                    (resume.<tag>.json when there is one); default the first
  --help            this text`;

/**
 * The language to serve, or null for the usage. A language the site is not built in is an error that
 * names the site's languages: the dev server would otherwise show a page no build makes.
 */
export function startLanguage(
  args: readonly string[],
  languages: readonly Language[],
): Language | null {
  const { values } = readCommandLine({
    args: [...args],
    options: { language: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return null;
  const [first] = languages;
  if (!first) throw new Error('A site has at least one language.');
  if (values.language === undefined) return first;
  const wanted = supportedLanguage(values.language);
  if (!wanted || !languages.includes(wanted)) {
    throw new CommandLineError(
      `--language ${values.language} is not a language of this site (${languages.join(', ')}); ` +
        `${SETTING_NAMES.languages} lists them`,
    );
  }
  return wanted;
}
