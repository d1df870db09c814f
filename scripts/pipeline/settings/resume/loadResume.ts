/**
 * The owner's story: a JSON Resume (https://jsonresume.org) read, validated and cleaned at build time.
 * `resume.json` at the repository root is used when present; the resumePath setting points elsewhere. Without a
 * file the page stays as it is, except the demo (no GitHub username), which shows the demo resume.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Resume } from '../../../../src/domain/content';
import { ConfigError, PUBLIC_SETTING_HOME } from '../../../../src/config/configError';
import { SETTING_NAMES } from '../../../../src/config/settingNames';
import { readSetting, SETTINGS, settingText } from '../../../../src/config/settingsTable';
import { readResumeFile } from './readResumeFile';
import { ResumeError } from './resumeError';
import { resumeModel } from './resumeModel';
import { resumeProblem } from './validateResume';

export { ResumeError } from './resumeError';

export interface ResumeSettings {
  /** The resumePath setting as written: relative to the repository root, or absolute; null when unset. */
  readonly path: string | null;
  /** basics.phone reaches the page only when true. */
  readonly showPhone: boolean;
  /** basics.location's address and postal code reach the page only when true. */
  readonly showAddress: boolean;
}

export const DEFAULT_RESUME_FILE = SETTINGS.resumePath.default;
/** The demo owner's resume, the source of the demo build's Experience tab. */
export const DEMO_RESUME_FILE = path.resolve(__dirname, '../../../../src/data/demo/resume.json');

/** The resume's settings, each read with the table's schema; a bad one is the resume's error. */
export function resumeSettings(env: NodeJS.ProcessEnv): ResumeSettings {
  try {
    return {
      // Unset is not the default file: a path set without a file is an error, the default is not.
      path: settingText(env, 'resumePath') === null ? null : readSetting(env, 'resumePath'),
      showPhone: readSetting(env, 'resumeShowPhone'),
      showAddress: readSetting(env, 'resumeShowAddress'),
    };
  } catch (error) {
    if (error instanceof ConfigError)
      throw new ResumeError(`Configuration error: ${error.message}`);
    throw error;
  }
}

interface ResumeSource {
  readonly fullPath: string;
  /** How messages name the file: as the owner wrote it. */
  readonly shownName: string;
}

function resumeSource(settings: ResumeSettings, root: string, demo: boolean): ResumeSource | null {
  if (settings.path !== null) {
    const fullPath = path.resolve(root, settings.path);
    if (!existsSync(fullPath)) {
      throw new ResumeError(
        `Configuration error: ${SETTING_NAMES.resumePath} is ${JSON.stringify(settings.path)}, but there is no file at ${fullPath}. Put your JSON Resume there, or correct ${SETTING_NAMES.resumePath} (relative to the repository root, or absolute), or remove it to use ${DEFAULT_RESUME_FILE} at the repository root. ${PUBLIC_SETTING_HOME}`,
      );
    }
    return { fullPath, shownName: settings.path };
  }
  const atRoot = path.join(root, DEFAULT_RESUME_FILE);
  if (existsSync(atRoot)) return { fullPath: atRoot, shownName: DEFAULT_RESUME_FILE };
  if (demo) return { fullPath: DEMO_RESUME_FILE, shownName: 'src/data/demo/resume.json' };
  return null;
}

/**
 * The owner's resume as the page shows it, and the absolute path of the file it came from; null
 * when there is none (no resume.json, no resumePath setting and not the demo). `demo`: no GitHub username
 * is configured, so the demo resume stands in for a missing resume.json. Throws a ResumeError (a
 * complete message) when the file is missing, too large, not JSON or not a valid JSON Resume.
 */
export function loadResume(
  settings: ResumeSettings,
  root: string,
  options: { demo?: boolean } = {},
): { resume: Resume; file: string } | null {
  const source = resumeSource(settings, root, options.demo ?? false);
  if (!source) return null;
  const json = readResumeFile(source.fullPath, source.shownName);
  const problem = resumeProblem(json, source.shownName);
  if (problem !== null) throw new ResumeError(problem);
  return { resume: resumeModel(json, settings), file: source.fullPath };
}
