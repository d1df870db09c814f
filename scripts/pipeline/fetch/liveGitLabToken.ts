/**
 * Live mode hands the page's GitLab token (config.liveTokens.gitlab: the plain one, or the three
 * encrypted lines the page decrypts) to every visitor. A GitLab personal token
 * reaches every project and group its user can see, so before the build publishes one it asks GitLab,
 * with that very token, how many private or internal projects its user is a member of
 * (GET /projects?membership=true&visibility=private, and internal) and how many private or internal
 * groups it belongs to (GET /groups?min_access_level=10, by each group's `visibility`: older GitLab
 * versions have no visibility filter on groups). Any of them and the build stops, unless the owner
 * accepted it (the acceptPrivateGitLabToken setting, true): then it only warns. That setting is the
 * build's own: the table says only the build reads it, so clientEnv (settings/env.ts) never hands it
 * to the page.
 *
 * A GitLab that cannot be reached, or that refuses the token, does not stop the build: the check says
 * in one line that it could not check (the doctor says more, and the page's own GitLab calls would fail
 * with such a token anyway).
 */
import { AccessLevel, Groups, Projects } from '@gitbeaker/rest';
import type { PortfolioConfig } from '../../../src/config';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { readSetting } from '../../../src/config/settingsTable';
import { countText } from '../../../src/lib/logText';
import { decryptToken } from '../../../src/lib/tokenCipher';
import { ApiError, describeFailure } from '../../../src/services/apiError';
import { createGitLabRequester } from '../../../src/services/gitlab/gitlabRequester';
import { createBudget } from '../../../src/services/transport/budget';
import { createTransport } from '../../../src/services/transport/createTransport';
import type { Fetch } from '../../../src/services/transport/policyFetch';
import { orStop } from '../settings/env';
import { Stopped } from '../../lib/cli/stopped';
import type { BuildLog } from '../pipeline';

/** The owner's acknowledgement: the build warns instead of stopping. */
const ACCEPT_SETTING = SETTING_NAMES.acceptPrivateGitLabToken;

/** Items per page, and pages followed per list: counts stop at 1,000 of each list. */
const PER_PAGE = 100;
const MAX_PAGES = 10;
const LIST_BOUND = PER_PAGE * MAX_PAGES;

/** The whole check's time, retries included; a GitLab that takes longer is "could not check". */
const CHECK_BUDGET_MS = 60_000;

/** The owner's acknowledgement, read with the table's schema (empty: false); a bad value throws its ConfigError. */
export function readAcceptPrivateGitLabToken(env: NodeJS.ProcessEnv = process.env): boolean {
  return readSetting(env, 'acceptPrivateGitLabToken');
}

/** What the token's user can read beyond public data, as GitLab lists it. */
export interface NonPublicReach {
  readonly privateProjects: number;
  readonly internalProjects: number;
  readonly privateGroups: number;
  readonly internalGroups: number;
  /** A list reached the bound (1,000 items): its count is a lower bound. */
  readonly capped: boolean;
}

export interface GitLabAccess {
  /** The instance, e.g. https://gitlab.example.org (the client adds /api/v4). */
  readonly url: string;
  readonly token: string;
  /** Every request goes through it: the transport policy (retries, timeouts). */
  readonly fetch: Fetch;
}

/** Asks GitLab with the token; rejects with an ApiError when GitLab cannot be asked. */
export async function countNonPublic({ url, token, fetch }: GitLabAccess): Promise<NonPublicReach> {
  const options = {
    host: url,
    token,
    requesterFn: createGitLabRequester(fetch),
    // The transport times each attempt (see gitlabApi.ts).
    queryTimeout: null,
  };
  const projects = new Projects(options);
  const groups = new Groups(options);
  const pages = { perPage: PER_PAGE, maxPages: MAX_PAGES } as const;
  const call = <T>(what: string, request: () => Promise<T>) =>
    describeFailure({ api: 'GitLab', baseUrl: url, what }, request);
  const memberProjects = (visibility: 'private' | 'internal') =>
    call(
      `the ${visibility} projects of the live token's user`,
      async (): Promise<readonly unknown[]> =>
        projects.all({ membership: true, visibility, simple: true, ...pages }),
    );
  const [privateProjects, internalProjects, memberGroups] = await Promise.all([
    memberProjects('private'),
    memberProjects('internal'),
    call(
      "the groups of the live token's user",
      async (): Promise<readonly { readonly visibility?: unknown }[]> =>
        groups.all({ minAccessLevel: AccessLevel.GUEST, ...pages }),
    ),
  ]);
  const groupsOf = (visibility: string) =>
    memberGroups.filter((group) => group.visibility === visibility).length;
  return {
    privateProjects: privateProjects.length,
    internalProjects: internalProjects.length,
    privateGroups: groupsOf('private'),
    internalGroups: groupsOf('internal'),
    capped: [privateProjects, internalProjects, memberGroups].some(
      (list) => list.length >= LIST_BOUND,
    ),
  };
}

/** "3 private projects and 1 internal group"; null when there is none. */
export function reachText(reach: NonPublicReach): string | null {
  const counts: [number, string][] = [
    [reach.privateProjects, 'private project'],
    [reach.internalProjects, 'internal project'],
    [reach.privateGroups, 'private group'],
    [reach.internalGroups, 'internal group'],
  ];
  const parts = counts
    .filter(([count]) => count > 0)
    .map(([count, what]) =>
      reach.capped && count >= LIST_BOUND
        ? `at least ${countText(count, what)}`
        : countText(count, what),
    );
  if (parts.length === 0) return null;
  const last = parts.pop() ?? '';
  return parts.length ? `${parts.join(', ')} and ${last}` : last;
}

/** Why GitLab could not be asked, in a few words: the line says no more. */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.kind) {
    case 'unauthorized':
      return 'GitLab rejected the token (HTTP 401)';
    case 'unreachable':
      return 'GitLab could not be reached';
    case 'timeout':
      return 'GitLab did not answer in time';
    default:
      return error.status === null ? error.message : `GitLab answered HTTP ${error.status}`;
  }
}

export type LiveTokenCheck =
  /** Not live mode, no GitLab, or no live GitLab token: nothing to check. */
  | { readonly kind: 'none' }
  | { readonly kind: 'public-only'; readonly line: string }
  /** The build stops with this message. */
  | { readonly kind: 'refused'; readonly line: string }
  /** The owner accepted it: a warning. */
  | { readonly kind: 'accepted'; readonly line: string }
  | { readonly kind: 'unchecked'; readonly line: string };

export interface LiveTokenCheckOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** The GitLab lane's fetch; by default the build's transport rules, without the HTTP cache. */
  readonly fetch?: Fetch;
}

/** The live GitLab token as the page will have it, and the variable it comes from. */
async function liveGitLabToken(
  config: PortfolioConfig,
): Promise<{ readonly name: string; readonly value: string | null }> {
  const token = config.liveTokens?.gitlab ?? null;
  if (token === null || typeof token === 'string') {
    return { name: SETTING_NAMES.gitlabTokenPlain, value: token };
  }
  try {
    return { name: SETTING_NAMES.gitlabTokenCipher, value: await decryptToken(token) };
  } catch {
    throw new Error(
      `${SETTING_NAMES.gitlabTokenCipher} does not decrypt with ${SETTING_NAMES.gitlabTokenKey} and ` +
        `${SETTING_NAMES.gitlabTokenIv}, so the page would call GitLab without a token`,
    );
  }
}

export async function checkLiveGitLabToken(
  config: PortfolioConfig,
  { env = process.env, fetch }: LiveTokenCheckOptions = {},
): Promise<LiveTokenCheck> {
  const accepted = readAcceptPrivateGitLabToken(env);
  const url = config.gitlab.url;
  if (config.demo || config.dataMode !== 'live' || !url || !config.liveTokens?.gitlab) {
    return { kind: 'none' };
  }
  const unchecked = (reason: string): LiveTokenCheck => ({
    kind: 'unchecked',
    line: `Could not check what the live GitLab token can read: ${reason}. The build goes on.`,
  });
  let token: { readonly name: string; readonly value: string | null };
  try {
    token = await liveGitLabToken(config);
  } catch (error) {
    return unchecked((error as Error).message);
  }
  if (!token.value) return { kind: 'none' };

  const budget = createBudget(CHECK_BUDGET_MS);
  let reach: NonPublicReach;
  try {
    reach = await countNonPublic({
      url,
      token: token.value,
      fetch: fetch ?? createTransport({ runtime: 'build', budget }).GitLab,
    });
  } catch (error) {
    return unchecked(reasonOf(error));
  } finally {
    budget.close();
  }
  const text = reachText(reach);
  if (text === null) {
    return {
      kind: 'public-only',
      line: `Live GitLab token (${token.name}): its user is a member of no private or internal project or group.`,
    };
  }
  const what = `The live GitLab token (${token.name}) can read ${text}`;
  return accepted
    ? {
        kind: 'accepted',
        line:
          `Warning: ${what}, and every visitor gets this token; accepted with ` +
          `${ACCEPT_SETTING}=true. A token of an account that sees only public data would expose nothing.`,
      }
    : {
        kind: 'refused',
        line:
          `${what}; every visitor gets this token. Use a token of an account that sees only public ` +
          'data, leave the live GitLab token out (the page then lists your public projects without ' +
          `one, but no groups), or set ${ACCEPT_SETTING}=true to accept this.`,
      };
}

/** The Fetch step's first act in live mode: stops the build on a GitLab token that reads non-public data. */
export async function checkLiveGitLabTokenOrStop(
  config: PortfolioConfig,
  { env, log }: { readonly env: NodeJS.ProcessEnv; readonly log: BuildLog },
): Promise<void> {
  // A malformed acknowledgement stops the build with its message, like any other setting.
  orStop(() => readAcceptPrivateGitLabToken(env));
  const check = await checkLiveGitLabToken(config, { env });
  switch (check.kind) {
    case 'none':
      return;
    case 'public-only':
      log.info(check.line);
      return;
    case 'accepted':
    case 'unchecked':
      log.warn(check.line);
      return;
    case 'refused':
      throw new Stopped(check.line);
  }
}
