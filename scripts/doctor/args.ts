/** `npm run doctor [-- --pages-url <address>]`: the doctor's command line. */
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { parsePagesUrl } from './pagesUrlCheck';

export const DOCTOR_USAGE = `Usage: npm run doctor [-- --pages-url <address>]

Checks everything you set up for your portfolio and prints one line per item (✔ / ⚠ / ✖),
with the fix for each ⚠ and ✖. Exits 1 when any line is ✖.

  --pages-url <address>  the site's real address (e.g. https://ada.github.io/portfolio/), to check
                         ${SETTING_NAMES.publicUrl} against it; in GitHub Actions the repository's default address
                         is used without it
  -h, --help             this text`;

export interface DoctorArgs {
  readonly help: boolean;
  /** Normalized: `https://host/path/`. */
  readonly pagesUrl: string | null;
}

export function parseDoctorArgs(argv: readonly string[]): DoctorArgs {
  const { values } = readCommandLine({
    args: [...argv],
    options: {
      'pages-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const raw = values['pages-url'];
  const pagesUrl = raw === undefined ? null : parsePagesUrl(raw);
  if (raw !== undefined && pagesUrl === null) {
    throw new CommandLineError(
      `--pages-url must be the site's full address, such as https://ada.github.io/portfolio/ (not ${JSON.stringify(raw)})`,
      'pages-url',
    );
  }
  return { help: values.help ?? false, pagesUrl };
}
