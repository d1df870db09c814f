/**
 * What setup finds out by itself: the GitHub user, their public organizations, an organization's
 * repositories, a GitLab user of the same name and a Forgejo one (on Codeberg, which setup offers, or
 * on the instance the owner names). At most a handful of requests in all, each through
 * the client the doctor uses too (scripts/pipeline/net/uncachedHttp.ts): the build's transport (its
 * timeouts, retries and rate-limit rules) and its outbound guard (outboundGuard.ts there): the GitHub
 * API and the GitLab instance the owner names are asked as they are, and a redirect anywhere else
 * must be https to a public address. Each lookup has a time of its own (LOOKUP_MS). Every answer is
 * somebody else's text: only the fields used are kept, checked and cleaned (plainText) before
 * anything prints them.
 */
import { trimEndChar } from '../../src/lib/text';
import { createBudget } from '../../src/services/transport/budget';
import type { TransportTuning } from '../../src/services/transport/createTransport';
import {
  hasExhaustedQuota,
  isSecondaryRateLimit,
  quotaExhaustedUntil,
  REQUEST_TIMEOUT_MS,
  type Answer,
} from '../../src/services/transport/policy';
import { createUncachedHttp, type UncachedHttp } from '../pipeline/net/uncachedHttp';
import { plainText } from './plainText';

export { DEFAULT_GITHUB_API_URL } from '../../src/config/settingsTable';
/**
 * One login, its organizations, one organization's repositories, one GitLab user, a Codeberg user and
 * one on another Forgejo instance, and two more.
 */
export const MAX_REQUESTS = 8;
/** Where setup looks for a user named like the GitHub login, to offer the Codeberg tab. */
export const CODEBERG_URL = 'https://codeberg.org';
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/**
 * Each lookup's own time, retries included: setup waits for its owner between lookups, so no budget
 * spans them, and without one a GitLab host that never answers would hold setup for eleven attempts
 * of 10 s. Past it the lookup fails, naming the service, and setup goes on as after any failed lookup.
 */
export const LOOKUP_MS = 30_000;

/** A lookup that failed for another reason than "there is no such user": the message says which. */
export class LookupError extends Error {
  override name = 'LookupError';
}

export interface GitHubUser {
  readonly login: string;
  readonly name: string | null;
  /** The profile's website and public e-mail: the page shows them before the .env fallbacks. */
  readonly blog: string | null;
  readonly email: string | null;
}

export interface GitHubOrg {
  readonly login: string;
  readonly description: string | null;
}

export interface GitHubRepo {
  readonly name: string;
  readonly description: string | null;
  readonly fork: boolean;
  readonly archived: boolean;
}

export interface OrgRepos {
  /** The organization, in GitHub's spelling when its repositories say it. */
  readonly org: string;
  /** The public repositories, by name. */
  readonly repos: readonly GitHubRepo[];
  /** False when GitHub has more than the first page (100): a name not listed may still exist. */
  readonly complete: boolean;
}

export interface LookupOptions {
  /** config.github.apiUrl: the setting, or https://api.github.com. */
  readonly githubApiUrl: string;
  /** GITHUB_TOKEN, sent to GitHub only and never printed. */
  readonly token?: string | null;
  /** Shorter waits for tests (as the doctor's). */
  readonly tuning?: TransportTuning;
  /** Each lookup's time (LOOKUP_MS); tests shorten it. */
  readonly lookupMs?: number;
  readonly maxRequests?: number;
}

export interface Lookups {
  /** The user, or null when GitHub has none of that login. */
  user(login: string): Promise<GitHubUser | null>;
  orgs(login: string): Promise<GitHubOrg[]>;
  /** The organization's public repositories, or null when there is no such organization. */
  orgRepos(org: string): Promise<OrgRepos | null>;
  /** The GitLab username of that login on the instance, or null when there is none. */
  gitlabUser(gitlabUrl: string, login: string): Promise<string | null>;
  /**
   * The Forgejo (Gitea, Codeberg) username of that login on the instance, in its spelling, or null
   * when it has no such user with a public profile.
   */
  forgejoUser(forgejoUrl: string, login: string): Promise<string | null>;
  /** Requests made so far. */
  readonly used: number;
}

const GITHUB_LOGIN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,38}$/i;
const GITHUB_REPO_NAME = /^[\w.-]{1,100}$/;
/** GitLab's rule: letters, digits, _ - and . (not first: -). */
export const GITLAB_USERNAME = /^[\w.][\w.-]{0,254}$/;
/** Forgejo's: letters, digits, _ - and ., at most 40. */
const FORGEJO_USERNAME = /^[\w.-]{1,40}$/;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const optionalText = (value: unknown, max = 120): string | null =>
  typeof value === 'string' && plainText(value, max) !== '' ? plainText(value, max) : null;
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const withoutTrailingSlash = (url: string) => trimEndChar(url.trim(), '/');

/**
 * Setup's words for a GitHub answer the transport's rules call a spent limit: the primary limit used
 * up (quotaExhaustedUntil, with its reset), or a secondary limit still in force after the transport
 * waited as GitHub asked (isSecondaryRateLimit); else null.
 */
function rateLimitMessage(answer: Answer): string | null {
  const until = quotaExhaustedUntil(answer.headers);
  if (until !== null) return usedUp(` until ${new Date(until).toISOString().slice(11, 16)} UTC`);
  const spent =
    answer.status === 429 || hasExhaustedQuota(answer.headers) || isSecondaryRateLimit(answer);
  return spent ? usedUp('') : null;
}

/** The answer's JSON object, or null (not JSON, not an object). */
function jsonRecord(text: string): Record<string, unknown> | null {
  try {
    return record(JSON.parse(text));
  } catch {
    return null;
  }
}

const durationText = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

const usedUp = (when: string) =>
  `GitHub's rate limit is used up${when}. Try again later, or set GITHUB_TOKEN in the environment for 5,000 requests an hour.`;

export function createLookups(options: LookupOptions): Lookups {
  const maxRequests = options.maxRequests ?? MAX_REQUESTS;
  const timeoutMs = options.tuning?.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const lookupMs = options.lookupMs ?? LOOKUP_MS;
  const api = withoutTrailingSlash(options.githubApiUrl);
  const token = options.token?.trim() || null;
  /**
   * One lookup's client, for the host the owner names (the GitHub API; a GitLab instance, which may
   * be a self-hosted one on a private address), within the lookup's own budget; setup's own count of
   * requests comes first.
   */
  const client = (ownerUrl: string): UncachedHttp =>
    createUncachedHttp({
      ownerUrls: [ownerUrl],
      budget: createBudget(lookupMs),
      maxRequests: 1,
      maxBodyBytes: MAX_BODY_BYTES,
      ...(options.tuning ? { tuning: options.tuning } : {}),
    });
  let used = 0;
  /**
   * What GitHub said when its rate limit was used up: each lookup has a transport of its own, which
   * cannot remember it, so setup does and sends nothing more to GitHub.
   */
  let githubLimit: string | null = null;

  /** Never let the token reach a message, whatever a server echoes back. */
  const redact = (text: string) => (token ? text.split(token).join('***') : text);
  const failure = (message: string) => new LookupError(redact(message));
  /** Outside text for a message: the token out before anything is cut short. */
  const outside = (text: unknown, max: number) => plainText(redact(String(text ?? '')), max);

  /** The parsed JSON of a 200, or null for a 404; any other answer is a LookupError. */
  async function getJson(
    service: 'GitHub' | 'GitLab' | 'Forgejo',
    url: URL,
    ownerUrl: string = api,
  ): Promise<unknown> {
    if (service === 'GitHub' && githubLimit !== null) throw failure(githubLimit);
    if (used >= maxRequests) {
      throw failure(`setup makes at most ${maxRequests} requests and has used them; run it again`);
    }
    used += 1;
    const where = `${url.origin}${url.pathname}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (service === 'GitHub') {
      headers.accept = 'application/vnd.github+json';
      headers['x-github-api-version'] = '2022-11-28';
      if (token) headers.authorization = `Bearer ${token}`;
    }
    // A redirect of GitHub's is an answer, not followed: the token stays where it was sent.
    const http = client(ownerUrl);
    const result = await http
      .get(service, url.href, headers, service === 'GitHub' ? 'manual' : 'follow')
      .finally(() => http.close());
    if (result.kind === 'failure') {
      // A refusal names the address refused and why, never what is there: nothing was asked of it.
      if (result.refused)
        throw failure(`${service} at ${url.origin}: ${outside(result.reason, 240)}`);
      // Every attempt timed out, or the lookup's budget ran out first.
      if (result.failure === 'timeout' || result.failure === 'budget') {
        const limit = durationText(result.failure === 'timeout' ? timeoutMs : lookupMs);
        throw failure(`${service} did not answer within ${limit} (${where})`);
      }
      if (result.failure === 'too-large')
        throw failure(`${service} answered more than 4 MB (${where})`);
      throw failure(`could not reach ${service} at ${url.origin} (${outside(result.reason, 80)})`);
    }
    if (result.status === 404) return null;
    const text = new TextDecoder().decode(result.bytes);
    if (result.status < 200 || result.status > 299) {
      if (service === 'GitHub' && (result.status === 403 || result.status === 429)) {
        githubLimit = rateLimitMessage({
          kind: 'response',
          status: result.status,
          headers: result.headers,
          message: String(jsonRecord(text)?.message ?? ''),
        });
        if (githubLimit !== null) throw failure(githubLimit);
      }
      if (service === 'GitHub' && result.status === 401) {
        throw failure(
          'GitHub refused GITHUB_TOKEN (401 Bad credentials): renew it, or unset it to look up without one',
        );
      }
      // Not JSON: the status says enough.
      const message = outside(jsonRecord(text)?.message ?? '', 160);
      throw failure(
        `${service} answered ${result.status} for ${where}${message ? `: ${message}` : ''}`,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw failure(`${service} answered something that is not JSON (${where})`);
    }
  }

  const github = (path: string) => new URL(`${api}${path}`);

  return {
    get used() {
      return used;
    },

    async user(login) {
      const json = record(await getJson('GitHub', github(`/users/${encodeURIComponent(login)}`)));
      if (json === null) return null;
      // GitHub's own spelling of the login, when it is the one asked for.
      const found = typeof json.login === 'string' ? json.login : '';
      return {
        login: GITHUB_LOGIN.test(found) && sameName(found, login) ? found : login,
        name: optionalText(json.name, 80),
        blog: optionalText(json.blog),
        email: optionalText(json.email),
      };
    },

    async orgs(login) {
      const json = await getJson(
        'GitHub',
        github(`/users/${encodeURIComponent(login)}/orgs?per_page=100`),
      );
      if (!Array.isArray(json)) return [];
      return json.flatMap((entry): GitHubOrg[] => {
        const org = record(entry);
        const name = typeof org?.login === 'string' ? org.login : '';
        return GITHUB_LOGIN.test(name)
          ? [{ login: name, description: optionalText(org?.description, 80) }]
          : [];
      });
    },

    async orgRepos(org) {
      const url = github(`/orgs/${encodeURIComponent(org)}/repos?per_page=100`);
      const json = await getJson('GitHub', url);
      if (json === null) return null;
      const entries: unknown[] = Array.isArray(json) ? json : [];
      const repos = entries
        .flatMap((entry): GitHubRepo[] => {
          const repo = record(entry);
          const name = typeof repo?.name === 'string' ? repo.name : '';
          // A private repository never shows on the page, whoever may see it here.
          if (!repo || !GITHUB_REPO_NAME.test(name) || repo.private === true) return [];
          return [
            {
              name,
              description: optionalText(repo.description, 60),
              fork: repo.fork === true,
              archived: repo.archived === true,
            },
          ];
        })
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
      const owner = entries
        .map((entry) => record(record(entry)?.owner)?.login)
        .find((login) => typeof login === 'string' && GITHUB_LOGIN.test(login));
      return {
        org: typeof owner === 'string' && sameName(owner, org) ? owner : org,
        repos,
        complete: entries.length < 100,
      };
    },

    async gitlabUser(gitlabUrl, login) {
      const url = new URL(`${withoutTrailingSlash(gitlabUrl)}/api/v4/users`);
      url.searchParams.set('username', login);
      // The instance the owner names is the owner's (a self-hosted one may be on a private address).
      const json = await getJson('GitLab', url, gitlabUrl);
      if (!Array.isArray(json)) return null;
      for (const entry of json) {
        const username = record(entry)?.username;
        if (typeof username === 'string' && GITLAB_USERNAME.test(username)) {
          if (sameName(username, login)) return username;
        }
      }
      return null;
    },

    async forgejoUser(forgejoUrl, login) {
      const base = withoutTrailingSlash(forgejoUrl);
      const url = new URL(`${base}/api/v1/users/${encodeURIComponent(login)}`);
      // Codeberg is asked as the owner's own instance would be: it is the one setup offers.
      const json = record(await getJson('Forgejo', url, forgejoUrl));
      const found = typeof json?.login === 'string' ? json.login : '';
      return FORGEJO_USERNAME.test(found) && sameName(found, login) ? found : null;
    },
  };
}
