/**
 * The one place where build-time settings are read and validated, and the settings' types. The build,
 * the dev server and the tools call it in Node, to stop early with a clear message; the page never runs
 * it: it reads the result webpack inlined (PORTFOLIO_CONFIG, src/config/index.ts) and imports the types.
 * Pure code, so it lives with the page's config, which the build imports.
 */

import { accentPalette, type AccentPalette } from './accentPalette';
import { readAnalytics, type AnalyticsSettings } from './analytics';
import { SUPPORTED_LANGUAGES, supportedLanguage, type Language } from '../i18n/languages';
import { ConfigError, PUBLIC_SETTING_HOME, type Env } from './configError';
import { readLiveTokens, type LiveTokens } from './liveTokens';
import { DEFAULT_TECH_STACK } from './techStack';
import { trimEndChar } from '../lib/text';

export { ConfigError } from './configError';
export type { LiveTokens } from './liveTokens';

export type DataMode = 'snapshot' | 'live';

/** How the own repositories are ordered: most stars, latest push, or by name. */
export type RepoSort = 'stars' | 'updated' | 'name';
const REPO_SORTS: readonly RepoSort[] = ['stars', 'updated', 'name'];

/** Which own repositories the page shows, and in what order. */
export interface DisplaySettings {
  readonly showForks: boolean;
  readonly showArchived: boolean;
  readonly sort: RepoSort;
}

export interface PortfolioConfig {
  /** No GitHub username configured: the page shows the bundled demo portfolio. */
  readonly demo: boolean;
  readonly dataMode: DataMode;
  readonly github: {
    readonly username: string | null;
    readonly apiUrl: string;
    readonly allowedOrg: string | null;
    readonly allowedRepos: readonly string[];
    /**
     * REACT_APP_PINNED_REPOS: the repositories to pin, in order, as `owner/name` (a bare name is the
     * owner's); null to take the pins of the GitHub profile.
     */
    readonly pinnedRepos: readonly string[] | null;
  };
  /** Both set, or both null: the header link and the lists need the instance and the user. */
  readonly gitlab: {
    readonly url: string | null;
    readonly username: string | null;
  };
  /** Only in live mode: the tokens the page decrypts and uses itself. */
  readonly liveTokens: LiveTokens | null;
  /** Used when the profile does not provide these. */
  readonly fallbacks: {
    readonly email: string | null;
    readonly linkedinUrl: string | null;
    readonly websiteUrl: string | null;
  };
  readonly display: DisplaySettings;
  /** The owner's writing: feeds fetched at build time (empty list: no Writing section). */
  readonly feeds: FeedSettings;
  /** The owner's merged pull requests into other people's repositories (GitHub Projects tab). */
  readonly openSource: OpenSourceSettings;
  /** The activity calendar above the tabs: REACT_APP_ACTIVITY=false leaves it out. */
  readonly activity: { readonly enabled: boolean };
  /**
   * REACT_APP_OPEN_TO_WORK: what the owner is looking for ("Backend roles · remote or Berlin"), shown
   * as a badge in the header and in print, in the meta description and the JSON-LD; null: nothing.
   */
  readonly openToWork: string | null;
  /**
   * REACT_APP_ACCENT_COLOR in each scheme (links, the active tab, buttons, progress bars, the
   * calendar), its contrast made AA by the build; null: the page's own blue.
   */
  readonly accent: AccentPalette | null;
  /** REACT_APP_ANALYTICS: the one cookieless service the owner chose; null: none, nothing loaded. */
  readonly analytics: AnalyticsSettings | null;
  /** The site's languages, one page each; the first at the base path, the others below it. */
  readonly languages: readonly [Language, ...Language[]];
  /** The tools of the Tech Stack tab, in display order: the owner's tech-stack.json, else the default list. */
  readonly techStack: readonly string[];
  /** Where the header's Download CV points (none: no button). */
  readonly cv: CvLink;
}

/**
 * The site's CV: `site` one PDF at <base>/cv.pdf (the owner's public/cv.pdf, or the demo's); `page`
 * each language page's own cv.pdf, printed by the build from the resume; `none`.
 */
export type CvLink = 'none' | 'site' | 'page';

/**
 * What the build read from the owner's own files besides the settings (scripts/pipeline/settings/ownerFiles.ts).
 * Without them (the tests, the page's own defaults): the default tech stack and a CV, as the demo has.
 */
export interface OwnerInputs {
  readonly techStack: readonly string[] | null;
  readonly cv: CvLink;
}

export const DEFAULT_OWNER_INPUTS: OwnerInputs = { techStack: null, cv: 'site' };

export interface FeedSettings {
  /** RSS, Atom or JSON Feed addresses, http(s) only, in the owner's order. */
  readonly urls: readonly string[];
  /** How many posts the page shows, newest first, from all feeds together. */
  readonly limit: number;
}

export const DEFAULT_FEEDS_LIMIT = 6;
const MAX_FEEDS_LIMIT = 50;

export interface OpenSourceSettings {
  /** REACT_APP_OPEN_SOURCE=false leaves the section out (nothing is fetched for it). */
  readonly enabled: boolean;
  /** How many repositories it shows at most. */
  readonly limit: number;
}

export const DEFAULT_OPEN_SOURCE_LIMIT = 9;
const MAX_OPEN_SOURCE_LIMIT = 50;

const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const GITHUB_REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;
/** Something@host.tld: a dot inside the part after the @ (first dot found without backtracking). */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function readUrl(env: Env, name: string, example: string): string | null {
  const value = read(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      name,
      `is not a valid URL ("${value}")`,
      `Use a full URL such as ${example}. ${PUBLIC_SETTING_HOME}`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(
      name,
      `must use http or https ("${value}")`,
      `Use a URL such as ${example}. ${PUBLIC_SETTING_HOME}`,
    );
  }
  return trimEndChar(value, '/');
}

function readGitHubLogin(env: Env, name: string, what: string): string | null {
  const value = read(env, name);
  if (value !== null && !GITHUB_LOGIN.test(value)) {
    throw new ConfigError(
      name,
      `is not a valid GitHub ${what} ("${value}")`,
      `Use the ${what} exactly as it appears in its github.com URL, without @ or slashes. ${PUBLIC_SETTING_HOME}`,
    );
  }
  return value;
}

/** GitHub shows at most six pins; the setting allows as many. */
const MAX_PINNED_REPOS = 6;

function readPinnedRepos(env: Env, username: string | null): string[] | null {
  const name = 'REACT_APP_PINNED_REPOS';
  const value = read(env, name);
  if (value === null) return null;
  const fix =
    'Write name or owner/name, separated by single commas, e.g. portfolio,acme-labs/widgets.';
  const pins = value.split(',').map((entry, index) => {
    const entryText = entry.trim();
    const [first = '', second, ...more] = entryText.split('/');
    const [owner, repo] = second === undefined ? [username, first] : [first, second];
    if (entryText === '') {
      throw new ConfigError(name, `has an empty entry at position ${index + 1} ("${value}")`, fix);
    }
    if (
      more.length > 0 ||
      !GITHUB_REPO_NAME.test(repo) ||
      (owner !== null && !GITHUB_LOGIN.test(owner))
    ) {
      throw new ConfigError(name, `has an invalid repository "${entryText}"`, fix);
    }
    if (owner === null) {
      throw new ConfigError(
        name,
        `names "${entryText}" without its owner, and REACT_APP_GITHUB_USERNAME is empty`,
        'Write owner/name, or set REACT_APP_GITHUB_USERNAME.',
      );
    }
    return `${owner}/${repo}`;
  });
  if (pins.length > MAX_PINNED_REPOS) {
    throw new ConfigError(
      name,
      `lists ${pins.length} repositories`,
      `Pin at most ${MAX_PINNED_REPOS}, as GitHub does.`,
    );
  }
  const seen = new Set<string>();
  for (const pin of pins) {
    if (seen.has(pin.toLowerCase())) {
      throw new ConfigError(name, `lists "${pin}" twice`, 'Name each repository once.');
    }
    seen.add(pin.toLowerCase());
  }
  return pins;
}

function readAllowedRepos(env: Env, allowedOrg: string | null): string[] {
  const name = 'REACT_APP_GITHUB_ALLOWED_REPOS';
  const value = read(env, name);
  if (value === null) {
    if (allowedOrg !== null) {
      throw new ConfigError(
        name,
        `is empty but REACT_APP_GITHUB_ALLOWED_ORG is "${allowedOrg}"`,
        'List the repositories of that organization to show (e.g. repo-one,repo-two), or clear REACT_APP_GITHUB_ALLOWED_ORG to show all its repositories.',
      );
    }
    return [];
  }
  if (allowedOrg === null) {
    throw new ConfigError(
      name,
      'is set but REACT_APP_GITHUB_ALLOWED_ORG is empty',
      'Set REACT_APP_GITHUB_ALLOWED_ORG to the organization these repositories belong to, or clear the list.',
    );
  }
  const repos = value.split(',').map((entry) => entry.trim());
  repos.forEach((repo, index) => {
    if (repo === '') {
      throw new ConfigError(
        name,
        `has an empty entry at position ${index + 1} ("${value}")`,
        'Write repository names separated by single commas, e.g. repo-one,repo-two.',
      );
    }
    if (!GITHUB_REPO_NAME.test(repo)) {
      throw new ConfigError(
        name,
        `has an invalid repository name "${repo}"`,
        'Use the bare repository names (no owner, no URL), separated by commas.',
      );
    }
  });
  const seen = new Set<string>();
  for (const repo of repos) {
    if (seen.has(repo.toLowerCase())) {
      throw new ConfigError(
        name,
        `lists "${repo}" twice`,
        'Name each repository once (names are case-insensitive).',
      );
    }
    seen.add(repo.toLowerCase());
  }
  return repos;
}

function readDataMode(env: Env): DataMode {
  const name = 'REACT_APP_DATA_MODE';
  const value = read(env, name) ?? 'snapshot';
  if (value !== 'snapshot' && value !== 'live') {
    throw new ConfigError(
      name,
      `must be "snapshot" or "live" ("${value}")`,
      'Leave it empty for the default, snapshot.',
    );
  }
  return value;
}

function readEmail(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value !== null && !EMAIL.test(value)) {
    throw new ConfigError(
      name,
      `is not an e-mail address ("${value}")`,
      `Use an address such as you@example.org. ${PUBLIC_SETTING_HOME}`,
    );
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase() ?? null;
  if (value === null) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(
    name,
    `must be "true" or "false" ("${env[name]?.trim() ?? ''}")`,
    `Leave it empty for the default, ${String(fallback)}.`,
  );
}

function readSort(env: Env): RepoSort {
  const name = 'REACT_APP_SORT';
  const value = read(env, name) ?? 'stars';
  const sort = REPO_SORTS.find((candidate) => candidate === value);
  if (sort === undefined) {
    throw new ConfigError(
      name,
      `must be one of ${REPO_SORTS.map((candidate) => `"${candidate}"`).join(', ')} ("${value}")`,
      'Leave it empty for the default, stars (then the latest push).',
    );
  }
  return sort;
}

function readFeedUrls(env: Env): string[] {
  const name = 'REACT_APP_FEEDS';
  const value = read(env, name);
  if (value === null) return [];
  const example = 'https://dev.to/feed/your-name,https://your-name.dev/rss.xml';
  const urls = value.split(',').map((entry) => entry.trim());
  const seen = new Set<string>();
  urls.forEach((entry, index) => {
    const position = `at position ${index + 1}`;
    if (entry === '') {
      throw new ConfigError(
        name,
        `has an empty entry ${position} ("${value}")`,
        `Write feed URLs separated by single commas, e.g. ${example}. ${PUBLIC_SETTING_HOME}`,
      );
    }
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(
        name,
        `has an entry ${position} that is not a URL ("${entry}")`,
        `Write each feed as a full URL, e.g. ${example}. ${PUBLIC_SETTING_HOME}`,
      );
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new ConfigError(
        name,
        `has an entry ${position} that does not use http or https ("${entry}")`,
        `Write each feed as an http(s) URL, e.g. ${example}. ${PUBLIC_SETTING_HOME}`,
      );
    }
    // The list is inlined into the public page like every REACT_APP_ value.
    if (url.username || url.password) {
      throw new ConfigError(
        name,
        `has an entry ${position} with a user name or password ("${url.host}")`,
        'The page is public and so is this list: use the public address of the feed.',
      );
    }
    if (seen.has(url.href)) {
      throw new ConfigError(name, `lists "${entry}" twice`, 'Name each feed once.');
    }
    seen.add(url.href);
  });
  return urls;
}

/** A count setting: a whole number from 1 to `max`, `fallback` when empty. */
function readLimit(env: Env, name: string, fallback: number, max: number): number {
  const value = read(env, name);
  if (value === null) return fallback;
  const limit = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= max)) {
    throw new ConfigError(
      name,
      `must be a whole number from 1 to ${max} ("${value}")`,
      `Leave it empty for the default, ${fallback}.`,
    );
  }
  return limit;
}

const SUPPORTED = SUPPORTED_LANGUAGES.join(', ');

function readLanguage(name: string, entry: string): Language {
  const language = supportedLanguage(entry);
  if (!language) {
    throw new ConfigError(
      name,
      `names a language the page is not written in ("${entry}")`,
      `Write one of ${SUPPORTED}.`,
    );
  }
  return language;
}

/**
 * REACT_APP_LANGUAGES (several, the first at the base path) or REACT_APP_LANGUAGE (one); English by
 * default. Tags in any case: "pt-br" is pt-BR.
 */
function readLanguages(env: Env): PortfolioConfig['languages'] {
  const list = read(env, 'REACT_APP_LANGUAGES');
  const one = read(env, 'REACT_APP_LANGUAGE');
  if (list === null) return [one === null ? 'en' : readLanguage('REACT_APP_LANGUAGE', one)];
  const name = 'REACT_APP_LANGUAGES';
  if (one !== null) {
    throw new ConfigError(
      name,
      `is set beside REACT_APP_LANGUAGE ("${one}")`,
      'Set one of them: REACT_APP_LANGUAGE for a page in one language, REACT_APP_LANGUAGES for several.',
    );
  }
  const languages: Language[] = [];
  list.split(',').forEach((entry, index) => {
    if (!entry.trim()) {
      throw new ConfigError(
        name,
        `has an empty entry at position ${index + 1} ("${list}")`,
        `Write languages separated by single commas, e.g. en,de. One of ${SUPPORTED} each.`,
      );
    }
    const language = readLanguage(name, entry);
    if (languages.includes(language)) {
      throw new ConfigError(name, `lists "${entry.trim()}" twice`, 'Name each language once.');
    }
    languages.push(language);
  });
  const [first, ...rest] = languages;
  if (!first) throw new ConfigError(name, 'is empty', `Write one of ${SUPPORTED}.`);
  return [first, ...rest];
}

function readAccent(env: Env): AccentPalette | null {
  const name = 'REACT_APP_ACCENT_COLOR';
  const value = read(env, name);
  if (value === null) return null;
  const palette = accentPalette(value);
  if (!palette) {
    throw new ConfigError(
      name,
      `is not an opaque CSS colour ("${value}")`,
      'Write one such as #0b7285, teal, rgb(11 114 133) or hsl(190 80% 30%), without transparency.',
    );
  }
  return palette;
}

/** A badge, not a paragraph: the length of a line in the header on a phone. */
export const MAX_OPEN_TO_WORK_LENGTH = 80;

function readOpenToWork(env: Env): string | null {
  const name = 'REACT_APP_OPEN_TO_WORK';
  const value = read(env, name);
  if (value === null) return null;
  const example = 'e.g. Backend roles · remote or Berlin';
  const characters = [...value];
  if (characters.some((character) => /\p{Cc}/u.test(character))) {
    throw new ConfigError(
      name,
      'holds a line break or another control character',
      `Write it on one line, ${example}.`,
    );
  }
  if (characters.length > MAX_OPEN_TO_WORK_LENGTH) {
    throw new ConfigError(
      name,
      `is ${characters.length} characters long`,
      `Keep it to ${MAX_OPEN_TO_WORK_LENGTH} characters or fewer: it is a badge in the header, ${example}.`,
    );
  }
  return value;
}

function readGitLab(env: Env): PortfolioConfig['gitlab'] {
  const url = readUrl(env, 'REACT_APP_GITLAB_URL', 'https://gitlab.example.org');
  const username = read(env, 'REACT_APP_GITLAB_USERNAME');
  if (url !== null && username === null) {
    throw new ConfigError(
      'REACT_APP_GITLAB_USERNAME',
      'is empty while REACT_APP_GITLAB_URL is set',
      'Set your GitLab username, or clear REACT_APP_GITLAB_URL to leave GitLab out.',
    );
  }
  if (username !== null && url === null) {
    throw new ConfigError(
      'REACT_APP_GITLAB_URL',
      'is empty while REACT_APP_GITLAB_USERNAME is set',
      'Set the address of your GitLab instance, e.g. https://gitlab.example.org.',
    );
  }
  return { url, username };
}

export function parseConfig(env: Env, owner: OwnerInputs = DEFAULT_OWNER_INPUTS): PortfolioConfig {
  const username = readGitHubLogin(env, 'REACT_APP_GITHUB_USERNAME', 'username');
  const allowedOrg = readGitHubLogin(env, 'REACT_APP_GITHUB_ALLOWED_ORG', 'organization');
  const dataMode = readDataMode(env);
  if (dataMode === 'live' && username === null) {
    throw new ConfigError(
      'REACT_APP_GITHUB_USERNAME',
      'is required when REACT_APP_DATA_MODE=live',
      'Set it to your GitHub login, or use REACT_APP_DATA_MODE=snapshot.',
    );
  }
  return {
    demo: username === null,
    dataMode,
    github: {
      username,
      apiUrl:
        readUrl(env, 'REACT_APP_GITHUB_API_URL', DEFAULT_GITHUB_API_URL) ?? DEFAULT_GITHUB_API_URL,
      allowedOrg,
      allowedRepos: readAllowedRepos(env, allowedOrg),
      pinnedRepos: readPinnedRepos(env, username),
    },
    gitlab: readGitLab(env),
    liveTokens: dataMode === 'live' ? readLiveTokens(env) : null,
    fallbacks: {
      email: readEmail(env, 'REACT_APP_CONTACT_EMAIL'),
      linkedinUrl: readUrl(env, 'REACT_APP_LINKEDIN_URL', 'https://www.linkedin.com/in/your-name'),
      websiteUrl: readUrl(env, 'REACT_APP_WEBSITE_URL', 'https://your-name.dev'),
    },
    display: {
      showForks: readBoolean(env, 'REACT_APP_SHOW_FORKS', false),
      showArchived: readBoolean(env, 'REACT_APP_SHOW_ARCHIVED', false),
      sort: readSort(env),
    },
    feeds: {
      urls: readFeedUrls(env),
      limit: readLimit(env, 'REACT_APP_FEEDS_LIMIT', DEFAULT_FEEDS_LIMIT, MAX_FEEDS_LIMIT),
    },
    openSource: {
      enabled: readBoolean(env, 'REACT_APP_OPEN_SOURCE', true),
      limit: readLimit(
        env,
        'REACT_APP_OPEN_SOURCE_LIMIT',
        DEFAULT_OPEN_SOURCE_LIMIT,
        MAX_OPEN_SOURCE_LIMIT,
      ),
    },
    activity: { enabled: readBoolean(env, 'REACT_APP_ACTIVITY', true) },
    openToWork: readOpenToWork(env),
    accent: readAccent(env),
    analytics: readAnalytics(read(env, 'REACT_APP_ANALYTICS')),
    languages: readLanguages(env),
    techStack: owner.techStack ?? DEFAULT_TECH_STACK,
    cv: owner.cv,
  };
}
