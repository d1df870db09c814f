/**
 * The build's CV step: per language page, the CV printed from the page (with its metadata), kept for
 * a later build; or, where it cannot be printed, the kept copy printed from the same page data.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { translate } from '../../../src/i18n/translate';
import type { PageLocale } from '../../../src/i18n/locale';
import { withCvMetadata } from './cvMetadata';
import type { CvPlan } from './cvPlan';
import { cvPageKey, keepCv, restoreKeptCv, type CvPageData } from './keptCv';
import { printCvs, type CvPage } from './printCv';

export interface SiteCvPage extends CvPage {
  readonly locale: PageLocale;
  /** The owner's name as the page shows it. */
  readonly name: string;
  readonly headline: string | null;
  /** What the print renders: a kept CV is published only for the same. */
  readonly data: CvPageData;
}

export interface SiteCvsInput {
  readonly plan: CvPlan;
  readonly outputPath: string;
  readonly basePath: string;
  readonly cacheDir: string;
  readonly pages: readonly SiteCvPage[];
  readonly blockedOrigins: readonly string[];
  readonly log: (line: string) => void;
  readonly warn: (line: string) => void;
}

/** The page's cv.pdf in the output: /portfolio/de/ → <output>/de/cv.pdf. */
function outputFile(outputPath: string, basePath: string, pagePath: string): string {
  return path.join(outputPath, pagePath.slice(basePath.length), 'cv.pdf');
}

/**
 * Writes each page's CV. The pages that could not be printed get the kept copy printed from the same
 * page data; a page with neither is returned with why (its Download CV would lead nowhere).
 */
export async function writeSiteCvs(input: SiteCvsInput): Promise<string[]> {
  const { plan, outputPath, basePath, cacheDir, pages } = input;
  if (plan.kind !== 'print' && plan.kind !== 'last') return [];
  const printed =
    plan.kind === 'print'
      ? await printCvs({
          browser: plan.browser,
          outputPath,
          basePath,
          pages,
          paper: plan.paper,
          blockedOrigins: input.blockedOrigins,
        })
      : null;
  const keyOf = (language: string) => {
    const key = plan.keys[language];
    if (key === undefined) throw new Error(`The CV plan has no key for the ${language} page.`);
    return key;
  };
  const missing: string[] = [];
  for (const page of pages) {
    const file = outputFile(outputPath, basePath, page.path);
    const pageKey = cvPageKey(page.data);
    const result = printed?.get(page.language);
    if (result instanceof Uint8Array) {
      const pdf = await withCvMetadata(result, {
        title: translate(page.locale, 'cv.documentTitle', { name: page.name }),
        author: page.name,
        subject: page.headline,
        language: page.language,
      });
      writeFileSync(file, pdf);
      keepCv(cacheDir, page.language, keyOf(page.language), pageKey, file);
      input.log(
        `CV (${page.language}) printed to ${path.relative(outputPath, file)} (${Math.round(pdf.length / 1024)} KB).`,
      );
      continue;
    }
    const why = result ? `printing it failed (${result.failed})` : 'no browser';
    const kept = restoreKeptCv(cacheDir, page.language, keyOf(page.language), pageKey, file);
    if (kept.kind === 'restored') {
      input.warn(
        `CV (${page.language}): ${why}; the CV printed on ${kept.date} from the same data is published instead.`,
      );
    } else if (kept.kind === 'other-data') {
      missing.push(
        `${page.language}: ${why}, and the CV kept from ${kept.date} was printed from other data ` +
          '(the page has changed since), so it is not published',
      );
    } else {
      missing.push(`${page.language}: ${why}, and no earlier one is kept`);
    }
  }
  return missing;
}
