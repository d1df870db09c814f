/**
 * Runs `npm run build` (scripts/pipeline/main.ts) in a process of its own, as an owner would, and hands back
 * what it printed: the build test, the e2e setup and the bench build with it. The build sees only the
 * settings it is given and the owner's files of its own folder: nothing of the shell that started it
 * (its REACT_APP_*, tokens, PUBLIC_URL) and nothing of the working tree's .env, resume or CV.
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

export async function runBuild(
  settings: Readonly<Record<string, string>>,
  options: RunBuildOptions = {},
): Promise<BuildRun> {
  const emptyOwnerDir = options.ownerDir
    ? null
    : mkdtempSync(path.join(tmpdir(), 'portfolio-owner-'));
  const env = hermeticEnv({
    ...settings,
    [OWNER_DIR_VARIABLE]: options.ownerDir ?? emptyOwnerDir ?? '',
  });
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
  } finally {
    if (emptyOwnerDir) rmSync(emptyOwnerDir, { recursive: true, force: true });
  }
}
