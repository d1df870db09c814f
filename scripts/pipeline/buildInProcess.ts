/**
 * `npm run build` in the calling process, for the build's tests: the same steps (BUILD_STEPS), the same
 * hermetic inputs and the same result as runBuild's child process (withBuildEnv: the settings given
 * and the owner's folder, nothing of process.env or the working tree's .env, resume or CV), without
 * a process to start, a second webpack to load or an exit. The pipeline reads its environment from
 * the options and prints through the log given here, so both are the test's.
 */
import { reportFailure } from '../lib/cli/stopped';
import { runPipeline, type BuildLog } from './pipeline';
import { withBuildEnv, type BuildRun, type RunBuildOptions } from './runBuild';
import { BUILD_STEPS } from './steps';

/** Lines as console.log writes them: each ends with a line break. */
const printed = (lines: readonly string[]) => lines.map((line) => `${line}\n`).join('');

export function buildInProcess(
  settings: Readonly<Record<string, string>>,
  options: RunBuildOptions = {},
): Promise<BuildRun> {
  return withBuildEnv(settings, options, async (env) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const log: BuildLog = { info: (line) => stdout.push(line), warn: (line) => stderr.push(line) };
    let code: number;
    try {
      code = await runPipeline(BUILD_STEPS, { env, log });
    } catch (error) {
      // A bug of the build: printed whole, as the command's entry point prints it.
      code = reportFailure(error, log.warn);
    }
    return { code, stdout: printed(stdout), stderr: printed(stderr) };
  });
}
