/**
 * The build the bench measures: the snapshot site built against the local mock API (as the e2e
 * global setup does), or an existing build. Either way, the mock stays up during the measurements
 * only when the page shows its avatars, so an API call the page should not make fails visibly.
 */
import { existsSync } from 'node:fs';
import { SETTING_NAMES } from '../../src/config/settingNames';
import path from 'node:path';
import { MOCK_GITHUB_TOKEN, MOCK_GITLAB_TOKEN } from '../../mock/mockOwner';
import { startMockApi, type MockApi } from '../../mock/mockApi';
import { buildMockOwnerSite } from '../site/mockOwnerSite';
import { BenchError } from './benchError';
import { mockReferencesInBuild } from './mockReferences';
import type { AnalyticsStandIn } from './analyticsStandIn';

export interface BenchBuild {
  readonly dir: string;
  readonly builtByBench: boolean;
  /** Mock origins the site names: their /github and /gitlab routes count as API calls. */
  readonly apiOrigins: readonly string[];
  /** The mock serving the avatars during the runs; null when the page does not show them. */
  readonly mock: MockApi | null;
  /** The analytics stand-in (--analytics), up during the runs; null without. */
  readonly analytics: AnalyticsStandIn | null;
}

type Log = (line: string) => void;

export async function buildAgainstMock(
  root: string,
  outDir: string,
  log: Log,
  analytics: AnalyticsStandIn | null = null,
): Promise<BenchBuild> {
  const api = await startMockApi({
    githubToken: MOCK_GITHUB_TOKEN,
    gitlabToken: MOCK_GITLAB_TOKEN,
    avatars: true,
  });
  let keep = false;
  try {
    log(
      `Building the snapshot site against the mock API (${api.url}) into ${path.relative(root, outDir)}...`,
    );
    const started = Date.now();
    if (analytics)
      log(`With the owner's analytics: ${SETTING_NAMES.analytics}=${analytics.setting}`);
    const result = await buildMockOwnerSite(
      api,
      outDir,
      analytics ? { [SETTING_NAMES.analytics]: analytics.setting } : {},
    );
    if (result.code !== 0) {
      const output = `${result.stdout}\n${result.stderr}`.trim();
      throw new BenchError(
        `The snapshot build failed (scripts/pipeline/main.ts), so there is nothing to measure:\n${output}\n` +
          'Fix the build (npm run build shows the same error), or measure an existing build with --build DIR.',
      );
    }
    log(`Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    const references = mockReferencesInBuild(outDir);
    keep = references.avatarOrigins.includes(api.url);
    log(
      keep
        ? 'The page shows the mock’s avatars: the mock stays up; only its /github and /gitlab routes count as API calls.'
        : 'The page does not reference the mock’s avatars: the mock is stopped before measuring.',
    );
    return {
      dir: outDir,
      builtByBench: true,
      apiOrigins: [...new Set([api.url, ...references.apiOrigins])],
      mock: keep ? api : null,
      analytics,
    };
  } finally {
    if (!keep) await api.close();
  }
}

/**
 * An existing build (--build). If it shows avatars of a mock that is gone, a mock is started again on
 * that port so the images load as they did for the build; when the port is taken they fail, and the
 * log says so.
 */
export async function existingBuild(dir: string, log: Log): Promise<BenchBuild> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new BenchError(`No build in ${dir} (no index.html): run npm run build, or drop --build.`);
  }
  const references = mockReferencesInBuild(dir);
  let mock: MockApi | null = null;
  const [avatarOrigin, ...others] = references.avatarOrigins;
  if (avatarOrigin) {
    const port = Number(new URL(avatarOrigin).port);
    try {
      mock = await startMockApi({ port, avatars: true });
      log(`The build shows avatars from ${avatarOrigin}: a mock API serves them there again.`);
    } catch (error) {
      log(
        `The build shows avatars from ${avatarOrigin}, but no mock could start there ` +
          `(${(error as Error).message}): those images will fail to load.`,
      );
    }
  }
  if (others.length > 0) log(`Avatars from ${others.join(', ')} will fail to load.`);
  return { dir, builtByBench: false, apiOrigins: references.apiOrigins, mock, analytics: null };
}
