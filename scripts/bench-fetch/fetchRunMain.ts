/**
 * One build fetch of the fetch benchmark, the entry point of a process of its own so that its peak
 * memory is its own: reads its settings from the environment (see scripts/bench-fetch/main.ts),
 * prints one JSON line (FetchRunResult).
 */
import { parseConfig } from '../../src/config/parseConfig';
import type { TransportStats } from '../../src/services/transport/transportEvents';
import type { FetchRunResult } from './fetchRunResult';
import { fetchForBuild } from '../pipeline/fetch/fetchForBuild';
import { readBuildSecrets } from '../pipeline/settings/env';

async function main(): Promise<void> {
  const { BENCH_CACHE_DIR } = process.env;
  if (!BENCH_CACHE_DIR) throw new Error('Run it through npm run bench:fetch.');
  const config = parseConfig(process.env);
  const warnings: string[] = [];
  let stats: TransportStats | null = null;
  const started = performance.now();
  const snapshot = await fetchForBuild(config, readBuildSecrets(process.env), {
    cacheDir: BENCH_CACHE_DIR,
    write: (line) => {
      if (line.startsWith('  !')) warnings.push(line.trim());
    },
    onStats: (value) => {
      stats = value;
    },
  });
  const wallMs = performance.now() - started;
  if (!stats) throw new Error('The fetch reported no request counts.');
  const { ownRepos = [], organizations = [] } = snapshot.parts;
  const orgRepos = organizations.flatMap((org) => org.repos);
  const result: FetchRunResult = {
    wallMs,
    // maxRSS is in kilobytes.
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    stats,
    repositories: ownRepos.length + orgRepos.length,
    orgRepos: orgRepos.length,
    counted: orgRepos.filter((repo) => repo.contributions !== null).length,
    zeroCounts: orgRepos.filter((repo) => repo.contributions?.own === 0).length,
    warnings,
  };
  console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
