/**
 * `npm run deploy`: for owners who publish from a gh-pages branch instead of the Pages workflow.
 * Builds the site with scripts/pipeline/main.ts (every check of `npm run build` applies), then pushes the build
 * folder to the gh-pages branch of `origin` with the gh-pages package.
 *
 * `npm run deploy -- --dry-run` builds, then prints what would be pushed where; it never loads
 * gh-pages, so nothing is cloned, committed or pushed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildPath, loadEnvFiles, orStop, ROOT } from '../pipeline/settings/env';
import { reportFailure, Stopped } from '../lib/cli/stopped';
import {
  builtFor,
  commitMessage,
  deploySummary,
  DeployUsageError,
  parseDeployArgs,
  siteFiles,
  USAGE,
  type DeployOptions,
  type DeployPlan,
  type SourceCommit,
} from './deploy';

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

/** A failure whose message says what to do; printed alone, without a stack. */
class DeployError extends Error {
  override name = 'DeployError';
}

function git(...args: string[]): { ok: boolean; stdout: string; stderr: string } {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    throw new DeployError(
      code === 'ENOENT'
        ? 'git is not installed (or not on the PATH): install git, then run npm run deploy again.'
        : `git could not be started: ${result.error.message}`,
    );
  }
  return { ok: result.status === 0, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/** The remote's URL; fails, naming the fix, outside a git checkout or without that remote. */
function remoteUrlOf(remote: string): string {
  if (!git('rev-parse', '--is-inside-work-tree').ok) {
    throw new DeployError(
      `${ROOT} is not a git checkout, so there is no repository to publish to. Run npm run deploy in a ` +
        'clone of your fork (git clone https://github.com/<you>/<repository>.git), or turn this folder ' +
        'into one: git init && git remote add origin https://github.com/<you>/<repository>.git',
    );
  }
  const url = git('config', '--get', `remote.${remote}.url`);
  if (!url.ok || !url.stdout) {
    const remotes = git('remote').stdout.split('\n').filter(Boolean);
    throw new DeployError(
      `This checkout has no git remote "${remote}" to publish to` +
        (remotes.length ? ` (its remotes: ${remotes.join(', ')})` : '') +
        `. Add your fork: git remote add ${remote} https://github.com/<you>/<repository>.git` +
        (remotes.length
          ? ` (or name another remote: npm run deploy -- --remote ${remotes[0]})`
          : ''),
    );
  }
  return url.stdout.split(/\r?\n/)[0] ?? url.stdout;
}

function sourceCommit(): SourceCommit {
  const head = git('rev-parse', 'HEAD');
  return {
    sha: head.ok ? head.stdout : null,
    dirty: git('status', '--porcelain').stdout !== '',
  };
}

/** Runs scripts/pipeline/main.ts in its own process, its output shown as it comes. */
function build(outputPath: string): Promise<void> {
  const tsx = require.resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, path.join(ROOT, 'scripts/pipeline/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, BUILD_PATH: outputPath },
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

async function main(options: DeployOptions): Promise<void> {
  // Fail on the repository before a build that takes half a minute.
  const remoteUrl = remoteUrlOf(options.remote);
  const message = commitMessage(sourceCommit());

  // The same .env files as the build, for BUILD_PATH; the build reads them again, with the same result.
  orStop(() => loadEnvFiles('production'));
  const outputPath = buildPath();
  await build(outputPath);

  const indexFile = path.join(outputPath, 'index.html');
  if (!existsSync(indexFile)) {
    throw new DeployError(
      `The build ended without ${indexFile}: nothing was published. Run npm run build to see why.`,
    );
  }
  const relative = path.relative(ROOT, outputPath);
  const plan: DeployPlan = {
    remote: options.remote,
    remoteUrl,
    branch: options.branch,
    buildDir: relative && !relative.startsWith('..') ? relative : outputPath,
    files: siteFiles(outputPath),
    built: builtFor(readFileSync(indexFile, 'utf8')),
    message,
  };

  console.log('');
  if (options.dryRun) {
    console.log(deploySummary(plan, 'dry-run'));
    return;
  }
  console.log(`Publishing ${plan.buildDir}/ to the ${plan.branch} branch of ${plan.remote}…`);
  await publish(plan, outputPath);
  console.log(deploySummary(plan, 'published'));
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
main(options).catch((error: unknown) => {
  // A malformed setting: its own message, as the build says it.
  if (error instanceof Stopped) process.exit(reportFailure(error));
  console.error(`\nDeploy failed: ${error instanceof DeployError ? error.message : String(error)}`);
  if (!(error instanceof DeployError)) console.error(error);
  process.exit(1);
});
