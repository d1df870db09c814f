/**
 * A local stand-in for the GitHub REST API (under /github) and the GitLab v4 API (under /gitlab)
 * that answers from a Scenario with the statuses, headers, pagination links, validators (ETag,
 * Last-Modified, 304 Not Modified) and bodies the real services send, so Octokit and Gitbeaker run
 * unmodified against it: in jest, from a browser (CORS) and standalone for manual checks. It serves
 * the owner's feeds too (under /feeds: RSS, Atom and JSON Feed from mock/answers/feeds.ts). Tests
 * inject failures, delays, hung and slow answers, broken bodies and connection resets.
 *
 *   npx tsx mock/mockApi.ts [port]      (MOCK_GITHUB_TOKEN / MOCK_GITLAB_TOKEN optional;
 *                                               MOCK_INSTALLATION_TOKEN: a token answered like
 *                                               GitHub Actions' own; MOCK_AVATARS=1 serves the
 *                                               avatars too)
 */
import { windowEndingOn } from '../src/domain/activity';
import { createHash } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_BODIES, FEED_ROUTES, type FeedName } from './answers/feeds';
import { githubBranch, toPublicUser, type GitHubRepoJson } from './answers/github';
import type { GitLabProjectJson } from './answers/gitlab';
import {
  ALLOW_LIST,
  SCENARIO,
  type Scenario,
  type ScenarioBranch,
  type ScenarioPullRequest,
  type ScenarioRepo,
} from './worlds/scenario';
import { avatarSize } from './avatarPng';
import { avatarPhoto } from './avatarPhoto';

export type Service = 'github' | 'gitlab' | 'feeds';

export interface RecordedRequest {
  readonly method: string;
  readonly service: Service;
  /**
   * Without the /github, /gitlab or /feeds prefix and the query: "/user/repos", "/api/v4/groups",
   * "/rss.xml".
   */
  readonly path: string;
  /** Last value wins for repeated parameters. */
  readonly query: Readonly<Record<string, string>>;
  readonly authorization?: string;
  readonly privateToken?: string;
  /** All request headers, lower-case names, repeated values joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The status the mock answered; undefined while the request is held back or hung, and for
   * requests that never got an answer (refused, hung, or abandoned by the client).
   */
  readonly status?: number;
}

export interface RequestMatcher {
  readonly service?: Service;
  /** Any method unless given; compared case-insensitively. */
  readonly method?: string;
  /** Equal to (a string) or matching (a RegExp) the path without prefix and query. */
  readonly path: string | RegExp;
  /** How many matching requests the rule applies to; every one unless given. */
  readonly times?: number;
}

export interface FailRule extends RequestMatcher {
  readonly status: number;
  /**
   * Sent as JSON; a string is sent as it is (text/plain unless `headers` say otherwise). Default:
   * the service's own error body for the status.
   */
  readonly body?: unknown;
  /** Added to, and overriding, the headers a normal response of the service carries. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface DelayRule extends RequestMatcher {
  readonly ms: number;
}

export interface DripRule extends RequestMatcher {
  /** Pause before each byte of the body. */
  readonly intervalMs: number;
  /** Default 200. */
  readonly status?: number;
}

/** Which recorded requests `count()` counts: every one unless narrowed. */
export interface RequestFilter {
  readonly service?: Service;
  readonly status?: number;
  /** Equal to (a string) or matching (a RegExp) the path without prefix and query. */
  readonly path?: string | RegExp;
}

export interface MockApiOptions {
  /** Default: SCENARIO. */
  readonly scenario?: Scenario;
  /** When set, an Authorization header must carry exactly this token; otherwise any token passes. */
  readonly githubToken?: string;
  /** When set, PRIVATE-TOKEN (or Authorization: Bearer) must be exactly this token. */
  readonly gitlabToken?: string;
  /** Default 0: a free port. */
  readonly port?: number;
  /** Called with one line per answered request (the standalone server prints them). */
  readonly log?: (line: string) => void;
  /**
   * Serve the avatars too: every `avatar_url` the GitHub routes answer points at
   * `<url>/avatars/u/<id>?v=4` instead of avatars.githubusercontent.com (unreachable offline),
   * where a real PNG waits. Off by default: tests compare bodies with the fixtures.
   */
  readonly avatars?: boolean;
  /**
   * GitHub's primary rate limit left, per credential, at the start of each hourly window and after
   * reset(): x-ratelimit-remaining counts down from it with every counted request (a 304 costs an
   * authorized request nothing, an anonymous one as much as a 200), and once it is 0 every other
   * GitHub request gets GitHub's 403 rate-limit answer. Unset: the limit never runs out.
   */
  readonly githubRateLimitLeft?: number;
  /**
   * A token GitHub treats as an app installation's, such as GitHub Actions' own GITHUB_TOKEN: accepted
   * beside githubToken, answered GitHub's 403 "Resource not accessible by integration" on /user and
   * every /user/… path, and on the other paths like an anonymous caller (public data only), with its
   * own rate limit of 1000 an hour.
   */
  readonly installationToken?: string;
  /**
   * A personal token of another account (a bot, as live mode should use): accepted beside githubToken,
   * GET /user answers BOT_LOGIN's profile and every /user/… list is empty (the bot owns nothing); the
   * other paths answer like an anonymous caller's (public data only), with a user's rate limit.
   */
  readonly botToken?: string;
  /**
   * The ids of organizations that enforce SAML single sign-on and have not authorized githubToken:
   * GitHub then leaves their data out of answers that gather several organizations' (the `/user/…`
   * lists, the search) and says so in `X-GitHub-SSO: partial-results; organizations=<ids>`
   * (https://docs.github.com/en/rest/authentication/authenticating-to-the-rest-api#using-personal-access-tokens-classic).
   */
  readonly githubSsoOrganizations?: readonly number[];
}

/**
 * When a personal token expires, as GitHub says on every answer to it
 * (`GitHub-Authentication-Token-Expiration`, `YYYY-MM-DD HH:MM:SS UTC`:
 * https://github.blog/changelog/2021-07-26-expiration-options-for-personal-access-tokens/).
 */
export const TOKEN_EXPIRATION = '2026-12-31 00:00:00 UTC';

/** The login of botToken's account. */
export const BOT_LOGIN = 'portfolio-bot';

/** GraphQL's `viewer` for an installation's token: the app's bot (GitHub Actions' for GITHUB_TOKEN). */
export const INSTALLATION_BOT_LOGIN = 'github-actions[bot]';

export interface MockApi {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** REACT_APP_GITHUB_API_URL: Octokit appends /user/repos etc. */
  readonly githubUrl: string;
  /** REACT_APP_GITLAB_URL: Gitbeaker appends /api/v4/... */
  readonly gitlabUrl: string;
  /** The feeds' full URLs, for REACT_APP_FEEDS: `<url>/feeds/rss.xml`, `/atom.xml`, `/feed.json`. */
  readonly feeds: Readonly<Record<FeedName, string>>;
  /** The world served now (see serve()). */
  readonly scenario: Scenario;
  /**
   * Serves another world from now on, at the same address: what GitHub answers the next morning,
   * after a branch moved. Answers that did not change keep their entity tags, so they revalidate.
   */
  serve(scenario: Scenario): void;
  /**
   * Sets githubRateLimitLeft from now on (undefined: the limit never runs out), in a new window: what
   * a later build finds left.
   */
  limitGitHub(left: number | undefined): void;
  /** Every API request in arrival order (CORS preflights excluded). */
  readonly requests: RecordedRequest[];
  /** How many recorded requests match `filter`. */
  count(filter?: RequestFilter): number;
  /**
   * Makes matching requests fail. fail, hang, drip, malformed and refuse share one rule list: the
   * first added rule that matches wins, whatever its kind. A rule wins over a 304.
   */
  fail(rule: FailRule): void;
  /** Matching requests get no answer at all until reset() or close() cuts their connection. */
  hang(rule: RequestMatcher): void;
  /**
   * Matching requests get their status (200 by default) and headers at once, then the normal
   * body one byte every `intervalMs`; reset() and close() cut them.
   */
  drip(rule: DripRule): void;
  /**
   * Matching requests get 200 with a JSON content type and a truncated, unparsable JSON body (a feed:
   * its own content type and the first half of its text, which no XML or JSON parser accepts).
   */
  malformed(rule: RequestMatcher): void;
  /** Matching requests lose their connection without any answer (a connection reset). */
  refuse(rule: RequestMatcher): void;
  /** Holds matching requests back before anything else happens (before every rule above too). */
  delay(rule: DelayRule): void;
  /**
   * Forgets the rules, delays, recorded requests and rate-limit counters, and cuts hung and
   * dripping answers.
   */
  reset(): void;
  /** Stops listening, cuts open connections and releases delayed requests. */
  close(): Promise<void>;
}

const GITHUB_DOCS = 'https://docs.github.com/rest';

/**
 * GitHub's answer when the primary rate limit is used up. Matches every GitHub path unless
 * `overrides` narrow it.
 */
export function rateLimited(overrides: Partial<FailRule> = {}): FailRule {
  return {
    service: 'github',
    path: /^\//,
    status: 403,
    body: {
      message:
        "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url:
        'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
    },
    headers: {
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '60',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    },
    ...overrides,
  };
}

/** GitHub's 403 for an exhausted search limit (its own, per minute): the core limit is untouched. */
export function searchRateLimited(overrides: Partial<FailRule> = {}): FailRule {
  return rateLimited({
    path: '/search/issues',
    headers: {
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '10',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60),
      'x-ratelimit-resource': 'search',
    },
    ...overrides,
  });
}

/** Where GitHub's 403 for an installation token on a /user endpoint points. */
const USER_ENDPOINT_DOCS: Readonly<Record<string, string>> = {
  '/user': 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
  '/user/repos':
    'https://docs.github.com/rest/repos/repos#list-repositories-for-the-authenticated-user',
  '/user/orgs':
    'https://docs.github.com/rest/orgs/orgs#list-organizations-for-the-authenticated-user',
  '/user/social_accounts':
    'https://docs.github.com/rest/users/social-accounts#list-social-accounts-for-the-authenticated-user',
};

/** GitHub's 403 once the primary rate limit is used up (githubRateLimitLeft); its headers say 0 left. */
function primaryRateLimitReply(authorized: boolean): Reply {
  return {
    status: 403,
    body: {
      message: authorized
        ? 'API rate limit exceeded for user ID 1. If you reach out to GitHub Support for help, please include the request ID.'
        : "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url:
        'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
      status: '403',
    },
  };
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': [
    'ETag',
    'Link',
    'Location',
    'Retry-After',
    'X-GitHub-OTP',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Used',
    'X-RateLimit-Resource',
    'X-RateLimit-Reset',
    'X-OAuth-Scopes',
    'X-Accepted-OAuth-Scopes',
    'X-Poll-Interval',
    'X-GitHub-Media-Type',
    'X-GitHub-SSO',
    'X-GitHub-Request-Id',
    'X-GitHub-Api-Version-Selected',
    'Deprecation',
    'Sunset',
    'X-Total',
    'X-Total-Pages',
    'X-Per-Page',
    'X-Page',
    'X-Next-Page',
    'X-Prev-Page',
    'X-Request-Id',
  ].join(', '),
} as const;

const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': [
    'Authorization',
    'Private-Token',
    'Content-Type',
    'Accept',
    'Accept-Encoding',
    'If-Match',
    'If-Modified-Since',
    'If-None-Match',
    'If-Unmodified-Since',
    'User-Agent',
    'X-GitHub-Api-Version',
    'X-GitHub-OTP',
    'X-Requested-With',
    'Sudo',
  ].join(', '),
  'access-control-max-age': '86400',
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';

const GITHUB_AVATAR_HOST = 'https://avatars.githubusercontent.com/';

/** A copy of a JSON body with every GitHub `avatar_url` moved from GitHub's CDN to `origin`/avatars/. */
export function rewriteAvatarUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteAvatarUrls(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'avatar_url' && typeof field === 'string' && field.startsWith(GITHUB_AVATAR_HOST)
        ? `${origin}/avatars/${field.slice(GITHUB_AVATAR_HOST.length)}`
        : rewriteAvatarUrls(field, origin),
    ]),
  );
}

// What a CDN sends with an image: cacheable, readable cross-origin (canvas, Resource Timing).
const AVATAR_HEADERS = {
  'access-control-allow-origin': '*',
  'timing-allow-origin': '*',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  'content-type': 'image/jpeg',
} as const;

interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

interface ApiRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authenticated: boolean;
  /** This path on the mock, absolute: the base of pagination links. */
  readonly selfUrl: string;
}

type Handler = (request: ApiRequest, params: readonly string[]) => Reply;
type Route = readonly [pattern: RegExp, handler: Handler];

const ok = (body: unknown, headers?: Record<string, string>): Reply => ({
  status: 200,
  body,
  ...(headers ? { headers } : {}),
});

function githubError(status: number, message: string, documentationUrl = GITHUB_DOCS): Reply {
  return {
    status,
    body: { message, documentation_url: documentationUrl, status: String(status) },
  };
}

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isTrue = (value: string | null) => value === 'true' || value === '1';

interface Page<T> {
  readonly items: T[];
  readonly page: number;
  readonly perPage: number;
  readonly totalPages: number;
}

function pageOf<T>(items: readonly T[], query: URLSearchParams, defaultPerPage: number): Page<T> {
  const requested = Number.parseInt(query.get('per_page') ?? '', 10);
  const perPage = requested > 0 ? Math.min(requested, 100) : defaultPerPage;
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '', 10) || 1);
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return { items: items.slice((page - 1) * perPage, page * perPage), page, perPage, totalPages };
}

function pageLink(request: ApiRequest, perPage: number, page: number, rel: string): string {
  const query = new URLSearchParams(request.query);
  query.set('per_page', String(perPage));
  query.set('page', String(page));
  return `<${request.selfUrl}?${query.toString()}>; rel="${rel}"`;
}

/** A GitHub list page: a `link` header (prev, next, last, first) only when there are other pages. */
function githubList<T>(request: ApiRequest, items: readonly T[]): Reply {
  const { items: slice, page, perPage, totalPages } = pageOf(items, request.query, 30);
  const links: string[] = [];
  if (page > 1) links.push(pageLink(request, perPage, Math.min(page - 1, totalPages), 'prev'));
  if (page < totalPages) {
    links.push(pageLink(request, perPage, page + 1, 'next'));
    links.push(pageLink(request, perPage, totalPages, 'last'));
  }
  if (page > 1) links.push(pageLink(request, perPage, 1, 'first'));
  return ok(slice, links.length > 0 ? { link: links.join(', ') } : undefined);
}

/** A GitLab list page: the x-total family of headers plus a `link` header with first and last. */
function gitlabList<T>(request: ApiRequest, items: readonly T[]): Reply {
  const { items: slice, page, perPage, totalPages } = pageOf(items, request.query, 20);
  const next = page < totalPages ? String(page + 1) : '';
  const prev = page > 1 ? String(Math.min(page - 1, totalPages)) : '';
  const links = [
    ...(prev ? [pageLink(request, perPage, Number(prev), 'prev')] : []),
    ...(next ? [pageLink(request, perPage, Number(next), 'next')] : []),
    pageLink(request, perPage, 1, 'first'),
    pageLink(request, perPage, totalPages, 'last'),
  ];
  return ok(slice, {
    link: links.join(', '),
    'x-total': String(items.length),
    'x-total-pages': String(totalPages),
    'x-per-page': String(perPage),
    'x-page': String(page),
    'x-next-page': next,
    'x-prev-page': prev,
  });
}

type SortKey = 'full_name' | 'created' | 'updated' | 'pushed';

/** GitHub's `sort`/`direction` parameters; the direction defaults to asc only for full_name. */
function sortRepos(repos: ScenarioRepo[], query: URLSearchParams, fallback: SortKey) {
  const requested = query.get('sort');
  const sort: SortKey =
    requested === 'full_name' ||
    requested === 'created' ||
    requested === 'updated' ||
    requested === 'pushed'
      ? requested
      : fallback;
  const direction = query.get('direction') ?? (sort === 'full_name' ? 'asc' : 'desc');
  const key = (repo: GitHubRepoJson): string =>
    sort === 'full_name'
      ? repo.full_name.toLowerCase()
      : ((sort === 'created'
          ? repo.created_at
          : sort === 'updated'
            ? repo.updated_at
            : repo.pushed_at) ?? '');
  const sorted = [...repos].sort((a, b) => key(a.json).localeCompare(key(b.json)));
  return direction === 'asc' ? sorted : sorted.reverse();
}

/** A request's body as text (the GraphQL queries are small). */
async function readRequestBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The star lookup (`rN: repository(owner: $oN, name: $nN) { nameWithOwner url description
 * stargazerCount isPrivate }`, the names as variables): each repository by its name or a former one
 * (GitHub's GraphQL resolves a renamed or transferred repository), a private one only for the owner's
 * own token; one it does not show the token is null, with a NOT_FOUND error at its alias beside the
 * others' data, as GitHub answers (https://docs.github.com/graphql/reference/queries#repository).
 */
function repositoryStarsReply(
  known: readonly ScenarioRepo[],
  query: string,
  variables: Readonly<Record<string, unknown>>,
  asOwner: boolean,
): Reply {
  const data: Record<string, unknown> = {};
  const errors: unknown[] = [];
  const fields = query.matchAll(
    /(?<!\w)(r\d{1,4}): repository\(owner: \$(o\d{1,4}), name: \$(n\d{1,4})\)/g,
  );
  for (const [, alias = '', ownerVariable = '', nameVariable = ''] of fields) {
    const [owner, name] = [variables[ownerVariable], variables[nameVariable]];
    if (typeof owner !== 'string' || typeof name !== 'string') {
      return ok({
        errors: [
          { message: `Variable $${ownerVariable} of type String! was provided invalid value` },
        ],
      });
    }
    const fullName = `${owner}/${name}`;
    const repo = known.find(
      (candidate) =>
        (sameLogin(candidate.json.full_name, fullName) ||
          (candidate.formerNames ?? []).some((former) => sameLogin(former, fullName))) &&
        (asOwner || !candidate.json.private),
    );
    data[alias] = repo
      ? {
          nameWithOwner: repo.json.full_name,
          url: repo.json.html_url,
          description: repo.json.description,
          stargazerCount: repo.json.stargazers_count,
          isPrivate: repo.json.private,
        }
      : null;
    if (!repo) {
      errors.push({
        type: 'NOT_FOUND',
        path: [alias],
        locations: [{ line: 2, column: 3 }],
        message: `Could not resolve to a Repository with the name '${fullName}'.`,
      });
    }
  }
  return ok(errors.length > 0 ? { data, errors } : { data });
}

/**
 * POST /graphql for the queries the page makes: a user's pinned repositories (`pinnedItems`), the
 * contribution calendar and the per-repository contributions. GitHub's GraphQL API answers no request
 * without a token. Who asks decides what is counted: the owner's own token sees the private pins and
 * private contributions; any other token (an installation's `viewer` is its bot, e.g.
 * `github-actions[bot]`) sees public work, plus, when the owner shares private contribution counts,
 * the private days in the calendar, unplaced, as `restrictedContributionsCount`. A repository of an
 * organization enforcing SAML (samlOrgs) is answered null with a FORBIDDEN error at its path, data
 * and errors together, to the owner's token.
 */
function graphqlRoute(scenario: Scenario) {
  const {
    user,
    repos,
    elsewhere = [],
    pinned = [],
    contributions = {},
    privateContributions = {},
    sharesPrivateContributions = false,
    samlOrgs = [],
    samlContributions = {},
  } = scenario.github;
  const known = [...repos, ...elsewhere];
  const inSamlOrg = (fullName: string) =>
    samlOrgs.some((org) => sameLogin(fullName.split('/')[0] ?? '', org));
  /** GitHub's error for a resource of an organization whose SAML enforcement the token has not passed. */
  const samlError = (path: readonly (string | number)[]) => ({
    type: 'FORBIDDEN',
    path,
    extensions: { saml_failure: true },
    locations: [{ line: 1, column: 1 }],
    message:
      'Resource protected by organization SAML enforcement. You must grant your Personal Access ' +
      'token access to this organization.',
  });
  const sumByDate = (byRepository: Readonly<Record<string, Readonly<Record<string, number>>>>) => {
    const byDate: Record<string, number> = {};
    for (const days of Object.values(byRepository)) {
      for (const [date, count] of Object.entries(days)) byDate[date] = (byDate[date] ?? 0) + count;
    }
    return byDate;
  };
  const privateByDate = sumByDate(privateContributions);
  const samlByDate = sumByDate(samlContributions);
  const commitsByRepository = (asOwner: boolean, since: string) => {
    const entry = (isPrivate: boolean | null, days: Readonly<Record<string, number>>) => {
      const nodes = Object.entries(days)
        .filter(([date]) => date >= since)
        .map(([date, commitCount]) => ({ occurredAt: `${date}T08:00:00Z`, commitCount }));
      return {
        repository: isPrivate === null ? null : { isPrivate },
        contributions: { totalCount: nodes.length, nodes },
      };
    };
    return [
      entry(false, contributions),
      ...(asOwner ? Object.values(privateContributions).map((days) => entry(true, days)) : []),
      ...Object.values(samlContributions).map((days) => entry(asOwner ? null : false, days)),
    ].filter((item) => item.contributions.totalCount > 0);
  };
  return (body: string, withToken: boolean, asOwner: boolean, viewerLogin: string): Reply => {
    if (!withToken) {
      return githubError(
        401,
        'This endpoint requires you to be authenticated.',
        'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql',
      );
    }
    let request: { query?: unknown; variables?: { login?: unknown } };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      return { status: 400, body: { message: 'Problems parsing JSON' } };
    }
    const query = typeof request.query === 'string' ? request.query : '';
    if (query.includes('stargazerCount')) {
      return repositoryStarsReply(known, query, request.variables ?? {}, asOwner);
    }
    const calendar = query.includes('contributionCalendar');
    const byRepository = query.includes('commitContributionsByRepository');
    if (!calendar && !byRepository && !query.includes('pinnedItems(first: 6, types: REPOSITORY)')) {
      return ok({
        errors: [{ message: 'The mock answers the pins, calendar and contributions queries only' }],
      });
    }
    // Who GitHub says asks: the owner, or another account (an installation's bot, a bot user).
    const viewer = { login: asOwner ? user.login : viewerLogin };
    const login = request.variables?.login;
    if (typeof login !== 'string' || !sameLogin(login, user.login)) {
      return ok({
        data: { user: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['user'],
            message: `Could not resolve to a User with the login of '${String(login)}'.`,
          },
        ],
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    const { start, days } = windowEndingOn(today);
    if (calendar) {
      // GitHub's window: 53 weeks, Sunday first, ending today. The owner's token counts every
      // private contribution; another token counts them only when the owner shares the counts.
      const countsPrivate = asOwner || sharesPrivateContributions;
      const first = Date.parse(`${start}T00:00:00Z`);
      const weeks: { contributionDays: { date: string; contributionCount: number }[] }[] = [];
      const restrictedDates: string[] = [];
      let restricted = 0;
      for (let index = 0; index < days; index += 1) {
        const date = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
        if (index % 7 === 0) weeks.push({ contributionDays: [] });
        const hidden = countsPrivate ? (privateByDate[date] ?? 0) : 0;
        if (hidden > 0 && !asOwner) {
          restricted += hidden;
          restrictedDates.push(date);
        }
        weeks.at(-1)?.contributionDays.push({
          date,
          contributionCount: (contributions[date] ?? 0) + hidden + (samlByDate[date] ?? 0),
        });
      }
      const totalContributions = weeks
        .flatMap((week) => week.contributionDays)
        .reduce((sum, day) => sum + day.contributionCount, 0);
      return ok({
        data: {
          viewer,
          user: {
            login: user.login,
            contributionsCollection: {
              restrictedContributionsCount: restricted,
              earliestRestrictedContributionDate: restrictedDates[0] ?? null,
              latestRestrictedContributionDate: restrictedDates.at(-1) ?? null,
              contributionCalendar: { totalContributions, weeks },
            },
          },
        },
      });
    }
    if (byRepository) {
      const none: unknown[] = [];
      const commits = commitsByRepository(asOwner, start);
      const errors = asOwner
        ? commits.flatMap((item, index) =>
            item.repository === null
              ? [
                  samlError([
                    'user',
                    'contributionsCollection',
                    'commitContributionsByRepository',
                    index,
                    'repository',
                  ]),
                ]
              : [],
          )
        : [];
      return ok({
        data: {
          viewer,
          user: {
            login: user.login,
            contributionsCollection: {
              commitContributionsByRepository: commits,
              issueContributionsByRepository: none,
              pullRequestContributionsByRepository: none,
              pullRequestReviewContributionsByRepository: none,
              repositoryContributions: { totalCount: 0, nodes: none },
            },
          },
        },
        ...(errors.length > 0 ? { errors } : {}),
      });
    }
    const errors: unknown[] = [];
    const nodes: ({ nameWithOwner: string; isPrivate: boolean } | null)[] = [];
    for (const fullName of pinned) {
      if (asOwner && inSamlOrg(fullName)) {
        errors.push(samlError(['user', 'pinnedItems', 'nodes', nodes.length]));
        nodes.push(null);
        continue;
      }
      const repo = known.find((candidate) => sameLogin(candidate.json.full_name, fullName));
      if (!repo || (repo.json.private && !asOwner)) continue;
      nodes.push({ nameWithOwner: repo.json.full_name, isPrivate: repo.json.private });
    }
    return ok({
      data: { user: { pinnedItems: { nodes } } },
      ...(errors.length > 0 ? { errors } : {}),
    });
  };
}

/** GitHub's search reaches at most this many results of a query. */
const SEARCH_RESULT_CAP = 1000;

/**
 * A search qualifier's dates (`2024-01-01..2024-06-30`, `>=2024-01-01`, `<2024-01-01`, a single day),
 * as a test of a YYYY-MM-DD day; null for anything else.
 */
function dateRange(value: string): ((day: string) => boolean) | null {
  const day = '\\d{4}-\\d{2}-\\d{2}';
  const between = new RegExp(`^(${day})\\.\\.(${day})$`).exec(value);
  if (between) {
    const [, from = '', to = ''] = between;
    return (date) => date >= from && date <= to;
  }
  const compared = new RegExp(`^(>=|<=|>|<)?(${day})$`).exec(value);
  if (!compared) return null;
  const [, operator = '', bound = ''] = compared;
  return (date) =>
    operator === '>='
      ? date >= bound
      : operator === '<='
        ? date <= bound
        : operator === '>'
          ? date > bound
          : operator === '<'
            ? date < bound
            : date === bound;
}

/** GitHub's best-match order stands for an order of its own: here a hash of the pull request. */
const bestMatch = (pull: ScenarioPullRequest) =>
  createHash('sha1').update(`${pull.repo}#${pull.number}`).digest('hex');

function githubRoutes(scenario: Scenario): Route[] {
  const served = scenario.github;
  const {
    user,
    orgs,
    repos: listed,
    socialAccounts = [],
    elsewhere = [],
    pullRequests = [],
  } = scenario.github;
  // Every repository GET /repos/{owner}/{repo} knows; the lists know only `listed`.
  const known = [...listed, ...elsewhere];
  const repos = listed;

  const isKnownLogin = (login: string) =>
    sameLogin(login, user.login) || repos.some((repo) => sameLogin(repo.json.owner.login, login));
  const findOrg = (login: string) => orgs.find((org) => sameLogin(org.json.login, login));
  // GitHub hides a private repository from anyone without access behind a 404.
  const visible = (repo: ScenarioRepo, request: ApiRequest) =>
    request.authenticated || !repo.json.private;
  const findRepo = (owner: string, name: string, request: ApiRequest) =>
    known.find(
      (repo) =>
        sameLogin(repo.json.owner.login, owner) &&
        sameLogin(repo.json.name, name) &&
        visible(repo, request),
    );
  /** A repository by a name it had before a rename or transfer (ScenarioRepo.formerNames). */
  const findFormer = (owner: string, name: string, request: ApiRequest) =>
    known.find(
      (repo) =>
        (repo.formerNames ?? []).some((former) => sameLogin(former, `${owner}/${name}`)) &&
        visible(repo, request),
    );
  // `permissions` describes the caller's access, so anonymous responses do not have it.
  const repoJson = (repo: ScenarioRepo, request: ApiRequest): GitHubRepoJson => {
    if (request.authenticated) return repo.json;
    const copy = { ...repo.json };
    delete copy.permissions;
    return copy;
  };
  const notFound = () => githubError(404, 'Not Found');

  /** The commits reachable from a branch name or a (possibly abbreviated) SHA, newest first. */
  const lineage = (repo: ScenarioRepo, ref: string) => {
    const branch = repo.branches.find((candidate) => candidate.name === ref);
    if (branch) return branch.commits;
    if (!/^[0-9a-f]{4,40}$/i.test(ref)) return undefined;
    for (const candidate of repo.branches) {
      const index = candidate.commits.findIndex((commit) => commit.sha.startsWith(ref));
      if (index >= 0) return candidate.commits.slice(index);
    }
    return undefined;
  };

  const branchJson = (branch: ScenarioBranch) => {
    const [head] = branch.commits;
    if (!head) throw new Error(`Scenario branch ${branch.name} has no commits`);
    return githubBranch(branch.name, head.sha, {
      commit: { sha: head.sha, url: head.url },
      protected: branch.protected,
    });
  };

  /**
   * GET /search/issues for the queries the page makes: `type:pr author:{login} is:merged
   * -user:{login}` (and `is:public`, and `merged:` dates or ranges), any of its terms; another term is
   * answered as GitHub answers a query it cannot run (422). A private repository's pull requests only
   * for a caller with a token. As GitHub's search (https://docs.github.com/rest/search/search): best
   * match order unless `sort` says otherwise, at most 1,000 results reachable (a page past them answers
   * 422) while `total_count` counts them all, and, in a world whose search times out
   * (`searchTimesOut`), `incomplete_results: true` with part of the matches. A pull request keeps the
   * repository name it was opened under (`repository_url`), also after a rename.
   */
  const searchIssues: Handler = (request) => {
    const terms = (request.query.get('q') ?? '').split(/\s+/).filter(Boolean);
    let merged = false;
    let publicOnly = false;
    let author: string | null = null;
    const excludedOwners: string[] = [];
    const mergedWithin: ((day: string) => boolean)[] = [];
    for (const term of terms) {
      const [, negated = '', name = '', value = ''] = /^(-?)([a-z]+):(\S+)$/.exec(term) ?? [];
      if (name === 'type' && value === 'pr' && !negated) continue;
      if (name === 'is' && value === 'merged' && !negated) merged = true;
      else if (name === 'is' && value === 'public' && !negated) publicOnly = true;
      else if (name === 'author' && !negated) author = value;
      else if (name === 'user' && negated) excludedOwners.push(value);
      else if (name === 'merged' && !negated && dateRange(value)) {
        mergedWithin.push(dateRange(value) ?? (() => true));
      } else return githubError(422, 'Validation Failed');
    }
    const apiBase = request.selfUrl.slice(0, request.selfUrl.length - request.path.length);
    // Every pull request of the scenario is the user's: another author has none.
    if (author !== null && !sameLogin(author, user.login)) {
      return ok({ total_count: 0, incomplete_results: false, items: [] });
    }
    const isMerged = (pull: ScenarioPullRequest) => pull.merged ?? pull.mergedAt !== null;
    const closedAt = (pull: ScenarioPullRequest) => pull.closedAt ?? pull.mergedAt;
    const matching = pullRequests
      .filter((pull) => !merged || isMerged(pull))
      .filter(
        (pull) => !excludedOwners.some((login) => sameLogin(pull.repo.split('/')[0] ?? '', login)),
      )
      .filter((pull) => {
        const day = (pull.mergedAt ?? closedAt(pull) ?? '').slice(0, 10);
        return mergedWithin.every((within) => isMerged(pull) && within(day));
      })
      .filter((pull) => {
        const [owner = '', name = ''] = pull.repo.split('/');
        const repo = findRepo(owner, name, request) ?? findFormer(owner, name, request);
        return repo !== undefined && !(publicOnly && repo.json.private);
      });
    const sort = request.query.get('sort');
    const descending = request.query.get('order') !== 'asc';
    const sorted =
      sort === 'created' || sort === 'updated'
        ? [...matching].sort((a, b) => {
            const order =
              (closedAt(a) ?? '').localeCompare(closedAt(b) ?? '') || a.number - b.number;
            return descending ? -order : order;
          })
        : // Best match: an order of GitHub's own, neither by number nor by date.
          [...matching].sort(
            (a, b) => bestMatch(a).localeCompare(bestMatch(b)) || a.number - b.number,
          );
    // A search that timed out answers what it found by then: here, every other match.
    const found = served.searchTimesOut ? sorted.filter((_, index) => index % 2 === 0) : sorted;
    const items = found.map((pull) => ({
      number: pull.number,
      title: pull.title,
      state: 'closed',
      html_url: `https://github.com/${pull.repo}/pull/${pull.number}`,
      repository_url: `${apiBase}/repos/${pull.repo}`,
      user: { login: user.login },
      closed_at: closedAt(pull),
      pull_request: {
        url: `${apiBase}/repos/${pull.repo}/pulls/${pull.number}`,
        html_url: `https://github.com/${pull.repo}/pull/${pull.number}`,
        // GitHub's schema makes it optional; a world may leave it out of a merged one.
        ...(pull.merged && pull.mergedAt === null ? {} : { merged_at: pull.mergedAt }),
      },
    }));
    const { page, perPage } = pageOf(items, request.query, 30);
    if ((page - 1) * perPage >= SEARCH_RESULT_CAP) {
      return githubError(
        422,
        'Only the first 1000 search results are available',
        'https://docs.github.com/v3/search/',
      );
    }
    const listed = githubList(request, items.slice(0, SEARCH_RESULT_CAP));
    return {
      ...listed,
      body: {
        total_count: items.length,
        incomplete_results: served.searchTimesOut === true,
        items: listed.body,
      },
    };
  };

  return [
    [/^\/user$/, () => ok(user)],
    [/^\/search\/issues$/, searchIssues],
    [
      /^\/users\/([^/]+)$/,
      (_, [login = '']) => (sameLogin(login, user.login) ? ok(toPublicUser(user)) : notFound()),
    ],
    [/^\/user\/social_accounts$/, (request) => githubList(request, socialAccounts)],
    [
      /^\/users\/([^/]+)\/social_accounts$/,
      (request, [login = '']) =>
        isKnownLogin(login)
          ? githubList(request, sameLogin(login, user.login) ? socialAccounts : [])
          : notFound(),
    ],
    [
      /^\/user\/orgs$/,
      (request) =>
        githubList(
          request,
          orgs.map((org) => org.json),
        ),
    ],
    [
      /^\/users\/([^/]+)\/orgs$/,
      (request, [login = '']) => {
        if (!isKnownLogin(login)) return notFound();
        const listed = sameLogin(login, user.login) ? orgs.filter((org) => org.publicMember) : [];
        return githubList(
          request,
          listed.map((org) => org.json),
        );
      },
    ],
    [
      /^\/user\/repos$/,
      (request) => {
        const affiliations = (
          request.query.get('affiliation') ?? 'owner,collaborator,organization_member'
        ).split(',');
        const visibility = request.query.get('visibility') ?? 'all';
        const listed = repos.filter(
          (repo) =>
            affiliations.includes(repo.affiliation) &&
            (visibility === 'all' || repo.json.visibility === visibility),
        );
        return githubList(
          request,
          sortRepos(listed, request.query, 'full_name').map((repo) => repoJson(repo, request)),
        );
      },
    ],
    [
      /^\/users\/([^/]+)\/repos$/,
      (request, [login = '']) => {
        if (!isKnownLogin(login)) return notFound();
        const listed = repos.filter(
          (repo) => sameLogin(repo.json.owner.login, login) && !repo.json.private,
        );
        return githubList(
          request,
          sortRepos(listed, request.query, 'full_name').map((repo) => repoJson(repo, request)),
        );
      },
    ],
    [
      /^\/orgs\/([^/]+)\/repos$/,
      (request, [login = '']) => {
        if (!findOrg(login)) return notFound();
        const type = request.query.get('type') ?? 'all';
        const listed = repos.filter(
          (repo) =>
            sameLogin(repo.json.owner.login, login) &&
            visible(repo, request) &&
            (type === 'public'
              ? !repo.json.private
              : type === 'private'
                ? repo.json.private
                : type === 'forks'
                  ? repo.json.fork
                  : type === 'sources'
                    ? !repo.json.fork
                    : true),
        );
        return githubList(
          request,
          sortRepos(listed, request.query, 'created').map((repo) => repoJson(repo, request)),
        );
      },
    ],
    [
      /^\/orgs\/([^/]+)$/,
      (_, [login = '']) => {
        const org = findOrg(login);
        return org ? ok(org.json) : notFound();
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        if (repo) return ok(repoJson(repo, request));
        // A renamed or transferred repository: GitHub redirects its old name to its id
        // (https://docs.github.com/rest/using-the-rest-api/best-practices-for-using-the-rest-api#follow-redirects).
        const moved = findFormer(owner, name, request);
        if (!moved) return notFound();
        const apiBase = request.selfUrl.slice(0, request.selfUrl.length - request.path.length);
        const location = `${apiBase}/repositories/${moved.json.id}`;
        return {
          status: 301,
          body: {
            message: 'Moved Permanently',
            url: location,
            documentation_url: 'https://docs.github.com/v3/#http-redirects',
          },
          headers: { location },
        };
      },
    ],
    [
      /^\/repositories\/(\d+)$/,
      (request, [id = '']) => {
        const repo = known.find(
          (candidate) => String(candidate.json.id) === id && visible(candidate, request),
        );
        return repo ? ok(repoJson(repo, request)) : notFound();
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)\/branches$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        if (!repo) return notFound();
        const onlyProtected = request.query.get('protected');
        const branches = [...repo.branches]
          .filter((branch) => onlyProtected === null || branch.protected === isTrue(onlyProtected))
          .sort((a, b) => a.name.localeCompare(b.name));
        return githubList(request, branches.map(branchJson));
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)\/commits$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        if (!repo) return notFound();
        const docs = 'https://docs.github.com/rest/commits/commits#list-commits';
        if (repo.branches.length === 0) return githubError(409, 'Git Repository is empty.', docs);
        const ref = request.query.get('sha') ?? repo.json.default_branch;
        const commits = lineage(repo, ref);
        if (!commits) return githubError(404, `No commit found for SHA: ${ref}`, docs);
        const author = request.query.get('author');
        const byAuthor = author
          ? commits.filter(
              (commit) =>
                (commit.author !== null && sameLogin(commit.author.login, author)) ||
                sameLogin(commit.commit.author.email, author),
            )
          : commits;
        return githubList(request, byAuthor);
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)\/languages$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        if (!repo) return notFound();
        return ok(Object.fromEntries(Object.entries(repo.languages).sort(([, a], [, b]) => b - a)));
      },
    ],
  ];
}

/** GET /feeds/rss.xml, /feeds/atom.xml, /feeds/feed.json: the fixtures with their content types. */
function feedRoutes(): Route[] {
  return Object.entries(FEED_ROUTES).map(([name, { path, contentType }]): Route => {
    const body = FEED_BODIES[name as FeedName];
    const pattern = new RegExp(`^${path.replace(/^\/feeds/, '').replace(/\./g, '\\.')}$`);
    return [pattern, () => ok(body, { 'content-type': contentType })];
  });
}

function gitlabRoutes(scenario: Scenario): Route[] {
  const {
    user,
    projects,
    starredProjectIds,
    groups,
    calendar = {},
    privateProfile = false,
  } = scenario.gitlab;
  const unauthorized: Reply = { status: 401, body: { message: '401 Unauthorized' } };

  const isOwn = (project: GitLabProjectJson) =>
    project.namespace.kind === 'user' && project.namespace.full_path === user.username;
  const isStarred = (project: GitLabProjectJson) => starredProjectIds.includes(project.id);
  const isUser = (idOrUsername: string) =>
    sameLogin(idOrUsername, user.username) || idOrUsername === String(user.id);
  // Signed in, the user sees their own projects and every non-private one; anonymous, only public.
  const visible = (project: GitLabProjectJson, request: ApiRequest) =>
    project.visibility === 'public' ||
    (request.authenticated && (project.visibility === 'internal' || isOwn(project)));
  // `permissions` describes the caller's access, so anonymous responses do not have it.
  const projectJson = (project: GitLabProjectJson, request: ApiRequest): GitLabProjectJson => {
    if (request.authenticated) return project;
    const copy = { ...project };
    delete copy.permissions;
    return copy;
  };
  /** GitLab's order_by/sort: created_at, newest first, unless asked otherwise. */
  const listProjects = (request: ApiRequest, listed: readonly GitLabProjectJson[]) => {
    const orderBy = request.query.get('order_by') ?? 'created_at';
    const field = (project: GitLabProjectJson): string | number =>
      orderBy === 'id'
        ? project.id
        : orderBy === 'name'
          ? project.name.toLowerCase()
          : orderBy === 'path'
            ? project.path
            : orderBy === 'last_activity_at'
              ? project.last_activity_at
              : orderBy === 'updated_at'
                ? project.updated_at
                : project.created_at;
    const sorted = listed
      .filter((project) => {
        const wanted = request.query.get('visibility');
        return wanted === null || project.visibility === wanted;
      })
      .sort((a, b) => {
        const [x, y] = [field(a), field(b)];
        return typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y));
      });
    if ((request.query.get('sort') ?? 'desc') === 'desc') sorted.reverse();
    return gitlabList(
      request,
      sorted.map((project) => projectJson(project, request)),
    );
  };
  const userNotFound: Reply = { status: 404, body: { message: '404 User Not Found' } };
  // GitLab's public fields of a user; the web address on the host the projects are on.
  const webOrigin = projects[0]
    ? new URL(projects[0].web_url).origin
    : 'https://gitlab.example.org';
  const userJson = {
    id: user.id,
    username: user.username,
    name: user.name,
    state: 'active',
    locked: false,
    avatar_url: null,
    web_url: `${webOrigin}/${user.username}`,
  };

  return [
    // The activity calendar: a public web route of the instance, outside the API; a private
    // profile's is not found, as an unknown user's.
    [
      /^\/users\/([^/]+)\/calendar\.json$/,
      (_, [name = '']) =>
        sameLogin(name, user.username) && !privateProfile
          ? ok(calendar)
          : { status: 404, body: { message: '404 User Not Found' } },
    ],
    // The signed-in user (401 without a token), and the user search by exact username.
    [/^\/api\/v4\/user$/, (request) => (request.authenticated ? ok(userJson) : unauthorized)],
    [
      /^\/api\/v4\/users$/,
      (request) => {
        const username = request.query.get('username');
        return gitlabList(
          request,
          username === null || sameLogin(username, user.username) ? [userJson] : [],
        );
      },
    ],
    [
      /^\/api\/v4\/projects$/,
      (request) => {
        const owned = isTrue(request.query.get('owned'));
        const starred = isTrue(request.query.get('starred'));
        if ((owned || starred) && !request.authenticated) return unauthorized;
        return listProjects(
          request,
          projects.filter(
            (project) =>
              visible(project, request) &&
              (!owned || isOwn(project)) &&
              (!starred || isStarred(project)),
          ),
        );
      },
    ],
    [
      /^\/api\/v4\/users\/([^/]+)\/projects$/,
      (request, [idOrUsername = '']) =>
        isUser(idOrUsername)
          ? listProjects(
              request,
              projects.filter((project) => isOwn(project) && visible(project, request)),
            )
          : userNotFound,
    ],
    [
      /^\/api\/v4\/users\/([^/]+)\/starred_projects$/,
      (request, [idOrUsername = '']) =>
        isUser(idOrUsername)
          ? listProjects(
              request,
              projects.filter((project) => isStarred(project) && visible(project, request)),
            )
          : userNotFound,
    ],
    [
      /^\/api\/v4\/groups$/,
      (request) => {
        if (!request.authenticated) return unauthorized;
        const sorted = [...groups].sort((a, b) => a.name.localeCompare(b.name));
        if (request.query.get('sort') === 'desc') sorted.reverse();
        return gitlabList(request, sorted);
      },
    ],
  ];
}

function matchesPath(pattern: string | RegExp, path: string): boolean {
  if (typeof pattern === 'string') return pattern === path;
  pattern.lastIndex = 0;
  return pattern.test(path);
}

function matches(rule: RequestMatcher, service: Service, method: string, path: string): boolean {
  if (rule.service !== undefined && rule.service !== service) return false;
  if (rule.method !== undefined && rule.method.toUpperCase() !== method) return false;
  return matchesPath(rule.path, path);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * GitHub sends a strong SHA-1 entity tag of the body, GitLab (Rack::ETag) a weak MD5 one; the feeds'
 * static host a strong one.
 */
function entityTag(service: Service, body: string): string {
  return service === 'gitlab'
    ? `W/"${createHash('md5').update(body).digest('hex')}"`
    : `"${createHash('sha1').update(body).digest('hex')}"`;
}

/**
 * If-None-Match per RFC 9110 §13.1.2: "*" or a list of entity tags, compared weakly (a W/ prefix
 * on either side does not count). Unquoted garbage matches nothing.
 */
function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/** A prefix of a JSON text that no JSON parser accepts. */
function truncatedJson(body: string): string {
  const half = body.slice(0, Math.floor(body.length / 2));
  if (half.trim() === '') return '{"broken';
  try {
    JSON.parse(half);
  } catch {
    return half;
  }
  // A half that still parses (a number cut in two) would not test anything.
  return '{"broken';
}

/**
 * Both services get GitLab's caching policy. GitHub's own, `private, max-age=60, s-maxage=60`,
 * would let a browser answer a page's requests from its cache for a minute, so an e2e test that
 * calls fail() after a page loaded would not see its failure. With max-age=0 and must-revalidate
 * every use reaches the mock, as a conditional request that gets 304 until a rule says otherwise.
 */
const CACHE_CONTROL = 'private, max-age=0, must-revalidate';

type Fault =
  | { readonly kind: 'fail'; readonly rule: FailRule }
  | { readonly kind: 'drip'; readonly rule: DripRule }
  | { readonly kind: 'hang' | 'malformed' | 'refuse'; readonly rule: RequestMatcher };

/** A rule with the number of matching requests it still applies to. */
type Countdown<T> = T & { left: number };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface Prepared {
  readonly status: number;
  readonly body: string;
  /** The reply's own headers (content type, pagination, validators): the service's come on top. */
  readonly headers: Readonly<Record<string, string>>;
}

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const {
    scenario = SCENARIO,
    githubToken,
    gitlabToken,
    installationToken,
    botToken,
    githubSsoOrganizations = [],
    port = 0,
    log,
    avatars = false,
  } = options;
  let { githubRateLimitLeft } = options;
  let served = scenario;
  const routes: Record<Service, Route[]> = {
    github: githubRoutes(scenario),
    gitlab: gitlabRoutes(scenario),
    feeds: feedRoutes(),
  };
  let graphql = graphqlRoute(scenario);
  const requests: RecordedRequest[] = [];
  // Rules are mutable copies so that `times` can count down. Every kind of fault shares one list,
  // so that the first rule added wins whatever its kind.
  let faults: Countdown<Fault>[] = [];
  let delays: Countdown<{ readonly rule: DelayRule }>[] = [];
  const pendingDelays = new Set<() => void>();
  // Answers kept open on purpose (hung, dripping): reset() and close() cut them.
  const openAnswers = new Set<() => void>();
  let closed = false;
  let requestCount = 0;

  // One hourly window per credential, like GitHub's primary limit. Unless githubRateLimitLeft says
  // otherwise it never reports exhaustion by itself (remaining stays ≥ 1): tests that want a 403 ask
  // for it with rateLimited(). GitHub does not count a 304, so its headers show the usage unchanged
  // (`counted` false).
  let windowStart = Math.floor(Date.now() / 1000);
  const used = new Map<string, number>();
  /** GitHub's hourly limits: anonymous, an installation's token, a user's. */
  const limitOf = (identity: string | undefined): number =>
    identity === undefined ? 60 : identity === installationToken ? 1000 : 5000;
  /** Requests counted in this window; with githubRateLimitLeft, what it leaves is used already. */
  const usedOf = (identity: string | undefined): number => {
    const limit = limitOf(identity);
    const initial =
      githubRateLimitLeft === undefined
        ? 0
        : limit - Math.max(0, Math.min(limit, Math.floor(githubRateLimitLeft)));
    return used.get(identity ?? 'anonymous') ?? initial;
  };
  const rateLimitUsedUp = (identity: string | undefined): boolean =>
    githubRateLimitLeft !== undefined && usedOf(identity) >= limitOf(identity);
  let graphqlUsed = 0;
  // GitHub's search has a limit of its own: 30 requests a minute with a token, 10 without.
  const searchUsed = new Map<string, { windowStart: number; count: number }>();
  const searchRateLimitHeaders = (identity: string | undefined): Record<string, string> => {
    const now = Math.floor(Date.now() / 1000);
    const key = identity ?? 'anonymous';
    const limit = identity === undefined ? 10 : 30;
    const current = searchUsed.get(key);
    const window =
      current && now < current.windowStart + 60 ? current : { windowStart: now, count: 0 };
    // Like the core limit, it never reports exhaustion by itself (remaining stays ≥ 1).
    window.count = Math.min(window.count + 1, limit - 1);
    searchUsed.set(key, window);
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(limit - window.count),
      'x-ratelimit-reset': String(window.windowStart + 60),
      'x-ratelimit-used': String(window.count),
      'x-ratelimit-resource': 'search',
    };
  };
  const rateLimitHeaders = (
    identity: string | undefined,
    counted: boolean,
    path: string,
  ): Record<string, string> => {
    if (path.startsWith('/search/')) return searchRateLimitHeaders(identity);
    if (path === '/graphql') {
      // GraphQL's limit is its own too (points an hour); one point a query.
      graphqlUsed += 1;
      return {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': String(5000 - Math.min(graphqlUsed, 4999)),
        'x-ratelimit-reset': String(windowStart + 3600),
        'x-ratelimit-used': String(Math.min(graphqlUsed, 4999)),
        'x-ratelimit-resource': 'graphql',
      };
    }
    const now = Math.floor(Date.now() / 1000);
    if (now >= windowStart + 3600) {
      windowStart = now;
      used.clear();
    }
    const key = identity ?? 'anonymous';
    const limit = limitOf(identity);
    const previous = usedOf(identity);
    const count = counted
      ? Math.min(previous + 1, githubRateLimitLeft === undefined ? limit - 1 : limit)
      : previous;
    used.set(key, count);
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(limit - count),
      'x-ratelimit-reset': String(windowStart + 3600),
      'x-ratelimit-used': String(count),
      'x-ratelimit-resource': 'core',
    };
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pendingDelays.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pendingDelays.add(done);
    });

  const takeRule = <T extends { readonly rule: RequestMatcher; left: number }>(
    rules: T[],
    service: Service,
    method: string,
    path: string,
  ): T | undefined => {
    const entry = rules.find(({ rule }) => matches(rule, service, method, path));
    if (!entry) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) rules.splice(rules.indexOf(entry), 1);
    return entry;
  };

  const cutOpenAnswers = () => {
    for (const cut of [...openAnswers]) cut();
  };

  const avatarCache = new Map<string, Promise<Buffer>>();
  let started = new Date().toUTCString();
  // Every answer last changed when the server started, or when serve() changed the world.
  let lastModified = Date.parse(started);
  /** GET/HEAD /avatars/u/<id>[?s=<size>]: a photo-like JPEG per id and size (any other path: 404). */
  const sendAvatar = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const id = /^\/avatars\/u\/(\d+)$/.exec(url.pathname)?.[1];
    const method = (request.method ?? 'GET').toUpperCase();
    if (id === undefined || (method !== 'GET' && method !== 'HEAD')) {
      response.writeHead(404, { ...AVATAR_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not Found');
      return;
    }
    const size = avatarSize(url.searchParams.get('s'));
    const key = `${id}@${size}`;
    let photo = avatarCache.get(key);
    if (!photo) {
      photo = avatarPhoto(id, size);
      avatarCache.set(key, photo);
    }
    const jpeg = await photo;
    const etag = `"${key}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { ...AVATAR_HEADERS, etag, 'last-modified': started });
      response.end();
      return;
    }
    response.writeHead(200, {
      ...AVATAR_HEADERS,
      'content-length': String(jpeg.length),
      etag,
      'last-modified': started,
    });
    response.end(method === 'HEAD' ? undefined : jpeg);
    log?.(`${method} avatars ${url.pathname}${url.search} → 200`);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      response.writeHead(204, PREFLIGHT_HEADERS);
      response.end();
      return;
    }
    if (avatars && url.pathname.startsWith('/avatars/')) {
      await sendAvatar(request, response, url);
      return;
    }
    const service = (['github', 'gitlab', 'feeds'] as const).find((prefix) =>
      new RegExp(`^/${prefix}(/|$)`).test(url.pathname),
    );
    if (!service) {
      response.writeHead(404, { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not Found: the mock serves /github/…, /gitlab/… and /feeds/…');
      return;
    }
    const path = url.pathname.slice(service.length + 1) || '/';
    const authorization = headerValue(request.headers.authorization);
    const privateToken = headerValue(request.headers['private-token']);
    // Recorded on arrival, so that the log keeps arrival order; the status follows with the answer.
    const record: Mutable<RecordedRequest> = {
      method,
      service,
      path,
      query: Object.fromEntries(url.searchParams),
      ...(authorization !== undefined ? { authorization } : {}),
      ...(privateToken !== undefined ? { privateToken } : {}),
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, headerValue(value) ?? '']),
      ),
    };
    requests.push(record);
    const label = `${method} ${service} ${path}${url.search}`;
    const requestBody = method === 'POST' ? await readRequestBody(request) : '';

    requestCount += 1;
    const requestId = `${(0xa000 + requestCount).toString(16).toUpperCase()}:3C2D:${(
      0x1f00000 +
      requestCount * 7919
    )
      .toString(16)
      .toUpperCase()}`;
    let credential: string | undefined;
    let credentialsValid: boolean;
    if (service === 'github') {
      credential = authorization?.match(/^(?:token|bearer)\s+(\S+)$/i)?.[1];
      credentialsValid =
        authorization === undefined ||
        (credential !== undefined &&
          (githubToken === undefined ||
            credential === githubToken ||
            credential === installationToken ||
            credential === botToken));
    } else if (service === 'gitlab') {
      credential = privateToken ?? authorization?.match(/^bearer\s+(\S+)$/i)?.[1] ?? authorization;
      credentialsValid =
        credential === undefined || gitlabToken === undefined || credential === gitlabToken;
    } else {
      // A blog's feed is public: nobody asks for credentials.
      credentialsValid = true;
    }
    /** The headers every answer of the service carries; `counted` false for a 304. */
    const serviceHeaders = (counted: boolean): Record<string, string> =>
      service === 'feeds'
        ? {
            ...CORS_HEADERS,
            'content-type': JSON_TYPE,
            'cache-control': CACHE_CONTROL,
            vary: 'Accept-Encoding',
          }
        : service === 'github'
          ? {
              ...CORS_HEADERS,
              'content-type': JSON_TYPE,
              'cache-control': CACHE_CONTROL,
              vary: 'Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding',
              'x-github-media-type': 'github.v3; format=json',
              'x-github-api-version-selected': '2022-11-28',
              'x-github-request-id': requestId,
              ...rateLimitHeaders(credentialsValid ? credential : undefined, counted, path),
              // An installation token has permissions, not OAuth scopes, and no expiry to announce.
              ...(credential && credentialsValid && credential !== installationToken
                ? {
                    'x-oauth-scopes': 'read:org, read:user, repo',
                    'x-accepted-oauth-scopes': '',
                    'github-authentication-token-expiration': TOKEN_EXPIRATION,
                    ...(githubSsoOrganizations.length > 0 && /^\/(?:user|search)\//.test(path)
                      ? {
                          'x-github-sso': `partial-results; organizations=${githubSsoOrganizations.join(',')}`,
                        }
                      : {}),
                  }
                : {}),
            }
          : {
              ...CORS_HEADERS,
              'content-type': JSON_TYPE,
              'cache-control': CACHE_CONTROL,
              vary: 'Origin',
              'x-request-id': requestId.replace(/:/g, '').toLowerCase(),
            };

    const failureReply = (failure: FailRule): Reply => {
      const statusText = STATUS_CODES[failure.status] ?? 'Error';
      return {
        status: failure.status,
        body:
          failure.body !== undefined
            ? failure.body
            : service === 'github'
              ? githubError(failure.status, statusText).body
              : service === 'gitlab'
                ? { message: `${failure.status} ${statusText}` }
                : `${failure.status} ${statusText}`,
        ...(failure.headers ? { headers: failure.headers } : {}),
      };
    };

    const notFound = (): Reply =>
      service === 'github'
        ? githubError(404, 'Not Found')
        : service === 'gitlab'
          ? { status: 404, body: { error: '404 Not Found' } }
          : { status: 404, body: 'Not Found' };

    const routeReply = (): Reply => {
      if (!credentialsValid) {
        return service === 'github'
          ? githubError(401, 'Bad credentials')
          : { status: 401, body: { message: '401 Unauthorized' } };
      }
      const installation =
        service === 'github' && credential !== undefined && credential === installationToken;
      const bot = service === 'github' && credential !== undefined && credential === botToken;
      if (bot && path === '/user' && (method === 'GET' || method === 'HEAD')) {
        return { status: 200, body: { login: BOT_LOGIN, id: 90210, type: 'User', name: null } };
      }
      if (bot && path.startsWith('/user/')) return { status: 200, body: [] };
      // Signed in as the owner: an installation's or a bot's token sees public data only, like an
      // anonymous caller.
      const authenticated = credential !== undefined && !installation && !bot;
      if (service === 'github' && /^\/user(\/|$)/.test(path)) {
        if (installation) {
          return githubError(
            403,
            'Resource not accessible by integration',
            USER_ENDPOINT_DOCS[path] ?? GITHUB_DOCS,
          );
        }
        if (!authenticated) return githubError(401, 'Requires authentication');
      }
      if (service === 'github' && method === 'POST' && path === '/graphql') {
        return graphql(
          requestBody,
          credential !== undefined,
          authenticated,
          bot ? BOT_LOGIN : INSTALLATION_BOT_LOGIN,
        );
      }
      if (method !== 'GET' && method !== 'HEAD') return notFound();
      const selfUrl = `${origin}/${service}${path}`;
      const apiRequest: ApiRequest = { path, query: url.searchParams, authenticated, selfUrl };
      for (const [pattern, handler] of routes[service]) {
        const match = pattern.exec(path);
        if (match)
          return handler(
            apiRequest,
            match.slice(1).map((part) => decodeURIComponent(part)),
          );
      }
      return notFound();
    };

    /** The body as sent and the reply's headers, with validators on a successful JSON or feed GET. */
    const prepare = (reply: Reply): Prepared => {
      const content =
        avatars && service === 'github' ? rewriteAvatarUrls(reply.body, origin) : reply.body;
      const body = typeof content === 'string' ? content : JSON.stringify(content ?? null);
      const headers: Record<string, string> = {
        ...(typeof content === 'string' ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
        ...reply.headers,
      };
      const json = (headers['content-type'] ?? JSON_TYPE).startsWith('application/json');
      const validated =
        (method === 'GET' || method === 'HEAD') && reply.status >= 200 && reply.status < 300;
      return {
        status: reply.status,
        body,
        headers:
          (json || service === 'feeds') && validated
            ? { etag: entityTag(service, body), 'last-modified': started, ...headers }
            : headers,
      };
    };

    const answered = (status: number, note = '') => {
      record.status = status;
      log?.(`${label} → ${status}${note}`);
    };

    const finish = (prepared: Prepared) => {
      response.writeHead(prepared.status, { ...serviceHeaders(true), ...prepared.headers });
      response.end(prepared.body);
      answered(prepared.status);
    };

    /** RFC 9110 §13.2.2: If-Modified-Since counts only without If-None-Match. */
    const notModified = (etag: string): boolean => {
      const ifNoneMatch = headerValue(request.headers['if-none-match']);
      if (ifNoneMatch !== undefined) return noneMatchHits(ifNoneMatch, etag);
      const since = Date.parse(headerValue(request.headers['if-modified-since']) ?? '');
      return !Number.isNaN(since) && since >= lastModified;
    };

    /** Leaves the answer open until the client goes, or reset()/close() cut the connection. */
    const keepOpen = (stop: () => void) => {
      const cut = () => {
        stop();
        request.socket.destroy();
      };
      openAnswers.add(cut);
      response.once('close', () => {
        stop();
        openAnswers.delete(cut);
      });
    };

    const drip = (prepared: Prepared, intervalMs: number) => {
      const bytes = Buffer.from(method === 'HEAD' ? '' : prepared.body);
      response.writeHead(prepared.status, {
        ...serviceHeaders(true),
        ...prepared.headers,
        // The full length up front, as a slow server sends it: a client sees a cut body as cut.
        'content-length': String(Buffer.byteLength(prepared.body)),
      });
      answered(prepared.status, ' (dripping)');
      if (bytes.length === 0) {
        response.end();
        return;
      }
      // Without this the headers would wait for the first byte of the body.
      response.flushHeaders();
      let offset = 0;
      let timer: NodeJS.Timeout | undefined;
      const tick = () => {
        const chunk = bytes.subarray(offset, offset + 1);
        offset += 1;
        if (offset < bytes.length) {
          response.write(chunk);
          timer = setTimeout(tick, intervalMs);
        } else {
          response.end(chunk);
        }
      };
      timer = setTimeout(tick, intervalMs);
      keepOpen(() => clearTimeout(timer));
    };

    const delay = takeRule(delays, service, method, path);
    if (delay) await sleep(delay.rule.ms);
    if (closed || response.destroyed) return;

    // Rules come before the conditional check: a failure must win over a 304.
    const fault = takeRule(faults, service, method, path);
    switch (fault?.kind) {
      case 'refuse':
        request.socket.destroy();
        log?.(`${label} → connection reset`);
        return;
      case 'hang':
        keepOpen(() => undefined);
        log?.(`${label} → no answer (hung)`);
        return;
      case 'fail':
        finish(prepare(failureReply(fault.rule)));
        return;
      case 'malformed': {
        const reply = routeReply();
        finish(
          prepare({
            status: 200,
            body: truncatedJson(prepare(reply).body),
            // A feed keeps its own type: a cut XML document must reach the XML parser.
            headers: {
              ...reply.headers,
              ...(service === 'feeds' ? {} : { 'content-type': JSON_TYPE }),
            },
          }),
        );
        return;
      }
      case 'drip':
        drip(prepare({ ...routeReply(), status: fault.rule.status ?? 200 }), fault.rule.intervalMs);
        return;
      case undefined:
        break;
    }

    const prepared = prepare(routeReply());
    const etag = prepared.headers.etag;
    const unchanged = etag !== undefined && notModified(etag);
    const identity = credentialsValid ? credential : undefined;
    // GitHub counts a 304 only for anonymous requests (when the mock counts down at all).
    const free = unchanged && (identity !== undefined || githubRateLimitLeft === undefined);
    if (service === 'github' && credentialsValid && !free && rateLimitUsedUp(identity)) {
      finish(prepare(primaryRateLimitReply(identity !== undefined)));
      return;
    }
    if (unchanged) {
      const headers = { ...serviceHeaders(!free), ...prepared.headers };
      delete headers['content-type'];
      response.writeHead(304, headers);
      response.end();
      answered(304);
      return;
    }
    finish(prepared);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (closed || response.destroyed) return;
      if (!response.headersSent)
        response.writeHead(500, { ...CORS_HEADERS, 'content-type': JSON_TYPE });
      response.end(JSON.stringify({ message: `Mock API error: ${String(error)}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${address.port}`;

  const addFault = (fault: Fault) => {
    faults.push({ ...fault, left: fault.rule.times ?? Number.POSITIVE_INFINITY });
  };

  return {
    url: origin,
    githubUrl: `${origin}/github`,
    gitlabUrl: `${origin}/gitlab`,
    feeds: {
      rss: `${origin}${FEED_ROUTES.rss.path}`,
      atom: `${origin}${FEED_ROUTES.atom.path}`,
      json: `${origin}${FEED_ROUTES.json.path}`,
    },
    get scenario() {
      return served;
    },
    serve(next) {
      served = next;
      routes.github = githubRoutes(next);
      graphql = graphqlRoute(next);
      routes.gitlab = gitlabRoutes(next);
      started = new Date().toUTCString();
      lastModified = Date.parse(started);
    },
    limitGitHub(left) {
      githubRateLimitLeft = left;
      used.clear();
    },
    requests,
    count(filter = {}) {
      return requests.filter(
        (request) =>
          (filter.service === undefined || request.service === filter.service) &&
          (filter.status === undefined || request.status === filter.status) &&
          (filter.path === undefined || matchesPath(filter.path, request.path)),
      ).length;
    },
    fail(rule) {
      addFault({ kind: 'fail', rule });
    },
    hang(rule) {
      addFault({ kind: 'hang', rule });
    },
    drip(rule) {
      addFault({ kind: 'drip', rule });
    },
    malformed(rule) {
      addFault({ kind: 'malformed', rule });
    },
    refuse(rule) {
      addFault({ kind: 'refuse', rule });
    },
    delay(rule) {
      delays.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY });
    },
    reset() {
      faults = [];
      delays = [];
      requests.length = 0;
      used.clear();
      cutOpenAnswers();
    },
    close() {
      closed = true;
      for (const release of [...pendingDelays]) release();
      cutOpenAnswers();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

// Standalone: `npx tsx mock/mockApi.ts [port]`. The typeof guard keeps the module loadable
// as a real ES module, where `require` does not exist.
if (typeof require !== 'undefined' && require.main === module) {
  const port = Number(process.argv[2] ?? 4010);
  startMockApi({
    port,
    ...(process.env.MOCK_GITHUB_TOKEN ? { githubToken: process.env.MOCK_GITHUB_TOKEN } : {}),
    ...(process.env.MOCK_GITLAB_TOKEN ? { gitlabToken: process.env.MOCK_GITLAB_TOKEN } : {}),
    ...(process.env.MOCK_INSTALLATION_TOKEN
      ? { installationToken: process.env.MOCK_INSTALLATION_TOKEN }
      : {}),
    avatars: process.env.MOCK_AVATARS === '1',
    log: (line) => console.log(line),
  }).then(
    (api) => {
      const { github, gitlab } = api.scenario;
      console.log(`Mock GitHub API: ${api.githubUrl}`);
      console.log(`Mock GitLab:     ${api.gitlabUrl}`);
      console.log(`Mock feeds:      ${Object.values(api.feeds).join(', ')}`);
      console.log('\nFor .env.local:');
      console.log(`REACT_APP_GITHUB_API_URL=${api.githubUrl}`);
      console.log(`REACT_APP_GITHUB_USERNAME=${github.user.login}`);
      console.log(`REACT_APP_GITLAB_URL=${api.gitlabUrl}`);
      console.log(`REACT_APP_GITLAB_USERNAME=${gitlab.user.username}`);
      console.log(`REACT_APP_GITHUB_ALLOWED_ORG=${ALLOW_LIST.org}`);
      console.log(`REACT_APP_GITHUB_ALLOWED_REPOS=${ALLOW_LIST.repos.join(',')}`);
      console.log(`REACT_APP_FEEDS=${api.feeds.rss},${api.feeds.atom}`);
      console.log('\nCtrl+C stops it.');
      const stop = () => void api.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
