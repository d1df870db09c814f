/**
 * `npm run doctor`: checks everything an owner sets up (the settings, the GitHub user and token, GitLab,
 * the resumes, the feeds, the site's address setting against the Pages address, the CV) and prints one line per item,
 * ✔ / ⚠ / ✖, with the fix for each ⚠ and ✖. Exits 1 on any ✖, else 0. With GITHUB_STEP_SUMMARY set
 * (GitHub Actions) the checklist goes to the job summary too. See docs/doctor.md and scripts/doctor/.
 */
import { loadEnvFiles, orStop } from '../pipeline/settings/env';
import { ownerRoot } from '../pipeline/settings/ownerFiles';
import { CommandLineError } from '../lib/cli/commandLine';
import { reportFailure } from '../lib/cli/stopped';
import { DOCTOR_USAGE, parseDoctorArgs, type DoctorArgs } from './args';
import { runDoctor } from './runDoctor';

async function main(): Promise<void> {
  let args: DoctorArgs;
  try {
    args = parseDoctorArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`${error.message}\n\n${DOCTOR_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    console.log(DOCTOR_USAGE);
    return;
  }
  // The owner's .env.local and .env, under the real environment, as the build reads them.
  orStop(() => loadEnvFiles('production'));
  const report = await runDoctor({
    env: process.env,
    root: ownerRoot(process.env),
    pagesUrl: args.pagesUrl,
  });
  process.exitCode = report.exitCode;
}

main().catch((error: unknown) => {
  process.exitCode = reportFailure(error);
});
