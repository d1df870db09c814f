/**
 * @jest-environment node
 *
 * The fault matrix: the build's real fetch (services, transport policy, HTTP cache on disk) against the
 * local mock API with faults injected, each case checking what the page data becomes and what the
 * transport did: the attempts the mock received and what it answered, the retries with their waits,
 * and how each request failed (a timeout is not a budget cut). No case measures the elapsed time, which
 * only says how busy the machine was. The policy's waits are shrunk (timeout 300 ms, backoff in
 * milliseconds) so the suite stays fast; the rules themselves are unchanged, and policy.test.ts pins
 * the real numbers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../../src/config/parseConfig';
import type { Repository } from '../../../src/domain/model';
import { MAX_CONCURRENT_REQUESTS } from '../../../src/data/parts/fetchContext';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { TransportTuning } from '../../../src/services/transport/createTransport';
import type { TransportStats } from '../../../src/services/transport/transportEvents';
import { GITHUB_TOKEN, GITLAB_TOKEN, mockOwnerSettings } from '../../../e2e/support/e2eSettings';
import {
  DIFFERENCE_ENGINE,
  EXPECTED_ACTIVITY,
  EXPECTED_CONTRIBUTIONS,
  GITHUB_LOGIN,
  HIDDEN_OWN,
} from '../../../mock/worlds/scenario';
import { closedPort } from '../../../test/support/closedPort';
import { activityCalendar, windowEndingOn } from '../../../src/features/activity/rules/activity';
import {
  rateLimited,
  searchRateLimited,
  startMockApi,
  TOKEN_EXPIRATION,
  type MockApi,
} from '../../../mock/mockApi';
import { createAnswerStore } from '../net/answerStore';
import { createHttpCache } from '../net/httpCache';
import { BuildFetchError, fetchForBuild } from './fetchForBuild';
import { withReposTurnedPrivate } from '../../../mock/worlds/turnedPrivate';
import { BUILD_TEST_TUNING } from '../../../test/support/buildTestTuning';

const TUNING = BUILD_TEST_TUNING;
/** For the endpoints that never finish an answer: every attempt ends by its timeout. */
const SHORT_TIMEOUT: TransportTuning = { ...TUNING, timeoutMs: 300 };

// A guard for a stuck fetch, not a measure: GitLab's 11 timed-out attempts alone take over 3 s, and
// a machine busy with other builds may double that.
jest.setTimeout(30_000);
let api: MockApi;
let cacheDir: string;

beforeAll(async () => {
  api = await startMockApi({ githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN });
});
beforeEach(() => {
  api.reset();
  cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-faults-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));
afterAll(() => api.close());

function config(overrides: Record<string, string> = {}) {
  return parseConfig({ ...mockOwnerSettings(api), ...overrides });
}

interface Run {
  readonly snapshot: PortfolioSnapshot;
  readonly lines: string[];
  /** The transport's counts: attempts per API, retries, 304s, cached answers used. */
  readonly stats: TransportStats;
}

async function fetchOnce(
  options: { env?: Record<string, string>; budgetMs?: number; tuning?: TransportTuning } = {},
): Promise<Run> {
  const lines: string[] = [];
  let stats: TransportStats | null = null;
  const snapshot = await fetchForBuild(
    config(options.env),
    { githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN },
    {
      write: (line) => lines.push(line),
      cacheDir,
      tuning: options.tuning ?? TUNING,
      onStats: (value) => {
        stats = value;
      },
      ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}),
    },
  );
  if (!stats) throw new Error('the fetch reported no request counts');
  return { snapshot, lines, stats };
}

async function fetchFailure(options: Parameters<typeof fetchOnce>[0] = {}) {
  const error = await fetchOnce(options).then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof BuildFetchError)) throw new Error(`expected a BuildFetchError: ${error}`);
  return { message: error.message };
}

/** The retries the log reports (one line per retry event: its cause and the wait before the next). */
const retryLines = (lines: readonly string[], api?: 'GitHub' | 'GitLab') =>
  lines.filter((line) => line.startsWith(api ? `  ~ ${api}: ` : '  ~ '));

/** What the mock answered to the requests of `path`, in arrival order (undefined: no answer). */
const statuses = (path: string | RegExp) =>
  api.requests
    .filter((request) =>
      typeof path === 'string' ? request.path === path : path.test(request.path),
    )
    .map((request) => request.status);

function orgRepo(snapshot: PortfolioSnapshot, name: string): Repository | undefined {
  return snapshot.parts.organizations?.flatMap((org) => org.repos).find((r) => r.name === name);
}

const contributionsOf = (snapshot: PortfolioSnapshot, name: string) =>
  orgRepo(snapshot, name)?.contributions;

const summary = (lines: readonly string[]) => lines.find((line) => line.startsWith('Requests:'));

/** The organization repos whose contributions are counted (acme-labs' allow-list, all of the other). */
const COUNTED = ['widget-engine', 'data-pipes', 'toolbox', 'difference-engine', 'empty-repo'];
/**
 * One commits request by the owner and one unfiltered per branch head of the counted repos
 * (widget-engine's develop is at main's head: asked for once).
 */
const COMMIT_REQUESTS = 8;
/** open-tools-collective's repositories, all public until a test makes them private. */
const TURNED_PRIVATE = ['difference-engine', 'empty-repo', 'toolbox'];
/** Every public repository the owner owns: the snapshot keeps forks and archived ones too. */
const OWN_REPOS = 5;

describe('the build fetch: pinned repositories', () => {
  const anonymous = async (overrides: Record<string, string> = {}) => {
    const lines: string[] = [];
    const snapshot = await fetchForBuild(
      config(overrides),
      { githubToken: null, gitlabToken: null },
      { write: (line) => lines.push(line), cacheDir, tuning: TUNING },
    );
    return { snapshot, lines };
  };

  it('reads the profile’s public pins in order through GraphQL with the token; a private pin never', async () => {
    const { snapshot } = await fetchOnce();
    expect(snapshot.parts.pinned).toEqual([
      'octo-dev/portfolio',
      'acme-labs/widget-engine',
      'big-corp/framework',
    ]);
    const graphql = api.requests.filter((request) => request.path === '/graphql');
    // The pins' query, the activity calendar's and its private part's (the owner's own token), and
    // the open-source contributions' stars.
    expect(graphql.map((request) => [request.method, request.status])).toEqual([
      ['POST', 200],
      ['POST', 200],
      ['POST', 200],
      ['POST', 200],
    ]);
  });

  it('without a token asks nothing (GraphQL needs one) and says how to pin anyway', async () => {
    const { snapshot, lines } = await anonymous();
    expect(snapshot.parts.pinned).toEqual([]);
    expect(api.count({ path: '/graphql' })).toBe(0);
    expect(lines).toContainEqual(expect.stringContaining('list them in REACT_APP_PINNED_REPOS'));
  });

  it('takes REACT_APP_PINNED_REPOS instead of GitHub’s pins, also without a token', async () => {
    const { snapshot } = await anonymous({ REACT_APP_PINNED_REPOS: 'dotfiles,big-corp/framework' });
    expect(snapshot.parts.pinned).toEqual(['octo-dev/dotfiles', 'big-corp/framework']);
    expect(api.count({ path: '/graphql' })).toBe(0);
  });

  it('keeps the rest of the page when GraphQL refuses the token (401), naming the part', async () => {
    api.fail({ service: 'github', path: '/graphql', status: 401 });
    const { snapshot, lines } = await fetchOnce();
    expect(Object.keys(snapshot.failures)).toEqual(['pinned']);
    expect(snapshot.parts.ownRepos?.length).toBe(OWN_REPOS);
    expect(snapshot.parts.openSource?.length).toBe(2);
    expect(lines).toContainEqual(
      expect.stringMatching(/Failed to fetch pinned: .*the pinned repositories of octo-dev/),
    );
  });
});

describe('the build fetch: the activity calendar', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('sums GitHub’s calendar (GraphQL) and GitLab’s calendar.json over GitHub’s window', async () => {
    const { snapshot } = await fetchOnce();
    const activity = snapshot.parts.activity;
    expect(activity?.github?.counts).toHaveLength(windowEndingOn(today()).days);
    expect(activity?.gitlab?.start).toBe(activity?.github?.start);
    expect(activityCalendar(activity ?? { github: null, gitlab: null })).toMatchObject(
      EXPECTED_ACTIVITY,
    );
    expect(api.count({ service: 'gitlab', path: /^\/users\/[^/]+\/calendar\.json$/ })).toBe(1);
  });

  it('without a GitHub token shows GitLab’s part alone, over the year ending today', async () => {
    const lines: string[] = [];
    const snapshot = await fetchForBuild(
      config(),
      { githubToken: null, gitlabToken: null },
      { write: (line) => lines.push(line), cacheDir, tuning: TUNING },
    );
    const calendar = activityCalendar(snapshot.parts.activity ?? { github: null, gitlab: null });
    expect(calendar).toMatchObject({
      total: EXPECTED_ACTIVITY.gitlab,
      gitlab: EXPECTED_ACTIVITY.gitlab,
    });
    expect(calendar?.github).toBeUndefined();
    expect(lines).toContainEqual(expect.stringContaining('GitHub’s calendar needs a token'));
  });

  it('takes the private contributions the owner’s own token counts out of GitHub’s days', async () => {
    const { snapshot } = await fetchOnce();
    const graphql = api.requests.filter((request) => request.path === '/graphql');
    // The pins, the calendar, and the calendar's private part (the token is the owner's), and the
    // open-source contributions' stars.
    expect(graphql).toHaveLength(4);
    expect(
      activityCalendar(snapshot.parts.activity ?? { github: null, gitlab: null })?.github,
    ).toBe(EXPECTED_ACTIVITY.github);
  });

  it('keeps GitLab’s part when GitHub’s GraphQL fails, and says what it could not get', async () => {
    api.fail({ service: 'github', path: '/graphql', status: 502 });
    const { snapshot, lines } = await fetchOnce();
    expect(snapshot.failures.activity).toBeUndefined();
    expect(snapshot.parts.activity?.github).toBeNull();
    expect(lines).toContainEqual(
      expect.stringContaining('Failed to fetch the GitHub contribution calendar'),
    );
  });
});

describe('the build fetch: GraphQL’s last good answers', () => {
  it('keeps the pins of the last build, marked stale, when GraphQL fails', async () => {
    const good = await fetchOnce();
    api.reset();
    api.fail({ service: 'github', path: '/graphql', status: 502 });
    const { snapshot } = await fetchOnce();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.pinned).toEqual(good.snapshot.parts.pinned);
    expect(Object.keys(snapshot.stale ?? {})).toContain('pinned');
  });

  it('keeps no answer of the owner’s own calendar (it counts private work): GitLab’s days stand', async () => {
    await fetchOnce();
    api.reset();
    api.fail({ service: 'github', path: '/graphql', status: 502 });
    const { snapshot } = await fetchOnce();
    expect(snapshot.parts.activity?.github).toBeNull();
    expect(snapshot.parts.activity?.gitlab).not.toBeNull();
    expect(snapshot.stale?.activity).toBeUndefined();
  });
});

describe('the build fetch when the APIs misbehave', () => {
  it('fetches the whole test owner when nothing goes wrong', async () => {
    const { snapshot, lines } = await fetchOnce();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.stale).toBeUndefined();
    for (const name of COUNTED) {
      expect([name, contributionsOf(snapshot, name)]).toEqual([name, EXPECTED_CONTRIBUTIONS[name]]);
    }
    expect(orgRepo(snapshot, DIFFERENCE_ENGINE.name)).toMatchObject({
      tools: DIFFERENCE_ENGINE.tools,
      languages: DIFFERENCE_ENGINE.languages,
      stars: DIFFERENCE_ENGINE.stars,
      forks: DIFFERENCE_ENGINE.forks,
    });
    const own = snapshot.parts.ownRepos ?? [];
    expect(own.map((repo) => repo.name).sort()).toEqual(
      ['cli-kit', 'dotfiles', 'portfolio', ...HIDDEN_OWN].sort(),
    );
    expect(own.find((repo) => repo.name === 'react-fork')).toMatchObject({ fork: true });
    expect(own.find((repo) => repo.name === 'old-blog')).toMatchObject({ archived: true });
    // The own fork and the archived one are hidden by default: no languages asked for them.
    expect(api.count({ service: 'github', path: /\/languages$/ })).toBe(
      OWN_REPOS - HIDDEN_OWN.length + 5,
    );
    expect(api.count({ service: 'github', path: /\/commits$/ })).toBe(COMMIT_REQUESTS);
    expect(summary(lines)).toMatch(
      /^Requests: \d+ \(GitHub \d+, GitLab 4; 0 retries\), 0 answered 304 Not Modified, 0 cached answers used after failures, GitHub rate limit left: \d+ of 5000/,
    );
  });

  it('gives up on a hanging endpoint after its retries, and shows the rest', async () => {
    const branches = '/repos/acme-labs/widget-engine/branches';
    api.hang({ service: 'github', path: branches });
    const { snapshot, lines } = await fetchOnce({ tuning: SHORT_TIMEOUT });
    // Three attempts, none answered, each ended by its own timeout and followed by the backoff.
    expect(statuses(branches)).toEqual([undefined, undefined, undefined]);
    expect(retryLines(lines).filter((line) => line.includes(branches))).toEqual([
      expect.stringMatching(
        /Request timed out \(no complete answer within 300 ms\).*; attempt 2 in 0\.0 s$/,
      ),
      expect.stringMatching(
        /Request timed out \(no complete answer within 300 ms\).*; attempt 3 in 0\.0 s$/,
      ),
    ]);
    expect(contributionsOf(snapshot, 'widget-engine')).toEqual({ own: 0, total: 0, percentage: 0 });
    expect(contributionsOf(snapshot, 'data-pipes')).toEqual(EXPECTED_CONTRIBUTIONS['data-pipes']);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! Failed to fetch contributors for repo widget-engine: Request timed out while fetching the branches of acme-labs\/widget-engine from GitHub .*3 attempts/,
      ),
    );
  });

  it('keeps an organization repo with no tools when its languages keep failing, uncached', async () => {
    const path = `/repos/${DIFFERENCE_ENGINE.org}/${DIFFERENCE_ENGINE.name}/languages`;
    api.fail({ service: 'github', path, status: 502 });
    const { snapshot, lines } = await fetchOnce();
    const engine = orgRepo(snapshot, DIFFERENCE_ENGINE.name);
    // Not its listed primary language (C++): the rule is the earlier answer or no tools.
    expect(engine).toMatchObject({
      tools: [],
      contributions: EXPECTED_CONTRIBUTIONS[DIFFERENCE_ENGINE.name],
    });
    expect(engine).not.toHaveProperty('languages');
    expect(snapshot.failures).toEqual({});
    expect(api.count({ service: 'github', path })).toBe(3);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! Failed to fetch languages for repo difference-engine: Request failed with status code 502 while fetching the languages of open-tools-collective\/difference-engine/,
      ),
    );
  });

  it('times out a body that drips', async () => {
    api.drip({ service: 'gitlab', path: '/api/v4/groups', intervalMs: 50 });
    const { snapshot, lines } = await fetchOnce({ tuning: SHORT_TIMEOUT });
    expect(snapshot.failures.gitlabGroups).toMatchObject({ kind: 'timeout' });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! Failed to fetch gitlabGroups: Request timed out while fetching the groups/,
      ),
    );
    expect(snapshot.parts.gitlabProjects).toHaveLength(1);
    // The status came at once, the body never ended: GitLab's 10 retries, each attempt timed out.
    expect(statuses('/api/v4/groups')).toEqual(Array.from({ length: 11 }, () => 200));
    const retries = retryLines(lines, 'GitLab');
    expect(retries).toHaveLength(10);
    expect(retries.every((line) => line.includes('Request timed out'))).toBe(true);
  });

  it('ends at the budget whatever still hangs, with what it has', async () => {
    api.hang({ service: 'github', path: /\/commits$/ });
    // A timeout far beyond the budget: only the budget can end these requests.
    const { snapshot, lines } = await fetchOnce({
      budgetMs: 1500,
      tuning: { ...TUNING, timeoutMs: 60_000 },
    });
    expect(snapshot.parts.profile?.login).toBe(GITHUB_LOGIN);
    expect(snapshot.parts.ownRepos).toHaveLength(OWN_REPOS);
    expect(contributionsOf(snapshot, 'widget-engine')).toEqual({ own: 0, total: 0, percentage: 0 });
    // Cut by the budget (not timed out), never retried, and the commits requests still waiting for
    // a place in the pool were never sent.
    const commits = statuses(/\/commits$/);
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.length).toBeLessThanOrEqual(MAX_CONCURRENT_REQUESTS);
    expect(commits.every((status) => status === undefined)).toBe(true);
    expect(retryLines(lines)).toEqual([]);
    for (const name of ['widget-engine', 'data-pipes', 'toolbox', 'difference-engine']) {
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^ {2}! Failed to fetch contributors for repo ${name}: .*ran out of its time budget`,
          ),
        ),
      );
    }
  });

  it('rides out a 502 burst', async () => {
    api.fail({ service: 'github', path: /\/commits$/, status: 502, times: 2 });
    const { snapshot, lines } = await fetchOnce();
    for (const name of ['widget-engine', 'data-pipes', 'toolbox', 'difference-engine']) {
      expect([name, contributionsOf(snapshot, name)]).toEqual([name, EXPECTED_CONTRIBUTIONS[name]]);
    }
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}~ GitHub: Request failed with status code 502 for GET \/github\/repos\/.*\/commits\?.*; attempt 2 in 0\.0 s$/,
      ),
    );
    expect(summary(lines)).toContain('; 2 retries)');
  });

  it.each([429, 503])(
    'waits as long as Retry-After says on a %i, then succeeds',
    async (status) => {
      api.fail({
        service: 'github',
        path: '/user/orgs',
        status,
        times: 1,
        headers: { 'retry-after': '1' },
      });
      const { snapshot, lines } = await fetchOnce();
      expect(snapshot.parts.organizations?.map((org) => org.login)).toEqual([
        'acme-labs',
        'open-tools-collective',
      ]);
      // One retry, after the wait the answer asked for (1 s), then the answer.
      expect(statuses('/user/orgs')).toEqual([status, 200]);
      expect(retryLines(lines)).toEqual([
        `  ~ GitHub: Request failed with status code ${status} for GET /github/user/orgs?per_page=100; attempt 2 in 1.0 s`,
      ]);
    },
  );

  it('reports a 403 rate limit with its reset time at once, never waiting for it', async () => {
    api.fail(rateLimited({ path: /\/commits$/ }));
    const { snapshot, lines, stats } = await fetchOnce();
    // Not retried, so never waited for: its reset is an hour away.
    expect(stats.retries).toBe(0);
    expect(retryLines(lines)).toEqual([]);
    expect(contributionsOf(snapshot, 'widget-engine')).toEqual({ own: 0, total: 0, percentage: 0 });
    const resetAt = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/.source;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `Failed to fetch contributors for repo \\S+: GitHub API rate limit exceeded while fetching the commits .*\\(HTTP 403\\); it resets at ${resetAt}`,
        ),
      ),
    );
    // Only the requests already in flight got the 403; the others, held back until the reset, were
    // never sent.
    const answered403 = api.count({ service: 'github', status: 403 });
    expect(answered403).toBeGreaterThan(0);
    expect(answered403).toBeLessThanOrEqual(MAX_CONCURRENT_REQUESTS);
    expect(api.count({ service: 'github', path: /\/commits$/ })).toBe(answered403);
    expect(answered403).toBeLessThan(COMMIT_REQUESTS);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `Failed to fetch contributors for repo \\S+: GitHub API rate limit exceeded while fetching the commits .*\\(not sent: an earlier answer used up the limit\\); it resets at ${resetAt}`,
        ),
      ),
    );
  });

  it('keeps the rest of the page when the search refuses the query (422), naming the part', async () => {
    api.fail({ service: 'github', path: '/search/issues', status: 422 });
    const { snapshot, lines } = await fetchOnce();
    expect(Object.keys(snapshot.failures)).toEqual(['openSource']);
    expect(snapshot.parts.openSource).toBeUndefined();
    expect(snapshot.parts.ownRepos?.length).toBeGreaterThan(0);
    expect(snapshot.parts.organizations?.map((org) => org.login)).toEqual([
      'acme-labs',
      'open-tools-collective',
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /Failed to fetch openSource: .*422 while fetching the merged pull requests of octo-dev/,
      ),
    );
  });

  it('shows the earlier contributions, marked stale, when the search’s rate limit answers 403', async () => {
    const good = await fetchOnce();
    expect(good.snapshot.parts.openSource?.map((card) => card.fullName)).toEqual([
      'big-corp/framework',
      'indie-dev/tiny-lib',
    ]);
    api.reset();
    api.fail(searchRateLimited());
    const { snapshot } = await fetchOnce();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.openSource).toEqual(good.snapshot.parts.openSource);
    expect(snapshot.stale).toEqual({
      openSource: { since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), answers: 1 },
    });
  });

  it('reports malformed JSON after its retries, keeping the organization without repositories', async () => {
    api.malformed({ service: 'github', path: '/orgs/acme-labs/repos' });
    const { snapshot, lines } = await fetchOnce();
    expect(snapshot.parts.organizations?.map((org) => [org.login, org.repos.length])).toEqual([
      ['acme-labs', 0],
      ['open-tools-collective', 3],
    ]);
    expect(lines).toContainEqual(
      expect.stringContaining(
        'Failed to fetch the repositories of acme-labs: GitHub sent an unreadable answer while fetching the repositories of the organization acme-labs (Malformed JSON in the answer (HTTP 200); 3 attempts).',
      ),
    );
  });

  it('stops on a rejected GitHub token, at once, with the reason', async () => {
    api.fail({ service: 'github', path: '/user', status: 401 });
    const { message } = await fetchFailure();
    expect(message).toMatch(
      /^Fetching the portfolio data failed: GitHub rejected the token while fetching the profile of octo-dev \(HTTP 401/,
    );
    // Asked once: a 401 is never retried.
    expect(statuses('/user')).toEqual([401]);
  });

  it('writes no private or internal repository, project, group or pull request to the cache, nor a private count', async () => {
    await fetchOnce();
    // And once more, with every answer confirmed by a 304: what is stored stays public.
    api.reset();
    await fetchOnce();
    const disk = readdirSync(cacheDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
      .join('\n');
    expect(disk).toContain('cli-kit');
    // The search is public, so the cache holds the owner's merged pull requests elsewhere.
    expect(disk).toContain('big-corp/framework');
    for (const secret of [
      // A merged pull request in a private repository of others, which a token's search finds.
      'secret-corp/internal',
      'Private work',
      'private-notes',
      'Personal notes, not for the portfolio',
      'secret-internal',
      'Internal tooling, not for the portfolio',
      'internal-tool',
      'Only for signed-in users of the instance',
      'private-guild',
      'total_private_repos',
      // The owner's own calendar counts private work, and its private part names it by day.
      'contributionCalendar',
      'commitContributionsByRepository',
    ]) {
      expect({ secret, found: disk.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('keeps the GitLab tab (stale) when GitLab rejects a token it accepted before, and says why', async () => {
    const good = await fetchOnce();
    api.reset();
    api.fail({ service: 'gitlab', path: /.*/, status: 401 });
    const { snapshot, lines } = await fetchOnce();

    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.gitlabProjects).toEqual(good.snapshot.parts.gitlabProjects);
    expect(snapshot.parts.gitlabGroups).toEqual(good.snapshot.parts.gitlabGroups);
    expect(Object.keys(snapshot.stale ?? {}).sort()).toEqual([
      'gitlabGroups',
      'gitlabProjects',
      'starredProjects',
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! GitLab rejected GITLAB_TOKEN \(revoked, expired or missing a scope\): the page keeps the last good data of \d+ requests \(from .+\)\. Renew it/,
      ),
    );
    // Nothing was pruned: the next build with a good token finds every answer again.
    expect(lines.filter((line) => line.startsWith('API cache:'))).toEqual([]);
  });

  it('keeps a list that comes back empty once, says so, and takes it from the second build on', async () => {
    const good = await fetchOnce();
    const starred = good.snapshot.parts.starredProjects ?? [];
    expect(starred.length).toBeGreaterThan(0);
    api.reset();
    const world = api.scenario;
    api.serve({ ...world, gitlab: { ...world.gitlab, starredProjectIds: [] } });
    const first = await fetchOnce();
    expect(first.snapshot.parts.starredProjects).toEqual(starred);
    expect(first.snapshot.stale?.starredProjects).toBeDefined();
    expect(first.lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! GitLab answered an empty list for GET \/gitlab\/api\/v4\/projects\?starred=true&per_page=100 where the last good build had items: the page keeps those/,
      ),
    );

    const second = await fetchOnce();
    api.serve(world);
    expect(second.snapshot.parts.starredProjects).toEqual([]);
    expect(second.snapshot.stale?.starredProjects).toBeUndefined();
  });

  it('keeps the GitHub data when GitLab rejects its token', async () => {
    api.fail({ service: 'gitlab', path: /.*/, status: 401 });
    const { snapshot } = await fetchOnce();
    expect(Object.keys(snapshot.failures).sort()).toEqual([
      'gitlabGroups',
      'gitlabProjects',
      'starredProjects',
    ]);
    expect(snapshot.failures.gitlabProjects).toMatchObject({ kind: 'unauthorized' });
    expect(snapshot.parts.organizations).toHaveLength(2);
  });

  it('keeps the GitHub data when GitLab is unreachable', async () => {
    const { snapshot, lines, stats } = await fetchOnce({
      env: { REACT_APP_GITLAB_URL: `http://127.0.0.1:${await closedPort()}` },
    });
    expect(snapshot.failures.gitlabProjects).toMatchObject({ kind: 'unreachable' });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! Failed to fetch gitlabProjects: Cannot reach GitLab at http:\/\/127\.0\.0\.1:\d+/,
      ),
    );
    expect(snapshot.parts.ownRepos).toHaveLength(OWN_REPOS);
    // GitLab's rules retry no refused connection: one attempt per list and for the calendar, and
    // nothing reached the mock.
    expect(stats.attempts.GitLab).toBe(4);
    expect(retryLines(lines, 'GitLab')).toEqual([]);
    expect(api.count({ service: 'gitlab' })).toBe(0);
  });

  it('stops when GitHub is unreachable, naming the setting', async () => {
    const { message } = await fetchFailure({
      env: { REACT_APP_GITHUB_API_URL: `http://127.0.0.1:${await closedPort()}` },
    });
    expect(message).toMatch(/Cannot reach GitHub at .* Check REACT_APP_GITHUB_API_URL/);
  });

  it('publishes empty lists as empty', async () => {
    api.fail({ service: 'github', path: '/user/orgs', status: 200, body: [] });
    api.fail({ service: 'gitlab', path: '/api/v4/projects', status: 200, body: [] });
    const { snapshot } = await fetchOnce();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.organizations).toEqual([]);
    expect(snapshot.parts.gitlabProjects).toEqual([]);
    expect(snapshot.parts.starredProjects).toEqual([]);
  });

  it('rides out a GitLab 429/502 burst, honouring Retry-After', async () => {
    api.fail({
      service: 'gitlab',
      path: '/api/v4/groups',
      status: 429,
      times: 2,
      headers: { 'retry-after': '0' },
    });
    api.fail({ service: 'gitlab', path: '/api/v4/groups', status: 502, times: 5 });
    const { snapshot } = await fetchOnce();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.gitlabGroups).toHaveLength(1);
    expect(api.count({ service: 'gitlab', path: '/api/v4/groups' })).toBe(8);
  });
});

describe('the build fetch across builds (HTTP cache)', () => {
  it('revalidates every request of a warm build but the counted commits, which costs no rate limit', async () => {
    const cold = await fetchOnce();
    const coldRequests = api.requests.length;
    const coldLeft = /rate limit left: (\d+)/.exec(summary(cold.lines) ?? '')?.[1];
    api.reset();
    // reset() forgets the mock's rate-limit counts: measure the warm build's own use from here.
    const before = await fetch(`${api.githubUrl}/user`, {
      headers: { authorization: `token ${GITHUB_TOKEN}` },
    });
    const remaining = Number(before.headers.get('x-ratelimit-remaining'));
    api.reset();

    const warm = await fetchOnce();
    expect(warm.snapshot.parts).toEqual(cold.snapshot.parts);
    // No branch moved: the counts kept from the cold build stand, without a commits request.
    const warmRequests = coldRequests - COMMIT_REQUESTS;
    expect(api.count({ path: /\/commits$/ })).toBe(0);
    expect(api.requests).toHaveLength(warmRequests);
    // All but GraphQL's POSTs (the pins, the calendar and its private part, the open-source
    // stars), whose answers carry no validators: asked anew every build.
    expect(
      api.requests
        .filter((request) => !request.headers['if-none-match'])
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['POST /graphql', 'POST /graphql', 'POST /graphql', 'POST /graphql']);
    expect(api.count({ status: 304 })).toBe(warmRequests - 4);
    expect(summary(warm.lines)).toContain(`${warmRequests - 4} answered 304 Not Modified`);
    expect(coldLeft).toBeDefined();
    // Not one request of the warm build counted against the limit.
    expect(summary(warm.lines)).toContain(`rate limit left: ${remaining + 1} of 5000`);
  });

  it('keeps no commit list in the API cache: the count store keeps what counting needs', async () => {
    await fetchOnce();
    const urls = await cachedUrls();
    expect(urls.some((url) => url.includes('/repos/acme-labs/widget-engine/branches'))).toBe(true);
    expect(urls.filter((url) => /\/commits(\?|$)/.test(url))).toEqual([]);
    // Without the counts kept, the next build asks for every commit list afresh, without validators.
    rmSync(path.join(cacheDir, 'counts'), { recursive: true });
    api.reset();
    await fetchOnce();
    const commits = api.requests.filter((request) => request.path.endsWith('/commits'));
    expect(commits).toHaveLength(COMMIT_REQUESTS);
    expect(commits.every((request) => request.headers['if-none-match'] === undefined)).toBe(true);
  });

  it('keeps the earlier languages when the next build meets a 502 on them', async () => {
    const path = `/repos/${DIFFERENCE_ENGINE.org}/${DIFFERENCE_ENGINE.name}/languages`;
    await fetchOnce();
    api.reset();
    api.fail({ service: 'github', path, status: 502 });
    const second = await fetchOnce();

    expect(statuses(path)).toEqual([502, 502, 502]);
    expect(orgRepo(second.snapshot, DIFFERENCE_ENGINE.name)).toMatchObject({
      tools: DIFFERENCE_ENGINE.tools,
      languages: DIFFERENCE_ENGINE.languages,
    });
    expect(second.snapshot.stale).toEqual({
      organizations: { since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), answers: 1 },
    });
    expect(second.lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! Using the cached answer of GET \/github\/repos\/open-tools-collective\/difference-engine\/languages from .* \(Request failed with status code 502\)$/,
      ),
    );
    // The cache stood in before the failure reached the repository: nothing to warn about there.
    expect(second.lines.filter((line) => line.includes('Failed to fetch languages'))).toEqual([]);
  });

  it('forgets an organization whose last public repositories turned private: not asked, not kept, not published', async () => {
    const org = DIFFERENCE_ENGINE.org;
    const first = await fetchOnce();
    const before = first.snapshot.parts.organizations?.find(({ login }) => login === org);
    expect(before?.repos.map(({ name }) => name).sort()).toEqual(TURNED_PRIVATE);

    // Every public repository of the organization turns private: the token still lists them.
    api.reset();
    const world = api.scenario;
    api.serve(withReposTurnedPrivate(world, org));
    const second = await fetchOnce();
    api.serve(world);

    // Never asked for again with the token.
    expect(api.requests.filter((request) => request.path.startsWith(`/repos/${org}/`))).toEqual([]);
    // Not published: what index.html, data/portfolio.json and llms.txt are made of.
    const after = second.snapshot.parts.organizations?.find(({ login }) => login === org);
    expect(after?.repos).toEqual([]);
    // Not the earlier list standing in for an "emptied" one.
    expect(second.snapshot.stale?.organizations).toBeUndefined();
    const published = JSON.stringify(second.snapshot);
    // Not kept: no name, branch, language or count of them anywhere in the cache folder.
    const disk = readdirSync(cacheDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
      .join('\n');
    expect(disk).toContain('widget-engine');
    for (const text of [
      ...TURNED_PRIVATE,
      DIFFERENCE_ENGINE.description,
      'Handy CLI tools',
      'CMake',
    ]) {
      expect({ text, published: published.includes(text), kept: disk.includes(text) }).toEqual({
        text,
        published: false,
        kept: false,
      });
    }
  });

  it('keeps none of what GitHub says about the token in the cache: scopes, expiry, SSO organizations', async () => {
    const sso = await startMockApi({
      githubToken: GITHUB_TOKEN,
      gitlabToken: GITLAB_TOKEN,
      githubSsoOrganizations: [21955855, 20582480],
    });
    try {
      const lines: string[] = [];
      await fetchForBuild(
        parseConfig(mockOwnerSettings(sso)),
        { githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN },
        { write: (line) => lines.push(line), cacheDir, tuning: TUNING },
      );
      // The mock said it, as GitHub does, to the build's token.
      const answered = sso.requests.find((request) => request.path === '/user/repos');
      expect(answered?.status).toBe(200);
      const disk = readdirSync(cacheDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
        .join('\n');
      expect(disk).toContain('"etag"');
      for (const text of [
        'x-oauth-scopes',
        'x-accepted-oauth-scopes',
        'github-authentication-token-expiration',
        TOKEN_EXPIRATION,
        'x-github-sso',
        '21955855',
        'x-ratelimit',
      ]) {
        expect({ text, found: disk.includes(text) }).toEqual({ text, found: false });
      }
    } finally {
      await sso.close();
    }
  });

  it('publishes 0 for a failed count that was never fetched before', async () => {
    api.fail({ service: 'github', path: /\/commits$/, status: 502 });
    const { snapshot } = await fetchOnce();
    expect(contributionsOf(snapshot, 'widget-engine')).toEqual({ own: 0, total: 0, percentage: 0 });
    expect(snapshot.stale).toBeUndefined();
  });
});

describe('the build fetch with the workflow’s token (GitHub Actions’ GITHUB_TOKEN)', () => {
  const WORKFLOW_TOKEN = 'ghs_FAKE-workflow-Zx81Qm-not-a-real-token';

  it('builds the full page from the public endpoints, sending the token, and says which token it is', async () => {
    const workflow = await startMockApi({
      githubToken: GITHUB_TOKEN,
      gitlabToken: GITLAB_TOKEN,
      installationToken: WORKFLOW_TOKEN,
    });
    try {
      const lines: string[] = [];
      const snapshot = await fetchForBuild(
        parseConfig(mockOwnerSettings(workflow)),
        { githubToken: WORKFLOW_TOKEN, gitlabToken: GITLAB_TOKEN },
        { write: (line) => lines.push(line), cacheDir, tuning: TUNING },
      );
      expect(lines[0]).toContain(
        " with GITHUB_TOKEN (the workflow's token: public endpoints, 1000 requests an hour)",
      );
      expect(snapshot.failures).toEqual({});
      expect(snapshot.parts.profile?.login).toBe(GITHUB_LOGIN);
      for (const name of COUNTED) {
        expect([name, contributionsOf(snapshot, name)]).toEqual([
          name,
          EXPECTED_CONTRIBUTIONS[name],
        ]);
      }
      expect((snapshot.parts.ownRepos ?? []).map((repo) => repo.name).sort()).toEqual(
        ['cli-kit', 'dotfiles', 'portfolio', ...HIDDEN_OWN].sort(),
      );

      const github = workflow.requests.filter((request) => request.service === 'github');
      // One /user endpoint asked, refused; everything else from /users/{username}/… and the rest.
      expect(github.filter((request) => /^\/user(\/|$)/.test(request.path))).toEqual([
        expect.objectContaining({ status: 403 }),
      ]);
      expect(github.map((request) => request.path)).toEqual(
        expect.arrayContaining([
          `/users/${GITHUB_LOGIN}`,
          `/users/${GITHUB_LOGIN}/repos`,
          `/users/${GITHUB_LOGIN}/orgs`,
        ]),
      );
      // Every one, the search too (restricted to public repositories by `is:public`).
      const unsent = github.filter(
        (request) => request.authorization !== `token ${WORKFLOW_TOKEN}`,
      );
      expect(unsent.map((request) => [request.path, request.authorization])).toEqual([]);
      expect(summary(lines)).toMatch(/GitHub rate limit left: \d+ of 1000 /);
    } finally {
      await workflow.close();
    }
  });

  it('names a personal token and the anonymous limit in its first line', async () => {
    const personal = await fetchOnce();
    expect(personal.lines[0]).toContain(
      ' with GITHUB_TOKEN (a personal token: 5000 requests an hour)',
    );
    const lines: string[] = [];
    await fetchForBuild(
      config(),
      { githubToken: null, gitlabToken: null },
      { write: (line) => lines.push(line), cacheDir, tuning: TUNING },
    );
    expect(lines[0]).toContain(' without a token (public endpoints, 60 requests an hour)');
  });
});

/** The request URLs the API cache holds answers of (read through its store). */
async function cachedUrls(): Promise<string[]> {
  const store = createAnswerStore<unknown>(path.join(cacheDir, 'answers'));
  const entries = await Promise.all((await store.ids()).map((id) => store.entryById(id)));
  return entries.flatMap((entry) => (entry ? [entry.key.slice(entry.key.indexOf(' ') + 1)] : []));
}

describe('the API cache after a build (pruned)', () => {
  /** The answers the cache holds for the requests of `path`, by whether the next build revalidates. */
  const revalidated = (path: RegExp) =>
    api.requests
      .filter((request) => path.test(request.path))
      .map((request) => Boolean(request.headers['if-none-match']));

  it('leaves an answer on the GitLab host outside its API (a feed there) to the step that asked', async () => {
    const feedUrl = `${api.gitlabUrl}/octo-gl.atom`;
    const feed = await createHttpCache({
      dir: cacheDir,
      fetch: () =>
        Promise.resolve(
          new Response('<feed xmlns="http://www.w3.org/2005/Atom"/>', {
            headers: { etag: '"feed"', 'cache-control': 'max-age=60' },
          }),
        ),
    })(feedUrl);
    expect(feed.status).toBe(200);
    const complete = await fetchOnce();
    expect(complete.snapshot.failures).toEqual({});
    expect(await cachedUrls()).toContain(feedUrl);
    expect((await cachedUrls()).some((url) => url.startsWith(`${api.gitlabUrl}/api/v4/`))).toBe(
      true,
    );
  });

  it('drops what a complete build no longer asks for, keeps it after a build with a failed part', async () => {
    await fetchOnce();
    // Its answers in the cache: the branches and languages (commit lists are never kept).
    const dataPipes = /^\/repos\/acme-labs\/data-pipes\/(?!commits$)/;
    // Not shown any more: a complete build that no longer asks for data-pipes drops its answers.
    api.reset();
    const narrowed = await fetchOnce({ env: { REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine' } });
    expect(narrowed.snapshot.failures).toEqual({});
    expect(narrowed.lines).toContainEqual(
      expect.stringMatching(
        /^API cache: \d+ answers no longer needed removed, \d+\.\d KB freed\.$/,
      ),
    );
    api.reset();
    await fetchOnce();
    expect(revalidated(dataPipes).length).toBeGreaterThan(0);
    expect(revalidated(dataPipes).every((sent) => !sent)).toBe(true);

    // A build whose GitLab part is stale (its token rejected) is not complete: what it did not ask
    // for stays.
    api.reset();
    api.fail({ service: 'gitlab', path: /.*/, status: 401 });
    const incomplete = await fetchOnce({
      env: { REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine' },
    });
    expect(Object.keys(incomplete.snapshot.stale ?? {}).length).toBeGreaterThan(0);
    expect(incomplete.lines.filter((line) => line.startsWith('API cache:'))).toEqual([]);
    api.reset();
    await fetchOnce();
    expect(revalidated(dataPipes).every((sent) => sent)).toBe(true);
  });
});
