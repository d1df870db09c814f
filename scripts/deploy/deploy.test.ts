/**
 * @jest-environment node
 *
 * `npm run deploy`: its pure parts, then the real script in a temporary copy of the repository (the
 * errors before the build), and a dry run on a clean checkout that builds the demo (in this process)
 * and publishes nothing.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  basePathWarning,
  builtFor,
  commitMessage,
  deploySummary,
  DeployUsageError,
  formatBytes,
  pagesTarget,
  parseDeployArgs,
  redactUrl,
  siteFiles,
  type DeployPlan,
} from './deploy';
import { OWNER_DIR_VARIABLE, isOwnerFile } from '../pipeline/settings/ownerFiles';
import { hermeticEnv } from '../lib/cli/childEnv';
import { buildInProcess } from '../pipeline/buildInProcess';
import { runDeploy } from './runDeploy';

describe('parseDeployArgs', () => {
  it('defaults to a real deploy to gh-pages of origin', () => {
    expect(parseDeployArgs([])).toEqual({
      dryRun: false,
      help: false,
      remote: 'origin',
      branch: 'gh-pages',
    });
  });

  it('reads --dry-run, --help and both forms of --remote and --branch', () => {
    expect(parseDeployArgs(['--dry-run', '--remote', 'fork', '--branch=pages/site'])).toEqual({
      dryRun: true,
      help: false,
      remote: 'fork',
      branch: 'pages/site',
    });
    expect(parseDeployArgs(['--remote=upstream', '--branch', 'site', '-h'])).toMatchObject({
      help: true,
      remote: 'upstream',
      branch: 'site',
    });
  });

  it.each([
    [['--dryrun'], "Unknown option '--dryrun'."],
    [['build'], "Unexpected argument 'build'. This command does not take positional arguments."],
    [['--remote'], '--remote needs a remote name, e.g. --remote origin.'],
    [['--branch='], '--branch needs a branch name, e.g. --branch gh-pages.'],
    [['--branch', '--dry-run'], '--branch needs a branch name, e.g. --branch gh-pages.'],
    [['--remote', 'a b'], '--remote needs a remote name, e.g. --remote origin (got "a b").'],
    [
      ['--branch', '../main'],
      '--branch needs a branch name, e.g. --branch gh-pages (got "../main").',
    ],
  ])('rejects %j', (argv, message) => {
    expect(() => parseDeployArgs(argv)).toThrow(new DeployUsageError(message));
  });
});

describe('siteFiles and formatBytes', () => {
  it('counts every file, dotfiles and nested ones included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-deploy-files-'));
    try {
      mkdirSync(path.join(dir, 'static/js'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), 'x'.repeat(1000));
      writeFileSync(path.join(dir, '.nojekyll'), '');
      writeFileSync(path.join(dir, 'static/js/main.js'), 'y'.repeat(48));
      expect(siteFiles(dir)).toEqual({ count: 3, bytes: 1048 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [1_709_180, '1.63 MB'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('builtFor', () => {
  it('reads the base path from the script URLs of a minified index.html', () => {
    const html =
      '<link rel=icon href=/portfolio/favicon.svg type=image/svg+xml><title>Portfolio</title>' +
      '<script data-after-paint="/portfolio/static/js/react.31b3ac1a.js /portfolio/static/js/rc.1.js">';
    expect(builtFor(html)).toEqual({ basePath: '/portfolio', canonicalUrl: null });
  });

  it('reads a root build, a deeper path and absolute asset URLs', () => {
    expect(builtFor('<script defer src=/static/js/main.1.js></script>').basePath).toBe('');
    expect(builtFor('<link href="/a/b/static/css/main.css" rel=stylesheet>').basePath).toBe('/a/b');
    expect(builtFor("<script src='https://ada.dev/site/static/js/m.js'>").basePath).toBe('/site');
  });

  it('reads the canonical URL whatever the attribute order and quoting', () => {
    const url = 'https://ada.github.io/portfolio/';
    for (const tag of [
      `<link rel=canonical href=${url}>`,
      `<link href="${url}" rel="canonical"/>`,
      `<link data-x=1 REL='Canonical' href='${url}'>`,
    ]) {
      const html = `<head>${tag}<script defer src=/portfolio/static/js/main.1.js></script></head>`;
      expect(builtFor(html)).toEqual({
        basePath: '/portfolio',
        canonicalUrl: url,
      });
    }
  });

  it('says so when the page names no asset', () => {
    expect(builtFor('<html><body>hello</body></html>')).toEqual({
      basePath: null,
      canonicalUrl: null,
    });
  });
});

describe('pagesTarget and redactUrl', () => {
  it.each([
    'https://github.com/Ada/portfolio.git',
    'https://github.com/Ada/portfolio',
    'https://x-access-token:ghp_secret@github.com/Ada/portfolio.git',
    'git@github.com:Ada/portfolio.git',
    'ssh://git@github.com/Ada/portfolio.git',
  ])('serves a project site of %s under /<repository>/', (remote) => {
    expect(pagesTarget(remote)).toEqual({
      repository: 'Ada/portfolio',
      url: 'https://ada.github.io/portfolio/',
      basePath: '/portfolio',
    });
  });

  it('serves the <owner>.github.io repository at the root', () => {
    expect(pagesTarget('git@github.com:Ada/ada.github.io.git')).toEqual({
      repository: 'Ada/ada.github.io',
      url: 'https://ada.github.io/',
      basePath: '',
    });
  });

  it('knows nothing of other hosts', () => {
    expect(pagesTarget('https://gitlab.com/ada/portfolio.git')).toBeNull();
    expect(pagesTarget('/srv/git/portfolio.git')).toBeNull();
  });

  it('hides credentials in a remote URL', () => {
    expect(redactUrl('https://x-access-token:ghp_secret@github.com/ada/p.git')).toBe(
      'https://***@github.com/ada/p.git',
    );
    expect(redactUrl('git@github.com:ada/p.git')).toBe('git@github.com:ada/p.git');
    expect(redactUrl('https://github.com/ada/p.git')).toBe('https://github.com/ada/p.git');
  });
});

describe('commitMessage', () => {
  it('names the source commit', () => {
    const sha = '1b33318e0f6a2c3d4e5f60718293a4b5c6d7e8f9';
    expect(commitMessage({ sha, dirty: false })).toBe(`Deploy the portfolio from ${sha}`);
    expect(commitMessage({ sha, dirty: true })).toBe(
      `Deploy the portfolio from ${sha} with uncommitted changes`,
    );
    expect(commitMessage({ sha: null, dirty: true })).toBe(
      'Deploy the portfolio (the source has no commit yet)',
    );
  });
});

describe('basePathWarning and deploySummary', () => {
  const plan: DeployPlan = {
    remote: 'origin',
    remoteUrl: 'https://github.com/ada/portfolio.git',
    branch: 'gh-pages',
    buildDir: 'build',
    files: { count: 105, bytes: 1_709_180 },
    built: { basePath: '/portfolio', canonicalUrl: null },
    message: 'Deploy the portfolio from abc',
  };

  it('says exactly what a dry run would push where', () => {
    expect(deploySummary(plan, 'dry-run')).toBe(
      [
        'Dry run: nothing was cloned, committed or pushed. npm run deploy would publish:',
        '  files     build/: 105 files, 1.63 MB (dotfiles included)',
        '  to        branch gh-pages of remote origin, https://github.com/ada/portfolio.git',
        '  commit    "Deploy the portfolio from abc"',
        '  built for /portfolio/ (PUBLIC_URL is a path)',
        '  served at https://ada.github.io/portfolio/ once Settings → Pages → Source is "Deploy from a branch", branch gh-pages, folder / (root)',
        '',
        'To publish it: npm run deploy',
      ].join('\n'),
    );
  });

  it('after publishing, says what was pushed, hiding credentials', () => {
    const text = deploySummary(
      {
        ...plan,
        remoteUrl: 'https://me:ghp_secret@example.org/ada/site.git',
        built: { basePath: '', canonicalUrl: 'https://ada.dev/' },
      },
      'published',
    );
    expect(text).toBe(
      [
        'Published:',
        '  files     build/: 105 files, 1.63 MB (dotfiles included)',
        '  to        branch gh-pages of remote origin, https://***@example.org/ada/site.git',
        '  commit    "Deploy the portfolio from abc"',
        '  built for /, canonical URL https://ada.dev/',
      ].join('\n'),
    );
  });

  it('warns when the build is for another path than Pages serves the branch at', () => {
    const warning =
      'Warning: this build is for /portfolio/, but GitHub Pages serves the ada/site site at ' +
      'https://ada.github.io/site/, so its scripts and styles would not load (a blank page). ' +
      'Set PUBLIC_URL=/site (or the full address, https://ada.github.io/site) in .env and deploy ' +
      'again; with a custom domain, set PUBLIC_URL to that address.';
    const target = pagesTarget('git@github.com:ada/site.git');
    expect(basePathWarning(plan.built, target)).toBe(warning);
    expect(
      deploySummary({ ...plan, remoteUrl: 'git@github.com:ada/site.git' }, 'dry-run'),
    ).toContain(`\n\n${warning}\n\nTo publish it: npm run deploy`);
    expect(
      basePathWarning(plan.built, pagesTarget('https://github.com/ada/ada.github.io')),
    ).toContain('Set PUBLIC_URL=/ (or the full address, https://ada.github.io)');
  });

  it('does not warn when the paths agree, for a custom domain, or off GitHub', () => {
    const target = pagesTarget('git@github.com:ada/site.git');
    expect(basePathWarning({ basePath: '/site', canonicalUrl: null }, target)).toBeNull();
    expect(basePathWarning({ basePath: '', canonicalUrl: 'https://ada.dev/' }, target)).toBeNull();
    expect(
      basePathWarning(
        { basePath: '', canonicalUrl: 'https://ada.github.io/' },
        pagesTarget('git@github.com:ada/site.git'),
      ),
    ).not.toBeNull();
    expect(basePathWarning(plan.built, null)).toBeNull();
    expect(basePathWarning({ basePath: null, canonicalUrl: null }, target)).toBeNull();
  });
});

describe('tsx scripts/deploy/main.ts, for real in a copy of the repository', () => {
  jest.setTimeout(180_000);
  const ROOT = path.resolve(__dirname, '../..');
  const run = promisify(execFile);

  /**
   * What one test runs the script in, made for it alone: each test turns its copy into the checkout
   * it needs (git init, remotes, a build), so a shared copy would hand one test's changes to the
   * next and make the results depend on the order jest runs them in.
   */
  interface Sandbox {
    /** The project's files, not a git checkout until the test makes it one. */
    readonly copy: string;
    /** No setting of the machine running the tests reaches the copy: a clean clone's defaults. */
    env(): NodeJS.ProcessEnv;
    git(cwd: string, ...args: string[]): string;
    deploy(
      args: string[],
      env?: NodeJS.ProcessEnv,
    ): Promise<{ code: number; stdout: string; stderr: string }>;
  }

  // What the test that just ran leaves behind, undone after it whether it passed or not: its
  // folders, and the script should it still run (a test that timed out), which would otherwise keep
  // writing into a removed copy while the next test runs.
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });
  function tempDir(prefix: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  function makeSandbox(): Sandbox {
    // The owner's files of an empty folder: the demo, whatever the working tree's owner wrote.
    const noOwner = tempDir('portfolio-deploy-owner-');
    const env = (): NodeJS.ProcessEnv => hermeticEnv({ [OWNER_DIR_VARIABLE]: noOwner });
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, { cwd, encoding: 'utf8', env: env() }).trim();

    // The project's files of the working tree (tracked, or new and not ignored), without .git, build/
    // or the owner's own files (a fork's .env, resume, CV).
    const copy = tempDir('portfolio-deploy-');
    const files = git(ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
      .split('\0')
      .filter((file) => file && !isOwnerFile(file));
    for (const file of files) {
      const source = path.join(ROOT, file);
      if (!existsSync(source) || !statSync(source).isFile()) continue;
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      copyFileSync(source, path.join(copy, file));
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const running = new AbortController();
    cleanups.push(() => running.abort());

    async function deploy(args: string[], childEnv: NodeJS.ProcessEnv = env()) {
      try {
        const { stdout, stderr } = await run(
          path.join(copy, 'node_modules/.bin/tsx'),
          [path.join(copy, 'scripts/deploy/main.ts'), ...args],
          { cwd: copy, env: childEnv, maxBuffer: 16 * 1024 * 1024, signal: running.signal },
        );
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failure = error as { code: number; stdout: string; stderr: string };
        return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
      }
    }
    return { copy, env, git, deploy };
  }

  it('outside a git checkout: says so and how to fix it, before building', async () => {
    const { copy, deploy } = makeSandbox();
    const result = await deploy(['--dry-run']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Deploy failed: ${copy} is not a git checkout`);
    expect(result.stderr).toContain('git clone https://github.com/<you>/<repository>.git');
    expect(result.stdout).not.toContain('Building');
  });

  it('without the remote: names it and the command that adds it', async () => {
    const { copy, git, deploy } = makeSandbox();
    git(copy, 'init', '--quiet');
    const result = await deploy(['--dry-run']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Deploy failed: This checkout has no git remote "origin" to publish to. Add your fork: ' +
        'git remote add origin https://github.com/<you>/<repository>.git',
    );
    git(copy, 'remote', 'add', 'fork', 'https://github.com/ada/portfolio.git');
    expect((await deploy(['--dry-run'])).stderr).toContain(
      '(its remotes: fork). Add your fork: git remote add origin https://github.com/<you>/<repository>.git ' +
        '(or name another remote: npm run deploy -- --remote fork)',
    );
  });
});

describe('runDeploy --dry-run, building in this process', () => {
  jest.setTimeout(180_000);
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('on a clean checkout builds the demo and says what would go where, publishing nothing', async () => {
    // The owner's files of an empty folder: the demo, whatever the working tree's owner wrote.
    const noOwner = tempDir('portfolio-deploy-owner-');
    const checkout = tempDir('portfolio-deploy-');
    // No setting of the machine running the tests: a clean clone's defaults, built into the checkout.
    const env = hermeticEnv({
      [OWNER_DIR_VARIABLE]: noOwner,
      BUILD_PATH: path.join(checkout, 'build'),
    });
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: checkout, encoding: 'utf8', env }).trim();
    git('init', '--quiet');
    git('remote', 'add', 'origin', 'https://github.com/ada/portfolio.git');

    const printed: string[] = [];
    const published: string[] = [];
    await runDeploy(parseDeployArgs(['--dry-run']), {
      root: checkout,
      env,
      // `npm run build` as the command runs it, in this process (the command starts a child).
      build: async (outputPath) => {
        const result = await buildInProcess({ BUILD_PATH: outputPath }, { ownerDir: noOwner });
        printed.push(result.stdout);
        // On a failure, the whole output: what the build said is the reason.
        expect(result.code === 0 ? result.stderr : result.stdout + result.stderr).toBe('');
      },
      publish: async (_plan, outputPath) => {
        published.push(outputPath);
      },
      log: (line) => printed.push(`${line}\n`),
    });
    const stdout = printed.join('');
    expect(stdout).toContain('Building the demo portfolio.');
    expect(published).toEqual([]);

    const files = siteFiles(path.join(checkout, 'build'));
    expect(files.count).toBeGreaterThan(10);
    const summary = stdout.slice(stdout.indexOf('Dry run:'));
    expect(summary).toBe(
      [
        'Dry run: nothing was cloned, committed or pushed. npm run deploy would publish:',
        `  files     build/: ${files.count} files, ${formatBytes(files.bytes)} (dotfiles included)`,
        '  to        branch gh-pages of remote origin, https://github.com/ada/portfolio.git',
        '  commit    "Deploy the portfolio (the source has no commit yet)"',
        '  built for /portfolio/ (PUBLIC_URL is a path)',
        '  served at https://ada.github.io/portfolio/ once Settings → Pages → Source is "Deploy from a branch", branch gh-pages, folder / (root)',
        '',
        'To publish it: npm run deploy',
        '',
      ].join('\n'),
    );
  });
});
