/**
 * Whether a token may read the owner's data through GitHub's authenticated-user endpoints (GET /user,
 * /user/repos, /user/orgs, /user/social_accounts). A personal token may, and sees more there (private
 * organization memberships). An installation token cannot act as a user (GitHub Actions' own
 * GITHUB_TOKEN, which the Pages workflow falls back on): GitHub answers 403 "Resource not accessible
 * by integration" on /user and every /user/… endpoint. Such a token still raises the rate limit (1,000
 * requests an hour instead of 60), so the public /users/{username}/… endpoints are called with it.
 *
 * No token format is trusted to tell the two apart: the first call that needs /user asks, and its own
 * request is the check (a personal token costs nothing extra; an installation token one 403). The
 * other calls wait for that answer, so none of the parts, which run concurrently, reaches /user/repos
 * while the check is open.
 */
import { trimEndChar } from '../../lib/text';

export type UserEndpointsVerdict =
  /** The token acts as a user: /user/… */
  | 'user'
  /** The token cannot: /users/{username}/… with the token. */
  | 'public';

export interface UserEndpoints {
  /** Reads through `viaUser` while the token may act as a user, else through `viaPublic`. */
  read<T>(viaUser: () => Promise<T>, viaPublic: () => Promise<T>): Promise<T>;
  /** Null until an answer of a /user endpoint decided. */
  verdict(): UserEndpointsVerdict | null;
}

/**
 * GitHub's answer to an installation token on a /user endpoint, as Octokit reports it (a RequestError:
 * status 403, the body's message in response.data). Duck-typed: errors may come from another realm.
 */
function isNotAccessibleByIntegration(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, response, message } = error as {
    status?: unknown;
    response?: { data?: unknown };
    message?: unknown;
  };
  if (status !== 403) return false;
  const data = response?.data;
  const bodyMessage =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  const text = typeof bodyMessage === 'string' ? bodyMessage : String(message ?? '');
  return /resource not accessible by integration/i.test(text);
}

function createUserEndpoints(): UserEndpoints {
  let verdict: UserEndpointsVerdict | null = null;
  /** Settles (never rejects) when the open check's /user request has its answer. */
  let check: Promise<void> | null = null;

  /** Asks through /user; the answer decides, unless it is a failure that says nothing of the token. */
  function ask<T>(viaUser: () => Promise<T>, viaPublic: () => Promise<T>): Promise<T> {
    const asked = viaUser();
    const decided = asked.then(
      () => {
        verdict = 'user';
      },
      (error: unknown) => {
        if (isNotAccessibleByIntegration(error)) verdict = 'public';
      },
    );
    if (!check) {
      const open = decided.finally(() => {
        if (check === open) check = null;
      });
      check = open;
    }
    return asked.catch((error: unknown) => {
      if (!isNotAccessibleByIntegration(error)) throw error;
      return viaPublic();
    });
  }

  return {
    verdict: () => verdict,
    async read(viaUser, viaPublic) {
      // Set synchronously by the first call, so a call that starts in the same tick waits too.
      if (check && verdict === null) await check;
      if (verdict === 'public') return viaPublic();
      if (verdict === 'user') return viaUser();
      // Undecided (no check yet, or it failed for another reason: a 502, a timeout): ask. After an
      // undecided check every waiting call asks at once rather than one after the other, each falling
      // back on its own if GitHub refuses it.
      return ask(viaUser, viaPublic);
    },
  };
}

const shared = new Map<string, UserEndpoints>();

/**
 * The check for this token at this server, shared by every GitHub service of the process: the data
 * layer makes one service per part, and whether a token is an installation's never changes.
 */
export function userEndpointsFor(baseUrl: string, token: string): UserEndpoints {
  const key = `${trimEndChar(baseUrl, '/')}\n${token}`;
  let endpoints = shared.get(key);
  if (!endpoints) {
    endpoints = createUserEndpoints();
    shared.set(key, endpoints);
  }
  return endpoints;
}
