/**
 * The Bundle step's webpack run, as a process of its own (bundleProcess.ts starts it): reads the
 * request file named by its first argument, compiles the browser and the prerender bundles, and
 * writes what webpack said to the report file named by its second.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { compile } from './compile';
import type { Configuration } from 'webpack';
import { takeCacheLockWhenCold } from './cacheLock';

/** Longer than a cold compile on a slow machine; past it, a build compiles without the cache. */
const COLD_WAIT_MS = 5 * 60_000;
import createWebpackConfig, { createPrerenderConfig, WEBPACK_CACHE_DIR } from './webpackConfig';
import type { BundleReport, BundleRequest } from './bundleProcess';

async function main([requestFile, reportFile]: readonly string[]): Promise<void> {
  if (!requestFile || !reportFile)
    throw new Error('Usage: bundleMain <request.json> <report.json>');
  const { env, config, outputPath, prerenderDir, colors } = JSON.parse(
    readFileSync(requestFile, 'utf8'),
  ) as BundleRequest;
  const configurations = [
    createWebpackConfig({ mode: 'production', env, config, outputPath }),
    createPrerenderConfig({ env, config, outputPath: prerenderDir }),
  ];
  const release = await takeCacheLockWhenCold(WEBPACK_CACHE_DIR, {
    names: configurations.flatMap(({ cache }) =>
      typeof cache === 'object' && cache.type === 'filesystem' && cache.name ? [cache.name] : [],
    ),
    waitMs: COLD_WAIT_MS,
  });
  // Without the lock, another build is writing the cache: this one reads it and writes nothing.
  const readOnly = (configuration: Configuration): Configuration =>
    release || typeof configuration.cache !== 'object' || configuration.cache.type !== 'filesystem'
      ? configuration
      : { ...configuration, cache: { ...configuration.cache, readonly: true } };
  try {
    const { stats, closed } = await compile(configurations.map(readOnly));
    const report: BundleReport = {
      stats: stats.toString({ colors, preset: 'errors-warnings' }),
      hasErrors: stats.hasErrors(),
    };
    writeFileSync(reportFile, JSON.stringify(report));
    // The lock is held until the cache is stored.
    await closed;
  } finally {
    release?.();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
