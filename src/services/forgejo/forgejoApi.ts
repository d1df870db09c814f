/**
 * The Forgejo (Gitea, Codeberg) calls the portfolio makes, on API v1 (`<instance>/api/v1`), through
 * the transport's fetch (timeouts, retries, budget, the build's cache) like the GitHub and GitLab
 * services. A token goes as `Authorization: token …`.
 *
 * - The profile (GET /users/{username}), the token's own user (GET /user, which needs one), the
 *   instance's version (GET /version).
 * - The user's repositories (GET /users/{username}/repos), their organizations (GET
 *   /users/{username}/orgs) and each one's repositories (GET /orgs/{org}/repos), their stars (GET
 *   /users/{username}/starred). Forgejo and Gitea answer the organizations and the stars to a signed-in
 *   caller only (reqToken in routers/api/v1/api.go): without a token they are not asked for
 *   (ForgejoNeedsTokenError). Whatever the instance answers, a private or instance-internal
 *   repository and an organization that is not public never come back: the user's own token sees
 *   theirs, the portfolio never shows them.
 * - The languages of a repository (GET /repos/{owner}/{repo}/languages), largest first.
 * - The heatmap (GET /users/{username}/heatmap): an instance without it answers 404, which is
 *   "disabled", not a failure. Always asked without the token: to its own user Forgejo counts the
 *   work in private repositories too (getUserHeatmapData: IncludePrivate, then the caller's access,
 *   models/activities/user_heatmap.go), in buckets that name no repository, so only the public
 *   view, the one a visitor of the profile sees, may reach the page.
 *
 * Lists are read page by page (`page`, `limit`): an instance caps `limit` (`[api] MAX_RESPONSE_ITEMS`,
 * 50 by default) and says the whole list's length in `X-Total-Count`; the client asks until it has
 * that many, or, without the header, until a page is shorter than asked and links no next page, or
 * comes back empty or with nothing new, and never past `maxPages` pages, whatever the total claims.
 */
import { z } from 'zod';
import { trimEndChar } from '../../lib/text';
import { RequestRefusedError, type Fetch } from '../transport/policyFetch';
import { findTransportError } from '../transport/transportError';
import {
  cleanText,
  heatmapEntrySchema,
  isForgejoName,
  orgSchema,
  repoSchema,
  userSchema,
  versionSchema,
  type ForgejoHeatmap,
  type ForgejoHeatmapEntry,
  type ForgejoLanguage,
  type ForgejoOrg,
  type ForgejoOrgWithRepos,
  type ForgejoRepo,
  type ForgejoUser,
} from './forgejoTypes';
import { ForgejoApiError, ForgejoNeedsTokenError, type ForgejoFailureKind } from './forgejoErrors';

export { asApiError, ForgejoApiError, ForgejoNeedsTokenError } from './forgejoErrors';
export type { ForgejoFailureKind } from './forgejoErrors';

/** `limit` asked for: the default `MAX_RESPONSE_ITEMS`, the most most instances answer. */
export const FORGEJO_PAGE_SIZE = 50;
/** Pages followed at most per list: 20 × 50 items is far more than a portfolio shows. */
export const FORGEJO_MAX_PAGES = 20;
/** The heatmap spans 371 days of 96 buckets; anything longer is not a heatmap. */
const MAX_HEATMAP_ENTRIES = 40_000;
const MAX_LANGUAGES = 200;

export interface ForgejoApiOptions {
  /** The instance, e.g. https://codeberg.org (the client adds /api/v1). */
  readonly url: string;
  readonly username: string;
  readonly token: string | null;
  /** Every request goes through it: the transport policy and, at build time, the HTTP cache. */
  readonly fetch: Fetch;
  /**
   * Which URLs of an answer may become a link or an image: the page's rule (src/domain/safeUrl.ts
   * `webUrlOrNull`), passed in since services sit before the domain layer.
   */
  readonly safeUrl: (value: unknown) => string | null;
  /** `limit` per page; default FORGEJO_PAGE_SIZE. */
  readonly pageSize?: number;
  /** Default FORGEJO_MAX_PAGES. */
  readonly maxPages?: number;
}

export interface ForgejoApi {
  readonly authenticated: boolean;
  /** GET /version: e.g. "11.0.3+gitea-1.22.0". */
  getVersion(): Promise<string>;
  /** GET /users/{username}. */
  getUser(): Promise<ForgejoUser>;
  /** GET /user: whose the token is (ForgejoNeedsTokenError without one). */
  getAuthenticatedUser(): Promise<ForgejoUser>;
  /** GET /users/{username}/repos, public ones only. */
  listRepos(): Promise<ForgejoRepo[]>;
  /** GET /users/{username}/orgs, public ones only (a token needed). */
  listOrgs(): Promise<ForgejoOrg[]>;
  /** GET /orgs/{org}/repos, public ones only. */
  listOrgRepos(org: string): Promise<ForgejoRepo[]>;
  /** listOrgs, then each organization's public repositories. */
  listOrgsWithRepos(): Promise<ForgejoOrgWithRepos[]>;
  /** GET /users/{username}/starred, public ones only (a token needed). */
  listStarredRepos(): Promise<ForgejoRepo[]>;
  /** GET /repos/{owner}/{repo}/languages, largest first. */
  getLanguages(owner: string, repo: string): Promise<ForgejoLanguage[]>;
  /** GET /users/{username}/heatmap, always without the token; a 404 is "disabled". */
  getHeatmap(): Promise<ForgejoHeatmap>;
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/** What an error body of Forgejo's says (`message`, and `errors` of a 404), cleaned and short. */
async function failureDetail(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return '';
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const { message, errors } = parsed as { message?: unknown; errors?: unknown };
      const extra = Array.isArray(errors) ? errors.map((error) => cleanText(error, 200)) : [];
      return [cleanText(message, 200), ...extra].filter(Boolean).join('; ');
    }
  } catch {
    // Not JSON: the text says it.
  }
  return cleanText(text, 200);
}

/** X-Total-Count as a count, null when absent or no plain number. */
function totalCount(headers: Headers): number | null {
  const value = headers.get('x-total-count')?.trim() ?? '';
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** Whether the Link header names a next page (Forgejo joins entries with a bare ","). */
function linksNext(headers: Headers): boolean {
  const link = headers.get('link') ?? '';
  return link.split(',').some((entry) => /;\s*rel="?next"?/i.test(entry));
}

function idOf(item: unknown): number | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id } = item as { id?: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

export function createForgejoApi({
  url,
  username,
  token,
  fetch,
  safeUrl,
  pageSize = FORGEJO_PAGE_SIZE,
  maxPages = FORGEJO_MAX_PAGES,
}: ForgejoApiOptions): ForgejoApi {
  const instance = trimEndChar(url, '/');
  const root = `${instance}/api/v1`;
  const limit = Math.min(Math.max(Math.floor(pageSize), 1), 100);
  const authenticated = Boolean(token);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(token ? { authorization: `token ${token}` } : {}),
  };
  const anonymousHeaders: Record<string, string> = { accept: 'application/json' };
  const segment = (value: string, what: string) => {
    if (!isForgejoName(value)) {
      throw new ForgejoApiError(
        'invalid',
        null,
        `"${cleanText(value, 100)}" is no Forgejo name (${what}).`,
      );
    }
    return encodeURIComponent(value);
  };

  const failed = (what: string, error: unknown): ForgejoApiError => {
    if (error instanceof ForgejoApiError) return error;
    const transport = findTransportError(error);
    if (transport) {
      const kind: ForgejoFailureKind =
        transport.reason === 'network'
          ? 'unreachable'
          : transport.reason === 'malformed'
            ? 'malformed'
            : transport.reason === 'rate-limited'
              ? 'rate-limited'
              : 'timeout';
      const tries = transport.attempts === 1 ? '1 attempt' : `${transport.attempts} attempts`;
      const said = `(${transport.message}; ${tries})`;
      const message =
        kind === 'unreachable'
          ? `Cannot reach Forgejo at ${instance} while fetching ${what} ${said}.`
          : kind === 'malformed'
            ? `Forgejo sent an unreadable answer while fetching ${what} ${said}.`
            : kind === 'rate-limited'
              ? `Forgejo's rate limit is used up: not sent while fetching ${what} ${said}.`
              : `Request timed out while fetching ${what} from Forgejo at ${instance} ${said}.`;
      return new ForgejoApiError(kind, null, message, { cause: error });
    }
    if (error instanceof RequestRefusedError) {
      return new ForgejoApiError(
        'unreachable',
        null,
        `Not sent while fetching ${what} from Forgejo: ${error.message}.`,
        { cause: error },
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    return new ForgejoApiError(
      'internal',
      null,
      `Internal error while fetching ${what} from Forgejo: ${reason}. This is a bug in the portfolio.`,
      { cause: error },
    );
  };

  const httpFailure = async (what: string, response: Response): Promise<ForgejoApiError> => {
    const { status } = response;
    const detail = await failureDetail(response);
    const said = detail ? `: ${detail}` : '';
    if (status === 401) {
      return new ForgejoApiError(
        'unauthorized',
        401,
        `Forgejo at ${instance} rejected the token while fetching ${what} (HTTP 401${said}). ` +
          'The token is wrong, expired or revoked: create a new read-only token.',
      );
    }
    if (status === 404) {
      return new ForgejoApiError(
        'not-found',
        404,
        `Forgejo at ${instance} has no ${what} (HTTP 404${said}).`,
      );
    }
    if (status === 429 || (status === 403 && /rate limit/i.test(detail))) {
      return new ForgejoApiError(
        'rate-limited',
        status,
        `Forgejo rate limit while fetching ${what} (HTTP ${status}${said}).`,
      );
    }
    return new ForgejoApiError(
      'http',
      status,
      `Request failed with status code ${status} while fetching ${what} from Forgejo${said}.`,
    );
  };

  /** One GET; `accept404` hands a 404 back instead of failing; `anonymous` sends no token. */
  const get = async (
    what: string,
    path: string,
    { accept404 = false, anonymous = false } = {},
  ): Promise<Answer> => {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, { headers: anonymous ? anonymousHeaders : headers });
    } catch (error) {
      throw failed(what, error);
    }
    if (accept404 && response.status === 404) {
      return { status: 404, headers: response.headers, body: null };
    }
    if (!response.ok) throw await httpFailure(what, response);
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      throw new ForgejoApiError(
        'malformed',
        response.status,
        `Forgejo sent an unreadable answer while fetching ${what}.`,
        { cause: error },
      );
    }
    return { status: response.status, headers: response.headers, body };
  };

  const invalid = (what: string, detail: string) =>
    new ForgejoApiError(
      'invalid',
      null,
      `Forgejo answered ${what} in an unexpected shape (${detail}).`,
    );

  /** Every item of a paged list, each raw item once. */
  const pages = async (what: string, path: string): Promise<unknown[]> => {
    const items: unknown[] = [];
    const seen = new Set<number>();
    let received = 0;
    for (let page = 1; page <= maxPages; page += 1) {
      const { body, headers: answered } = await get(what, `${path}?limit=${limit}&page=${page}`);
      if (!Array.isArray(body)) throw invalid(what, 'no list');
      if (body.length === 0) break;
      let fresh = 0;
      for (const item of body) {
        const key = idOf(item);
        if (key !== null && seen.has(key)) continue;
        if (key !== null) seen.add(key);
        fresh += 1;
        items.push(item);
      }
      // A page with nothing new: an instance that ignores `page`.
      if (fresh === 0) break;
      received += body.length;
      const total = totalCount(answered);
      if (total !== null) {
        if (received >= total) break;
      } else if (body.length < limit && !linksNext(answered)) {
        break;
      }
    }
    return items;
  };

  const toUser = (item: unknown): ForgejoUser | null => {
    const parsed = userSchema.safeParse(item);
    if (!parsed.success) return null;
    const user = parsed.data;
    return {
      id: user.id,
      login: user.login,
      fullName: user.full_name,
      description: user.description,
      location: user.location,
      website: safeUrl(user.website),
      avatarUrl: safeUrl(user.avatar_url),
      htmlUrl: safeUrl(user.html_url),
      createdAt: user.created,
      followers: user.followers_count,
      following: user.following_count,
    };
  };

  /** A public repository, or null (private, internal, or not a repository's shape). */
  const toRepo = (item: unknown): ForgejoRepo | null => {
    const parsed = repoSchema.safeParse(item);
    if (!parsed.success) return null;
    const repo = parsed.data;
    if (repo.private !== false || repo.internal === true) return null;
    // An organization "limited" to signed-in users makes its repositories theirs only, though
    // Forgejo marks them neither private nor internal (services/convert/repository.go).
    if (repo.owner.visibility !== undefined && repo.owner.visibility !== 'public') return null;
    if (repo.full_name.toLowerCase() !== `${repo.owner.login}/${repo.name}`.toLowerCase())
      return null;
    return {
      id: repo.id,
      owner: repo.owner.login,
      name: repo.name,
      fullName: `${repo.owner.login}/${repo.name}`,
      description: repo.description,
      htmlUrl: safeUrl(repo.html_url),
      website: safeUrl(repo.website),
      language: repo.language,
      topics: repo.topics,
      stars: repo.stars_count,
      forks: repo.forks_count,
      fork: repo.fork,
      archived: repo.archived,
      mirror: repo.mirror,
      template: repo.template,
      createdAt: repo.created_at,
      updatedAt: repo.updated_at,
    };
  };

  const toOrg = (item: unknown): ForgejoOrg | null => {
    const parsed = orgSchema.safeParse(item);
    if (!parsed.success || parsed.data.visibility !== 'public') return null;
    const org = parsed.data;
    return {
      id: org.id,
      name: org.name,
      fullName: org.full_name,
      description: org.description,
      location: org.location,
      website: safeUrl(org.website),
      avatarUrl: safeUrl(org.avatar_url),
      htmlUrl: safeUrl(`${instance}/${encodeURIComponent(org.name)}`),
    };
  };

  const kept = <T>(items: readonly unknown[], to: (item: unknown) => T | null): T[] =>
    items.map(to).filter((item): item is T => item !== null);

  /** The username as a path segment; a name Forgejo cannot have fails the call, not the factory. */
  const user = () => segment(username, 'the username');
  const needsToken = (what: string) => {
    if (!authenticated) throw new ForgejoNeedsTokenError(what);
  };

  const profile = async (what: string, path: string, expected: string | null) => {
    const { body } = await get(what, path);
    const found = toUser(body);
    if (!found) throw invalid(what, 'no user');
    if (expected !== null && found.login.toLowerCase() !== expected.toLowerCase()) {
      throw invalid(what, `another user, ${found.login}`);
    }
    return found;
  };

  const api: ForgejoApi = {
    authenticated,

    async getVersion() {
      const what = 'the version of the instance';
      const parsed = versionSchema.safeParse((await get(what, '/version')).body);
      if (!parsed.success) throw invalid(what, 'no version');
      return cleanText(parsed.data.version, 64);
    },

    async getUser() {
      return profile(`the profile of ${username}`, `/users/${user()}`, username);
    },

    async getAuthenticatedUser() {
      needsToken('the token’s own user');
      return profile('the token’s own user', '/user', null);
    },

    async listRepos() {
      const what = `the repositories of ${username}`;
      return kept(await pages(what, `/users/${user()}/repos`), toRepo).filter(
        (repo) => repo.owner.toLowerCase() === username.toLowerCase(),
      );
    },

    async listOrgs() {
      const what = `the organizations of ${username}`;
      needsToken(what);
      return kept(await pages(what, `/users/${user()}/orgs`), toOrg);
    },

    async listOrgRepos(org) {
      const what = `the repositories of the organization ${cleanText(org, 100)}`;
      const path = `/orgs/${segment(org, 'an organization')}/repos`;
      return kept(await pages(what, path), toRepo).filter(
        (repo) => repo.owner.toLowerCase() === org.toLowerCase(),
      );
    },

    async listOrgsWithRepos() {
      const orgs = await api.listOrgs();
      const result: ForgejoOrgWithRepos[] = [];
      // One organization after another: the transport's budget and retries apply to each in turn.
      for (const org of orgs) result.push({ org, repos: await api.listOrgRepos(org.name) });
      return result;
    },

    async listStarredRepos() {
      const what = `the starred repositories of ${username}`;
      needsToken(what);
      return kept(await pages(what, `/users/${user()}/starred`), toRepo);
    },

    async getLanguages(owner, repo) {
      const what = `the languages of ${cleanText(owner, 100)}/${cleanText(repo, 100)}`;
      const path = `/repos/${segment(owner, 'an owner')}/${segment(repo, 'a repository')}/languages`;
      const { body } = await get(what, path);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw invalid(what, 'no object');
      }
      const languages: ForgejoLanguage[] = [];
      for (const [language, bytes] of Object.entries(body as Record<string, unknown>)) {
        const name = cleanText(language, 100);
        if (name === '' || !z.number().int().min(0).safeParse(bytes).success) continue;
        languages.push({ name, bytes: bytes as number });
      }
      return languages
        .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name))
        .slice(0, MAX_LANGUAGES);
    },

    async getHeatmap() {
      const what = `the heatmap of ${username}`;
      // Anonymous: the token's own view counts private work (see the module's comment).
      const answer = await get(what, `/users/${user()}/heatmap`, {
        accept404: true,
        anonymous: true,
      });
      if (answer.status === 404) return { status: 'disabled' };
      if (!Array.isArray(answer.body)) throw invalid(what, 'no list');
      const buckets = new Map<number, number>();
      for (const item of answer.body.slice(0, MAX_HEATMAP_ENTRIES)) {
        const parsed = heatmapEntrySchema.safeParse(item);
        if (!parsed.success) continue;
        const { timestamp, contributions } = parsed.data;
        buckets.set(timestamp, (buckets.get(timestamp) ?? 0) + contributions);
      }
      const entries: ForgejoHeatmapEntry[] = [...buckets]
        .sort(([a], [b]) => a - b)
        .map(([timestamp, contributions]) => ({ timestamp, contributions }));
      return { status: 'enabled', entries };
    },
  };
  return api;
}
