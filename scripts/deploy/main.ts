/**
 * `npm run deploy`: for owners who publish from a gh-pages branch instead of the Pages workflow.
 * Builds the site with scripts/pipeline/main.ts (every check of `npm run build` applies), then pushes the build
 * folder to the gh-pages branch of `origin` with the gh-pages package.
 *
 * `npm run deploy -- --dry-run` builds, then prints what would be pushed where; it never loads
 * gh-pages, so nothing is cloned, committed or pushed.
 */
import { spawn } from 'node:child_process';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../pipeline/settings/env';
import { reportFailure, Stopped } from '../lib/cli/stopped';
import {
  DeployUsageError,
  parseDeployArgs,
  USAGE,
  type DeployOptions,
  type DeployPlan,
} from './deploy';
import { DeployError, runDeploy } from './runDeploy';

/** The part of gh-pages 6 used here (the package ships no types). */
interface GhPages {
  publish(
    basePath: string,
    options: {
      repo: string;
      remote: string;
      branch: string;
      dotfiles: boolean;
      nojekyll: boolean;
      message: string;
    },
    callback: (error?: Error | null) => void,
  ): unknown;
}

/** Runs scripts/pipeline/main.ts in its own process, its output shown as it comes. */
function buildInChild(outputPath: string): Promise<void> {
  const tsx = require.resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, path.join(ROOT, 'scripts/pipeline/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, [SETTING_NAMES.buildPath]: outputPath },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(new DeployError(`The build could not be started: ${error.message}`)),
    );
    child.on('exit', (code, signal) => {
      if (code === 0) {
        resolve();
        return;
      }
      reject(
        new DeployError(
          `The build failed (${signal ? `signal ${signal}` : `exit code ${code}`}), so nothing was ` +
            'published. Fix what its message above names (npm run build shows the same), then run ' +
            'npm run deploy again.',
        ),
      );
    });
  });
}

function publish(plan: DeployPlan, outputPath: string): Promise<void> {
  // Loaded only here: a dry run never touches gh-pages, so it can clone or push nothing.
  const ghPages = createRequire(__filename)('gh-pages') as GhPages;
  return new Promise((resolve, reject) => {
    // gh-pages reports failures through the callback only; its promise always resolves.
    ghPages.publish(
      outputPath,
      {
        repo: plan.remoteUrl,
        remote: plan.remote,
        branch: plan.branch,
        // Keeps .nojekyll (and any other dotfile of the build), and makes sure there is one:
        // Jekyll would otherwise process a branch-published site.
        dotfiles: true,
        nojekyll: true,
        message: plan.message,
      },
      (error) => {
        if (!error) {
          resolve();
          return;
        }
        reject(
          new DeployError(
            `Publishing to the ${plan.branch} branch of ${plan.remote} failed: ${error.message.trim()}\n` +
              'Check that you may push to that repository (git push works from this checkout), and that ' +
              'git knows who you are (git config user.name / user.email). If the cached clone is stale, ' +
              'remove node_modules/.cache/gh-pages and run npm run deploy again.',
          ),
        );
      },
    );
  });
}

let options: DeployOptions;
try {
  options = parseDeployArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof DeployUsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(1);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
runDeploy(options, {
  root: ROOT,
  env: process.env,
  build: buildInChild,
  publish,
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  // A malformed setting: its own message, as the build says it.
  if (error instanceof Stopped) process.exit(reportFailure(error));
  console.error(`\nDeploy failed: ${error instanceof DeployError ? error.message : String(error)}`);
  if (!(error instanceof DeployError)) console.error(error);
  process.exit(1);
});
