/**
 * Every setting an owner or a tool can set, in one typed list: what it means, its default, an example
 * and where it goes. docs/settings.md is generated from it (`npm run docs:settings`,
 * scripts/docs/settingsReference.ts), and a test checks it against the code: every variable the build
 * reads is listed here, every entry is read somewhere, each public example passes the checks and each
 * documented default is the one the code applies.
 *
 * For the docs and the tests only: nothing in the page imports it (it would only add bytes). It stays
 * free of Node imports all the same, like the rest of src/config.
 */
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { DEFAULT_FEEDS_LIMIT, DEFAULT_OPEN_SOURCE_LIMIT } from './parseConfig';

/** public: the committed .env; secret: a token; tool: how a command runs, set in its environment. */
export type SettingKind = 'public' | 'secret' | 'tool';

/** Where each kind of setting is written. */
export const SETTING_WHERE = {
  public: '.env',
  secret: 'Actions secret / .env.local',
  tool: 'environment',
} as const satisfies Record<SettingKind, string>;

interface SettingBase {
  /** The environment variable. */
  readonly name: string;
  /** One or two sentences of Markdown; links are relative to docs/. */
  readonly meaning: string;
  /** Markdown: a value in backticks, or what happens without one ("empty (no GitLab)"). */
  readonly default: string;
  /** A value as written after `NAME=` (public ones pass the build's checks). */
  readonly example: string;
}

export type Setting = SettingBase &
  (
    | { readonly kind: 'public'; readonly where: (typeof SETTING_WHERE)['public'] }
    | { readonly kind: 'secret'; readonly where: (typeof SETTING_WHERE)['secret'] }
    | { readonly kind: 'tool'; readonly where: (typeof SETTING_WHERE)['tool'] }
  );

const LANGUAGE_LIST = SUPPORTED_LANGUAGES.map((language) => `\`${language}\``).join(', ');

const liveToken = (service: 'github' | 'gitlab', part: 'cipher text' | 'key' | 'iv') =>
  `Live mode only: the ${service === 'github' ? 'GitHub' : 'GitLab'} token's ${part}, one of the three lines ` +
  `\`npm run --silent encrypt-token -- ${service} <token>\` prints (see [Live mode](data-modes.md#live-mode-opt-in)).`;

export const SETTINGS: readonly Setting[] = [
  // Public settings: the owner's committed .env.
  {
    name: 'REACT_APP_GITHUB_USERNAME',
    meaning: 'Your GitHub login. Without it the page shows the bundled demo portfolio.',
    default: 'empty (the demo)',
    example: 'octo-dev',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_GITHUB_ALLOWED_ORG',
    meaning:
      'The one allow-listed organization: only the repositories of `REACT_APP_GITHUB_ALLOWED_REPOS` are shown for it; every other organization shows all its public repositories.',
    default: 'empty (no allow-list)',
    example: 'acme-labs',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_GITHUB_ALLOWED_REPOS',
    meaning:
      'Comma-separated repository names of that organization to show; required when the organization is set, and only then.',
    default: 'empty',
    example: 'widget-engine,data-pipes',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_GITLAB_URL',
    meaning:
      'The address of your GitLab instance (gitlab.com or self-hosted). Set it together with `REACT_APP_GITLAB_USERNAME`, or neither.',
    default: 'empty (no GitLab)',
    example: 'https://gitlab.example.org',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_GITLAB_USERNAME',
    meaning: 'Your GitLab username; the header links to `<REACT_APP_GITLAB_URL>/<username>`.',
    default: 'empty (no GitLab)',
    example: 'octo-dev',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_CONTACT_EMAIL',
    meaning: 'The e-mail address shown when your GitHub profile has no public e-mail.',
    default: 'empty (no link)',
    example: 'you@example.org',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_LINKEDIN_URL',
    meaning:
      "Your LinkedIn page, shown when your GitHub social accounts have none (then a LinkedIn address in the profile's website field is used).",
    default: 'empty (no link)',
    example: 'https://www.linkedin.com/in/you',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_WEBSITE_URL',
    meaning: 'Your website, shown when your GitHub profile has none.',
    default: 'empty (no link)',
    example: 'https://you.dev',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_SHOW_FORKS',
    meaning: '`true` shows your forks among your repositories.',
    default: '`false`',
    example: 'true',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_SHOW_ARCHIVED',
    meaning: '`true` shows your archived repositories, with an Archived badge.',
    default: '`false`',
    example: 'true',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_SORT',
    meaning:
      'The order of your repositories: `stars` (then the last push), `updated` (the last push) or `name`.',
    default: '`stars`',
    example: 'updated',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_FEEDS',
    meaning:
      'Comma-separated RSS, Atom or JSON Feed addresses (http or https) of your writing, fetched at build time for the Writing tab (see [Your story](your-story.md#feeds)).',
    default: 'empty (no Writing tab)',
    example: 'https://dev.to/feed/you,https://you.dev/rss.xml',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_FEEDS_LIMIT',
    meaning:
      'How many posts the Writing tab shows, newest first, from all feeds together: a whole number from 1 to 50.',
    default: `\`${DEFAULT_FEEDS_LIMIT}\``,
    example: '10',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_PINNED_REPOS',
    meaning:
      "The repositories carrying a `Pinned` tag, in order, pinned own repositories first in the Repositories grid: `name` (yours) or `owner/name`, comma-separated, at most 6. Without it, your GitHub profile's pins, which GitHub's GraphQL API gives only with a token.",
    default: 'empty (the GitHub profile’s pins)',
    example: 'portfolio,acme-labs/widget-engine',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_OPEN_SOURCE',
    meaning:
      "`false` leaves out the GitHub Projects tab's Open-source contributions: the repositories of other people the owner got pull requests merged into.",
    default: '`true`',
    example: 'false',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_OPEN_SOURCE_LIMIT',
    meaning:
      'How many repositories the Open-source contributions show at most, the most starred first: a whole number from 1 to 50.',
    default: `\`${DEFAULT_OPEN_SOURCE_LIMIT}\``,
    example: '6',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_ACTIVITY',
    meaning:
      '`false` leaves out the activity calendar above the tabs: your contributions per day over the last year, GitHub’s (with a token) and GitLab’s summed.',
    default: '`true`',
    example: 'false',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_ACCENT_COLOR',
    meaning:
      'The accent colour of links, the active tab, buttons, progress bars and the activity calendar, in both schemes: any opaque CSS colour. Where it lacks 4.5:1 contrast on a background it is used on, the build moves its lightness for that scheme and says so. In `.env` write a `#` colour in quotes (`REACT_APP_ACCENT_COLOR="#0b7285"`): unquoted, `#` starts a comment.',
    default: 'empty (the page’s blue)',
    example: '#0b7285',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_ANALYTICS',
    meaning:
      'One cookieless analytics service: `plausible:<domain>` (or `plausible:<domain>@<script URL>` self-hosted), `goatcounter:<code>` (or `goatcounter:<count URL>@<script URL>`), or `umami:<website id>@<script URL>`. Its script starts after the page’s first paint, allowed by the Content-Security-Policy for its file only; page views, and events for Download CV, resume and repository links and the language switch. Empty: nothing is loaded. See [What the page shows](what-the-page-shows.md#analytics).',
    default: 'empty (no analytics)',
    example: 'plausible:octo.github.io',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_OPEN_TO_WORK',
    meaning:
      'What work you are looking for, on one line of at most 80 characters: a badge in the header and on the printed CV, the start of the meta description, and `seeks` in the JSON-LD. Empty: nothing is said.',
    default: 'empty',
    example: 'Backend roles · remote or Berlin',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_LANGUAGE',
    meaning: `The page's language: ${LANGUAGE_LIST} (see [Languages](languages.md)).`,
    default: '`en`',
    example: 'de',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_LANGUAGES',
    meaning:
      'Several languages, comma-separated, one page each: the first at the base path, each other at `<base>/<language>/`. Instead of `REACT_APP_LANGUAGE`, not beside it.',
    default: 'empty (one language)',
    example: 'en,de',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_DATA_MODE',
    meaning:
      "`snapshot`: the data is fetched at build time; `live`: each visitor's browser fetches it (see [Data modes](data-modes.md)).",
    default: '`snapshot`',
    example: 'live',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'REACT_APP_GITHUB_API_URL',
    meaning:
      "GitHub's REST address: another one for GitHub Enterprise (`https://<host>/api/v3`) or the tests' mock API.",
    default: '`https://api.github.com`',
    example: 'https://github.example.org/api/v3',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'CV_PAPER',
    meaning:
      'The paper of the CV the build prints from the page (and your resume, if any) when you have no `public/cv.pdf` of your own (see [Your story](your-story.md#the-cv)): `a4` or `letter`.',
    default: '`a4`',
    example: 'letter',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'RESUME_PATH',
    meaning:
      'Your JSON Resume when it is not `resume.json` at the repository root: a path relative to the root, or absolute; the file must then exist (see [Your story](your-story.md)).',
    default: '`resume.json` if present',
    example: 'cv.json',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'RESUME_SHOW_PHONE',
    meaning: "`true` shows the resume's `basics.phone` on the page.",
    default: '`false`',
    example: 'true',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'RESUME_SHOW_ADDRESS',
    meaning: "`true` shows the resume's street address and postal code beside the city.",
    default: '`false`',
    example: 'true',
    kind: 'public',
    where: '.env',
  },
  {
    name: 'PUBLIC_URL',
    meaning:
      'Where the site lives: a path (`/` for `https://<you>.github.io/`) or the full address, which also gives the canonical, Open Graph and sitemap addresses. The Pages workflow sets it to the real address; set it for `npm run deploy`.',
    default: '`/portfolio`',
    example: 'https://ada.github.io/portfolio',
    kind: 'public',
    where: '.env',
  },

  // Secrets: never in .env. The Pages workflow gets them from the repository's Actions secrets.
  {
    name: 'GITHUB_TOKEN',
    meaning:
      "The token the build and `npm start` fetch GitHub with, never written into `build/`. In the Pages workflow: the secret `PORTFOLIO_GITHUB_TOKEN` (5,000 requests an hour), else the workflow's own token (1,000, public endpoints).",
    default: 'none (public endpoints, 60 requests an hour)',
    example: 'github_pat_…',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'GITLAB_TOKEN',
    meaning:
      'A GitLab token with the `read_api` scope, never written into `build/`. In the Pages workflow: the secret `PORTFOLIO_GITLAB_TOKEN`.',
    default: 'none (public endpoints, no groups)',
    example: 'glpat-…',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'REACT_APP_GITHUB_TOKEN_CIPHER',
    meaning: liveToken('github', 'cipher text'),
    default: 'none',
    example: 'mZq3…Xw==',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'REACT_APP_GITHUB_TOKEN_KEY',
    meaning: liveToken('github', 'key'),
    default: 'none',
    example: '9kTz…E0=',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'REACT_APP_GITHUB_TOKEN_IV',
    meaning: liveToken('github', 'iv'),
    default: 'none',
    example: 'p1Lk…dPq',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'REACT_APP_GITLAB_TOKEN_CIPHER',
    meaning: liveToken('gitlab', 'cipher text'),
    default: 'none',
    example: 'mZq3…Xw==',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'REACT_APP_GITLAB_TOKEN_KEY',
    meaning: liveToken('gitlab', 'key'),
    default: 'none',
    example: '9kTz…E0=',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'REACT_APP_GITLAB_TOKEN_IV',
    meaning: liveToken('gitlab', 'iv'),
    default: 'none',
    example: 'p1Lk…dPq',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'REACT_APP_GITLAB_TOKEN',
    meaning:
      'Live mode only: a plain GitLab token the page uses as it is, instead of the encrypted lines. The build also fetches with it when `GITLAB_TOKEN` is unset.',
    default: 'none',
    example: 'glpat-…',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },
  {
    name: 'LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN',
    meaning:
      'Live mode only, read by the build and never given to the page: `true` lets it publish a GitLab token whose user is in private or internal projects or groups (it warns instead of stopping; see [Live mode](data-modes.md#what-a-live-token-exposes)). No secret, but its name looks like one, so it goes beside the live tokens, not in `.env`.',
    default: '`false` (the build stops on such a token)',
    example: 'true',
    kind: 'secret',
    where: 'Actions secret / .env.local',
  },

  // Tool settings: how a command runs, given in its environment.
  {
    name: 'BUILD_PATH',
    meaning: 'Where `npm run build` writes the site, relative to the repository or absolute.',
    default: '`build`',
    example: '/tmp/portfolio-site',
    kind: 'tool',
    where: 'environment',
  },
  {
    name: 'PORTFOLIO_CACHE_DIR',
    meaning:
      "The build's HTTP cache of API answers, its contribution counts and the feeds' last posts (see [When the APIs misbehave](resilience-and-cache.md)); keep it between builds.",
    default: '`node_modules/.cache/portfolio`',
    example: '/var/cache/portfolio',
    kind: 'tool',
    where: 'environment',
  },
  {
    name: 'PORTFOLIO_OWNER_DIR',
    meaning:
      "Where the owner's files (`.env`, `.env.local`, `resume.json`, `public/cv.pdf`, `tech-stack.json`) are read from, relative to the repository or absolute. The tests give each build its own (see [Your files](owner-files.md)).",
    default: 'the repository root',
    example: '../my-portfolio-files',
    kind: 'tool',
    where: 'environment',
  },
  {
    name: 'PORT',
    meaning: 'The port of `npm start`.',
    default: '`3000`',
    example: '8080',
    kind: 'tool',
    where: 'environment',
  },
  {
    name: 'CHROMIUM_PATH',
    meaning:
      'The browser that prints the CV in `npm run build` (without it: `/usr/bin/chromium`, else Google Chrome) and the browser of `npm run test:e2e`, `npm run screenshots` and `npm run bench`; `.ci/run` installs none when it names an executable.',
    default: '`/usr/bin/chromium`',
    example: '/usr/lib/chromium/chromium',
    kind: 'tool',
    where: 'environment',
  },
];
