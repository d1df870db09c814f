/**
 * Check 5: each resume the build would read is valid, as the build validates it: resume.json (or
 * its path setting) and resume.<language>.json for each of the site's languages. ✔ with the file, ✖ with
 * the ResumeError's message (the file, the place, the fix). None at all is fine: the resume is
 * optional (the page then has no Experience tab).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_RESUME_FILE,
  DEMO_RESUME_FILE,
  loadResume,
  ResumeError,
  type ResumeSettings,
} from '../pipeline/settings/resume/loadResume';
import { fail, ok, type Check, type CheckResult } from './checkResult';

type Loaded = { readonly file: string } | { readonly error: string } | null;

function load(settings: ResumeSettings, root: string, demo: boolean): Loaded {
  try {
    return loadResume(settings, root, { demo });
  } catch (error) {
    if (error instanceof ResumeError) {
      return { error: error.message.replace(/^Configuration error: /, '') };
    }
    throw error;
  }
}

export const resumeCheck: Check = ({ settings, root }) => {
  // A malformed RESUME_* flag is the settings check's ✖ already.
  if (!settings.resume) return Promise.resolve([]);
  const demo = settings.config?.demo ?? false;
  const shown = (file: string) =>
    file === DEMO_RESUME_FILE ? "the demo's resume" : path.relative(root, file) || file;
  const results: CheckResult[] = [];
  const report = (item: string, loaded: Loaded) => {
    if (loaded === null) return;
    results.push(
      'error' in loaded ? fail(item, loaded.error) : ok(item, `${shown(loaded.file)} is valid`),
    );
  };

  const main = load(settings.resume, root, demo);
  report('Resume', main);
  const base = settings.resume.path ?? DEFAULT_RESUME_FILE;
  let translations = 0;
  // The languages are known only when the settings parse (a ✖ above otherwise).
  for (const language of settings.config?.languages ?? []) {
    const translated = base.replace(/(\.json)?$/i, `.${language}.json`);
    if (!existsSync(path.resolve(root, translated))) continue;
    translations += 1;
    report(`Resume (${language})`, load({ ...settings.resume, path: translated }, root, false));
  }
  if (main === null && translations === 0) {
    results.push(
      ok(
        'Resume',
        `no ${DEFAULT_RESUME_FILE} (optional: add a JSON Resume to show the Experience tab)`,
      ),
    );
  }
  return Promise.resolve(results);
};
