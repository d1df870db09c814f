/**
 * @jest-environment node
 *
 * Incremental counting and the rate limit as a plan, through the build's real fetch (services,
 * transport, HTTP cache and count store on disk) against the local mock API serving a synthetic owner
 * (mock/worlds/largeScenario.ts). A moved branch is a new world served on the same address, as
 * GitHub would answer the next morning.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../../../src/config/parseConfig';
import { rateLimitReserve } from '../../../../src/domain/requestPlan';
import type { Contributions } from '../../../../src/domain/model';
import type { PortfolioSnapshot } from '../../../../src/data/snapshot';
import { largeScenario, type LargeScenarioOptions } from '../../../../mock/worlds/largeScenario';
import { GITHUB_LOGIN, GITLAB_USERNAME } from '../../../../mock/worlds/scenario';
import { startMockApi, type MockApi } from '../../../../mock/mockApi';
import { fetchForBuild } from '../fetchForBuild';
import { createDiskCountStore } from './diskCountStore';

const TOKEN = 'ghp_FAKE-incrementalCounts-not-a-real-token';
/** 2 organizations of 8 repositories with 3 branches each, 2 own repositories. */
const WORLD: LargeScenarioOptions = {
  orgs: 2,
  reposPerOrg: 8,
  ownRepos: 2,
  branchesPerRepo: 3,
  commitsPerBranch: 5,
};
const ORG_REPOS = 16;
/** The requests a build keeps back from counting: the mock says a token's limit (5000). */
const RESERVE = rateLimitReserve(5000);

jest.setTimeout(30_000);

let api: MockApi;
const cacheDirs: string[] = [];

function newCacheDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-counts-'));
  cacheDirs.push(dir);
  return dir;
}

/** Serves `options`' world from now on, at the same address (the HTTP cache's keys). */
function serve(options: LargeScenarioOptions): void {
  api.serve(largeScenario({ ...WORLD, ...options }));
}

beforeEach(async () => {
  api = await startMockApi({ scenario: largeScenario(WORLD), githubToken: TOKEN });
});
afterEach(async () => {
  await api.close();
  for (const dir of cacheDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Build {
  readonly snapshot: PortfolioSnapshot;
  readonly lines: string[];
}

async function build(cacheDir: string, env: Record<string, string> = {}): Promise<Build> {
  const lines: string[] = [];
  const config = parseConfig({
    REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
    REACT_APP_GITHUB_API_URL: api.githubUrl,
    REACT_APP_GITLAB_URL: api.gitlabUrl,
    REACT_APP_GITLAB_USERNAME: GITLAB_USERNAME,
    ...env,
  });
  const snapshot = await fetchForBuild(
    config,
    { githubToken: TOKEN, gitlabToken: null },
    { cacheDir, write: (line) => lines.push(line) },
  );
  return { snapshot, lines };
}

/** Every organization repository's counts, by full name. */
function counts(snapshot: PortfolioSnapshot): Record<string, Contributions | null> {
  return Object.fromEntries(
    (snapshot.parts.organizations ?? []).flatMap((org) =>
      org.repos.map((repo) => [`${org.login}/${repo.name}`, repo.contributions]),
    ),
  );
}

const commitsRequests = () => api.requests.filter((request) => request.path.endsWith('/commits'));

/** GitHub's requests under its core limit: the search and GraphQL have limits of their own. */
const CORE = { service: 'github', path: /^\/(?!search\/|graphql$)/ } as const;

/** GitHub requests that counted against the rate limit (a 304 to a token costs nothing). */
const rateLimitSpent = () => api.count(CORE) - api.count({ ...CORE, status: 304 });

describe('incremental counting', () => {
  it('makes no commits request when no branch moved, and shows the same counts', async () => {
    const cacheDir = newCacheDir();
    const cold = await build(cacheDir);
    expect(commitsRequests()).toHaveLength(ORG_REPOS * 3 * 2);
    api.reset();

    const warm = await build(cacheDir);
    expect(commitsRequests()).toEqual([]);
    expect(warm.snapshot.parts).toEqual(cold.snapshot.parts);
    expect(warm.snapshot.stale).toBeUndefined();
    expect(warm.lines).toContainEqual(
      expect.stringMatching(
        /^ {2}Contributions: 48 branches in 16 repositories, 0 of them new or moved since the last count: up to 0 commits requests/,
      ),
    );
  });

  it('asks only a moved branch’s two requests, and changes only its repository’s numbers', async () => {
    const cacheDir = newCacheDir();
    const before = await build(cacheDir);
    // The first branch of all moves: main of bench-org-01/service-001.
    serve({ movedBranches: 1 });
    api.reset();

    const after = await build(cacheDir);
    expect(
      commitsRequests().map(({ path, query, status }) => [path, query.sha, query.author, status]),
    ).toEqual(
      expect.arrayContaining([
        ['/repos/bench-org-01/service-001/commits', 'main', undefined, 200],
        ['/repos/bench-org-01/service-001/commits', 'main', GITHUB_LOGIN, 200],
      ]),
    );
    expect(commitsRequests()).toHaveLength(2);

    const earlier = counts(before.snapshot);
    const now = counts(after.snapshot);
    const changed = Object.keys(now).filter(
      (name) => JSON.stringify(now[name]) !== JSON.stringify(earlier[name]),
    );
    expect(changed).toEqual(['bench-org-01/service-001']);
    // One commit more, the owner's.
    const [was, is] = [earlier['bench-org-01/service-001'], now['bench-org-01/service-001']];
    expect([is?.own, is?.total]).toEqual([(was?.own ?? 0) + 1, (was?.total ?? 0) + 1]);
    expect(is?.lastOwnCommitAt).not.toBe(was?.lastOwnCommitAt);
  });

  it('keeps a moved repository’s earlier counts, stale, when its commit lists fail', async () => {
    const cacheDir = newCacheDir();
    const before = await build(cacheDir);
    serve({ movedBranches: 1 });
    api.reset();
    api.fail({ service: 'github', path: /\/commits$/, status: 502 });

    const after = await build(cacheDir);
    // No earlier commit list stands in (none is kept): the count store's numbers do.
    expect(commitsRequests().every(({ status }) => status === 502)).toBe(true);
    expect(counts(after.snapshot)).toEqual(counts(before.snapshot));
    expect(after.snapshot.stale).toEqual({
      organizations: { since: expect.stringMatching(/^\d{4}-/), answers: 0, earlierCounts: 1 },
    });
    expect(after.lines).toContainEqual(
      expect.stringMatching(/^ {2}! Failed to fetch contributors for repo service-001: .*502/),
    );

    // The next build, the API well again, counts the moved branch.
    api.reset();
    const healed = await build(cacheDir);
    expect(commitsRequests().map(({ status }) => status)).toEqual([200, 200]);
    expect(healed.snapshot.stale).toBeUndefined();
  });

  it('gives the snapshot a cold build gives for the same data', async () => {
    const incrementalDir = newCacheDir();
    await build(incrementalDir);
    // A quarter of the branches move: 12 in 12 repositories.
    serve({ movedBranches: 12 });
    api.reset();
    const incremental = await build(incrementalDir);
    expect(commitsRequests()).toHaveLength(24);
    api.reset();

    const cold = await build(newCacheDir());
    expect(commitsRequests()).toHaveLength(ORG_REPOS * 3 * 2);
    expect(incremental.snapshot.parts).toEqual(cold.snapshot.parts);
    expect(incremental.snapshot.failures).toEqual(cold.snapshot.failures);
    expect(incremental.snapshot.stale).toEqual(cold.snapshot.stale);
  });

  it('drops what it kept of repositories no longer shown', async () => {
    const cacheDir = newCacheDir();
    await build(cacheDir);
    const store = createDiskCountStore({
      cacheDir,
      githubApiUrl: api.githubUrl,
      username: GITHUB_LOGIN,
    });
    expect((await store.load()).size).toBe(ORG_REPOS);

    await build(cacheDir, {
      REACT_APP_GITHUB_ALLOWED_ORG: 'bench-org-01',
      REACT_APP_GITHUB_ALLOWED_REPOS: 'service-002',
    });
    const kept = [...(await store.load()).keys()];
    expect(kept).toHaveLength(1 + 8);
    expect(kept).toContain('bench-org-01/service-002');
    expect(kept.filter((key) => key.startsWith('bench-org-01/'))).toEqual([
      'bench-org-01/service-002',
    ]);
  });

  it('never reuses the counts of another username or GitHub instance', async () => {
    const cacheDir = newCacheDir();
    await build(cacheDir);
    const store = (githubApiUrl: string, username: string) =>
      createDiskCountStore({ cacheDir, githubApiUrl, username });
    expect((await store(api.githubUrl, GITHUB_LOGIN.toUpperCase()).load()).size).toBe(ORG_REPOS);
    expect((await store(api.githubUrl, 'somebody-else').load()).size).toBe(0);
    expect((await store('https://ghe.example.com/api/v3', GITHUB_LOGIN).load()).size).toBe(0);
  });
});

describe('the rate limit as a plan', () => {
  it('never runs past what is left, and the next builds complete the rest', async () => {
    // 110 requests an hour: a cold build spends 40 before counting and keeps 50 in reserve.
    const allowance = 110;
    api.limitGitHub(allowance);
    const cacheDir = newCacheDir();
    const runs: { waiting: number; counted: number }[] = [];
    let last: Build | undefined;
    for (let run = 1; run <= 6; run += 1) {
      // Every run in a new rate-limit window, as the daily build is.
      api.reset();
      last = await build(cacheDir);
      expect([run, api.count({ status: 403 }), api.count({ status: 429 })]).toEqual([run, 0, 0]);
      expect(rateLimitSpent()).toBeLessThanOrEqual(allowance);
      const shown = Object.values(counts(last.snapshot));
      // Never a false 0 %: every repository of this world has commits of the owner.
      expect(shown.filter((count) => count !== null && count.own === 0)).toEqual([]);
      const waiting = shown.filter((count) => count === null).length;
      runs.push({ waiting, counted: ORG_REPOS - waiting });
      if (waiting === 0) break;
      expect(last.lines).toContain(
        `  ! ${waiting} ${waiting === 1 ? 'repository waits' : 'repositories wait'} to be counted ` +
          `(the rate limit ran short): 0 show earlier counts, ${waiting} none yet. The next build ` +
          'goes on with them.',
      );
    }
    // 3 repositories fit the first build, 10 the second, the last 3 the third.
    expect(runs).toEqual([
      { waiting: 13, counted: 3 },
      { waiting: 3, counted: 13 },
      { waiting: 0, counted: 16 },
    ]);
    expect(last?.lines.filter((line) => line.includes('wait to be counted'))).toEqual([]);

    api.limitGitHub(undefined);
    const cold = await build(newCacheDir());
    expect(last?.snapshot.parts).toEqual(cold.snapshot.parts);
  });

  it('counts a repository with more branches than a whole build’s allowance within a few builds', async () => {
    serve({ orgs: 1, reposPerOrg: 1, ownRepos: 1, branchesPerRepo: 12 });
    const cold = await build(newCacheDir());
    const beforeCounting = api.count(CORE) - commitsRequests().length;
    // A limit that leaves 10 commits requests a build (5 of the 12 heads) after the reserve.
    const limit = beforeCounting + RESERVE + 10;

    const cacheDir = newCacheDir();
    const runs: { commits: number; counts: Contributions | null | undefined }[] = [];
    let last: Build | undefined;
    for (let run = 1; run <= 4; run += 1) {
      api.reset();
      api.limitGitHub(limit);
      last = await build(cacheDir);
      expect([run, api.count({ status: 403 }), api.count({ status: 429 })]).toEqual([run, 0, 0]);
      expect(rateLimitSpent()).toBeLessThanOrEqual(limit);
      const shown = counts(last.snapshot)['bench-org-01/service-001'];
      runs.push({ commits: commitsRequests().length, counts: shown });
      if (shown) break;
    }
    // The first build lists 5 heads and shows no counts (never a false 0 %); the second, its branch
    // lists and languages answered 304 (free), has room for the 7 heads left and counts.
    expect(runs.map(({ commits, counts: shown }) => [commits, shown === null])).toEqual([
      [10, true],
      [14, false],
    ]);
    expect(last?.snapshot.parts).toEqual(cold.snapshot.parts);
  });

  it('lists heads only with what the other GitHub parts left: the own repositories’ languages come first', async () => {
    // Many own repositories, listed late: their languages are asked after the counting plan is made.
    serve({ orgs: 1, reposPerOrg: 1, ownRepos: 60, branchesPerRepo: 40 });
    await build(newCacheDir());
    const beforeCounting = api.count(CORE) - commitsRequests().length;
    api.reset();
    const limit = beforeCounting + RESERVE + 10;
    api.limitGitHub(limit);
    api.delay({ service: 'github', path: '/user/repos', ms: 200 });
    const { lines } = await build(newCacheDir());
    expect(lines.filter((line) => line.includes('Failed to fetch languages'))).toEqual([]);
    expect([api.count({ status: 403 }), api.count({ status: 429 })]).toEqual([0, 0]);
    // What was left after them, less the reserve: 5 heads.
    expect(commitsRequests()).toHaveLength(10);
    expect(rateLimitSpent()).toBe(limit - RESERVE);
  });

  it('lists the heads of a repository too large for the allowance, and says so', async () => {
    serve({ orgs: 1, reposPerOrg: 1, ownRepos: 1, branchesPerRepo: 12 });
    await build(newCacheDir());
    const beforeCounting = api.count(CORE) - commitsRequests().length;
    api.reset();
    api.limitGitHub(beforeCounting + RESERVE + 10);
    const { lines } = await build(newCacheDir());
    expect(lines).toContain(
      '    bench-org-01/service-001: waits to be counted; no counts yet (5 of 12 branch heads listed so far)',
    );
  });

  it('counts moved repositories as far as the rate limit goes; the others keep their counts, stale', async () => {
    const cacheDir = newCacheDir();
    const first = await build(cacheDir);
    // 8 branches move, in 8 repositories; 60 requests are left: the 8 branch lists that changed cost
    // 8, 50 stay in reserve, and the 2 left cover one repository.
    serve({ movedBranches: 8 });
    api.reset();
    api.limitGitHub(60);
    const second = await build(cacheDir);
    expect([api.count({ status: 403 }), api.count({ status: 429 })]).toEqual([0, 0]);
    expect(commitsRequests()).toHaveLength(2);

    const earlier = counts(first.snapshot);
    const now = counts(second.snapshot);
    const changed = Object.keys(now).filter(
      (name) => JSON.stringify(now[name]) !== JSON.stringify(earlier[name]),
    );
    expect(changed).toHaveLength(1);
    expect(second.snapshot.stale).toEqual({
      organizations: { since: expect.stringMatching(/^\d{4}-/), answers: 0, earlierCounts: 7 },
    });
    expect(second.lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! organizations uses the counts of an earlier build for 7 repositories \(stale since \d{4}-/,
      ),
    );
    expect(second.lines).toContain(
      '  ! 7 repositories wait to be counted (the rate limit ran short): 7 show earlier counts, 0 none yet. The next build goes on with them.',
    );

    // The next build, in a new window, counts the 7 and is complete.
    api.reset();
    api.limitGitHub(undefined);
    const third = await build(cacheDir);
    expect(commitsRequests()).toHaveLength(14);
    expect(third.snapshot.stale).toBeUndefined();
    api.reset();
    const cold = await build(newCacheDir());
    expect(third.snapshot.parts).toEqual(cold.snapshot.parts);
  });
});
