/**
 * `npm run bench:fetch`: the build's fetch against the local mock API for a large synthetic owner
 * (300 repositories in 6 organizations, 10 branches each, 20 own), twice: with an empty API cache
 * (cold) and with the cache the first run left (warm). Prints requests, 304 answers, the rate limit
 * spent, wall time and peak memory of each. A benchmark, not a test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GITHUB_LOGIN, GITLAB_USERNAME } from '../test/fixtures/scenario';
import { LARGE_SCENARIO_TOTALS, largeScenario } from '../test/fixtures/largeScenario';
import { startMockApi, type MockApi } from '../test/support/mockApi';
import type { FetchRunResult } from './bench/fetch/fetchRun';
import { CommandLineError, readCommandLine } from './cli/commandLine';
import { formatFetchTable, type LabelledRun } from './bench/fetch/table';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const GITHUB_TOKEN = 'ghp_FAKE-bench-fetch-not-a-real-token';

async function fetchRun(api: MockApi, cacheDir: string): Promise<FetchRunResult> {
  const { stdout } = await run(TSX, [path.join(__dirname, 'bench/fetch/fetchRun.ts')], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BENCH_CACHE_DIR: cacheDir,
      REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
      REACT_APP_GITHUB_API_URL: api.githubUrl,
      REACT_APP_GITLAB_URL: api.gitlabUrl,
      REACT_APP_GITLAB_USERNAME: GITLAB_USERNAME,
      GITHUB_TOKEN,
    },
  });
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as FetchRunResult;
}

const USAGE = `Usage: npm run bench:fetch [-- --help]

Runs the build's fetch against the local mock API for a synthetic owner of 300 repositories, first
with an empty API cache, then with the cache the first run left, and prints requests, 304 answers,
rate limit spent, wall time and peak memory of each. Takes no options.`;

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
  const api = await startMockApi({ scenario: largeScenario(), githubToken: GITHUB_TOKEN });
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-bench-fetch-'));
  const runs: LabelledRun[] = [];
  try {
    for (const label of ['cold', 'warm']) {
      api.reset();
      const result = await fetchRun(api, cacheDir);
      const github = api.count({ service: 'github' });
      const rateLimitUsed = github - api.count({ service: 'github', status: 304 });
      runs.push({ label, result, rateLimitUsed });
      console.log(
        `  ${label}: ${result.repositories} repositories in ${(result.wallMs / 1000).toFixed(1)} s` +
          (result.warnings.length ? `; first warning: ${result.warnings[0]}` : ''),
      );
    }
  } finally {
    await api.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
  console.log(`\n${formatFetchTable(runs)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
