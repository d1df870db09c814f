/**
 * Which CV the site offers, decided once at the build's first step (the page's bundle needs to know
 * where Download CV points): the owner's own public/cv.pdf always; else one CV per language page
 * printed from the page itself (with its resume, if any: the page is a CV without one too); else,
 * without a browser, the ones an earlier build printed for the same source (published only if printed
 * from the same page data, keptCv.ts); else the demo's PDF for the demo, or none.
 */
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { readSetting } from '../../../src/config/settingsTable';
import type { CvLink } from '../../../src/config/parseConfig';
import type { BuildBrowser } from '../../lib/chromium';

export type CvPaper = ReturnType<typeof readCvPaper>;

export type CvPlan =
  /** A PDF copied to <base>/cv.pdf, which every page links: the owner's, or the demo's. */
  | { readonly kind: 'file'; readonly file: string }
  /** Each language page printed to its own cv.pdf in the browser at `browser`, then kept under its key. */
  | {
      readonly kind: 'print';
      readonly browser: string;
      readonly paper: CvPaper;
      readonly keys: Readonly<Record<string, string>>;
    }
  /**
   * No browser: each page publishes the CV an earlier build printed for the same source (its key),
   * if it was printed from the same page data (checked once the page is built).
   */
  | {
      readonly kind: 'last';
      readonly missing: string;
      readonly keys: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'none' };

export interface CvChoice {
  /** The owner's public/cv.pdf, or null. */
  readonly ownFile: string | null;
  /** The demo's PDF when the site is the demo, else null. */
  readonly demoFile: string | null;
  /** Some page has a resume (the CV then starts with it). */
  readonly hasResume: boolean;
  readonly browser: BuildBrowser;
  /** Per language, the key its printed CV is kept under (keptCvKey: owner, resume, paper). */
  readonly keys: Readonly<Record<string, string>>;
  /** Every language page has a CV printed by an earlier build from the same source. */
  readonly lastCopies: boolean;
  readonly paper: CvPaper;
}

export function cvPlan(choice: CvChoice): CvPlan {
  if (choice.ownFile !== null) return { kind: 'file', file: choice.ownFile };
  const { browser, keys } = choice;
  if (browser.path !== undefined) {
    return { kind: 'print', browser: browser.path, paper: choice.paper, keys };
  }
  if (choice.lastCopies) return { kind: 'last', missing: browser.missing, keys };
  return choice.demoFile !== null ? { kind: 'file', file: choice.demoFile } : { kind: 'none' };
}

/** Where each page's Download CV points for a plan. */
export function cvLink(plan: CvPlan): CvLink {
  if (plan.kind === 'file') return 'site';
  if (plan.kind === 'none') return 'none';
  return 'page';
}

/**
 * The build's line about the CV, when there is something to say: printed, kept, or missing, with
 * what to do. Null when the owner's own file is used as it is.
 */
export function cvNotice(plan: CvPlan, choice: CvChoice): string | null {
  const fixBrowser = `Install Chromium (Debian: apt-get install chromium) or point ${SETTING_NAMES.chromiumPath} at Chrome or Chromium`;
  switch (plan.kind) {
    case 'print':
      return `CV: printed from the page${choice.hasResume ? ' and its resume' : ''} (${plan.paper === 'letter' ? 'Letter' : 'A4'}) with ${plan.browser}, one per language; public/cv.pdf would take its place.`;
    case 'last':
      return `CV: kept the CV printed by an earlier build, ${plan.missing}; it is published only if the page's data has not changed since. ${fixBrowser} to print it from today's data.`;
    case 'none':
      return `No CV: the CV is printed from the page in a browser, and ${choice.browser.missing ?? 'there is none'}; no CV printed earlier for this owner${choice.hasResume ? ', resume' : ''} and paper is kept, so the page offers none. ${fixBrowser}, or add your own PDF as public/cv.pdf.`;
    case 'file':
      return choice.ownFile === null
        ? `CV: the demo's PDF, ${choice.browser.missing ?? 'no browser'}. ${fixBrowser} to print it from the page.`
        : null;
  }
}

/** The printed CV's paper (the cvPaper setting, read with the table's schema): A4 unless `letter`. */
export function readCvPaper(env: NodeJS.ProcessEnv = process.env) {
  return readSetting(env, 'cvPaper');
}
