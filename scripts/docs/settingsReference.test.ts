/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseConfig } from '../../src/config/parseConfig';
import {
  readSetting,
  SETTING_LIST,
  SETTING_WHERE,
  type SettingEntry,
} from '../../src/config/settingsTable';
import { buildPath, readBuildSecrets } from '../pipeline/settings/env';
import { ownerRoot } from '../pipeline/settings/ownerFiles';
import { parsePublicUrl } from '../pipeline/settings/publicUrl';
import { DEFAULT_RESUME_FILE, resumeSettings } from '../pipeline/settings/resume/loadResume';
import { apiCacheDir } from '../pipeline/fetch/fetchForBuild';
import { readAcceptPrivateGitLabToken } from '../pipeline/fetch/liveGitLabToken';
import { chromiumPath } from '../lib/chromium';
import { readCvPaper } from '../pipeline/cv/cvPlan';
import { SETTINGS_REFERENCE_FILE, settingsReference, shownDefault } from './settingsReference';

const ROOT = path.resolve(__dirname, '../..');
const CATALOG_FILE = 'src/config/settingsTable.ts';

const byName = new Map(SETTING_LIST.map((setting) => [setting.name, setting]));
const setting = (name: string): SettingEntry<unknown> => {
  const found = byName.get(name);
  if (!found) throw new Error(`${name} is not in ${CATALOG_FILE}`);
  return found;
};

/** The TypeScript files of `dir` (recursively when asked), tests left out, relative to the root. */
function sourceFiles(dir: string, recursive: boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Where the build and its tools read their settings; the table itself is not a reader. */
const READERS = [
  ...sourceFiles('src/config', false),
  ...sourceFiles('scripts/pipeline', true),
  'scripts/start/main.ts',
  ...sourceFiles('scripts/site', false),
  ...sourceFiles('scripts/lib', false),
].filter((file) => file !== CATALOG_FILE);

/** The texts of a file's string literals and identifiers (property reads, keys): not its comments. */
function codeWords(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const words: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      words.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return words;
}

const READ_WORDS = new Map(READERS.map((file) => [file, codeWords(file)]));

const SETTING_NAME =
  /\b(REACT_APP_[A-Z_]+|RESUME_[A-Z_]+|PORTFOLIO_[A-Z_]+|GITHUB_TOKEN|GITLAB_TOKEN|PUBLIC_URL|BUILD_PATH|CHROMIUM_PATH|CV_PAPER)\b/g;

/** Names that look like settings but are none. */
const NOT_SETTINGS = new Set([
  // The global webpack replaces with the settings the build validated (src/config/index.ts): the
  // page's copy of them, not a variable anyone sets.
  'PORTFOLIO_CONFIG',
]);

describe('the settings reference', () => {
  it('docs/settings.md is the table rendered', () => {
    const written = readFileSync(path.join(ROOT, SETTINGS_REFERENCE_FILE), 'utf8');
    const expected = settingsReference();
    if (written !== expected) {
      const lines = written.split('\n');
      const line = expected.split('\n').findIndex((text, index) => text !== lines[index]);
      throw new Error(
        `${SETTINGS_REFERENCE_FILE} is stale: run npm run docs:settings (first difference at line ${line + 1})`,
      );
    }
  });

  it('is written as Prettier formats it, so the lint passes on the generated page', () => {
    const text = settingsReference();
    const formatted = execFileSync(
      path.join(ROOT, 'node_modules/.bin/prettier'),
      ['--stdin-filepath', SETTINGS_REFERENCE_FILE],
      { cwd: ROOT, input: text, encoding: 'utf8' },
    );
    expect(formatted).toBe(text);
  });

  it('lists every setting once, each where its kind goes', () => {
    expect(byName.size).toBe(SETTING_LIST.length);
    for (const { kind } of SETTING_LIST) expect(SETTING_WHERE[kind]).toBeDefined();
  });
});

describe('the table and the code', () => {
  it('names every variable the build and its tools read', () => {
    const unlisted = new Set<string>();
    for (const [file, words] of READ_WORDS) {
      for (const word of words) {
        for (const [name] of word.matchAll(SETTING_NAME)) {
          if (!NOT_SETTINGS.has(name) && !byName.has(name)) unlisted.add(`${name} (${file})`);
        }
      }
    }
    expect([...unlisted]).toEqual([]);
  });

  it('lists only variables that something reads', () => {
    // Read by its entry (SETTINGS.<id>, readSetting(env, '<id>')) or, for the page's own, its name.
    const unread = SETTING_LIST.filter(
      ({ id, name }) =>
        ![...READ_WORDS.values()].some((words) => words.includes(id) || words.includes(name)),
    ).map(({ name }) => name);
    expect(unread).toEqual([]);
  });

  /** The settings that are only valid together: each example is read with its companions'. */
  const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
    REACT_APP_GITHUB_ALLOWED_ORG: ['REACT_APP_GITHUB_ALLOWED_REPOS'],
    REACT_APP_GITHUB_ALLOWED_REPOS: ['REACT_APP_GITHUB_ALLOWED_ORG'],
    REACT_APP_GITLAB_URL: ['REACT_APP_GITLAB_USERNAME'],
    REACT_APP_GITLAB_USERNAME: ['REACT_APP_GITLAB_URL'],
    REACT_APP_FORGEJO_URL: ['REACT_APP_FORGEJO_USERNAME'],
    REACT_APP_FORGEJO_USERNAME: ['REACT_APP_FORGEJO_URL'],
    // Live mode needs a GitHub login.
    REACT_APP_DATA_MODE: ['REACT_APP_GITHUB_USERNAME'],
    // A bare name is the owner's repository.
    REACT_APP_PINNED_REPOS: ['REACT_APP_GITHUB_USERNAME'],
  };

  /** Everything the build makes of the public settings, through the checks it runs on them. */
  const readPublic = (env: Record<string, string>) => ({
    config: parseConfig(env),
    site: parsePublicUrl(env.PUBLIC_URL),
    resume: resumeSettings(env),
    cvPaper: readCvPaper(env),
  });

  const publicSettings = SETTING_LIST.filter(({ kind }) => kind === 'public');

  it.each(publicSettings.map(({ name }) => name))(
    'accepts the documented example of %s, and it changes what the build reads',
    (name) => {
      const companions = Object.fromEntries(
        (COMPANIONS[name] ?? []).map((other) => [other, setting(other).example]),
      );
      const env = { ...companions, [name]: setting(name).example };
      const read = readPublic(env);
      if (!COMPANIONS[name]) expect(read).not.toEqual(readPublic({}));
    },
  );

  it('documents the defaults the code applies', () => {
    const config = parseConfig({});
    const live = parseConfig({
      REACT_APP_DATA_MODE: 'live',
      REACT_APP_GITHUB_USERNAME: setting('REACT_APP_GITHUB_USERNAME').example,
    }).liveTokens;
    const encryptedGitlab = typeof live?.gitlab === 'object' ? live.gitlab : null;
    const resume = resumeSettings({});
    const secrets = readBuildSecrets({});
    // scripts/start/main.ts starts the server when it is imported: it reads the port as here.
    expect(readFileSync(path.join(ROOT, 'scripts/start/main.ts'), 'utf8')).toContain(
      "readSetting(process.env, 'port')",
    );
    const fromRoot = (file: string) => path.relative(ROOT, file);
    /** What applies without the setting: a value (documented in backticks), or nothing (empty, none). */
    const applied: Record<string, string | number | boolean | null> = {
      REACT_APP_GITHUB_USERNAME: config.github.username,
      REACT_APP_GITHUB_ALLOWED_ORG: config.github.allowedOrg,
      REACT_APP_GITHUB_ALLOWED_REPOS: config.github.allowedRepos.join(',') || null,
      REACT_APP_GITLAB_URL: config.gitlab.url,
      REACT_APP_GITLAB_USERNAME: config.gitlab.username,
      REACT_APP_CONTACT_EMAIL: config.fallbacks.email,
      REACT_APP_LINKEDIN_URL: config.fallbacks.linkedinUrl,
      REACT_APP_WEBSITE_URL: config.fallbacks.websiteUrl,
      REACT_APP_SHOW_FORKS: config.display.showForks,
      REACT_APP_SHOW_ARCHIVED: config.display.showArchived,
      REACT_APP_SORT: config.display.sort,
      REACT_APP_FEEDS: config.feeds.urls.join(',') || null,
      REACT_APP_FEEDS_LIMIT: config.feeds.limit,
      REACT_APP_PINNED_REPOS: config.github.pinnedRepos?.join(',') ?? null,
      REACT_APP_OPEN_SOURCE: config.openSource.enabled,
      REACT_APP_OPEN_SOURCE_LIMIT: config.openSource.limit,
      REACT_APP_ACTIVITY: config.activity.enabled,
      REACT_APP_OPEN_TO_WORK: config.openToWork,
      REACT_APP_ACCENT_COLOR: config.accent?.color ?? null,
      REACT_APP_ANALYTICS: config.analytics?.service ?? null,
      REACT_APP_LANGUAGE: config.languages[0],
      REACT_APP_LANGUAGES: config.languages.length > 1 ? config.languages.join(',') : null,
      REACT_APP_DATA_MODE: config.dataMode,
      REACT_APP_GITHUB_API_URL: config.github.apiUrl,
      RESUME_PATH: DEFAULT_RESUME_FILE,
      CV_PAPER: readCvPaper({}),
      RESUME_SHOW_PHONE: resume.showPhone,
      RESUME_SHOW_ADDRESS: resume.showAddress,
      PUBLIC_URL: parsePublicUrl(undefined).basePath,
      GITHUB_TOKEN: secrets.githubToken,
      GITLAB_TOKEN: secrets.gitlabToken,
      FORGEJO_TOKEN: secrets.forgejoToken ?? null,
      REACT_APP_FORGEJO_URL: config.forgejo.url,
      REACT_APP_FORGEJO_USERNAME: config.forgejo.username,
      REACT_APP_GITHUB_TOKEN_CIPHER: live?.github?.cipher ?? null,
      REACT_APP_GITHUB_TOKEN_KEY: live?.github?.key ?? null,
      REACT_APP_GITHUB_TOKEN_IV: live?.github?.iv ?? null,
      REACT_APP_GITLAB_TOKEN_CIPHER: encryptedGitlab?.cipher ?? null,
      REACT_APP_GITLAB_TOKEN_KEY: encryptedGitlab?.key ?? null,
      REACT_APP_GITLAB_TOKEN_IV: encryptedGitlab?.iv ?? null,
      REACT_APP_GITLAB_TOKEN: typeof live?.gitlab === 'string' ? live.gitlab : null,
      LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN: readAcceptPrivateGitLabToken({}),
      BUILD_PATH: fromRoot(buildPath({})),
      PORTFOLIO_CACHE_DIR: fromRoot(apiCacheDir({})),
      PORT: readSetting({}, 'port'),
      CHROMIUM_PATH: chromiumPath({}),
    };
    // Without it the owner's files are the repository's own, as documented in words.
    expect(ownerRoot({})).toBe(ROOT);
    expect(shownDefault(setting('PORTFOLIO_OWNER_DIR'))).toBe('the repository root');

    const described = ['PORTFOLIO_OWNER_DIR'];
    expect(Object.keys(applied).sort()).toEqual(
      SETTING_LIST.map(({ name }) => name)
        .filter((name) => !described.includes(name))
        .sort(),
    );
    for (const [name, value] of Object.entries(applied)) {
      // The documented default starts with the value in backticks, or says there is none.
      const [start = ''] = shownDefault(setting(name)).split(' ');
      const expected =
        value !== null
          ? `\`${String(value)}\``
          : /^(empty|none)$/.test(start)
            ? start
            : 'empty or none';
      expect({ name, default: start }).toEqual({ name, default: expected });
    }
  });
});
