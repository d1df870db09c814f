/**
 * Checks 2 and 3: the GitHub user exists, and what the build's GitHub token is and sees: its kind (none, a
 * personal token, an installation's such as the workflow's github.token), whether GitHub accepts it,
 * the allow-listed organization and repositories it can see, the private organization memberships a
 * personal token would show, and the rate limit left. At most 13 requests (see runDoctor.ts's MAX_REQUESTS).
 *
 * The token goes first, so the other requests carry it only when GitHub accepted it (a rejected token
 * would turn every answer into a 401). Nothing of the token is ever printed, only its kind.
 */
import { countText } from '../../src/lib/logText';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { GITHUB_REQUESTS_PER_HOUR } from '../../src/services/github/tokenKind';
import type { RateLimitLeft } from '../../src/services/transport/transportEvents';
import { fail, ok, warn, type Check, type CheckResult } from './checkResult';
import { field, jsonOf, statusText, type HttpResult } from '../pipeline/net/uncachedHttp';
import { safeText } from '../pipeline/net/safeText';
import { numberText, safeCount } from './safeText';

/** Allow-listed repositories checked one by one (a part of runDoctor.ts's MAX_REQUESTS). */
export const MAX_ALLOWED_REPOS = 8;

const RATE_FIX = 'Wait for the reset, or build with a personal token (5,000 requests an hour).';

/** Below this share of the hourly limit a build may run out: ⚠. */
const LOW_RATE_LIMIT = 0.2;

const TOKEN = SETTING_NAMES.githubToken;
const NEW_TOKEN =
  'Create a new token (fine-grained, read-only, repository access "Public repositories") and ' +
  `replace ${SETTING_NAMES.githubToken} in .env.local, or the repository secret PORTFOLIO_GITHUB_TOKEN ` +
  '(Settings → Secrets and variables → Actions).';
const API_FIX = `Check ${SETTING_NAMES.githubApiUrl} (leave it empty for github.com) and the network, then run the doctor again.`;

type TokenState =
  | { readonly kind: 'none' }
  | { readonly kind: 'user'; readonly login: string }
  | { readonly kind: 'installation' }
  | { readonly kind: 'rejected' }
  | { readonly kind: 'unchecked'; readonly reason: string };

/** The token's kind by GitHub's documented prefixes, for the line (GitHub's answer decides the rest). */
function tokenName(token: string): string {
  if (token.startsWith('ghp_')) return 'classic personal token';
  if (token.startsWith('github_pat_')) return 'fine-grained personal token';
  if (token.startsWith('gho_')) return 'OAuth token';
  if (token.startsWith('ghu_')) return 'GitHub App user token';
  return 'token';
}

function githubHeaders(token: string | null): Record<string, string> {
  return {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'portfolio-doctor',
    ...(token ? { authorization: `token ${token}` } : {}),
  };
}

function tokenStateOf(answer: Exclude<HttpResult, { kind: 'failure' }>): TokenState {
  if (answer.status === 200) {
    return { kind: 'user', login: safeText(field(jsonOf(answer), 'login'), 40) };
  }
  if (answer.status === 401) return { kind: 'rejected' };
  if (
    answer.status === 403 &&
    /resource not accessible by integration/i.test(String(field(jsonOf(answer), 'message')))
  ) {
    return { kind: 'installation' };
  }
  return { kind: 'unchecked', reason: statusText(answer) };
}

function tokenResult(state: TokenState, token: string | null, username: string): CheckResult {
  const per = (n: number) => `${numberText(n)} requests an hour`;
  switch (state.kind) {
    case 'none':
      return warn(
        TOKEN,
        `none: public endpoints, ${per(GITHUB_REQUESTS_PER_HOUR.anonymous)} (enough for a few repositories only)`,
        `Add a fine-grained, read-only token ("Public repositories") as ${SETTING_NAMES.githubToken} in .env.local. ` +
          'The Pages workflow uses PORTFOLIO_GITHUB_TOKEN, else its own token, without this line.',
      );
    case 'installation':
      return ok(
        TOKEN,
        `installation token (such as the workflow's github.token): public endpoints, ` +
          `${per(GITHUB_REQUESTS_PER_HOUR.installation)}; private organization memberships are not shown`,
      );
    case 'rejected':
      return fail(TOKEN, 'GitHub rejected it (401: revoked or expired)', NEW_TOKEN);
    case 'unchecked':
      return warn(
        TOKEN,
        `could not be checked (${state.reason})`,
        'Run the doctor again later; if it stays, create a new token.',
      );
    case 'user': {
      const name = tokenName(token ?? '');
      if (state.login.toLowerCase() !== username.toLowerCase()) {
        // A bot's token, as live mode should use: the owner's public data through /users/<owner>/….
        return ok(
          TOKEN,
          `${name} of ${state.login || 'another account'}, not of ${username}, accepted: ` +
            `${username}'s public data through /users/${username}/…, ${per(GITHUB_REQUESTS_PER_HOUR.personal)} of its own`,
        );
      }
      return ok(
        TOKEN,
        `${name} of ${state.login}, accepted: the /user endpoints, ${per(GITHUB_REQUESTS_PER_HOUR.personal)}`,
      );
    }
  }
}

function userResult(answer: HttpResult & { kind: 'answer' }, username: string): CheckResult {
  const item = `GitHub user ${username}`;
  if (answer.status === 404) {
    return fail(
      item,
      'unknown GitHub user',
      `Check the spelling of ${SETTING_NAMES.githubUsername} in .env: your login as in https://github.com/<login>.`,
    );
  }
  if (answer.status !== 200) {
    return fail(item, `could not be checked (${statusText(answer)})`, API_FIX);
  }
  const body = jsonOf(answer);
  const name = safeText(field(body, 'name'));
  const repos = safeCount(field(body, 'public_repos'));
  const detail = [
    ...(name ? [name] : []),
    ...(repos !== null ? [countText(repos, 'public repository', 'public repositories')] : []),
  ].join(', ');
  if (field(body, 'type') === 'Organization') {
    return warn(
      item,
      `is an organization, not a user${detail ? ` (${detail})` : ''}`,
      `Set ${SETTING_NAMES.githubUsername} to your own login; show an organization with ${SETTING_NAMES.allowedOrg}.`,
    );
  }
  return ok(item, detail || 'exists');
}

/** "without a token", "with the workflow's token", "with this token". */
function withToken(state: TokenState): string {
  switch (state.kind) {
    case 'user':
    case 'unchecked':
      return 'with this token';
    case 'installation':
      return "with the workflow's token";
    default:
      return 'without a token';
  }
}

type Get = (path: string) => Promise<HttpResult>;

async function allowListResults(
  get: Get,
  org: string,
  repos: readonly string[],
  state: TokenState,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const orgItem = `Organization ${org}`;
  const orgAnswer = await get(`/orgs/${encodeURIComponent(org)}`);
  if (orgAnswer.kind === 'failure') {
    return [warn(orgItem, `could not be checked (${orgAnswer.reason})`, API_FIX)];
  }
  if (orgAnswer.status === 404) {
    return [
      fail(
        orgItem,
        `not visible ${withToken(state)}, or it does not exist`,
        `Check ${SETTING_NAMES.allowedOrg}: the login as in https://github.com/<organization>.`,
      ),
    ];
  }
  if (orgAnswer.status !== 200) {
    return [warn(orgItem, `could not be checked (${statusText(orgAnswer)})`, API_FIX)];
  }
  results.push(ok(orgItem, `visible ${withToken(state)} (${SETTING_NAMES.allowedOrg})`));
  const answers = await Promise.all(
    repos
      .slice(0, MAX_ALLOWED_REPOS)
      .map(
        async (repo) =>
          [
            repo,
            await get(`/repos/${encodeURIComponent(org)}/${encodeURIComponent(repo)}`),
          ] as const,
      ),
  );
  for (const [repo, answer] of answers) {
    const item = `Repository ${org}/${repo}`;
    if (answer.kind === 'failure') {
      results.push(warn(item, `could not be checked (${answer.reason})`, API_FIX));
    } else if (answer.status === 404) {
      results.push(
        fail(
          item,
          `not visible ${withToken(state)}, or it does not exist`,
          `Check the name in ${SETTING_NAMES.allowedRepos}; a private repository needs a ` +
            `${SETTING_NAMES.githubToken} that can read it (the workflow's own token cannot).`,
        ),
      );
    } else if (answer.status !== 200) {
      results.push(warn(item, `could not be checked (${statusText(answer)})`, API_FIX));
    } else {
      const isPrivate = field(jsonOf(answer), 'private') === true;
      results.push(ok(item, `visible (${isPrivate ? 'private' : 'public'})`));
    }
  }
  if (repos.length > MAX_ALLOWED_REPOS) {
    results.push(
      ok(
        SETTING_NAMES.allowedRepos,
        `${countText(repos.length - MAX_ALLOWED_REPOS, 'more repository', 'more repositories')} not checked ` +
          `(the doctor checks the first ${MAX_ALLOWED_REPOS})`,
      ),
    );
  }
  return results;
}

/** The organizations' logins of a list answer, or null when it is not one. */
function orgLogins(answer: HttpResult): string[] | null {
  if (answer.kind === 'failure' || answer.status !== 200) return null;
  const body = jsonOf(answer);
  if (!Array.isArray(body)) return null;
  return body
    .map((org) => field(org, 'login'))
    .filter((login): login is string => typeof login === 'string')
    .map((login) => login.toLowerCase());
}

async function membershipResult(
  get: Get,
  username: string,
  state: TokenState,
): Promise<CheckResult> {
  const item = 'Organizations';
  const publicPath = `/users/${encodeURIComponent(username)}/orgs?per_page=100`;
  // /user/orgs lists the token's own account's: only the owner's token says the owner's.
  if (state.kind === 'user' && state.login.toLowerCase() === username.toLowerCase()) {
    const [all, visible] = (
      await Promise.all([get('/user/orgs?per_page=100'), get(publicPath)])
    ).map(orgLogins);
    if (!all || !visible) return warn(item, 'memberships could not be listed', API_FIX);
    const hidden = all.filter((login) => !visible.includes(login)).length;
    return ok(
      item,
      `${countText(all.length, 'membership')}` +
        (hidden
          ? `; ${hidden} of them private, shown because this token can see ${hidden === 1 ? 'it' : 'them'}`
          : ', all public'),
    );
  }
  const visible = orgLogins(await get(publicPath));
  if (!visible) return warn(item, 'memberships could not be listed', API_FIX);
  return ok(
    item,
    `${countText(visible.length, 'public membership')}; private memberships show only with a personal token`,
  );
}

function rateLimitResult({ remaining, limit, resetAt }: RateLimitLeft): CheckResult {
  const item = 'GitHub rate limit';
  const detail = `${numberText(remaining)} of ${numberText(limit)} requests left until ${resetAt.slice(11, 16)} UTC`;
  if (remaining < limit * LOW_RATE_LIMIT) {
    return warn(item, `${detail}: a build may run out`, RATE_FIX);
  }
  return ok(item, detail);
}

export const githubChecks: Check = async ({ settings, http }) => {
  const { config, secrets } = settings;
  // The demo fetches nothing; a setting that does not parse is the settings check's ✖.
  const username = config?.github.username;
  if (!config || !secrets || !username) return [];
  const api = config.github.apiUrl;
  const token = secrets.githubToken;
  const getWith =
    (token: string | null): Get =>
    (path) =>
      http.get('GitHub', `${api}${path}`, githubHeaders(token));
  const unreachable = (reason: string) => [
    // The transport sends nothing more once GitHub said the rate limit is used up.
    /rate limit/i.test(reason)
      ? fail('GitHub rate limit', `used up (${reason})`, RATE_FIX)
      : fail('GitHub API', `${safeText(api, 200)} did not answer (${reason})`, API_FIX),
  ];

  let state: TokenState = { kind: 'none' };
  if (token) {
    const answer = await getWith(token)('/user');
    if (answer.kind === 'failure') return unreachable(answer.reason);
    state = tokenStateOf(answer);
  }
  const get = getWith(state.kind === 'none' || state.kind === 'rejected' ? null : token);
  const user = await get(`/users/${encodeURIComponent(username)}`);
  if (user.kind === 'failure') {
    return [...unreachable(user.reason), ...(token ? [tokenResult(state, token, username)] : [])];
  }
  const results = [userResult(user, username), tokenResult(state, token, username)];
  // Without the user, or with a rejected token (the build stops on it), nothing more is worth asking.
  if (user.status !== 200 || state.kind === 'rejected') return results;
  const { allowedOrg, allowedRepos } = config.github;
  if (allowedOrg) results.push(...(await allowListResults(get, allowedOrg, allowedRepos, state)));
  results.push(await membershipResult(get, username, state));
  const rateLimit = http.stats().rateLimit;
  if (rateLimit) results.push(rateLimitResult(rateLimit));
  return results;
};
