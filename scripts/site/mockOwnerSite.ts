/**
 * The site of the mock world's owner (test/fixtures/scenario.ts), built in snapshot mode against a
 * running local mock API for /portfolio/, as the e2e global setup builds it: what the bench measures
 * and what the README's screenshots show.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { mockOwnerSettings } from '../../e2e/support/e2eSettings';
import type { MockApi } from '../../test/support/mockApi';
import { runBuild, type BuildRun } from '../build/runBuild';

export const MOCK_OWNER_BASE_PATH = '/portfolio/';

/** Builds into `outDir` (emptied first), with a fresh API cache beside it: the mock's port changes. */
export async function buildMockOwnerSite(
  api: Pick<MockApi, 'githubUrl' | 'gitlabUrl'>,
  outDir: string,
): Promise<BuildRun> {
  const cacheDir = path.join(outDir, '..', 'api-cache');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  return runBuild({
    ...mockOwnerSettings(api),
    REACT_APP_DATA_MODE: 'snapshot',
    // Served under /portfolio/, whatever .env.local says.
    PUBLIC_URL: MOCK_OWNER_BASE_PATH,
    PORTFOLIO_CACHE_DIR: cacheDir,
    BUILD_PATH: outDir,
  });
}
