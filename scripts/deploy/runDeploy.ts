/**
 * `npm run deploy`'s steps over what it is given (runDeploy): the checkout to publish from, the
 * command's environment, the build and the publishing. The command (main.ts) passes the real ones (a
 * child `npm run build`, gh-pages); the tests a build in their own process and no publishing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPath, orStop, readEnvFiles } from '../pipeline/settings/env';
import {
  builtFor,
  commitMessage,
  deploySummary,
  siteFiles,
  type DeployOptions,
  type DeployPlan,
  type SourceCommit,
} from './deploy';

/** A failure whose message says what to do; printed alone, without a stack. */
export class DeployError extends Error {
  override name = 'DeployError';
}

export interface DeployRun {
  /** The checkout whose remote is published to (git runs there; the build folder is shown relative to it). */
  readonly root: string;
  /** The command's environment: git's, and, with the owner's .env files under it, the build path's. */
  readonly env: NodeJS.ProcessEnv;
  /** Builds the site into `outputPath` (npm run build, every check included); rejects with a DeployError. */
  readonly build: (outputPath: string) => Promise<void>;
  /** Publishes the build folder (never called on a dry run). */
  readonly publish: (plan: DeployPlan, outputPath: string) => Promise<void>;
  readonly log: (line: string) => void;
}

type Git = (...args: string[]) => { ok: boolean; stdout: string; stderr: string };

function gitIn(root: string, env: NodeJS.ProcessEnv): Git {
  return (...args) => {
    const result = spawnSync('git', args, { cwd: root, env, encoding: 'utf8' });
    if (result.error) {
      const code = (result.error as NodeJS.ErrnoException).code;
      throw new DeployError(
        code === 'ENOENT'
          ? 'git is not installed (or not on the PATH): install git, then run npm run deploy again.'
          : `git could not be started: ${result.error.message}`,
      );
    }
    return { ok: result.status === 0, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
  };
}

/** The remote's URL; fails, naming the fix, outside a git checkout or without that remote. */
function remoteUrlOf(git: Git, root: string, remote: string): string {
  if (!git('rev-parse', '--is-inside-work-tree').ok) {
    throw new DeployError(
      `${root} is not a git checkout, so there is no repository to publish to. Run npm run deploy in a ` +
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

function sourceCommit(git: Git): SourceCommit {
  const head = git('rev-parse', 'HEAD');
  return {
    sha: head.ok ? head.stdout : null,
    dirty: git('status', '--porcelain').stdout !== '',
  };
}

/** Checks the checkout, builds, then says what would be published (dry run) or publishes it. */
export async function runDeploy(options: DeployOptions, run: DeployRun): Promise<void> {
  const { root, env, log } = run;
  const git = gitIn(root, env);
  // Fail on the repository before a build that takes half a minute.
  const remoteUrl = remoteUrlOf(git, root, options.remote);
  const message = commitMessage(sourceCommit(git));

  // The same .env files as the build, for the build path; the build reads them again, with the same result.
  const outputPath = buildPath(orStop(() => readEnvFiles('production', env)));
  await run.build(outputPath);

  const indexFile = path.join(outputPath, 'index.html');
  if (!existsSync(indexFile)) {
    throw new DeployError(
      `The build ended without ${indexFile}: nothing was published. Run npm run build to see why.`,
    );
  }
  const relative = path.relative(root, outputPath);
  const plan: DeployPlan = {
    remote: options.remote,
    remoteUrl,
    branch: options.branch,
    buildDir: relative && !relative.startsWith('..') ? relative : outputPath,
    files: siteFiles(outputPath),
    built: builtFor(readFileSync(indexFile, 'utf8')),
    message,
  };

  log('');
  if (options.dryRun) {
    log(deploySummary(plan, 'dry-run'));
    return;
  }
  log(`Publishing ${plan.buildDir}/ to the ${plan.branch} branch of ${plan.remote}…`);
  await run.publish(plan, outputPath);
  log(deploySummary(plan, 'published'));
}
