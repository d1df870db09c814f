/**
 * Runs `npm run build` (scripts/build.ts) in a process of its own with extra environment, as an owner
 * would, and hands back what it printed: the build test, the e2e setup and the bench build with it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './1-settings/env';

export interface BuildRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runBuild(env: Readonly<Record<string, string>>): Promise<BuildRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'scripts/build.ts')],
      { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 },
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
