/**
 * The owner's sections (sections/*.md), read, rendered and checked as the build does
 * (scripts/pipeline/settings/sections/): ✔ with how many per language, ⚠ for each thing the page will
 * not show (raw HTML, a link of another scheme, a remote image), ✖ with the file, the line and the
 * fix. No folder: no line (the sections are optional).
 */
import { readSiteSections } from '../pipeline/settings/sections/readSections';
import { SectionFileError } from '../pipeline/settings/sections/frontMatter';
import { fail, ok, warn, type Check, type CheckResult } from './checkResult';

const ITEM = 'Sections';

export const sectionsCheck: Check = async ({ settings, root }) => {
  // The languages are known only when the settings parse (a ✖ above otherwise).
  const languages = settings.config?.languages ?? ['en'];
  const warnings: string[] = [];
  try {
    const read = await readSiteSections(root, {
      languages,
      publicPath: '/',
      warn: (line) => warnings.push(line),
    });
    if (read === null) return [];
    const counts = languages.map(
      (language) => `${read.byLanguage[language]?.length ?? 0} (${language})`,
    );
    return [
      ok(ITEM, `sections/ is valid: ${counts.join(', ')}`),
      ...warnings.map((line): CheckResult =>
        warn(ITEM, line, 'Write it in Markdown, with http(s) links and images from sections/.'),
      ),
    ];
  } catch (error) {
    if (error instanceof SectionFileError) {
      return [
        fail(ITEM, error.message, 'See docs/your-sections.md for what a section file holds.'),
      ];
    }
    throw error;
  }
};
