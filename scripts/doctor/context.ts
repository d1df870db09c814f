/**
 * What every check reads: the settings as the build would parse them (each part on its own, so one
 * malformed value does not hide the others' checks), the owner's folder, the Pages address when it can
 * be known, and the doctor's requests (scripts/pipeline/net/uncachedHttp.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { SECRET_NAME } from '../../src/config/liveTokens';
import { ConfigError, parseConfig, type PortfolioConfig } from '../../src/config/parseConfig';
import { SETTINGS, settingProblems } from '../../src/config/settingsTable';
import { readBuildSecrets, type BuildSecrets } from '../pipeline/settings/env';
import { OWNER_FILES, readTechStack } from '../pipeline/settings/ownerFiles';
import { parsePublicUrl, type SiteLocation } from '../pipeline/settings/publicUrl';
import {
  ResumeError,
  resumeSettings,
  type ResumeSettings,
} from '../pipeline/settings/resume/loadResume';
import type { UncachedHttp } from '../pipeline/net/uncachedHttp';

export type DoctorEnv = Readonly<Record<string, string | undefined>>;

/** The settings, each read as the build reads it; null where it does not parse (see `problems`). */
export interface DoctorSettings {
  readonly config: PortfolioConfig | null;
  readonly secrets: BuildSecrets | null;
  readonly location: SiteLocation | null;
  readonly resume: ResumeSettings | null;
  /** The owner's tech-stack.json: its tools, null without one; undefined when it does not parse. */
  readonly techStack: readonly string[] | null | undefined;
  /** One message per part that does not parse: the build would stop with it. */
  readonly problems: readonly string[];
}

export interface DoctorContext {
  readonly env: DoctorEnv;
  /** The owner's folder (ownerRoot). */
  readonly root: string;
  readonly settings: DoctorSettings;
  /** --pages-url: the site's real address, when the owner gives it. */
  readonly pagesUrl: string | null;
  readonly http: UncachedHttp;
  readonly now: () => Date;
  /** The Node.js version the doctor runs on (process.versions.node): the owner's commands run on it too. */
  readonly nodeVersion: string;
  /** Secrets a check came to know (a decrypted token): kept out of the output like the settings' own. */
  readonly redacted: string[];
}

/** A setting's message without the build's "Configuration error: " prefix (the line says so). */
function messageOf(error: ConfigError | ResumeError): string {
  return error.message.replace(/^Configuration error: /, '');
}

function attempt<T>(read: () => T, problems: string[]): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ResumeError) {
      // A setting's own problem is already listed (settingProblems): one line each.
      const message = messageOf(error);
      if (!problems.includes(message)) problems.push(message);
      return null;
    }
    throw error;
  }
}

export function readDoctorSettings(env: DoctorEnv, root: string): DoctorSettings {
  // Every setting checked alone with its schema, so that all bad values show at once; then the build's
  // parse, for the rules between settings.
  const problems: string[] = settingProblems(env);
  const processEnv = env as NodeJS.ProcessEnv;
  const config = attempt(() => parseConfig(env), problems);
  const before = problems.length;
  const techStack = attempt(() => readTechStack(root), problems);
  return {
    config,
    techStack: problems.length > before ? undefined : techStack,
    secrets: attempt(() => readBuildSecrets(processEnv), problems),
    location: attempt(() => parsePublicUrl(env[SETTINGS.publicUrl.name]), problems),
    resume: attempt(() => resumeSettings(processEnv), problems),
    problems,
  };
}

/**
 * The environment the build would see, without touching process.env: the owner's .env, under
 * .env.local, under `base` (the real environment), as loadEnvFiles('production') layers them. The
 * CLI uses loadEnvFiles itself; tests and other callers hand the doctor this.
 */
export function ownerEnv(root: string, base: DoctorEnv): DoctorEnv {
  const read = (file: string): Record<string, string> => {
    const full = path.join(root, file);
    return existsSync(full) ? parseDotenv(readFileSync(full)) : {};
  };
  return {
    ...read(OWNER_FILES.settings),
    ...read(OWNER_FILES.localSettings),
    ...Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined)),
  };
}

/** Every value of a secret-looking variable: what redact() keeps out of the output. */
export function secretValues(env: DoctorEnv): string[] {
  return Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && value !== undefined && value.trim() !== '')
    .map(([, value]) => (value ?? '').trim());
}
