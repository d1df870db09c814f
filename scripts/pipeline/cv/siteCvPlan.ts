/**
 * The build's CV plan, made at its first step from the owner's folder, the resumes, the browser and
 * the cache (cvPlan.ts holds the rules), and said in the log.
 */
import type { PortfolioConfig } from '../../../src/config';
import type { Resume } from '../../../src/domain/content';
import type { Language } from '../../../src/i18n/languages';
import { buildBrowser, type BuildBrowser } from '../../lib/chromium';
import { apiCacheDir } from '../fetch/fetchForBuild';
import { orStop } from '../settings/env';
import { DEMO_CV, ownerRoot, siteCv } from '../settings/ownerFiles';
import { cvNotice, cvPlan, readCvPaper, type CvPaper, type CvPlan } from './cvPlan';
import { hasKeptCvs, keptCvKey } from './keptCv';
import { browserStarts } from './printCv';
import type { BuildLog } from '../pipeline';

/**
 * Per language page, the first key its printed CV is kept under: the owner, the page's resume, the
 * paper (the second, the page data's, is known once the page is built: keptCv.ts).
 */
export function siteCvKeys(
  config: Pick<PortfolioConfig, 'demo' | 'github' | 'gitlab' | 'languages'>,
  resumes: Readonly<Record<Language, Resume | null>>,
  paper: CvPaper,
): Record<string, string> {
  return Object.fromEntries(
    config.languages.map((language) => [
      language,
      keptCvKey({
        language,
        github: config.demo ? null : config.github.username,
        gitlab: config.gitlab.url && `${config.gitlab.url} ${config.gitlab.username}`,
        resume: resumes[language],
        paper,
      }),
    ]),
  );
}

/**
 * The owner's public/cv.pdf; else a CV printed from each page (when a browser starts, or the last
 * printed from the same source); else the demo's PDF for the demo, or none. Said in the log either way.
 */
export async function siteCvPlan(
  config: PortfolioConfig,
  resumes: Readonly<Record<Language, Resume | null>>,
  { env, log }: { readonly env: NodeJS.ProcessEnv; readonly log: BuildLog },
): Promise<CvPlan> {
  const ownFile = siteCv(ownerRoot(env), false);
  const hasResume = Object.values(resumes).some((resume) => resume !== null);
  const paper = orStop(() => readCvPaper(env));
  const keys = siteCvKeys(config, resumes, paper);
  let browser: BuildBrowser = { missing: 'not looked for' };
  if (ownFile === null) {
    browser = buildBrowser(undefined, env);
    if (browser.path !== undefined) {
      const failure = await browserStarts(browser.path, log.info);
      if (failure !== null) browser = { missing: `${browser.path} does not start (${failure})` };
    }
  }
  const choice = {
    ownFile,
    demoFile: config.demo ? DEMO_CV : null,
    hasResume,
    browser,
    keys,
    lastCopies: hasKeptCvs(apiCacheDir(env), keys),
    paper,
  };
  const plan = cvPlan(choice);
  const notice = cvNotice(plan, choice);
  if (notice !== null) (plan.kind === 'print' ? log.info : log.warn)(notice);
  return plan;
}
