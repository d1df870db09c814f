/**
 * CRA-style environment: `.env.local` overrides `.env`, the real environment overrides both. The page
 * gets the parsed settings as data (PORTFOLIO_CONFIG: #portfolio-config in each page) and, inlined,
 * only what it reads itself (clientEnv).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { ConfigError, parseConfig, type PortfolioConfig } from '../../../src/config/parseConfig';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import {
  PAGE_SETTINGS,
  readSetting,
  SETTINGS,
  settingText,
} from '../../../src/config/settingsTable';
import type { Resume } from '../../../src/domain/content';
import { supportedLanguage, type Language } from '../../../src/i18n/languages';
import {
  DEFAULT_RESUME_FILE,
  DEMO_RESUME_FILE,
  loadResume,
  ResumeError,
  resumeSettings,
} from './resume/loadResume';
import { CODE_ROOT, ownerRoot, readOwnerInputs } from './ownerFiles';
import type { SiteLocation } from './publicUrl';
import { Stopped } from '../../lib/cli/stopped';

export { ConfigError } from '../../../src/config/parseConfig';

/** The repository's code (the owner's files may be elsewhere: ownerRoot). */
export const ROOT = CODE_ROOT;

/** Where the site lives (the publicUrl setting, read): its base path and, when known, its full address. */
export function siteLocation(env: NodeJS.ProcessEnv = process.env): SiteLocation {
  return readSetting(env, 'publicUrl');
}

/**
 * The command's environment `base` with the owner's .env.local and .env (ownerFiles.ts) under it, as
 * a new object: what `base` sets wins, then .env.local, then .env (dotenv's order). process.env is
 * left as it is, so a build in a test process sees only what it is given.
 */
export function readEnvFiles(
  mode: 'development' | 'production' | 'test',
  base: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, NODE_ENV: base.NODE_ENV ?? mode };
  const files = mode === 'test' ? ['.env'] : ['.env.local', '.env'];
  const root = ownerRoot(base);
  for (const file of files) {
    const fullPath = path.join(root, file);
    if (!existsSync(fullPath)) continue;
    const text = readFileSync(fullPath, 'utf8');
    for (const [name, value] of Object.entries(parseDotenv(text))) {
      if (!Object.hasOwn(env, name)) env[name] = value;
    }
    const hashed = unquotedHexColour(text);
    if (hashed && settingText(env, 'accentColor') === null) {
      throw new ConfigError(
        SETTING_NAMES.accentColor,
        `is empty: in ${file} an unquoted value that starts with # is read as a comment`,
        `Write it in quotes: ${SETTING_NAMES.accentColor}="${hashed}".`,
      );
    }
  }
  return env;
}

/** The owner's .env.local and .env into process.env, under what it already sets (the commands besides the build). */
export function loadEnvFiles(mode: 'development' | 'production' | 'test'): void {
  Object.assign(process.env, readEnvFiles(mode, process.env));
}

/** An accent colour written `#…` without quotes in a .env text (dotenv reads it as nothing). */
function unquotedHexColour(text: string): string | null {
  for (const line of text.split('\n')) {
    const [name = '', ...rest] = line.split('=');
    if (name.replace(/^\s*export\s/, '').trim() !== SETTING_NAMES.accentColor) continue;
    const value = rest.join('=').trim();
    if (value.startsWith('#')) return value.split(/\s/)[0] ?? value;
  }
  return null;
}

/** Where `npm run build` writes the site: the buildPath setting (as in CRA), from the code's root. */
export function buildPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, readSetting(env, 'buildPath'));
}

/** Tokens of the build-time fetch. They stay in Node: clientEnv never passes them to the page. */
export interface BuildSecrets {
  readonly githubToken: string | null;
  readonly gitlabToken: string | null;
  /** Forgejo's (Gitea, Codeberg): the build's alone, live mode included; absent: none. */
  readonly forgejoToken?: string | null;
}

export function readBuildSecrets(env: NodeJS.ProcessEnv = process.env): BuildSecrets {
  return {
    githubToken: readSetting(env, 'githubToken'),
    // A live-mode owner may have set only the page's plain GitLab token: the build can use it too.
    gitlabToken: readSetting(env, 'gitlabToken') ?? readSetting(env, 'gitlabTokenPlain'),
    forgejoToken: readSetting(env, 'forgejoToken'),
  };
}

/** Reads a setting; a malformed one stops the command (Stopped) with its message. */
export function orStop<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) throw new Stopped(`Configuration error: ${error.message}`);
    throw error;
  }
}

/**
 * Validates the settings and the owner's tech-stack.json once, and sees whether there is a CV; a bad
 * value stops the command with the message that names it.
 */
export function readConfigOrStop(env: NodeJS.ProcessEnv = process.env): PortfolioConfig {
  return orStop(() => parseConfig(env, readOwnerInputs(ownerRoot(env), parseConfig(env).demo)));
}

/**
 * The resume of each language of the site: `resume.<language>.json` beside the resume (resume.json,
 * the resumePath setting) when there is one, else the resume itself (or the demo's). Each validated; a malformed
 * one stops the command with the one message that names the file, the place and the fix. Null for a
 * language without any.
 */
export function readResumesOrStop(
  config: PortfolioConfig,
  env: NodeJS.ProcessEnv = process.env,
  say: (line: string) => void = (line) => console.log(line),
): Record<Language, Resume | null> {
  try {
    const settings = resumeSettings(env);
    const root = ownerRoot(env);
    const shown = (file: string) => path.relative(root, file) || file;
    const main = loadResume(settings, root, { demo: config.demo });
    const base = settings.path ?? DEFAULT_RESUME_FILE;
    const resumes = {} as Record<Language, Resume | null>;
    // The resume's own language: the demo's is English; the owner's the one its name says
    // (a resumePath of cv.de.json), else the site's first language.
    const [firstLanguage] = config.languages;
    const named = /\.([a-z]{2}(?:-[a-z]{2})?)\.json$/i.exec(main?.file ?? '')?.[1];
    const mainLanguage =
      main?.file === DEMO_RESUME_FILE
        ? 'en'
        : ((named && supportedLanguage(named)) ?? firstLanguage);
    for (const language of config.languages) {
      const translated = base.replace(/(\.json)?$/i, `.${language}.json`);
      const own = existsSync(path.resolve(root, translated))
        ? loadResume({ ...settings, path: translated }, root)
        : null;
      const loaded = own ?? main;
      if (loaded) say(`Resume (${language}): ${shown(loaded.file)}`);
      resumes[language] = loaded
        ? { ...loaded.resume, language: own ? language : mainLanguage }
        : null;
    }
    return resumes;
  } catch (error) {
    if (error instanceof ResumeError) throw new Stopped(error.message);
    throw error;
  }
}

/**
 * What the page's code reads of `process.env`, as webpack DefinePlugin definitions: NODE_ENV and the
 * table's page settings (the base path). Every other setting reaches the page parsed, as
 * PORTFOLIO_CONFIG (live mode's tokens in config.liveTokens), never as a variable: `config` is not read.
 */
export function clientEnv(
  config: PortfolioConfig,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const values: Record<string, string> = { NODE_ENV: env.NODE_ENV ?? 'production' };
  for (const id of PAGE_SETTINGS) {
    // The base path alone: assets load from wherever the site is served under it.
    values[SETTINGS[id].name] = siteLocation(env).basePath;
  }
  return values;
}
