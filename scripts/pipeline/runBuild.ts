/**
 * Runs `npm run build` (scripts/pipeline/main.ts) in a process of its own, as an owner would, and hands back
 * what it printed: the build test, the e2e setup and the bench build with it. The build sees only the
 * settings it is given and the owner's files of its own folder: nothing of the shell that started it
 * (its REACT_APP_*, tokens, site address) and nothing of the working tree's .env, resume or CV. The
 * build's own tests run it in their process instead (buildInProcess.ts), but for one smoke test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './settings/env';
import { hermeticEnv } from '../lib/cli/childEnv';
import { OWNER_DIR_VARIABLE } from './settings/ownerFiles';

export interface BuildRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunBuildOptions {
  /**
   * The owner's folder (.env, resume.json, public/cv.pdf, tech-stack.json); by default an empty one,
   * so only `settings` count.
   */
  readonly ownerDir?: string;
}

/**
 * Runs `build` with the build's environment: `settings` over the machine's basics (hermeticEnv), and
 * the owner's folder (an empty one, removed after, unless options.ownerDir names one). The child
 * build here and the in-process one (buildInProcess.ts) share it, so both see the same inputs.
 */
export async function withBuildEnv<T>(
  settings: Readonly<Record<string, string>>,
  options: RunBuildOptions,
  build: (env: Record<string, string>) => Promise<T>,
): Promise<T> {
  const emptyOwnerDir = options.ownerDir
    ? null
    : mkdtempSync(path.join(tmpdir(), 'portfolio-owner-'));
  try {
    return await build(
      hermeticEnv({ ...settings, [OWNER_DIR_VARIABLE]: options.ownerDir ?? emptyOwnerDir ?? '' }),
    );
  } finally {
    if (emptyOwnerDir) rmSync(emptyOwnerDir, { recursive: true, force: true });
  }
}

export function runBuild(
  settings: Readonly<Record<string, string>>,
  options: RunBuildOptions = {},
): Promise<BuildRun> {
  return withBuildEnv(settings, options, buildInChild);
}

async function buildInChild(env: Record<string, string>): Promise<BuildRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'scripts/pipeline/main.ts')],
      { cwd: ROOT, env, maxBuffer: 32 * 1024 * 1024 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: unknown; stdout?: string; stderr?: string; message: string };
    return {
      code: typeof failure.code === 'number' ? failure.code : 1,
      stdout: failure.stdout ?? '',
      stderr: failure.stderr || failure.message,
    };
  }
}
