/**
 * The parts of `npm run deploy` (scripts/deploy/main.ts) that need neither git nor the network: the
 * arguments, what a build folder holds and where it was built for, where GitHub Pages serves a
 * repository's gh-pages branch, the commit message and the texts printed.
 */
import { readdirSync, statSync } from 'node:fs';
import { SETTING_NAMES } from '../../src/config/settingNames';
import path from 'node:path';
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';
import type { BuiltFor } from '../site/builtFor';

export { builtFor, type BuiltFor } from '../site/builtFor';

export const USAGE = `Usage: npm run deploy [-- [--dry-run] [--remote <name>] [--branch <name>]]

Builds the site (npm run build, every check included) and publishes the build folder to a branch of
your fork with gh-pages.

  --dry-run        build, then print what would be pushed where; clone, commit and push nothing
  --remote <name>  the git remote to push to (default: origin)
  --branch <name>  the branch to publish to (default: gh-pages)
  --help           this text`;

export interface DeployOptions {
  readonly dryRun: boolean;
  readonly remote: string;
  readonly branch: string;
  readonly help: boolean;
}

/** A wrong argument: the message names it; print it with USAGE. */
export class DeployUsageError extends Error {
  override name = 'DeployUsageError';
}

/** Remote and branch names as git accepts them, without anything a shell or git could misread. */
const GIT_NAME = /^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]+$/;

const OPTIONS = {
  'dry-run': { type: 'boolean' },
  remote: { type: 'string', default: 'origin' },
  branch: { type: 'string', default: 'gh-pages' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What a missing or unusable --remote or --branch value gets told. */
function needsName(option: 'remote' | 'branch', got?: string): DeployUsageError {
  return new DeployUsageError(
    `--${option} needs a ${option} name, e.g. --${option} ${OPTIONS[option].default}` +
      (got ? ` (got "${got}")` : '') +
      '.',
  );
}

function readOptions(argv: readonly string[]) {
  try {
    return readCommandLine({ args: [...argv], options: OPTIONS }).values;
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    if (error.option === 'remote' || error.option === 'branch') throw needsName(error.option);
    throw new DeployUsageError(`${error.message}.`);
  }
}

export function parseDeployArgs(argv: readonly string[]): DeployOptions {
  const values = readOptions(argv);
  for (const option of ['remote', 'branch'] as const) {
    if (!GIT_NAME.test(values[option])) throw needsName(option, values[option]);
  }
  return {
    dryRun: values['dry-run'] ?? false,
    help: values.help ?? false,
    remote: values.remote,
    branch: values.branch,
  };
}

export interface SiteFiles {
  readonly count: number;
  readonly bytes: number;
}

/** Every file gh-pages publishes from `directory` with `dotfiles: true`: all of them. */
export function siteFiles(directory: string): SiteFiles {
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

interface PagesTarget {
  /** owner/repository on github.com */
  readonly repository: string;
  /** Where GitHub Pages serves the repository's site without a custom domain. */
  readonly url: string;
  /** That address's path: '' for a user or organization site (<owner>.github.io), else '/<repo>'. */
  readonly basePath: string;
}

/** Where GitHub Pages serves a github.com repository; null for any other host. */
export function pagesTarget(remoteUrl: string): PagesTarget | null {
  const match =
    /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|git@)github\.com[:/]([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/i.exec(
      remoteUrl.trim(),
    );
  if (!match?.[1] || !match[2]) return null;
  const owner = match[1];
  const repo = match[2];
  const host = `${owner.toLowerCase()}.github.io`;
  if (repo.toLowerCase() === host) {
    return { repository: `${owner}/${repo}`, url: `https://${host}/`, basePath: '' };
  }
  return { repository: `${owner}/${repo}`, url: `https://${host}/${repo}/`, basePath: `/${repo}` };
}

/** A remote URL fit to print: credentials in it (https://user:token@host/…) are hidden. */
export function redactUrl(remoteUrl: string): string {
  return remoteUrl.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]+@/i, '$1***@');
}

export interface SourceCommit {
  /** HEAD's SHA; null before the first commit. */
  readonly sha: string | null;
  /** The working tree differs from HEAD. */
  readonly dirty: boolean;
}

export function commitMessage({ sha, dirty }: SourceCommit): string {
  if (!sha) return 'Deploy the portfolio (the source has no commit yet)';
  return `Deploy the portfolio from ${sha}${dirty ? ' with uncommitted changes' : ''}`;
}

function displayPath(basePath: string): string {
  return `${basePath}/`;
}

/**
 * A warning when the build's base path is not where Pages serves the branch (assets would 404 and the
 * page stay blank); null when they agree, or when a canonical URL on another host says the site has
 * a custom domain.
 */
export function basePathWarning(built: BuiltFor, target: PagesTarget | null): string | null {
  if (!target || built.basePath === null || built.basePath === target.basePath) return null;
  if (built.canonicalUrl) {
    try {
      if (new URL(built.canonicalUrl).host !== new URL(target.url).host) return null;
    } catch {
      // A canonical URL that does not parse says nothing about a custom domain.
    }
  }
  const wanted = target.basePath || '/';
  return (
    `Warning: this build is for ${displayPath(built.basePath)}, but GitHub Pages serves the ` +
    `${target.repository} site at ${target.url}, so its scripts and styles would not load (a blank ` +
    `page). Set ${SETTING_NAMES.publicUrl}=${wanted} (or the full address, ${target.url.replace(/\/$/, '')}) in .env ` +
    `and deploy again; with a custom domain, set ${SETTING_NAMES.publicUrl} to that address.`
  );
}

export interface DeployPlan {
  readonly remote: string;
  readonly remoteUrl: string;
  readonly branch: string;
  /** The build folder, as printed (relative to the repository when inside it). */
  readonly buildDir: string;
  readonly files: SiteFiles;
  readonly built: BuiltFor;
  readonly message: string;
}

/** What is (or, in a dry run, would be) pushed where, one fact a line. */
export function deploySummary(plan: DeployPlan, mode: 'dry-run' | 'published'): string {
  const target = pagesTarget(plan.remoteUrl);
  const built = plan.built;
  const builtFor =
    built.basePath === null
      ? 'unknown (no /static/js/ URL in index.html)'
      : displayPath(built.basePath) +
        (built.canonicalUrl
          ? `, canonical URL ${built.canonicalUrl}`
          : ` (${SETTING_NAMES.publicUrl} is a path)`);
  const lines = [
    mode === 'dry-run'
      ? 'Dry run: nothing was cloned, committed or pushed. npm run deploy would publish:'
      : 'Published:',
    `  files     ${plan.buildDir}/: ${plan.files.count} files, ${formatBytes(plan.files.bytes)} (dotfiles included)`,
    `  to        branch ${plan.branch} of remote ${plan.remote}, ${redactUrl(plan.remoteUrl)}`,
    `  commit    "${plan.message}"`,
    `  built for ${builtFor}`,
  ];
  if (target) {
    lines.push(
      `  served at ${target.url} once Settings → Pages → Source is "Deploy from a branch", ` +
        `branch ${plan.branch}, folder / (root)`,
    );
  }
  const warning = basePathWarning(built, target);
  if (warning) lines.push('', warning);
  if (mode === 'dry-run') lines.push('', 'To publish it: npm run deploy');
  return lines.join('\n');
}
