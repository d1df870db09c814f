/**
 * @jest-environment node
 *
 * The GitHub Actions workflows: valid against GitHub's schema (the real action-validator), and shaped
 * as the README promises: what triggers them, what each job may do, where the build finds its cache,
 * tokens and address, and what gets deployed; every action pinned by commit SHA, and Dependabot
 * configured to keep those pins (and the npm dependencies) up to date.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { buildPath } from './build/settings/env';
import { apiCacheDir } from './build/fetch/fetchForBuild';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const VALIDATOR = path.join(ROOT, 'node_modules/.bin/action-validator');
const PAGES = path.join(ROOT, '.github/workflows/pages.yml');
const CI = path.join(ROOT, '.github/workflows/ci.yml');
const DEPENDABOT = path.join(ROOT, '.github/dependabot.yml');

interface Step {
  readonly name?: string;
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, unknown>;
  readonly env?: Record<string, string>;
}

interface Job {
  readonly 'runs-on'?: string;
  readonly permissions?: Record<string, string>;
  readonly needs?: string | string[];
  readonly environment?: { readonly name: string; readonly url?: string };
  readonly container?: { readonly image: string; readonly options?: string };
  readonly steps: Step[];
}

interface Workflow {
  readonly on: Record<string, unknown>;
  readonly permissions: Record<string, string>;
  readonly concurrency?: { readonly group: string; readonly 'cancel-in-progress': boolean };
  readonly jobs: Record<string, Job>;
}

function load(file: string): Workflow {
  return parse(readFileSync(file, 'utf8')) as Workflow;
}

/** The action a step uses, without its ref: `actions/checkout`. */
const actionOf = (uses: string | undefined) => uses?.split('@')[0];

/**
 * Every `uses:` line of a workflow as written, its comment included (the YAML parser drops comments,
 * and the version lives in one): `actions/checkout@<sha> # v4.2.2`.
 */
function usesLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^ *(?:- )?uses: (\S.*)$/.exec(line)?.[1])
    .filter((uses): uses is string => uses !== undefined);
}

/** owner/repo[/path]@<40 hex> # vX.Y.Z, and nothing else on the line. */
const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/;

/** Exit code 0 when valid; otherwise the validator prints its errors as JSON on stderr. */
async function validate(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(VALIDATOR, [file], { cwd: path.dirname(file) });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

/** The one step that uses `action` (e.g. actions/cache), or runs exactly `command`. */
function stepIndex(steps: readonly Step[], match: string): number {
  const matches = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => actionOf(step.uses) === match || step.run?.trim() === match);
  if (matches.length !== 1) {
    throw new Error(`Expected one step "${match}", found ${matches.length}`);
  }
  return matches[0]?.index ?? -1;
}

function step(steps: readonly Step[], match: string): Step {
  const found = steps[stepIndex(steps, match)];
  if (!found) throw new Error(`No step "${match}"`);
  return found;
}

const posix = (relative: string) => relative.split(path.sep).join('/');

describe('the workflows are valid GitHub Actions workflows', () => {
  jest.setTimeout(30_000);

  it.each([
    ['pages.yml', PAGES],
    ['ci.yml', CI],
  ])('%s passes action-validator', async (_name, file) => {
    const result = await validate(file);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('and the validator does reject a broken workflow', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-workflows-'));
    try {
      const broken = path.join(dir, 'pages.yml');
      // A misspelt key and a permission level GitHub does not know.
      writeFileSync(
        broken,
        readFileSync(PAGES, 'utf8')
          .replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest')
          .replace('permissions: {}', 'permissions: { contents: readonly }'),
      );
      const result = await validate(broken);
      expect(result.code).not.toBe(0);
      const report = JSON.parse(result.output) as { errors: { path: string }[] };
      expect(report.errors.map((error) => error.path)).toEqual(
        expect.arrayContaining(['/jobs/build', '/permissions']),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pages.yml', () => {
  const workflow = load(PAGES);
  const buildJob = workflow.jobs.build;
  const steps = buildJob?.steps ?? [];
  const buildStep = step(steps, 'npm run build');
  const doctorStep = step(steps, 'npm run doctor');
  const noticeStep = steps.find((candidate) => candidate.run?.includes('::notice'));

  it('runs on a push to main, every day, and by hand', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    const schedule = workflow.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    expect(schedule[0]?.cron.split(' ')).toHaveLength(5);
    expect(schedule[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
  });

  it('grants nothing by default, and each job only what it needs, one run at a time', () => {
    expect(workflow.permissions).toEqual({});
    expect(Object.keys(workflow.jobs).sort()).toEqual(['build', 'deploy']);
    expect(workflow.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false });
  });

  it('builds read-only: the job that runs npm ci and the build can write nothing', () => {
    // pages: read for actions/configure-pages, which reads the Pages site for its address.
    expect(buildJob?.permissions).toEqual({ contents: 'read', pages: 'read' });
    expect(Object.values(buildJob?.permissions ?? { none: 'write' })).not.toContain('write');
    expect(JSON.stringify(buildJob)).not.toMatch(/write-all|id-token/);
  });

  it('lets only the deploy job publish: exactly pages: write and id-token: write', () => {
    expect(workflow.jobs.deploy?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    // It runs no code of the repository: no checkout, no command.
    expect(workflow.jobs.deploy?.steps.map((candidate) => actionOf(candidate.uses))).toEqual([
      'actions/deploy-pages',
    ]);
  });

  it('installs, restores the API cache, checks the setup, then builds and uploads, in that order', () => {
    expect(buildJob?.['runs-on']).toBe('ubuntu-latest');
    const order = [
      'actions/checkout',
      'actions/setup-node',
      'actions/configure-pages',
      'npm ci',
      'actions/cache',
      'npm run doctor',
      'npm run build',
      'actions/upload-pages-artifact',
    ].map((match) => stepIndex(steps, match));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(step(steps, 'actions/setup-node').with).toEqual({ 'node-version': 20, cache: 'npm' });
    expect(steps.map((candidate) => actionOf(candidate.uses)).filter(Boolean)).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'actions/configure-pages',
      'actions/cache',
      'actions/upload-pages-artifact',
    ]);
  });

  it('caches the folder the build keeps its API answers in, a new entry per run', () => {
    const cache = step(steps, 'actions/cache').with ?? {};
    const cacheDir =
      buildStep.env?.PORTFOLIO_CACHE_DIR ?? posix(path.relative(ROOT, apiCacheDir({})));
    expect(cache.path).toBe(cacheDir);
    expect(cache.key).toContain('${{ github.run_id }}');
    expect(cache['restore-keys']).toBe('portfolio-api-');
    expect(String(cache.key).startsWith(String(cache['restore-keys']))).toBe(true);
  });

  it('gives the build the tokens from the PORTFOLIO_ secrets and the real Pages address', () => {
    expect(buildStep.env).toEqual({
      // Without the secret, the workflow's own token: 1,000 requests an hour on public endpoints.
      GITHUB_TOKEN: '${{ secrets.PORTFOLIO_GITHUB_TOKEN || github.token }}',
      GITLAB_TOKEN: '${{ secrets.PORTFOLIO_GITLAB_TOKEN }}',
      PUBLIC_URL: '${{ steps.pages.outputs.base_url }}',
    });
    expect(step(steps, 'actions/configure-pages').id).toBe('pages');
  });

  it('gives the secrets to no other step (npm ci never sees a token)', () => {
    const withSecrets = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .filter((candidate) => JSON.stringify(candidate).includes('secrets.'));
    expect(withSecrets).toEqual([noticeStep, doctorStep, buildStep]);
  });

  it('never runs the tests: only the owner’s own setup or data can stop a rebuild', () => {
    const commands = steps.map((candidate) => candidate.run ?? '').join('\n');
    expect(commands).not.toMatch(/npm (run )?test|jest|\.ci\/run/);
  });

  it('checks the setup with the build’s tokens and address, into the job summary, stopping nothing', () => {
    expect(doctorStep.env).toEqual(buildStep.env);
    expect((doctorStep as { 'continue-on-error'?: boolean })['continue-on-error']).toBe(true);
  });

  it('falls back on the workflow’s own token only when the secret is empty', () => {
    // GitHub's expression `a || b` gives b when a is empty: an unset secret is the empty string.
    const [secret, fallback] = (buildStep.env?.GITHUB_TOKEN ?? '')
      // eslint-disable-next-line regexp/no-super-linear-move -- test input is fixed (the repository's workflow)
      .replace(/^\$\{\{\s*|\s*\}\}$/g, '')
      // eslint-disable-next-line regexp/no-super-linear-move -- test input is fixed (the repository's workflow)
      .split(/\s*\|\|\s*/);
    expect([secret, fallback]).toEqual(['secrets.PORTFOLIO_GITHUB_TOKEN', 'github.token']);
    // The job's token may read public data and write nothing.
    expect(buildJob?.permissions?.contents).toBe('read');
    expect(buildStep.env?.GITLAB_TOKEN).not.toContain('||');
  });

  it.each([
    [
      '',
      /^::notice title=Fetching with the workflow's token::.*GITHUB_TOKEN.*public endpoints.*1,000 requests an hour.*PORTFOLIO_GITHUB_TOKEN.*5,000 requests an hour/,
    ],
    [
      'github_pat_x',
      /^::notice title=Fetching with PORTFOLIO_GITHUB_TOKEN::.*personal token.*5,000 requests an hour/,
    ],
  ])('says which token the build uses (secret "%s") and what it allows', async (token, notice) => {
    const { stdout } = await run('bash', ['-c', noticeStep?.run ?? 'exit 1'], {
      env: { ...process.env, ...noticeStep?.env, PORTFOLIO_GITHUB_TOKEN: token },
    });
    expect(stdout.trim().split('\n')).toEqual([expect.stringMatching(notice)]);
    expect(noticeStep?.env).toEqual({
      PORTFOLIO_GITHUB_TOKEN: '${{ secrets.PORTFOLIO_GITHUB_TOKEN }}',
    });
  });

  it('uploads the folder the build writes', () => {
    expect(buildStep.env).not.toHaveProperty('BUILD_PATH');
    expect(step(steps, 'actions/upload-pages-artifact').with).toEqual({
      path: posix(path.relative(ROOT, buildPath({}))),
    });
  });

  it('deploys only after a successful build, to the github-pages environment', () => {
    const deploy = workflow.jobs.deploy;
    expect(Object.keys(workflow.jobs).sort()).toEqual(['build', 'deploy']);
    expect([deploy?.needs].flat()).toEqual(['build']);
    expect(deploy?.environment).toEqual({
      name: 'github-pages',
      url: '${{ steps.deployment.outputs.page_url }}',
    });
    expect(deploy?.steps).toEqual([
      { uses: expect.stringMatching(/^actions\/deploy-pages@[0-9a-f]{40}$/), id: 'deployment' },
    ]);
  });
});

describe('ci.yml', () => {
  const workflow = load(CI);
  const jobs = Object.values(workflow.jobs);

  it('runs on every push and pull request, with read-only permissions', () => {
    expect(workflow.on).toHaveProperty('push');
    expect(workflow.on.push).toBeNull();
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(readFileSync(CI, 'utf8')).not.toContain('secrets.');
  });

  it('runs bash .ci/run in Debian, where apt-get can install Chromium', () => {
    expect(jobs).toHaveLength(1);
    const job = jobs[0];
    // The tag for the reader, the digest for Docker: the image cannot change under the same name.
    expect(job?.container?.image).toMatch(/^node:20-bookworm@sha256:[0-9a-f]{64}$/);
    expect(
      job?.steps.map((candidate) => actionOf(candidate.uses) ?? candidate.run?.trim()),
    ).toEqual(['actions/checkout', 'bash .ci/run']);
    // The script it runs installs Chromium with apt-get, with sudo only when not root.
    const script = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    expect(script).toContain('apt-get install -y chromium');
    expect(script).toMatch(/\$\(id -u\)" -ne 0 \]; then sudo='sudo'/);
  });
});

describe('the actions both workflows use', () => {
  const files = [
    ['pages.yml', PAGES],
    ['ci.yml', CI],
  ] as const;

  it.each(files)('%s pins every action by commit SHA, its version in a comment', (_name, file) => {
    const lines = usesLines(file);
    // Every `uses` the YAML holds is one of the lines read (none written in another form).
    const parsed = Object.values(load(file).jobs).flatMap((job) =>
      job.steps.map((candidate) => candidate.uses).filter(Boolean),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(parsed.length);
    for (const line of lines) expect(line).toMatch(PINNED);
  });

  it('pins an action at the same commit and version wherever it is used', () => {
    const pins = new Map<string, Set<string>>();
    for (const [, file] of files) {
      for (const line of usesLines(file)) {
        const [action = '', pin = ''] = line.split('@');
        pins.set(action, (pins.get(action) ?? new Set()).add(pin));
      }
    }
    expect(pins.get('actions/checkout')?.size).toBe(1);
    for (const [action, versions] of pins) expect([action, versions.size]).toEqual([action, 1]);
  });

  it.each(files)('%s checks out without leaving the token in .git/config', (_name, file) => {
    const checkouts = Object.values(load(file).jobs)
      .flatMap((job) => job.steps)
      .filter((candidate) => actionOf(candidate.uses) === 'actions/checkout');
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]?.with?.['persist-credentials']).toBe(false);
  });

  it('the pin check itself refuses a tag, a short SHA and a pin without its version', () => {
    const sha = '11bd71901bbe5b1630ceea73d27597364c9af683';
    expect(`actions/checkout@${sha} # v4.2.2`).toMatch(PINNED);
    expect('actions/checkout@v4').not.toMatch(PINNED);
    expect(`actions/checkout@${sha.slice(0, 7)} # v4.2.2`).not.toMatch(PINNED);
    expect(`actions/checkout@${sha}`).not.toMatch(PINNED);
    expect(`actions/checkout@${sha} # v4`).not.toMatch(PINNED);
  });
});

describe('dependabot.yml', () => {
  interface Update {
    readonly 'package-ecosystem': string;
    readonly directory: string;
    readonly schedule: { readonly interval: string };
    readonly groups?: Record<string, { readonly 'update-types'?: string[] }>;
    readonly 'open-pull-requests-limit'?: number;
  }
  const config = parse(readFileSync(DEPENDABOT, 'utf8')) as {
    version: number;
    updates: Update[];
  };
  const update = (ecosystem: string) =>
    config.updates.find((candidate) => candidate['package-ecosystem'] === ecosystem);

  it('is version 2 and covers npm and the GitHub Actions, weekly, from the root', () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((candidate) => candidate['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const candidate of config.updates) {
      expect(candidate.directory).toBe('/');
      expect(candidate.schedule.interval).toBe('weekly');
      expect(candidate['open-pull-requests-limit']).toBeGreaterThan(0);
    }
  });

  it('groups the npm minor and patch updates (a major one comes alone)', () => {
    const groups = Object.values(update('npm')?.groups ?? {});
    expect(groups).toHaveLength(1);
    expect(groups[0]?.['update-types']?.sort()).toEqual(['minor', 'patch']);
  });
});
