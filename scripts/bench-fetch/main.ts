/**
 * `npm run bench:fetch`: the build's fetch against the local mock API for a large synthetic owner
 * (300 repositories in 6 organizations, 10 branches each, 20 own): with an empty API cache (cold),
 * with the cache and counts it left (warm), warm with every answer 100 ms late, warm after 5 % of the
 * branches moved, and cold with 1,000 requests of the rate limit left, again every day (a new window
 * each time) until every repository is counted. Prints requests, requests saved, 304 answers, the rate
 * limit spent, 403/429 answers, repositories counted, wall time and peak memory of each, then the
 * targets. A benchmark, not a test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GITHUB_LOGIN, GITLAB_USERNAME } from '../../mock/worlds/scenario';
import { LARGE_SCENARIO_TOTALS, largeScenario } from '../../mock/worlds/largeScenario';
import { startMockApi, type MockApi } from '../../mock/mockApi';
import type { FetchRunResult } from './fetchRunResult';
import { formatTargets, judgeFetchTargets } from './fetchTargets';
import { formatFetchTable, requestsOf, type LabelledRun } from './table';
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';
import { SETTING_NAMES } from '../../src/config/settingNames';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const BENCH_TOKEN = 'ghp_FAKE-bench-fetch-not-a-real-token';
/** 5 % of the 3,000 organization branches. */
const MOVED_BRANCHES = Math.round(LARGE_SCENARIO_TOTALS.branches * 0.05);
const DELAY_MS = 100;
const LIMITED_LEFT = 1000;
/** Enough runs to see the limited owner complete, or not: the target is 8. */
const MAX_LIMITED_RUNS = 12;

async function fetchRun(api: MockApi, cacheDir: string): Promise<FetchRunResult> {
  const { stdout } = await run(TSX, [path.join(__dirname, 'fetchRunMain.ts')], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BENCH_CACHE_DIR: cacheDir,
      [SETTING_NAMES.githubUsername]: GITHUB_LOGIN,
      [SETTING_NAMES.githubApiUrl]: api.githubUrl,
      [SETTING_NAMES.gitlabUrl]: api.gitlabUrl,
      [SETTING_NAMES.gitlabUsername]: GITLAB_USERNAME,
      [SETTING_NAMES.githubToken]: BENCH_TOKEN,
    },
  });
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as FetchRunResult;
}

const USAGE = `Usage: npm run bench:fetch [-- --help]

Runs the build's fetch against the local mock API for a synthetic owner of 300 repositories: with an
empty API cache, with the cache and counts the first run left, the same with every answer ${DELAY_MS} ms
late, after ${MOVED_BRANCHES} branches (5 %) moved, and from an empty cache with ${LIMITED_LEFT} requests
of the rate limit left, run after run until every repository is counted. Prints requests, requests
saved, 304 answers, rate limit spent, 403/429 answers, repositories counted, wall time and peak memory
of each, and the targets. Takes no options.`;

/** true: the usage was asked for. A wrong command line exits with its message and the usage. */
function wantsHelp(argv: readonly string[]): boolean {
  try {
    return (
      readCommandLine({ args: [...argv], options: { help: { type: 'boolean', short: 'h' } } })
        .values.help === true
    );
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`bench:fetch: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

/**
 * One run in its own process, measured at the mock, which forgets its counts and rules first (a new
 * rate-limit window too); `setUp` adds the run's own rules.
 */
async function measured(
  api: MockApi,
  cacheDir: string,
  label: string,
  coldRequests: number | null,
  setUp: () => void = () => undefined,
): Promise<LabelledRun> {
  api.reset();
  setUp();
  const result = await fetchRun(api, cacheDir);
  const github = api.count({ service: 'github' });
  const labelled: LabelledRun = {
    label,
    result,
    rateLimitUsed: github - api.count({ service: 'github', status: 304 }),
    refused: api.count({ status: 403 }) + api.count({ status: 429 }),
    saved: coldRequests === null ? null : coldRequests - requestsOf(result),
  };
  console.log(
    `  ${label}: ${requestsOf(result)} requests, ${result.counted}/${result.orgRepos} counted in ` +
      `${(result.wallMs / 1000).toFixed(1)} s` +
      (result.warnings.length ? `; first warning: ${result.warnings[0]}` : ''),
  );
  return labelled;
}

async function main(): Promise<void> {
  if (wantsHelp(process.argv.slice(2))) {
    console.log(USAGE);
    return;
  }
  const totals = LARGE_SCENARIO_TOTALS;
  console.log(
    `Fetch benchmark: ${totals.orgRepos} repositories in ${totals.orgs} organizations ` +
      `(${totals.branches} branches), ${totals.ownRepos} own, against the local mock API; ` +
      `${totals.githubRequests.authenticated.total} GitHub requests expected cold.`,
  );
  const api = await startMockApi({ scenario: largeScenario(), githubToken: BENCH_TOKEN });
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-bench-fetch-'));
  const limitedDir = mkdtempSync(path.join(tmpdir(), 'portfolio-bench-fetch-limited-'));
  const runs: LabelledRun[] = [];
  try {
    // A token's 5,000 requests an hour do not cover a cold fetch of this owner (6,633): the first
    // build counts what they cover, the next (a new window) the rest.
    const cold = await measured(api, cacheDir, 'cold', null);
    const continued = await measured(api, cacheDir, 'cold, continued an hour later', null);
    // What one cold fetch of everything asks (largeScenario.test.ts checks the count); the runs have
    // no GitLab token, so GitLab's groups are not asked for.
    const coldRequests =
      totals.githubRequests.authenticated.total + totals.gitlabRequests.anonymous;
    const warm = await measured(api, cacheDir, 'warm, nothing changed', coldRequests);

    // Every answer, GitHub's and GitLab's, 100 ms late: about what a runner far from the API waits.
    const delayed = await measured(
      api,
      cacheDir,
      `warm, ${DELAY_MS} ms a request`,
      coldRequests,
      () => api.delay({ path: /^\//, ms: DELAY_MS }),
    );

    api.serve(largeScenario({ movedBranches: MOVED_BRANCHES }));
    const moved = await measured(
      api,
      cacheDir,
      `warm, ${MOVED_BRANCHES} branches (5 %) moved`,
      coldRequests,
    );

    api.serve(largeScenario());
    api.limitGitHub(LIMITED_LEFT);
    const limited: LabelledRun[] = [];
    for (let n = 1; n <= MAX_LIMITED_RUNS; n += 1) {
      // reset() starts a new rate-limit window: the next day's build finds 1,000 left again.
      const day = await measured(api, limitedDir, `cold, ${LIMITED_LEFT} left: run ${n}`, null);
      limited.push(day);
      if (day.result.counted === day.result.orgRepos) break;
    }
    runs.push(cold, continued, warm, delayed, moved, ...limited);
    console.log(`\n${formatFetchTable(runs)}\n`);
    console.log(
      formatTargets(
        judgeFetchTargets({
          cold,
          warm,
          delayed,
          moved,
          movedBranches: MOVED_BRANCHES,
          limited,
          limitedLeft: LIMITED_LEFT,
        }),
      ),
    );
  } finally {
    await api.close();
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(limitedDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
