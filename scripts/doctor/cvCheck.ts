/**
 * Check 8: the CV the header offers: the owner's public/cv.pdf, else the one the build prints from the
 * page (and its resume, if any). No browser to print it, or still the demo's file: ⚠ (the site builds,
 * with the last printed CV, without one, or with someone else's). Not a PDF, or the cvPaper setting malformed: ✖.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SETTING_NAMES } from '../../src/config/settingNames';
import path from 'node:path';
import { ConfigError } from '../../src/config/configError';
import { buildBrowser, isExecutable } from '../lib/chromium';
import { readCvPaper } from '../pipeline/cv/cvPlan';
import { DEMO_CV, OWNER_FILES } from '../pipeline/settings/ownerFiles';
import { DEFAULT_RESUME_FILE } from '../pipeline/settings/resume/loadResume';
import { fail, ok, warn, type Check } from './checkResult';

const ITEM = 'CV';

/** "812 bytes", "48.2 KB", "1.3 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const cvCheck: Check = ({ root, settings, env }) => {
  const file = path.join(root, OWNER_FILES.cv);
  if (!existsSync(file)) {
    const demo = settings.config?.demo ?? false;
    const resumeFile = settings.resume?.path ?? DEFAULT_RESUME_FILE;
    const source = demo
      ? 'the page and the demo resume'
      : existsSync(path.resolve(root, resumeFile))
        ? `the page and ${resumeFile}`
        : 'the page';
    let paper: string;
    try {
      paper = readCvPaper(env as NodeJS.ProcessEnv) === 'letter' ? 'Letter' : 'A4';
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return Promise.resolve([
        fail(
          ITEM,
          error.message.replace(/\. Write .*$/, ''),
          `Write ${SETTING_NAMES.cvPaper}=A4 or ${SETTING_NAMES.cvPaper}=letter.`,
        ),
      ]);
    }
    const browser = buildBrowser(isExecutable, env as NodeJS.ProcessEnv);
    return Promise.resolve([
      browser.path !== undefined
        ? ok(
            ITEM,
            `printed by the build from ${source} (${paper}, one per language) with ${browser.path}`,
          )
        : warn(
            ITEM,
            `no browser to print your CV from ${source}: ${browser.missing} (the build publishes the last one it printed for the same owner, if any; else ${demo ? "the demo's PDF" : 'the page offers no CV'})`,
            `Install Chromium (Debian: apt-get install chromium), point ${SETTING_NAMES.chromiumPath} at Chrome or Chromium, or add your own PDF as ${OWNER_FILES.cv}.`,
          ),
    ]);
  }
  const bytes = readFileSync(file);
  if (existsSync(DEMO_CV) && bytes.equals(readFileSync(DEMO_CV))) {
    return Promise.resolve([
      warn(
        ITEM,
        `${OWNER_FILES.cv} is still the demo's PDF`,
        `Replace ${OWNER_FILES.cv} with your own CV, or delete it to offer none.`,
      ),
    ]);
  }
  if (bytes.subarray(0, 4).toString('latin1') !== '%PDF') {
    return Promise.resolve([
      fail(
        ITEM,
        `${OWNER_FILES.cv} is not a PDF (${bytes.length === 0 ? 'it is empty' : 'it does not start with %PDF'})`,
        `Export your CV as PDF and save it as ${OWNER_FILES.cv}.`,
      ),
    ]);
  }
  return Promise.resolve([ok(ITEM, `${OWNER_FILES.cv} (${sizeText(bytes.length)})`)]);
};
