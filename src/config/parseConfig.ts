/**
 * The settings read into the page's config, and the config's types. Each setting is read with its
 * schema from the one table (settingsTable.ts); here only the rules between settings. The build, the
 * dev server and the tools call it in Node, to stop early with a clear message; the page never runs
 * it: it reads the result as data (PORTFOLIO_CONFIG, src/config/index.ts: the page's
 * #portfolio-config, inlined in the prerender's bundle) and imports only types from here (the table's
 * zod stays out of its bundle).
 */

import type { AccentPalette } from './accentPalette';
import type { AnalyticsSettings } from './analytics';
import type { Language } from '../i18n/languages';
import { ConfigError, type Env } from './configError';
import { readLiveTokens, type LiveTokens } from './liveTokens';
import {
  readSetting,
  SETTINGS,
  settingText,
  type DATA_MODES,
  type PinnedRepo,
  type REPO_SORTS,
  type SettingId,
} from './settingsTable';
import { DEFAULT_TECH_STACK } from './techStack';

export { ConfigError } from './configError';
export type { LiveTokens } from './liveTokens';
export {
  DEFAULT_FEEDS_LIMIT,
  DEFAULT_OPEN_SOURCE_LIMIT,
  MAX_OPEN_TO_WORK_LENGTH,
} from './settingsTable';

export type DataMode = (typeof DATA_MODES)[number];

/** How the own repositories are ordered: most stars, latest push, or by name. */
export type RepoSort = (typeof REPO_SORTS)[number];

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
     * The repositories to pin, in order, as `owner/name` (a bare name is the
     * owner's); null to take the pins of the GitHub profile.
     */
    readonly pinnedRepos: readonly string[] | null;
  };
  /** Both set, or both null: the header link and the lists need the instance and the user. */
  readonly gitlab: {
    readonly url: string | null;
    readonly username: string | null;
  };
  /**
   * A Forgejo, Gitea or Codeberg instance and the user there, both set or both null: the fourth
   * tab, named after the instance. Fetched by the build only (live mode shows the build's).
   */
  readonly forgejo: {
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
  /** The activity calendar above the tabs: its setting set to false leaves it out. */
  readonly activity: { readonly enabled: boolean };
  /**
   * What the owner is looking for ("Backend roles · remote or Berlin"), shown
   * as a badge in the header and in print, in the meta description and the JSON-LD; null: nothing.
   */
  readonly openToWork: string | null;
  /**
   * The accent colour in each scheme (links, the active tab, buttons, progress bars, the
   * calendar), its contrast made AA by the build; null: the page's own blue.
   */
  readonly accent: AccentPalette | null;
  /** The one cookieless service the owner chose; null: none, nothing loaded. */
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

export interface OpenSourceSettings {
  /** config.openSource.enabled false leaves the section out (nothing is fetched for it). */
  readonly enabled: boolean;
  /** How many repositories it shows at most. */
  readonly limit: number;
}

const setting = (id: SettingId) => SETTINGS[id].name;

/**
 * The allow-list: the organization and its repositories go together (setup checks the pair with it).
 */
export function allowList(
  allowedOrg: string | null,
  repos: readonly string[] | null,
): readonly string[] {
  const name = setting('allowedRepos');
  const org = setting('allowedOrg');
  if (repos === null || repos.length === 0) {
    if (allowedOrg !== null) {
      throw new ConfigError(
        name,
        `is empty but ${org} is "${allowedOrg}"`,
        `List the repositories of that organization to show (e.g. repo-one,repo-two), or clear ${org} to show all its repositories.`,
      );
    }
    return [];
  }
  if (allowedOrg === null) {
    throw new ConfigError(
      name,
      `is set but ${org} is empty`,
      `Set ${org} to the organization these repositories belong to, or clear the list.`,
    );
  }
  return repos;
}

/** The pins as `owner/name`: a bare name is the owner's. */
function pinnedRepos(pins: readonly PinnedRepo[] | null, username: string | null): string[] | null {
  if (pins === null) return null;
  const name = setting('pinnedRepos');
  const seen = new Set<string>();
  return pins.map(({ owner, repo }) => {
    const pinOwner = owner ?? username;
    if (pinOwner === null) {
      throw new ConfigError(
        name,
        `names "${repo}" without its owner, and ${setting('githubUsername')} is empty`,
        `Write owner/name, or set ${setting('githubUsername')}.`,
      );
    }
    const pin = `${pinOwner}/${repo}`;
    if (seen.has(pin.toLowerCase())) {
      throw new ConfigError(name, `lists "${pin}" twice`, 'Name each repository once.');
    }
    seen.add(pin.toLowerCase());
    return pin;
  });
}

/** One language, or several, the first at the base path; English by default. */
function readLanguages(env: Env): PortfolioConfig['languages'] {
  const one = setting('language');
  if (settingText(env, 'languages') !== null && settingText(env, 'language') !== null) {
    throw new ConfigError(
      setting('languages'),
      `is set beside ${one} ("${settingText(env, 'language') ?? ''}")`,
      `Set one of them: ${one} for a page in one language, ${setting('languages')} for several.`,
    );
  }
  const [first = readSetting(env, 'language'), ...rest] = readSetting(env, 'languages') ?? [];
  return [first, ...rest];
}

function readGitLab(env: Env): PortfolioConfig['gitlab'] {
  const url = readSetting(env, 'gitlabUrl');
  const username = readSetting(env, 'gitlabUsername');
  const [urlName, userName] = [setting('gitlabUrl'), setting('gitlabUsername')];
  if (url !== null && username === null) {
    throw new ConfigError(
      userName,
      `is empty while ${urlName} is set`,
      `Set your GitLab username, or clear ${urlName} to leave GitLab out.`,
    );
  }
  if (username !== null && url === null) {
    throw new ConfigError(
      urlName,
      `is empty while ${userName} is set`,
      'Set the address of your GitLab instance, e.g. https://gitlab.example.org.',
    );
  }
  return { url, username };
}

function readForgejo(env: Env): PortfolioConfig['forgejo'] {
  const url = readSetting(env, 'forgejoUrl');
  const username = readSetting(env, 'forgejoUsername');
  const [urlName, userName] = [setting('forgejoUrl'), setting('forgejoUsername')];
  if (url !== null && username === null) {
    throw new ConfigError(
      userName,
      `is empty while ${urlName} is set`,
      `Set your username on that instance, or clear ${urlName} to leave Forgejo out.`,
    );
  }
  if (username !== null && url === null) {
    throw new ConfigError(
      urlName,
      `is empty while ${userName} is set`,
      'Set the address of your Forgejo or Gitea instance, e.g. https://codeberg.org.',
    );
  }
  return { url, username };
}

/**
 * Reads every setting with its schema (settingsTable.ts), in this order, then the rules between
 * settings; the first problem throws its ConfigError.
 */
export function parseConfig(env: Env, owner: OwnerInputs = DEFAULT_OWNER_INPUTS): PortfolioConfig {
  const username = readSetting(env, 'githubUsername');
  const allowedOrg = readSetting(env, 'allowedOrg');
  const dataMode = readSetting(env, 'dataMode');
  if (dataMode === 'live' && username === null) {
    throw new ConfigError(
      setting('githubUsername'),
      `is required when ${setting('dataMode')}=live`,
      `Set it to your GitHub login, or use ${setting('dataMode')}=snapshot.`,
    );
  }
  return {
    demo: username === null,
    dataMode,
    github: {
      username,
      apiUrl: readSetting(env, 'githubApiUrl'),
      allowedOrg,
      allowedRepos: allowList(allowedOrg, readSetting(env, 'allowedRepos')),
      pinnedRepos: pinnedRepos(readSetting(env, 'pinnedRepos'), username),
    },
    gitlab: readGitLab(env),
    forgejo: readForgejo(env),
    liveTokens: dataMode === 'live' ? readLiveTokens(env) : null,
    fallbacks: {
      email: readSetting(env, 'contactEmail'),
      linkedinUrl: readSetting(env, 'linkedinUrl'),
      websiteUrl: readSetting(env, 'websiteUrl'),
    },
    display: {
      showForks: readSetting(env, 'showForks'),
      showArchived: readSetting(env, 'showArchived'),
      sort: readSetting(env, 'sort'),
    },
    feeds: {
      urls: readSetting(env, 'feeds') ?? [],
      limit: readSetting(env, 'feedsLimit'),
    },
    openSource: {
      enabled: readSetting(env, 'openSource'),
      limit: readSetting(env, 'openSourceLimit'),
    },
    activity: { enabled: readSetting(env, 'activity') },
    openToWork: readSetting(env, 'openToWork'),
    accent: readSetting(env, 'accentColor'),
    analytics: readSetting(env, 'analytics'),
    languages: readLanguages(env),
    techStack: owner.techStack ?? DEFAULT_TECH_STACK,
    cv: owner.cv,
  };
}
