/**
 * @jest-environment node
 *
 * Pulling a new version never conflicts with the owner's files, and never changes the owner's page:
 * an upstream made of the project's real files (its comments-only .env among them), an owner commit
 * that writes every owner file (.env rewritten), an upstream commit that adds a setting and changes
 * defaults, code and docs; the merge is clean.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { parseConfig } from '../../../src/config/parseConfig';
import { writeOwnerFiles } from '../../../test/support/ownerFolder';
import { SHIPPED } from '../../../test/support/shippedEnv';
import { CODE_ROOT, isOwnerFile, readOwnerInputs } from './ownerFiles';
import { loadResume, resumeSettings } from './resume/loadResume';

/** The project's files an update typically touches, as they are in this checkout (and the shipped .env). */
const UPSTREAM_FILES = [
  '.gitignore',
  '.env.example',
  'package.json',
  'README.md',
  'public/index.html',
  'public/favicon.svg',
  'src/config/parseConfig.ts',
  'src/config/techStack.ts',
  'src/data/demo/resume.json',
  'src/data/demo/cv.pdf',
  'docs/settings.md',
];

const OWNER = {
  env: {
    REACT_APP_GITHUB_USERNAME: 'jane-fork',
    REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/jane-fork',
    REACT_APP_GITLAB_URL: 'https://gitlab.jane-fork.example',
    REACT_APP_GITLAB_USERNAME: 'jane',
    REACT_APP_GITHUB_ALLOWED_ORG: 'jane-company',
    REACT_APP_GITHUB_ALLOWED_REPOS: 'one,two',
  },
  resume: { basics: { name: 'Jane Fork', label: 'Site reliability engineer' } },
  translatedResumes: { de: { basics: { name: 'Jane Fork', label: 'SRE' } } },
  cv: '%PDF-1.4\n% Jane Fork\n%%EOF\n',
  techStack: ['Rust', 'Kubernetes'],
};

describe("an update from upstream and the owner's files", () => {
  let dir: string;
  let upstream: string;
  let fork: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync(
      'git',
      [
        '-c',
        'user.name=Test',
        '-c',
        'user.email=test@example.org',
        '-c',
        'commit.gpgsign=false',
        ...args,
      ],
      { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: dir } },
    ).trim();

  /** What the owner's page is made of: the settings, the tech stack, the CV and the resume. */
  const ownerPage = (root: string) => {
    const env = parseDotenv(readFileSync(path.join(root, '.env')));
    const config = parseConfig(env, readOwnerInputs(root, false));
    const resume = loadResume(resumeSettings(env), root);
    return { config, resume: resume?.resume, cv: readFileSync(path.join(root, 'public/cv.pdf')) };
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portfolio-merge-'));
    upstream = path.join(dir, 'upstream');
    fork = path.join(dir, 'fork');
    for (const file of UPSTREAM_FILES) {
      mkdirSync(path.dirname(path.join(upstream, file)), { recursive: true });
      copyFileSync(path.join(CODE_ROOT, file), path.join(upstream, file));
    }
    // Upstream's .env as shipped: the working tree's may be an owner's.
    writeFileSync(path.join(upstream, '.env'), SHIPPED);
    git(upstream, 'init', '-q', '-b', 'main');
    git(upstream, 'add', '-A');
    git(upstream, 'commit', '-qm', 'Upstream as a fork starts from it');
    git(dir, 'clone', '-q', upstream, fork);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('upstream ships none of the owner’s files but a .env of comments only', () => {
    expect(git(upstream, 'ls-files').split('\n').filter(isOwnerFile)).toEqual(['.env']);
    expect(parseDotenv(readFileSync(path.join(upstream, '.env')))).toEqual({});
  });

  it('merges cleanly, and the owner’s page stays as it was', () => {
    // The owner writes every file of theirs, and commits it (.env.local stays ignored).
    writeOwnerFiles(fork, {
      ...OWNER,
      envLocal: { GITHUB_TOKEN: 'ghp_FAKE-merge-not-a-real-token' },
    });
    git(fork, 'add', '-A');
    git(fork, 'commit', '-qm', 'My settings, resume, CV and tech stack');
    expect(git(fork, 'ls-files')).not.toContain('.env.local');
    const before = ownerPage(fork);

    // Upstream: a new setting, other defaults, code and docs.
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(
        path.join(upstream, file),
        change(readFileSync(path.join(upstream, file), 'utf8')),
      );
    edit('src/config/parseConfig.ts', (text) =>
      text.replace(
        'const DEFAULT_GITHUB_API_URL',
        "/** A new setting. */\nexport const DEFAULT_ACCENT = 'blue';\n\nconst DEFAULT_GITHUB_API_URL",
      ),
    );
    edit('src/config/techStack.ts', (text) =>
      text.replace("'JavaScript',", "'JavaScript',\n  'Zig',"),
    );
    edit('.env.example', (text) => `${text}# REACT_APP_ACCENT=blue\n`);
    edit('README.md', (text) => `${text}\nA new paragraph.\n`);
    edit(
      'docs/settings.md',
      (text) => `${text}\n| REACT_APP_ACCENT | the accent colour | blue |\n`,
    );
    edit('src/data/demo/resume.json', (text) => text.replace('"Jordan Doe"', '"Jordan Q. Doe"'));
    git(upstream, 'add', '-A');
    git(upstream, 'commit', '-qm', 'A new setting, new defaults, code and docs');

    // "Sync fork" / git merge upstream/main.
    git(fork, 'pull', '-q', '--no-rebase', '--no-edit', 'origin', 'main');
    expect(git(fork, 'status', '--porcelain')).toBe('');
    expect(git(fork, 'log', '--oneline', '-1')).toMatch(/Merge/);
    expect(readFileSync(path.join(fork, 'src/config/techStack.ts'), 'utf8')).toContain("'Zig'");

    expect(ownerPage(fork)).toEqual(before);
    expect(before.config.github.username).toBe('jane-fork');
    expect(before.config.techStack).toEqual(['Rust', 'Kubernetes']);
    expect(before.resume?.basics.name).toBe('Jane Fork');
  });
});
