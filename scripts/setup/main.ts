/**
 * `npm run setup`: an owner's first step after forking. Asks the GitHub login (and the rest), finds
 * what it can, writes .env in the owner's folder keeping what is there, and runs the doctor.
 * `npm run setup -- --help` lists the options for scripts (--yes asks nothing). See docs/setup.md.
 */
import { runSetup } from './runSetup';

runSetup(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  terminal: Boolean(process.stdin.isTTY && process.stdout.isTTY),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
