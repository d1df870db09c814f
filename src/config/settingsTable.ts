/**
 * Every setting an owner or a tool can set, declared once: its variable (from settingNames.ts, where
 * each name is written once), who reads it, its schema (zod, over the trimmed text), its default, an
 * example and its meaning. From this table come the parser (parseConfig.ts), its messages,
 * docs/settings.md (`npm run docs:settings`), setup's and the doctor's checks, the other readers
 * (readSetting) and what the page's bundle is given (clientEnv, scripts/pipeline/settings/env.ts).
 * Elsewhere a setting is named through SETTING_NAMES or this table, never by its variable.
 *
 * Build side only: zod must not reach the page, which gets the parsed settings as data
 * (PORTFOLIO_CONFIG) and imports only types from parseConfig.ts. A test walks the page's imports.
 */
import { z } from 'zod';
import { accentPalette } from './accentPalette';
import { SETTING_NAMES } from './settingNames';
import { readAnalytics } from './analytics';
import { ConfigError, PUBLIC_SETTING_HOME, SECRET_SETTING_HOME, type Env } from './configError';
import { SUPPORTED_LANGUAGES, supportedLanguage, type Language } from '../i18n/languages';
import {
  anyText,
  commaList,
  count,
  email,
  flag,
  forgejoUsername,
  GITHUB_LOGIN,
  GITHUB_REPO_NAME,
  githubLogin,
  httpUrl,
  issueText,
  oneLine,
  oneOf,
  refuse,
  say,
  siteAddress,
  textReader,
  token,
  type TextSchema,
} from './settingSchemas';

/** public: the committed .env; secret: a token; tool: how a command runs, set in its environment. */
export type SettingKind = 'public' | 'secret' | 'tool';

/** Where each kind of setting is written. */
export const SETTING_WHERE = {
  public: '.env',
  secret: 'Actions secret / .env.local',
  tool: 'environment',
} as const satisfies Record<SettingKind, string>;

/**
 * Who reads the variable itself. build: the build and the tools (the page gets what the build made of
 * it, in PORTFOLIO_CONFIG); page: the page's code reads it too, inlined as `process.env.<name>`;
 * live page: in live mode its value reaches the page (config.liveTokens), never otherwise.
 */
export type SettingReader = 'build' | 'page' | 'live page';

export interface SettingEntry<T> {
  /** The environment variable. */
  readonly name: string;
  readonly kind: SettingKind;
  readonly reader: SettingReader;
  /** The trimmed, non-empty text to the value; an issue's message is the problem and the fix. */
  readonly schema: TextSchema<T>;
  /** The value without the setting; null: none. */
  readonly default: T | null;
  /** The default as written in the variable, when the value is not its text (the site's location). */
  readonly defaultText?: string;
  /** Markdown, when there is no default value: what happens without one ("empty (no GitLab)"). */
  readonly absent?: string;
  /** Said after the default value in the docs ("if present"). */
  readonly note?: string;
  /** A value as written after `NAME=` (public ones pass the build's checks). */
  readonly example: string;
  /** One or two sentences of Markdown; links are relative to docs/. */
  readonly meaning: string;
}

export const DEFAULT_FEEDS_LIMIT = 6;
export const MAX_FEEDS_LIMIT = 50;
export const DEFAULT_OPEN_SOURCE_LIMIT = 9;
export const MAX_OPEN_SOURCE_LIMIT = 50;
/** GitHub shows at most six pins; the setting allows as many. */
export const MAX_PINNED_REPOS = 6;
/** A badge, not a paragraph: the length of a line in the header on a phone. */
export const MAX_OPEN_TO_WORK_LENGTH = 80;
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/** The highest TCP port. */
const MAX_PORT = 65_535;
/** Where the site lives without the setting: a project site named portfolio. */
const DEFAULT_BASE_PATH = '/portfolio';

export const REPO_SORTS = ['stars', 'updated', 'name'] as const;
export const DATA_MODES = ['snapshot', 'live'] as const;

const SUPPORTED = SUPPORTED_LANGUAGES.join(', ');
const LANGUAGE_LIST = SUPPORTED_LANGUAGES.map((language) => `\`${language}\``).join(', ');

const language = (): TextSchema<Language> =>
  textReader(
    (text) =>
      supportedLanguage(text) ??
      refuse(
        `names a language the page is not written in ("${text}")`,
        `Write one of ${SUPPORTED}.`,
      ),
  );

/** A pinned repository as written: `name` (the owner's, known once the username is) or `owner/name`. */
export interface PinnedRepo {
  readonly owner: string | null;
  readonly repo: string;
}

const PINNED_FIX =
  'Write name or owner/name, separated by single commas, e.g. portfolio,acme-labs/widgets.';

const PINNED_LIST = commaList<PinnedRepo>({
  fix: PINNED_FIX,
  entry: () =>
    textReader((text) => {
      const [first = '', second, ...more] = text.split('/');
      const [owner, repo] = second === undefined ? [null, first] : [first, second];
      const valid =
        more.length === 0 &&
        GITHUB_REPO_NAME.test(repo) &&
        (owner === null || GITHUB_LOGIN.test(owner));
      return valid ? { owner, repo } : refuse(`has an invalid repository "${text}"`, PINNED_FIX);
    }),
  max: {
    count: MAX_PINNED_REPOS,
    what: 'repositories',
    fix: `Pin at most ${MAX_PINNED_REPOS}, as GitHub does.`,
  },
});

const ALLOWED_REPOS = commaList<string>({
  fix: 'Write repository names separated by single commas, e.g. repo-one,repo-two.',
  entry: () =>
    z.string().regex(GITHUB_REPO_NAME, {
      error: (issue) =>
        say(
          `has an invalid repository name "${String(issue.input)}"`,
          'Use the bare repository names (no owner, no URL), separated by commas.',
        ),
    }),
  key: (repo) => repo.toLowerCase(),
  duplicateFix: 'Name each repository once (names are case-insensitive).',
});

const FEED_EXAMPLE = 'https://dev.to/feed/your-name,https://your-name.dev/rss.xml';

const FEED_LIST = commaList<string>({
  fix: `Write feed URLs separated by single commas, e.g. ${FEED_EXAMPLE}. ${PUBLIC_SETTING_HOME}`,
  entry: (position) =>
    textReader((text) => {
      if (!URL.canParse(text)) {
        return refuse(
          `has an entry ${position} that is not a URL ("${text}")`,
          `Write each feed as a full URL, e.g. ${FEED_EXAMPLE}. ${PUBLIC_SETTING_HOME}`,
        );
      }
      const url = new URL(text);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        return refuse(
          `has an entry ${position} that does not use http or https ("${text}")`,
          `Write each feed as an http(s) URL, e.g. ${FEED_EXAMPLE}. ${PUBLIC_SETTING_HOME}`,
        );
      }
      // The list reaches the public page (the Writing tab's sources).
      if (url.username || url.password) {
        return refuse(
          `has an entry ${position} with a user name or password ("${url.host}")`,
          'The page is public and so is this list: use the public address of the feed.',
        );
      }
      return text;
    }),
  key: (feed) => new URL(feed).href,
  duplicateFix: 'Name each feed once.',
});

const LANGUAGE_LIST_SCHEMA = commaList<Language>({
  fix: `Write languages separated by single commas, e.g. en,de. One of ${SUPPORTED} each.`,
  entry: language,
  key: (tag) => tag,
  duplicateFix: 'Name each language once.',
});

const ACCENT = textReader(
  (text) =>
    accentPalette(text) ??
    refuse(
      `is not an opaque CSS colour ("${text}")`,
      'Write one such as #0b7285, teal, rgb(11 114 133) or hsl(190 80% 30%), without transparency.',
    ),
);

const CV_PAPER_SCHEMA = textReader((text): 'a4' | 'letter' => {
  const paper = text.toLowerCase();
  if (paper === 'a4' || paper === 'letter') return paper;
  return refuse(
    `is "${text.slice(0, 40)}", not a paper size the CV is printed on`,
    `Write ${SETTING_NAMES.cvPaper}=A4 (the default) or ${SETTING_NAMES.cvPaper}=letter.`,
  );
});

const resumeFlag = (what: string) =>
  flag(
    `Write true to show ${what} on the page, or leave it empty to keep it off (the default, false). ${PUBLIC_SETTING_HOME}`,
  );

/** A public on/off setting of the page's parts: `default` unless the owner writes the other. */
const onOffSetting = <N extends string>(name: N, byDefault: boolean, meaning: string) => ({
  name,
  kind: 'public' as const,
  reader: 'build' as const,
  schema: flag(`Leave it empty for the default, ${byDefault}.`),
  default: byDefault,
  example: String(!byDefault),
  meaning,
});

const SECRET_SETTING_FIX = `Paste the token alone, without quotes, a label or a trailing newline. ${SECRET_SETTING_HOME}`;

const LIVE_LINE_EXAMPLES = { 'cipher text': 'mZq3…Xw==', key: '9kTz…E0=', iv: 'p1Lk…dPq' } as const;

/** One of the three lines `npm run encrypt-token` prints for live mode, which the live page reads. */
const liveTokenLine = <N extends string>(
  name: N,
  service: 'github' | 'gitlab',
  part: keyof typeof LIVE_LINE_EXAMPLES,
) => ({
  name,
  kind: 'secret' as const,
  reader: 'live page' as const,
  schema: anyText(),
  default: null,
  absent: 'none',
  example: LIVE_LINE_EXAMPLES[part],
  meaning:
    `Live mode only: the ${service === 'github' ? 'GitHub' : 'GitLab'} token's ${part}, one of the three lines ` +
    `\`npm run --silent encrypt-token -- ${service} <token>\` prints (see [Live mode](data-modes.md#live-mode-opt-in)).`,
});

export const SETTINGS = {
  githubUsername: {
    name: SETTING_NAMES.githubUsername,
    kind: 'public',
    reader: 'build',
    schema: githubLogin('username'),
    default: null,
    absent: 'empty (the demo)',
    example: 'octo-dev',
    meaning: 'Your GitHub login. Without it the page shows the bundled demo portfolio.',
  },
  allowedOrg: {
    name: SETTING_NAMES.allowedOrg,
    kind: 'public',
    reader: 'build',
    schema: githubLogin('organization'),
    default: null,
    absent: 'empty (no allow-list)',
    example: 'acme-labs',
    meaning: `The one allow-listed organization: only the repositories of \`${SETTING_NAMES.allowedRepos}\` are shown for it; every other organization shows all its public repositories.`,
  },
  allowedRepos: {
    name: SETTING_NAMES.allowedRepos,
    kind: 'public',
    reader: 'build',
    schema: ALLOWED_REPOS,
    default: null,
    absent: 'empty',
    example: 'widget-engine,data-pipes',
    meaning:
      'Comma-separated repository names of that organization to show; required when the organization is set, and only then.',
  },
  gitlabUrl: {
    name: SETTING_NAMES.gitlabUrl,
    kind: 'public',
    reader: 'build',
    schema: httpUrl('https://gitlab.example.org'),
    default: null,
    absent: 'empty (no GitLab)',
    example: 'https://gitlab.example.org',
    meaning: `The address of your GitLab instance (gitlab.com or self-hosted). Set it together with \`${SETTING_NAMES.gitlabUsername}\`, or neither.`,
  },
  gitlabUsername: {
    name: SETTING_NAMES.gitlabUsername,
    kind: 'public',
    reader: 'build',
    schema: anyText(),
    default: null,
    absent: 'empty (no GitLab)',
    example: 'octo-dev',
    meaning: `Your GitLab username; the header links to \`<${SETTING_NAMES.gitlabUrl}>/<username>\`.`,
  },
  forgejoUrl: {
    name: SETTING_NAMES.forgejoUrl,
    kind: 'public',
    reader: 'build',
    schema: httpUrl('https://codeberg.org'),
    default: null,
    absent: 'empty (no Forgejo)',
    example: 'https://codeberg.org',
    meaning: `The address of your Forgejo or Gitea instance (e.g. Codeberg); its projects get a tab of their own, named after the instance ("Codeberg Projects"). Set it together with \`${SETTING_NAMES.forgejoUsername}\`, or neither. See [Forgejo, Gitea and Codeberg](forgejo.md).`,
  },
  forgejoUsername: {
    name: SETTING_NAMES.forgejoUsername,
    kind: 'public',
    reader: 'build',
    schema: forgejoUsername(),
    default: null,
    absent: 'empty (no Forgejo)',
    example: 'octo-dev',
    meaning: `Your username on that instance (\`<${SETTING_NAMES.forgejoUrl}>/<username>\`).`,
  },
  contactEmail: {
    name: SETTING_NAMES.contactEmail,
    kind: 'public',
    reader: 'build',
    schema: email(),
    default: null,
    absent: 'empty (no link)',
    example: 'you@example.org',
    meaning: 'The e-mail address shown when your GitHub profile has no public e-mail.',
  },
  linkedinUrl: {
    name: SETTING_NAMES.linkedinUrl,
    kind: 'public',
    reader: 'build',
    schema: httpUrl('https://www.linkedin.com/in/your-name'),
    default: null,
    absent: 'empty (no link)',
    example: 'https://www.linkedin.com/in/you',
    meaning:
      "Your LinkedIn page, shown when your GitHub social accounts have none (then a LinkedIn address in the profile's website field is used).",
  },
  websiteUrl: {
    name: SETTING_NAMES.websiteUrl,
    kind: 'public',
    reader: 'build',
    schema: httpUrl('https://your-name.dev'),
    default: null,
    absent: 'empty (no link)',
    example: 'https://you.dev',
    meaning: 'Your website, shown when your GitHub profile has none.',
  },
  showForks: onOffSetting(
    SETTING_NAMES.showForks,
    false,
    '`true` shows your forks among your repositories.',
  ),
  showArchived: onOffSetting(
    SETTING_NAMES.showArchived,
    false,
    '`true` shows your archived repositories, with an Archived badge.',
  ),
  sort: {
    name: SETTING_NAMES.sort,
    kind: 'public',
    reader: 'build',
    schema: oneOf(REPO_SORTS, 'Leave it empty for the default, stars (then the latest push).'),
    default: 'stars',
    example: 'updated',
    meaning:
      'The order of your repositories: `stars` (then the last push), `updated` (the last push) or `name`.',
  },
  feeds: {
    name: SETTING_NAMES.feeds,
    kind: 'public',
    reader: 'build',
    schema: FEED_LIST,
    default: null,
    absent: 'empty (no Writing tab)',
    example: 'https://dev.to/feed/you,https://you.dev/rss.xml',
    meaning:
      'Comma-separated RSS, Atom or JSON Feed addresses (http or https) of your writing, fetched at build time for the Writing tab (see [Your story](your-story.md#feeds)).',
  },
  feedsLimit: {
    name: SETTING_NAMES.feedsLimit,
    kind: 'public',
    reader: 'build',
    schema: count(MAX_FEEDS_LIMIT, `Leave it empty for the default, ${DEFAULT_FEEDS_LIMIT}.`),
    default: DEFAULT_FEEDS_LIMIT,
    example: '10',
    meaning: `How many posts the Writing tab shows, newest first, from all feeds together: a whole number from 1 to ${MAX_FEEDS_LIMIT}.`,
  },
  pinnedRepos: {
    name: SETTING_NAMES.pinnedRepos,
    kind: 'public',
    reader: 'build',
    schema: PINNED_LIST,
    default: null,
    absent: 'empty (the GitHub profile’s pins)',
    example: 'portfolio,acme-labs/widget-engine',
    meaning: `The repositories carrying a \`Pinned\` tag, in order, pinned own repositories first in the Repositories grid: \`name\` (yours) or \`owner/name\`, comma-separated, at most ${MAX_PINNED_REPOS}. Without it, your GitHub profile's pins, which GitHub's GraphQL API gives only with a token.`,
  },
  openSource: onOffSetting(
    SETTING_NAMES.openSource,
    true,
    "`false` leaves out the GitHub Projects tab's Open-source contributions: the repositories of other people the owner got pull requests merged into.",
  ),
  openSourceLimit: {
    name: SETTING_NAMES.openSourceLimit,
    kind: 'public',
    reader: 'build',
    schema: count(
      MAX_OPEN_SOURCE_LIMIT,
      `Leave it empty for the default, ${DEFAULT_OPEN_SOURCE_LIMIT}.`,
    ),
    default: DEFAULT_OPEN_SOURCE_LIMIT,
    example: '6',
    meaning: `How many repositories the Open-source contributions show at most, the most starred first: a whole number from 1 to ${MAX_OPEN_SOURCE_LIMIT}.`,
  },
  activity: onOffSetting(
    SETTING_NAMES.activity,
    true,
    '`false` leaves out the activity calendar above the tabs: your contributions per day over the last year, GitHub’s (with a token) and GitLab’s summed.',
  ),
  accentColor: {
    name: SETTING_NAMES.accentColor,
    kind: 'public',
    reader: 'build',
    schema: ACCENT,
    default: null,
    absent: 'empty (the page’s blue)',
    example: '#0b7285',
    meaning: `The accent colour of links, the active tab, buttons, progress bars and the activity calendar, in both schemes: any opaque CSS colour. Where it lacks 4.5:1 contrast on a background it is used on, the build moves its lightness for that scheme and says so. In \`.env\` write a \`#\` colour in quotes (\`${SETTING_NAMES.accentColor}="#0b7285"\`): unquoted, \`#\` starts a comment.`,
  },
  analytics: {
    name: SETTING_NAMES.analytics,
    kind: 'public',
    reader: 'build',
    schema: textReader(readAnalytics),
    default: null,
    absent: 'empty (no analytics)',
    example: 'plausible:octo.github.io',
    meaning:
      'One cookieless analytics service: `plausible:<domain>` (or `plausible:<domain>@<script URL>` self-hosted), `goatcounter:<code>` (or `goatcounter:<count URL>@<script URL>`), or `umami:<website id>@<script URL>`. Its script starts after the page’s first paint, allowed by the Content-Security-Policy for its file only; page views, and events for Download CV, resume and repository links and the language switch. Empty: nothing is loaded. See [What the page shows](what-the-page-shows.md#analytics).',
  },
  openToWork: {
    name: SETTING_NAMES.openToWork,
    kind: 'public',
    reader: 'build',
    schema: oneLine(
      MAX_OPEN_TO_WORK_LENGTH,
      'it is a badge in the header',
      'e.g. Backend roles · remote or Berlin',
    ),
    default: null,
    absent: 'empty',
    example: 'Backend roles · remote or Berlin',
    meaning: `What work you are looking for, on one line of at most ${MAX_OPEN_TO_WORK_LENGTH} characters: a badge in the header and on the printed CV, the start of the meta description, and \`seeks\` in the JSON-LD. Empty: nothing is said.`,
  },
  language: {
    name: SETTING_NAMES.language,
    kind: 'public',
    reader: 'build',
    schema: language(),
    default: 'en',
    example: 'de',
    meaning: `The page's language: ${LANGUAGE_LIST} (see [Languages](languages.md)).`,
  },
  languages: {
    name: SETTING_NAMES.languages,
    kind: 'public',
    reader: 'build',
    schema: LANGUAGE_LIST_SCHEMA,
    default: null,
    absent: 'empty (one language)',
    example: 'en,de',
    meaning: `Several languages, comma-separated, one page each: the first at the base path, each other at \`<base>/<language>/\`. Instead of \`${SETTING_NAMES.language}\`, not beside it.`,
  },
  dataMode: {
    name: SETTING_NAMES.dataMode,
    kind: 'public',
    reader: 'build',
    schema: oneOf(DATA_MODES, 'Leave it empty for the default, snapshot.'),
    default: 'snapshot',
    example: 'live',
    meaning:
      "`snapshot`: the data is fetched at build time; `live`: each visitor's browser fetches it (see [Data modes](data-modes.md)).",
  },
  githubApiUrl: {
    name: SETTING_NAMES.githubApiUrl,
    kind: 'public',
    reader: 'build',
    schema: httpUrl(DEFAULT_GITHUB_API_URL),
    default: DEFAULT_GITHUB_API_URL,
    example: 'https://github.example.org/api/v3',
    meaning:
      "GitHub's REST address: another one for GitHub Enterprise (`https://<host>/api/v3`) or the tests' mock API.",
  },
  cvPaper: {
    name: SETTING_NAMES.cvPaper,
    kind: 'public',
    reader: 'build',
    schema: CV_PAPER_SCHEMA,
    default: 'a4',
    example: 'letter',
    meaning:
      'The paper of the CV the build prints from the page (and your resume, if any) when you have no `public/cv.pdf` of your own (see [Your story](your-story.md#the-cv)): `a4` or `letter`.',
  },
  resumePath: {
    name: SETTING_NAMES.resumePath,
    kind: 'public',
    reader: 'build',
    schema: anyText(),
    default: 'resume.json',
    note: 'if present',
    example: 'cv.json',
    meaning:
      'Your JSON Resume when it is not `resume.json` at the repository root: a path relative to the root, or absolute; the file must then exist (see [Your story](your-story.md)).',
  },
  resumeShowPhone: {
    name: SETTING_NAMES.resumeShowPhone,
    kind: 'public',
    reader: 'build',
    schema: resumeFlag("the resume's phone number"),
    default: false,
    example: 'true',
    meaning: "`true` shows the resume's `basics.phone` on the page.",
  },
  resumeShowAddress: {
    name: SETTING_NAMES.resumeShowAddress,
    kind: 'public',
    reader: 'build',
    schema: resumeFlag("the resume's street address and postal code"),
    default: false,
    example: 'true',
    meaning: "`true` shows the resume's street address and postal code beside the city.",
  },
  publicUrl: {
    name: SETTING_NAMES.publicUrl,
    kind: 'public',
    reader: 'page',
    schema: siteAddress(),
    default: { basePath: DEFAULT_BASE_PATH, siteUrl: null },
    defaultText: DEFAULT_BASE_PATH,
    example: 'https://ada.github.io/portfolio',
    meaning:
      'Where the site lives: a path (`/` for `https://<you>.github.io/`) or the full address, which also gives the canonical, Open Graph and sitemap addresses. The Pages workflow sets it to the real address; set it for `npm run deploy`.',
  },
  githubToken: {
    name: SETTING_NAMES.githubToken,
    kind: 'secret',
    reader: 'build',
    schema: token(SECRET_SETTING_FIX),
    default: null,
    absent: 'none (public endpoints, 60 requests an hour)',
    example: 'github_pat_…',
    meaning:
      "The token the build and `npm start` fetch GitHub with, never written into `build/`. In the Pages workflow: the secret `PORTFOLIO_GITHUB_TOKEN` (5,000 requests an hour), else the workflow's own token (1,000, public endpoints).",
  },
  gitlabToken: {
    name: SETTING_NAMES.gitlabToken,
    kind: 'secret',
    reader: 'build',
    schema: token(SECRET_SETTING_FIX),
    default: null,
    absent: 'none (public endpoints, no groups)',
    example: 'glpat-…',
    meaning:
      'A GitLab token with the `read_api` scope, never written into `build/`. In the Pages workflow: the secret `PORTFOLIO_GITLAB_TOKEN`.',
  },
  forgejoToken: {
    name: SETTING_NAMES.forgejoToken,
    kind: 'secret',
    reader: 'build',
    schema: token(SECRET_SETTING_FIX),
    default: null,
    absent: 'none (public repositories and the heatmap only: no organizations, no stars)',
    example: '0123abcd…',
    meaning:
      'A Forgejo or Gitea access token with the `read:user` and `read:repository` scopes (add `read:organization` for your organizations), never written into `build/` and never given to the page, in live mode neither. In the Pages workflow: the secret `PORTFOLIO_FORGEJO_TOKEN`.',
  },
  githubTokenCipher: liveTokenLine(SETTING_NAMES.githubTokenCipher, 'github', 'cipher text'),
  githubTokenKey: liveTokenLine(SETTING_NAMES.githubTokenKey, 'github', 'key'),
  githubTokenIv: liveTokenLine(SETTING_NAMES.githubTokenIv, 'github', 'iv'),
  gitlabTokenCipher: liveTokenLine(SETTING_NAMES.gitlabTokenCipher, 'gitlab', 'cipher text'),
  gitlabTokenKey: liveTokenLine(SETTING_NAMES.gitlabTokenKey, 'gitlab', 'key'),
  gitlabTokenIv: liveTokenLine(SETTING_NAMES.gitlabTokenIv, 'gitlab', 'iv'),
  gitlabTokenPlain: {
    name: SETTING_NAMES.gitlabTokenPlain,
    kind: 'secret',
    reader: 'live page',
    schema: token(SECRET_SETTING_FIX),
    default: null,
    absent: 'none',
    example: 'glpat-…',
    meaning: `Live mode only: a plain GitLab token the page uses as it is, instead of the encrypted lines. The build also fetches with it when \`${SETTING_NAMES.gitlabToken}\` is unset.`,
  },
  acceptPrivateGitLabToken: {
    name: SETTING_NAMES.acceptPrivateGitLabToken,
    kind: 'secret',
    reader: 'build',
    schema: flag(
      'Leave it empty for the default, false: a live build then refuses a GitLab token that can read private or internal data.',
    ),
    default: false,
    note: '(the build stops on such a token)',
    example: 'true',
    meaning:
      'Live mode only, read by the build and never given to the page: `true` lets it publish a GitLab token whose user is in private or internal projects or groups (it warns instead of stopping; see [Live mode](data-modes.md#what-a-live-token-exposes)). No secret, but its name looks like one, so it goes beside the live tokens, not in `.env`.',
  },
  buildPath: {
    name: SETTING_NAMES.buildPath,
    kind: 'tool',
    reader: 'build',
    schema: anyText(),
    default: 'build',
    example: '/tmp/portfolio-site',
    meaning: 'Where `npm run build` writes the site, relative to the repository or absolute.',
  },
  cacheDir: {
    name: SETTING_NAMES.cacheDir,
    kind: 'tool',
    reader: 'build',
    schema: anyText(),
    default: 'node_modules/.cache/portfolio',
    example: '/var/cache/portfolio',
    meaning:
      "The build's HTTP cache of API answers, its contribution counts and the feeds' last posts (see [When the APIs misbehave](resilience-and-cache.md)); keep it between builds.",
  },
  ownerDir: {
    name: SETTING_NAMES.ownerDir,
    kind: 'tool',
    reader: 'build',
    schema: anyText(),
    default: null,
    absent: 'the repository root',
    example: '../my-portfolio-files',
    meaning:
      "Where the owner's files (`.env`, `.env.local`, `resume.json`, `public/cv.pdf`, `tech-stack.json`) are read from, relative to the repository or absolute. The tests give each build its own (see [Your files](owner-files.md)).",
  },
  port: {
    name: SETTING_NAMES.port,
    kind: 'tool',
    reader: 'build',
    schema: count(MAX_PORT, 'Leave it empty for the default, 3000.'),
    default: 3000,
    example: '8080',
    meaning: 'The port of `npm start`.',
  },
  chromiumPath: {
    name: SETTING_NAMES.chromiumPath,
    kind: 'tool',
    reader: 'build',
    schema: anyText(),
    default: '/usr/bin/chromium',
    example: '/usr/lib/chromium/chromium',
    meaning:
      'The browser that prints the CV in `npm run build` (without it: `/usr/bin/chromium`, else Google Chrome) and the browser of `npm run test:e2e`, `npm run screenshots` and `npm run bench`; `.ci/run` installs none when it names an executable.',
  },
} as const satisfies {
  // One entry per name, each under its name's key.
  readonly [K in keyof typeof SETTING_NAMES]: SettingEntry<unknown> & {
    readonly name: (typeof SETTING_NAMES)[K];
  };
};

export type SettingId = keyof typeof SETTINGS;

/** What reading a setting gives: its schema's value, or its default. */
export type SettingValue<K extends SettingId> =
  z.output<(typeof SETTINGS)[K]['schema']> | (typeof SETTINGS)[K]['default'];

/** The table as a list, in its order (the docs' order). */
export const SETTING_LIST: ReadonlyArray<SettingEntry<unknown> & { readonly id: SettingId }> = (
  Object.keys(SETTINGS) as SettingId[]
).map((id) => ({ id, ...SETTINGS[id] }));

/** The setting's text, trimmed; null when empty. */
export function settingText(env: Env, id: SettingId): string | null {
  return env[SETTINGS[id].name]?.trim() || null;
}

/** The setting's problem with `text` (its message: name, problem and fix), or null. */
export function settingProblem(id: SettingId, text: string): string | null {
  const entry: SettingEntry<unknown> = SETTINGS[id];
  const trimmed = text.trim();
  if (!trimmed) return null;
  const read = entry.schema.safeParse(trimmed);
  return read.success ? null : new ConfigError(entry.name, issueText(read.error)).message;
}

/** One setting, read with its schema: its default when empty; a bad value throws its ConfigError. */
export function readSetting<K extends SettingId>(env: Env, id: K): SettingValue<K> {
  const entry: SettingEntry<unknown> = SETTINGS[id];
  const text = settingText(env, id);
  if (text === null) return entry.default as SettingValue<K>;
  const read = entry.schema.safeParse(text);
  if (!read.success) throw new ConfigError(entry.name, issueText(read.error));
  return read.data as SettingValue<K>;
}

/** Every setting's own problem, each checked alone, in the table's order (the doctor's list). */
export function settingProblems(env: Env): string[] {
  return SETTING_LIST.flatMap(({ id }) => {
    const text = settingText(env, id);
    const problem = text === null ? null : settingProblem(id, text);
    return problem === null ? [] : [problem];
  });
}

/** The settings the page reads itself, inlined as `process.env.<name>` (clientEnv). */
export const PAGE_SETTINGS: readonly SettingId[] = SETTING_LIST.filter(
  ({ reader }) => reader === 'page',
).map(({ id }) => id);

/** The variables whose value reaches the page in live mode only (config.liveTokens). */
export const LIVE_PAGE_VARIABLES: readonly string[] = SETTING_LIST.filter(
  ({ reader }) => reader === 'live page',
).map(({ name }) => name);
