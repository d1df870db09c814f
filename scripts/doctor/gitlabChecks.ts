/**
 * Check 4 (when config.gitlab.url is set): the instance answers, the user exists, and each GitLab
 * token (the build's or the live page's plain one; in live mode also the page's encrypted
 * token lines, decrypted here as the page does) is accepted and reads public
 * projects only. A token that can read private or internal projects is a ⚠: the page never shows
 * them, but live mode would hand the token to every visitor; in live mode it is a ✖ (a ⚠ once the
 * owner accepted it with the acceptPrivateGitLabToken setting, as the build does). At most 7
 * requests (see runDoctor.ts's MAX_REQUESTS).
 */
import { decryptToken } from '../../src/lib/tokenCipher';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { settingText } from '../../src/config/settingsTable';
import { readAcceptPrivateGitLabToken } from '../pipeline/fetch/liveGitLabToken';
import { fail, ok, warn, type Check, type CheckResult } from './checkResult';
import type { DoctorContext } from './context';
import { field, jsonOf, statusText, type HttpResult } from '../pipeline/net/uncachedHttp';
import { safeText } from '../pipeline/net/safeText';
import { trimEndChar } from '../../src/lib/text';

const URL_FIX = `Check ${SETTING_NAMES.gitlabUrl} (the address of the instance, such as https://gitlab.com) and the network.`;

interface GitLabToken {
  /** The variable it came from: how the line names it. */
  readonly name: string;
  readonly value: string;
}

type Acceptance =
  | { readonly kind: 'accepted'; readonly username: string }
  | { readonly kind: 'rejected' }
  | { readonly kind: 'unchecked'; readonly reason: string };

type Get = (path: string, token: string | null) => Promise<HttpResult>;

/** The tokens to check, each once, and a ✖ for an encrypted one that does not decrypt. */
async function gitlabTokens(
  { settings, env, redacted }: DoctorContext,
  results: CheckResult[],
): Promise<GitLabToken[]> {
  const tokens: GitLabToken[] = [];
  const build = settings.secrets?.gitlabToken ?? null;
  if (build) {
    tokens.push({
      name: settingText(env, 'gitlabToken')
        ? SETTING_NAMES.gitlabToken
        : SETTING_NAMES.gitlabTokenPlain,
      value: build,
    });
  }
  const live = settings.config?.liveTokens?.gitlab ?? null;
  if (live !== null && typeof live !== 'string') {
    try {
      const value = await decryptToken(live);
      redacted.push(value);
      if (value !== build) tokens.push({ name: SETTING_NAMES.gitlabTokenCipher, value });
    } catch {
      results.push(
        fail(
          SETTING_NAMES.gitlabTokenCipher,
          `does not decrypt with ${SETTING_NAMES.gitlabTokenKey} and ${SETTING_NAMES.gitlabTokenIv}: the page would use no token`,
          'Run `npm run --silent encrypt-token -- gitlab <token>` and paste all three printed lines into .env.local.',
        ),
      );
    }
  }
  return tokens;
}

function acceptanceOf(answer: HttpResult & { kind: 'answer' }): Acceptance {
  if (answer.status === 200) {
    return { kind: 'accepted', username: safeText(field(jsonOf(answer), 'username'), 60) };
  }
  if (answer.status === 401) return { kind: 'rejected' };
  return { kind: 'unchecked', reason: statusText(answer) };
}

/** How many projects of this visibility the token can read (the first page's, at most 1), or null. */
async function readable(get: Get, token: string, visibility: string): Promise<number | null> {
  const answer = await get(`/projects?visibility=${visibility}&per_page=1&simple=true`, token);
  if (answer.kind === 'failure' || answer.status !== 200) return null;
  const body = jsonOf(answer);
  return Array.isArray(body) ? body.length : null;
}

async function visibilityResult(
  get: Get,
  token: GitLabToken,
  live: boolean,
  accepted: boolean,
): Promise<CheckResult | null> {
  const [privateCount, internalCount] = await Promise.all([
    readable(get, token.value, 'private'),
    readable(get, token.value, 'internal'),
  ]);
  if (privateCount === null || internalCount === null) {
    return warn(
      token.name,
      'could not check which projects it can read',
      'Run the doctor again; if it stays, check the token in GitLab (User settings → Access tokens).',
    );
  }
  const kinds = [...(privateCount ? ['private'] : []), ...(internalCount ? ['internal'] : [])];
  if (kinds.length === 0) return null;
  const detail = `your GitLab token can read ${kinds.join(' and ')} projects`;
  if (live && accepted) {
    // The build warns too (scripts/pipeline/fetch/liveGitLabToken.ts): the owner chose it.
    return warn(
      token.name,
      `${detail}, and live mode hands it to every visitor of the page (accepted with ${SETTING_NAMES.acceptPrivateGitLabToken}=true)`,
      'Use a token of a user with only public projects to expose nothing.',
    );
  }
  return live
    ? fail(
        token.name,
        `${detail}, and live mode hands it to every visitor of the page`,
        `Use a token of a user with only public projects, switch to ${SETTING_NAMES.dataMode}=snapshot, or set ${SETTING_NAMES.acceptPrivateGitLabToken}=true to accept this (the build stops on it otherwise).`,
      )
    : warn(
        token.name,
        `${detail}: the page never shows them, but live mode would hand the token to every visitor`,
        'Use a token of a user with only public projects, or keep snapshot mode.',
      );
}

export const gitlabChecks: Check = async (context) => {
  const { config, secrets } = context.settings;
  const { url, username } = config?.gitlab ?? { url: null, username: null };
  // The demo fetches nothing; a setting that does not parse is the settings check's ✖.
  if (!config || config.demo || !secrets || !url || !username) return [];
  const api = `${trimEndChar(url, '/')}/api/v4`;
  const get: Get = (path, token) =>
    context.http.get('GitLab', `${api}${path}`, {
      accept: 'application/json',
      'user-agent': 'portfolio-doctor',
      ...(token ? { 'private-token': token } : {}),
    });
  const shownUrl = safeText(url, 200);
  const unreachable = (reason: string) =>
    fail(`GitLab ${shownUrl}`, `did not answer (${reason})`, URL_FIX);

  const results: CheckResult[] = [];
  const tokens = await gitlabTokens(context, results);
  const acceptances: Acceptance[] = [];
  for (const token of tokens) {
    const answer = await get('/user', token.value);
    if (answer.kind === 'failure') return [...results, unreachable(answer.reason)];
    acceptances.push(acceptanceOf(answer));
  }
  const accepted = tokens.find((_, index) => acceptances[index]?.kind === 'accepted') ?? null;

  const users = await get(
    `/users?username=${encodeURIComponent(username)}`,
    accepted?.value ?? null,
  );
  if (users.kind === 'failure') return [...results, unreachable(users.reason)];
  const body = jsonOf(users);
  const userItem = `GitLab user ${username}`;
  if (users.status !== 200 || !Array.isArray(body)) {
    return [
      ...results,
      fail(
        `GitLab ${shownUrl}`,
        users.status === 200
          ? 'does not answer like a GitLab API'
          : `does not answer like a GitLab API (${statusText(users)})`,
        URL_FIX,
      ),
    ];
  }
  const [user] = body as unknown[];
  if (user === undefined) {
    results.push(
      fail(
        userItem,
        `unknown GitLab user at ${shownUrl}`,
        `Check the spelling of ${SETTING_NAMES.gitlabUsername} in .env: your username as in your profile address.`,
      ),
    );
  } else {
    const name = safeText(field(user, 'name'));
    results.push(ok(userItem, `${name ? `${name} at ` : ''}${shownUrl}`));
  }

  if (tokens.length === 0) {
    results.push(
      ok(SETTING_NAMES.gitlabToken, 'none: public projects only (groups are not shown)'),
    );
  }
  const live = config.dataMode === 'live';
  // Read as the build reads it; a malformed value accepts nothing (the build stops on it).
  let acceptedByOwner = false;
  try {
    acceptedByOwner = readAcceptPrivateGitLabToken(context.env);
  } catch {
    acceptedByOwner = false;
  }
  for (const [index, token] of tokens.entries()) {
    const acceptance = acceptances[index];
    if (acceptance?.kind === 'rejected') {
      results.push(
        fail(
          token.name,
          'GitLab rejected it (401: revoked or expired)',
          'Create a new personal access token with the read_api scope and replace it in .env.local, ' +
            'or in the repository secret PORTFOLIO_GITLAB_TOKEN.',
        ),
      );
      continue;
    }
    if (acceptance?.kind !== 'accepted') {
      results.push(
        warn(
          token.name,
          `could not be checked (${acceptance?.reason ?? 'no answer'})`,
          'Run the doctor again later.',
        ),
      );
      continue;
    }
    const visibility = await visibilityResult(get, token, live, acceptedByOwner);
    results.push(
      acceptance.username.toLowerCase() === username.toLowerCase()
        ? ok(
            token.name,
            `accepted (${acceptance.username})${visibility ? '' : '; it reads public projects only'}`,
          )
        : warn(
            token.name,
            `belongs to ${acceptance.username || 'another user'}, not ${username}: the page would list that user's groups`,
            `Use a token of ${username}'s own account.`,
          ),
    );
    if (visibility) results.push(visibility);
  }
  return results;
};
