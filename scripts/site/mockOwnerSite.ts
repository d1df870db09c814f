/**
 * The site of the mock world's owner (mock/worlds/scenario.ts), built in snapshot mode against a
 * running local mock API for /portfolio/, as the e2e global setup builds it: what the bench measures
 * and what the README's screenshots show.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { SETTING_NAMES } from '../../src/config/settingNames';
import path from 'node:path';
import { mockOwnerSettings, OWNER_CV_PDF } from '../../mock/mockOwner';
import type { MockApi } from '../../mock/mockApi';
import { runBuild, type BuildRun } from '../pipeline/runBuild';

export const MOCK_OWNER_BASE_PATH = '/portfolio/';

/**
 * The settings a bench or screenshot run may vary from its own environment
 * (`REACT_APP_LANGUAGE=de npm run bench`); nothing else of the shell reaches the build.
 */
const VARIED = [
  SETTING_NAMES.language,
  SETTING_NAMES.languages,
  SETTING_NAMES.feeds,
  SETTING_NAMES.resumePath,
];

function variedSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    VARIED.flatMap((name) => (env[name] ? [[name, env[name]] as const] : [])),
  );
}

/** Builds into `outDir` (emptied first), with a fresh API cache beside it: the mock's port changes. */
export async function buildMockOwnerSite(
  api: Pick<MockApi, 'githubUrl' | 'gitlabUrl'>,
  outDir: string,
  extra: Readonly<Record<string, string>> = {},
): Promise<BuildRun> {
  const cacheDir = path.join(outDir, '..', 'api-cache');
  // The mock owner's own files: a CV of their own, nothing of the working tree's owner.
  const ownerDir = path.join(outDir, '..', 'owner');
  for (const dir of [outDir, cacheDir, ownerDir]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(ownerDir, 'public'), { recursive: true });
  writeFileSync(path.join(ownerDir, 'public/cv.pdf'), OWNER_CV_PDF);
  return runBuild(
    {
      ...mockOwnerSettings(api),
      ...variedSettings(process.env),
      ...extra,
      [SETTING_NAMES.dataMode]: 'snapshot',
      [SETTING_NAMES.publicUrl]: MOCK_OWNER_BASE_PATH,
      [SETTING_NAMES.cacheDir]: cacheDir,
      [SETTING_NAMES.buildPath]: outDir,
    },
    { ownerDir },
  );
}
