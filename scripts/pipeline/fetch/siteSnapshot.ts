import type { PortfolioConfig } from '../../../src/config';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { DEMO_DATA } from '../../../src/data/demoData';
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from '../../../src/data/snapshot';
import type { BuildSecrets } from '../settings/env';
import { BuildFetchError, fetchForBuild } from './fetchForBuild';
import { Stopped } from '../../lib/cli/stopped';
import { CONSOLE_LOG, type BuildLog } from '../pipeline';

/**
 * Whether the site gets a snapshot: always in snapshot mode (it is the data), in live mode only when a
 * build-time token allows a fetch (it is then the fallback), never for the demo.
 */
function snapshotPlan(
  config: PortfolioConfig,
  secrets: BuildSecrets,
): { readonly fetch: boolean; readonly note: string } {
  if (config.demo)
    return { fetch: false, note: `Demo data (${SETTING_NAMES.githubUsername} is empty).` };
  if (config.dataMode === 'snapshot') return { fetch: true, note: 'Snapshot mode.' };
  return secrets.githubToken
    ? { fetch: true, note: 'Live mode, with a build-time snapshot as the fallback.' }
    : {
        fetch: false,
        note: `Live mode without ${SETTING_NAMES.githubToken} at build time: no snapshot to fall back on.`,
      };
}

/** Fetches the snapshot when the plan says so; a failure of the whole fetch stops the command (Stopped). */
export async function siteSnapshotOrStop(
  config: PortfolioConfig,
  secrets: BuildSecrets,
  { log = CONSOLE_LOG, cacheDir }: { readonly log?: BuildLog; readonly cacheDir?: string } = {},
): Promise<PortfolioSnapshot | null> {
  const plan = snapshotPlan(config, secrets);
  log.info(plan.note);
  if (!plan.fetch) return null;
  try {
    return await fetchForBuild(config, secrets, { write: log.info, cacheDir });
  } catch (error) {
    if (!(error instanceof BuildFetchError)) throw error;
    if (config.dataMode === 'live') {
      // The page fetches live anyway; the snapshot was only its fallback.
      log.warn(`\n${error.message}\nContinuing without a snapshot: live mode has no fallback.\n`);
      return null;
    }
    throw new Stopped(error.message);
  }
}

/** The demo build inlines the bundled demo data as its snapshot, so it is prerendered the same way. */
export function demoSnapshot(): PortfolioSnapshot {
  return {
    version: SNAPSHOT_VERSION,
    fetchedAt: new Date().toISOString(),
    parts: DEMO_DATA,
    failures: {},
  };
}
