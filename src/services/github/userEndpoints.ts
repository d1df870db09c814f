/**
 * Whether a token may read the owner's data through GitHub's authenticated-user endpoints (GET /user,
 * /user/repos, /user/orgs, /user/social_accounts). The owner's own personal token may, and sees more
 * there (private organization memberships). Two kinds of token may not:
 * - an installation token cannot act as a user (GitHub Actions' own token, which the Pages
 *   workflow falls back on): GitHub answers 403 "Resource not accessible by integration" on /user and
 *   every /user/… endpoint;
 * - a token of another account (a bot account, the safe choice for live mode: its rate limit is its
 *   own, and it sees nothing private of the owner's) acts as that account: /user/repos would list the
 *   bot's repositories.
 * Either still raises the rate limit, so the public /users/{username}/… endpoints are called with it.
 *
 * No token format is trusted to tell them apart: the first call asks GET /user, whose answer decides
 * (a 403 from integration, or a login that is not the owner's, means the public endpoints). The
 * profile is that very answer, so the owner's token costs nothing extra and an installation token one
 * 403. The other calls wait for it, so none of the parts, which run concurrently, reaches /user/repos
 * while the check is open.
 */
import { trimEndChar } from '../../lib/text';

export type UserEndpointsVerdict =
  /** The token acts as the owner: /user/… */
  | 'user'
  /** The token cannot, or acts as someone else: /users/{username}/… with the token. */
  | 'public';

/** What the check reads of GET /user's answer. */
export interface AuthenticatedUser {
  readonly login: string;
}

export interface UserEndpoints {
  /**
   * The owner's profile: GET /user's answer when the token acts as the owner, else `viaPublic`. A
   * failure of GET /user that says nothing of the token (a 502) is the profile's failure.
   */
  profile<T extends AuthenticatedUser>(
    viaUser: () => Promise<T>,
    viaPublic: () => Promise<T>,
  ): Promise<T>;
  /** Reads through `viaUser` while the token acts as the owner, else through `viaPublic`. */
  read<T>(viaUser: () => Promise<T>, viaPublic: () => Promise<T>): Promise<T>;
  /** Null until GET /user decided. */
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

function createUserEndpoints(
  username: string,
  me: () => Promise<AuthenticatedUser>,
): UserEndpoints {
  let verdict: UserEndpointsVerdict | null = null;
  /** The open check: GET /user's answer (or failure) while it is asked. */
  let check: Promise<AuthenticatedUser> | null = null;

  /** Asks GET /user unless a check is open; its answer decides, unless it says nothing of the token. */
  function identify(): Promise<AuthenticatedUser> {
    if (check) return check;
    const asked = me().then(
      (user) => {
        verdict = user.login.toLowerCase() === username.toLowerCase() ? 'user' : 'public';
        return user;
      },
      (error: unknown) => {
        if (isNotAccessibleByIntegration(error)) verdict = 'public';
        throw error;
      },
    );
    const open = asked.finally(() => {
      if (check === open) check = null;
    });
    // Set synchronously by the first call, so a call that starts in the same tick waits too.
    check = open;
    open.catch(() => undefined);
    return open;
  }

  return {
    verdict: () => verdict,
    async profile<T extends AuthenticatedUser>(
      viaUser: () => Promise<T>,
      viaPublic: () => Promise<T>,
    ): Promise<T> {
      // Decided by an earlier check that is over: asked anew (a profile is read once per fetch).
      if (!check && verdict === 'public') return viaPublic();
      if (!check && verdict === 'user') return viaUser();
      try {
        // The check's answer is GET /user's: the profile itself when the token is the owner's.
        const user = (await identify()) as T;
        return verdict === 'user' ? user : viaPublic();
      } catch (error) {
        if (verdict === 'public') return viaPublic();
        throw error;
      }
    },
    async read(viaUser, viaPublic) {
      if (verdict === null) await identify().catch(() => undefined);
      if (verdict === 'public') return viaPublic();
      if (verdict === 'user') return viaUser();
      // Undecided (the check failed for another reason: a 502, a timeout): each waiting call asks
      // for itself at once, falling back on its own if GitHub refuses it as an integration.
      return viaUser().catch((error: unknown) => {
        if (!isNotAccessibleByIntegration(error)) throw error;
        verdict = 'public';
        return viaPublic();
      });
    },
  };
}

const shared = new Map<string, UserEndpoints>();

/**
 * The check for this token at this server and owner, shared by every GitHub service of the process:
 * the data layer makes one service per part, and whose token it is never changes. `me` asks GET /user;
 * the first service's is used.
 */
export function userEndpointsFor(
  baseUrl: string,
  token: string,
  username: string,
  me: () => Promise<AuthenticatedUser>,
): UserEndpoints {
  const key = `${trimEndChar(baseUrl, '/')}\n${username.toLowerCase()}\n${token}`;
  let endpoints = shared.get(key);
  if (!endpoints) {
    endpoints = createUserEndpoints(username, me);
    shared.set(key, endpoints);
  }
  return endpoints;
}
