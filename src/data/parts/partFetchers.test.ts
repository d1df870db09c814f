/** @jest-environment node */
import nock from 'nock';
import {
  fakeSha,
  githubBranch,
  githubCommit,
  githubOrg,
  githubRepo,
  githubSimpleUser,
  githubUser,
  type GitHubLanguagesJson,
  type GitHubOrgJson,
  type GitHubRepoJson,
} from '../../../mock/answers/github';
import { gitlabGroup, gitlabProject } from '../../../mock/answers/gitlab';
import { closedPort } from '../../../test/support/closedPort';
import { fastTransport } from '../../../test/support/fastTransport';
import { parseConfig } from '../../config/parseConfig';
import { DEFAULT_TECH_STACK } from '../../config/techStack';
import type { Repository } from '../../domain/model';
import type { RateLimitLeft } from '../../services/transport/transportEvents';
import { createFetchContexts } from './createFetchContext';
import type { FetchLog } from './fetchContext';
import { createPartFetchers } from './partFetchers';

const API = 'https://api.github.com';
const GITLAB = 'https://gitlab.example.org';
const USER = 'octo-dev';

interface RecordedLog extends FetchLog {
  readonly steps: string[];
  readonly warnings: string[];
}

function recordingLog(): RecordedLog {
  const steps: string[] = [];
  const warnings: string[] = [];
  return {
    steps,
    warnings,
    step: (message) => steps.push(message),
    warn: (message) => warnings.push(message),
  };
}

function context(
  options: {
    env?: Record<string, string>;
    githubUrl?: string;
    gitlabToken?: string | null;
    githubToken?: string;
    /** Without any GitHub token. */
    anonymous?: boolean;
    /** Live mode, with the snapshot's copies (none by default). */
    live?: { snapshotRepository?: (id: string) => Promise<Repository | undefined> };
    /** The build's fetch (the default): the rate limit left as it reports it; no earlier counts. */
    rateLimitLeft?: () => RateLimitLeft | null;
  } = {},
) {
  const config = parseConfig({
    REACT_APP_GITHUB_USERNAME: USER,
    REACT_APP_GITHUB_API_URL: options.githubUrl ?? API,
    REACT_APP_GITHUB_ALLOWED_ORG: 'acme-labs',
    REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine,data-pipes',
    REACT_APP_GITLAB_URL: GITLAB,
    REACT_APP_GITLAB_USERNAME: 'octo-gl',
    ...options.env,
  });
  const log = recordingLog();
  const fetchContext = createFetchContexts({
    config,
    githubToken: options.anonymous ? null : (options.githubToken ?? 'ghp_test'),
    gitlabToken: options.gitlabToken === undefined ? 'glpat-test' : options.gitlabToken,
    log,
    transport: fastTransport(),
    runtime: options.live
      ? {
          kind: 'live',
          snapshotRepository: options.live.snapshotRepository ?? (() => Promise.resolve(undefined)),
        }
      : {
          kind: 'build',
          rateLimitLeft: options.rateLimitLeft ?? (() => null),
          counts: { load: () => Promise.resolve(new Map()), save: () => Promise.resolve() },
        },
  });
  return { fetchers: createPartFetchers(fetchContext), log, config };
}

const github = () => nock(API);
const page = { per_page: '100' };
const orgOwner = (login: string) => githubSimpleUser(login, { type: 'Organization' });

/**
 * GET /user/orgs listing the orgs, and GET /orgs/{org}/repos answering each org's repos, a 500
 * ('error'), or nothing at all (null: the test mocks it itself, or expects no call).
 */
function mockOrgs(
  orgs: ReadonlyArray<readonly [GitHubOrgJson, readonly GitHubRepoJson[] | 'error' | null]>,
) {
  github()
    .get('/user/orgs')
    .query(page)
    .reply(
      200,
      orgs.map(([org]) => org),
    );
  for (const [org, repos] of orgs) {
    if (repos === null) continue;
    const request = github().get(`/orgs/${org.login}/repos`).query(page);
    if (repos === 'error') request.reply(500, { message: 'Server Error' });
    else request.reply(200, repos);
  }
}

/** GET /repos/{owner}/{repo}/languages, which every shown repository asks for. */
function mockLanguages(owner: string, repo: string, languages: GitHubLanguagesJson) {
  github().get(`/repos/${owner}/${repo}/languages`).reply(200, languages);
}

/** A commit as [sha seed, author login, author date (a fixed one unless given)]. */
type CommitSpec = readonly [seed: string, author: string | null, date?: string];

/**
 * The languages of a shown organization repo ({} unless given; null: the test mocks them itself), its
 * branches and, per branch head, its commits: branches at the same head list the same commits, so the
 * count asks for them once.
 */
function mockRepoHistory(
  owner: string,
  repo: string,
  branches: Record<string, readonly CommitSpec[]>,
  languages: GitHubLanguagesJson | null = {},
) {
  if (languages) mockLanguages(owner, repo, languages);
  const repoPath = `/repos/${owner}/${repo}`;
  github()
    .get(`${repoPath}/branches`)
    .query(page)
    .reply(
      200,
      Object.entries(branches).map(([name, commits]) =>
        githubBranch(name, fakeSha(commits[0]?.[0] ?? name), {}, `${owner}/${repo}`),
      ),
    );
  const heads = new Set<string>();
  for (const [branch, commits] of Object.entries(branches)) {
    const head = commits[0]?.[0] ?? branch;
    if (heads.has(head)) continue;
    heads.add(head);
    const json = commits.map(([seed, author, date]) =>
      githubCommit(owner, repo, fakeSha(seed), author, {}, date ? { date } : {}),
    );
    github()
      .get(`${repoPath}/commits`)
      .query({ sha: branch, ...page })
      .reply(200, json);
    github()
      .get(`${repoPath}/commits`)
      .query({ sha: branch, ...page, author: USER })
      .reply(
        200,
        json.filter((commit) => commit.author?.login === USER),
      );
  }
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

describe('profile', () => {
  it('maps GET /user, with the GitLab link from the settings', async () => {
    github().get('/user/social_accounts').query(page).reply(200, []);
    github()
      .get('/user')
      .reply(
        200,
        githubUser(USER, { name: 'Octo Dev', email: 'octo@example.org', blog: 'octo.dev' }),
      );
    const { fetchers } = context();
    await expect(fetchers.profile()).resolves.toEqual({
      login: USER,
      name: 'Octo Dev',
      avatarUrl: expect.stringMatching(/^https:\/\/avatars\.githubusercontent\.com\//),
      htmlUrl: 'https://github.com/octo-dev',
      email: 'octo@example.org',
      websiteUrl: 'https://octo.dev/',
      linkedinUrl: null,
      gitlabUrl: 'https://gitlab.example.org/octo-gl',
      bio: null,
      company: null,
      location: null,
      socialAccounts: [],
      createdAt: '2016-05-04T08:12:41.000Z',
    });
  });

  it('takes a LinkedIn address in the website field as the LinkedIn link', async () => {
    github()
      .get('/user')
      .reply(200, githubUser(USER, { blog: 'https://www.linkedin.com/in/octo' }));
    const profile = await context().fetchers.profile();
    expect(profile).toMatchObject({
      websiteUrl: null,
      linkedinUrl: 'https://www.linkedin.com/in/octo',
    });
  });

  it('reads the owner’s public profile with a token of another account (a bot’s)', async () => {
    github().get('/user').reply(200, githubUser('portfolio-bot'));
    github()
      .get(`/users/${USER}`)
      .reply(200, githubUser(USER, { name: 'Octo Dev' }));
    github().get(`/users/${USER}/social_accounts`).query(page).reply(200, []);
    const profile = await context({
      githubToken: 'FAKE-bot-token-of-partFetchers',
    }).fetchers.profile();
    expect(profile).toMatchObject({ login: USER, name: 'Octo Dev' });
  });
});

describe('own repositories', () => {
  it('keeps public repos of the owner, with their languages as tools', async () => {
    github()
      .get('/user/repos')
      .query(page)
      .reply(200, [
        githubRepo(USER, 'portfolio', { description: 'My developer portfolio' }),
        githubRepo(USER, 'private-notes', { private: true, visibility: 'private' }),
        githubRepo('someone-else', 'forked-lib'),
        githubRepo(USER, 'dotfiles', { description: null }),
      ]);
    github()
      .get('/repos/octo-dev/portfolio/languages')
      .reply(200, { TypeScript: 52000, CSS: 3100 });
    github().get('/repos/octo-dev/dotfiles/languages').reply(200, { Shell: 4200 });

    const { fetchers, log } = context();
    const repos = await fetchers.ownRepos();
    expect(repos).toEqual([
      {
        id: expect.stringMatching(/^github:\d+$/),
        name: 'portfolio',
        fullName: 'octo-dev/portfolio',
        description: 'My developer portfolio',
        url: 'https://github.com/octo-dev/portfolio',
        tools: ['TypeScript', 'CSS'],
        contributions: null,
        stars: 0,
        forks: 0,
        pushedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        archived: false,
        fork: false,
        languages: [
          { name: 'TypeScript', bytes: 52000 },
          { name: 'CSS', bytes: 3100 },
        ],
      },
      expect.objectContaining({ name: 'dotfiles', description: null, tools: ['Shell'] }),
    ]);
    expect(log.steps).toContain('Own repositories: 2 public of 4 listed');
    expect(log.warnings).toEqual([]);
  });

  describe('hidden by the display settings', () => {
    const listed = () => [
      githubRepo(USER, 'portfolio'),
      githubRepo(USER, 'react-fork', { fork: true }),
      githubRepo(USER, 'old-blog', { archived: true }),
    ];

    it('asks no languages for own forks and archived repositories the page hides, and keeps them', async () => {
      github().get('/user/repos').query(page).reply(200, listed());
      github().get('/repos/octo-dev/portfolio/languages').reply(200, { TypeScript: 52000 });

      const { fetchers, log } = context();
      const repos = await fetchers.ownRepos();
      expect(repos.map(({ name, tools, fork, archived }) => [name, tools, fork, archived])).toEqual(
        [
          ['portfolio', ['TypeScript'], false, false],
          ['react-fork', [], true, false],
          ['old-blog', [], false, true],
        ],
      );
      expect(repos.filter((repo) => repo.languages).map(({ name }) => name)).toEqual(['portfolio']);
      expect(log.steps).toContain(
        'Own repositories: 3 public of 3 listed (2 hidden by REACT_APP_SHOW_FORKS or REACT_APP_SHOW_ARCHIVED: no languages fetched)',
      );
      expect(log.steps).toContain('  octo-dev/react-fork: hidden (fork)');
      expect(log.steps).toContain('  octo-dev/old-blog: hidden (archived)');
      // Not one languages request for them, not even a failed one.
      expect(log.warnings).toEqual([]);
    });

    it('asks the languages of forks and archived repositories the settings show', async () => {
      github().get('/user/repos').query(page).reply(200, listed());
      for (const name of ['portfolio', 'react-fork', 'old-blog']) {
        github().get(`/repos/octo-dev/${name}/languages`).reply(200, { Go: 100 });
      }
      const { fetchers } = context({
        env: { REACT_APP_SHOW_FORKS: 'true', REACT_APP_SHOW_ARCHIVED: 'true' },
      });
      const repos = await fetchers.ownRepos();
      expect(repos.map(({ tools }) => tools)).toEqual([['Go'], ['Go'], ['Go']]);
    });

    it('asks the languages of forks only, when only forks are shown', async () => {
      github().get('/user/repos').query(page).reply(200, listed());
      for (const name of ['portfolio', 'react-fork']) {
        github().get(`/repos/octo-dev/${name}/languages`).reply(200, { Go: 100 });
      }
      const { fetchers } = context({ env: { REACT_APP_SHOW_FORKS: 'true' } });
      const repos = await fetchers.ownRepos();
      expect(repos.map(({ tools }) => tools)).toEqual([['Go'], ['Go'], []]);
    });
  });

  it('keeps a repo with no tools when its languages fail (500) without an earlier copy, and logs it', async () => {
    github()
      .get('/user/repos')
      .query(page)
      .reply(200, [
        githubRepo(USER, 'portfolio', { language: 'TypeScript' }),
        githubRepo(USER, 'notes', { language: null }),
      ]);
    github().get('/repos/octo-dev/portfolio/languages').reply(500, { message: 'Server Error' });
    github().get('/repos/octo-dev/notes/languages').reply(500, { message: 'Server Error' });
    // Live mode without a snapshot copy of either: the rule's last resort.
    const snapshotRepository = () => Promise.resolve(undefined);
    const { fetchers, log } = context({ live: { snapshotRepository } });
    const repos = await fetchers.ownRepos();
    // The listed primary language (TypeScript) is not a stand-in for the languages.
    expect(repos).toEqual([
      expect.objectContaining({ name: 'portfolio', tools: [] }),
      expect.objectContaining({ name: 'notes', tools: [] }),
    ]);
    expect(repos.map((repo) => repo.languages)).toEqual([undefined, undefined]);
    expect(repos[0]).not.toHaveProperty('languages');
    expect(log.warnings).toEqual([
      'Failed to fetch languages for repo portfolio',
      'Failed to fetch languages for repo notes',
    ]);
    expect(log.steps).toContain('  octo-dev/portfolio: no languages');
  });

  it('shows the snapshot’s languages of an own repo whose languages fail live', async () => {
    github()
      .get('/user/repos')
      .query(page)
      .reply(200, [githubRepo(USER, 'portfolio', { language: 'TypeScript' })]);
    github().get('/repos/octo-dev/portfolio/languages').reply(502, { message: 'Bad Gateway' });
    const earlier: Repository = {
      id: 'unused',
      name: 'portfolio',
      description: null,
      url: null,
      tools: ['TypeScript', 'CSS'],
      contributions: null,
      languages: [
        { name: 'TypeScript', bytes: 52000 },
        { name: 'CSS', bytes: 3100 },
      ],
    };
    const snapshotRepository = () => Promise.resolve(earlier);
    const [repo] = await context({ live: { snapshotRepository } }).fetchers.ownRepos();
    expect(repo).toMatchObject({ tools: earlier.tools, languages: earlier.languages });
  });

  it('is empty when the user has no repositories', async () => {
    github().get('/user/repos').query(page).reply(200, []);
    await expect(context().fetchers.ownRepos()).resolves.toEqual([]);
  });
});

describe('organizations', () => {
  const acmeRepos = () => [
    githubRepo(orgOwner('acme-labs'), 'widget-engine', { language: 'Rust' }),
    githubRepo(orgOwner('acme-labs'), 'acme-website'),
    githubRepo(orgOwner('acme-labs'), 'secret-internal', { private: true, visibility: 'private' }),
    githubRepo(orgOwner('acme-labs'), 'data-pipes', { language: 'Python' }),
  ];
  const widgetHistory = () => {
    // Newest first, as GitHub lists them: the owner wrote w5..w9, from Jan 5 to Jan 9.
    const main = ['w9', 'w8', 'w7', 'w6', 'w5', 'w4', 'w3', 'w2', 'w1'].map(
      (seed, index): CommitSpec => [
        seed,
        index < 5 ? USER : 'colleague',
        `2025-01-0${9 - index}T10:00:00Z`,
      ],
    );
    // develop shares all of main's history: counted once, not twice.
    return { main, develop: main };
  };

  it('shows only the allow-listed repos of the allow-listed org, with contributions by SHA', async () => {
    mockOrgs([[githubOrg('acme-labs', { description: 'Acme research labs' }), acmeRepos()]]);
    mockRepoHistory('acme-labs', 'widget-engine', widgetHistory(), { Rust: 40211, C: 812 });
    mockRepoHistory('acme-labs', 'data-pipes', {
      main: [
        ['d4', null],
        ['d3', USER, '2024-12-04T09:00:00+01:00'],
        ['d2', 'colleague'],
        ['d1', USER, '2024-12-02T09:00:00Z'],
      ],
    });

    const { fetchers, log } = context();
    const [acme, ...others] = await fetchers.organizations();
    expect(others).toEqual([]);
    expect(acme).toEqual({
      login: 'acme-labs',
      url: 'https://github.com/acme-labs',
      avatarUrl: expect.stringContaining('avatars.githubusercontent.com'),
      description: 'Acme research labs',
      repos: [
        expect.objectContaining({
          name: 'widget-engine',
          url: 'https://github.com/acme-labs/widget-engine',
          tools: ['Rust', 'C'],
          languages: [
            { name: 'Rust', bytes: 40211 },
            { name: 'C', bytes: 812 },
          ],
          contributions: {
            own: 5,
            total: 9,
            percentage: 55.56,
            firstOwnCommitAt: '2025-01-05T10:00:00.000Z',
            lastOwnCommitAt: '2025-01-09T10:00:00.000Z',
          },
        }),
        expect.objectContaining({
          name: 'data-pipes',
          tools: [],
          languages: [],
          contributions: {
            own: 2,
            total: 4,
            percentage: 50,
            firstOwnCommitAt: '2024-12-02T09:00:00.000Z',
            lastOwnCommitAt: '2024-12-04T08:00:00.000Z',
          },
        }),
      ],
    });
    expect(log.steps).toContain('Organization acme-labs: 2 of 4 repositories shown');
    expect(log.steps).toContain('  acme-labs/widget-engine: 5 of 9 commits (55.56%)');
    expect(log.warnings).toEqual([]);
  });

  it('counts commits only on another branch, and never more own than all', async () => {
    mockOrgs([
      [
        githubOrg('open-tools-collective'),
        [githubRepo(orgOwner('open-tools-collective'), 'toolbox')],
      ],
    ]);
    mockRepoHistory('open-tools-collective', 'toolbox', {
      main: [
        ['t1', 'colleague'],
        ['t2', USER],
      ],
      feature: [
        ['t3', USER],
        ['t1', 'colleague'],
        ['t2', USER],
      ],
    });
    const [org] = await context().fetchers.organizations();
    // Every commit of this history carries the fixtures' one date.
    expect(org?.repos[0]?.contributions).toEqual({
      own: 2,
      total: 3,
      percentage: 66.67,
      firstOwnCommitAt: '2025-01-06T14:02:11.000Z',
      lastOwnCommitAt: '2025-01-06T14:02:11.000Z',
    });
  });

  it('shows all public repos of other orgs; a repo without branches has 0 commits', async () => {
    mockOrgs([
      [
        githubOrg('open-tools-collective'),
        [
          githubRepo(orgOwner('open-tools-collective'), 'toolbox', { language: 'Go' }),
          githubRepo(orgOwner('open-tools-collective'), 'empty-repo', { language: null }),
        ],
      ],
    ]);
    mockRepoHistory(
      'open-tools-collective',
      'toolbox',
      {
        main: [
          ['t1', 'colleague'],
          ['t2', 'colleague'],
          ['t3', null],
        ],
      },
      { Makefile: 800, Go: 21000 },
    );
    mockRepoHistory('open-tools-collective', 'empty-repo', {});

    const [org] = await context().fetchers.organizations();
    expect(org?.repos).toEqual([
      expect.objectContaining({
        name: 'toolbox',
        tools: ['Go', 'Makefile'],
        contributions: { own: 0, total: 3, percentage: 0 },
      }),
      expect.objectContaining({
        name: 'empty-repo',
        tools: [],
        contributions: { own: 0, total: 0, percentage: 0 },
      }),
    ]);
  });

  it('keeps a repo with its languages and 0 contributions when its branches fail (500)', async () => {
    mockOrgs([[githubOrg('acme-labs'), acmeRepos()]]);
    mockLanguages('acme-labs', 'widget-engine', { Rust: 40211 });
    github()
      .get('/repos/acme-labs/widget-engine/branches')
      .query(page)
      .reply(500, { message: 'Server Error' });
    mockRepoHistory('acme-labs', 'data-pipes', { main: [['d1', USER]] }, { Python: 30120 });

    const { fetchers, log } = context();
    const [acme] = await fetchers.organizations();
    expect(acme?.repos).toEqual([
      expect.objectContaining({
        name: 'widget-engine',
        tools: ['Rust'],
        contributions: { own: 0, total: 0, percentage: 0 },
      }),
      expect.objectContaining({
        name: 'data-pipes',
        tools: ['Python'],
        contributions: expect.objectContaining({ own: 1, total: 1, percentage: 100 }),
      }),
    ]);
    // A count that failed knows no dates: absent, not null.
    expect(acme?.repos[0]?.contributions).not.toHaveProperty('firstOwnCommitAt');
    expect(log.warnings).toEqual(['Failed to fetch contributors for repo widget-engine']);
  });

  it('keeps an org repo with no tools when its languages fail, naming the repo', async () => {
    mockOrgs([[githubOrg('acme-labs'), acmeRepos()]]);
    github().get('/repos/acme-labs/widget-engine/languages').reply(500, { message: 'Oops' });
    mockRepoHistory('acme-labs', 'widget-engine', { main: [['w1', 'colleague']] }, null);
    mockRepoHistory('acme-labs', 'data-pipes', { main: [['d1', 'colleague']] }, { Python: 30120 });

    const { fetchers, log } = context();
    const [acme] = await fetchers.organizations();
    // Listed with the primary language Rust, which does not stand in for the failed languages.
    expect(acme?.repos[0]).toMatchObject({
      name: 'widget-engine',
      tools: [],
      contributions: { own: 0, total: 1, percentage: 0 },
    });
    expect(acme?.repos[0]).not.toHaveProperty('languages');
    expect(acme?.repos[1]).toMatchObject({ tools: ['Python'] });
    expect(log.warnings).toEqual(['Failed to fetch languages for repo widget-engine']);
  });

  it('shows the snapshot’s count for a repository whose count fails live, with live languages', async () => {
    mockOrgs([[githubOrg('acme-labs'), acmeRepos()]]);
    mockLanguages('acme-labs', 'widget-engine', { Rust: 40211 });
    github()
      .get('/repos/acme-labs/widget-engine/branches')
      .query(page)
      .reply(502, { message: 'Bad Gateway' });
    mockRepoHistory('acme-labs', 'data-pipes', { main: [['d1', USER]] });
    const earlier: Repository = {
      id: 'unused',
      name: 'widget-engine',
      description: null,
      url: null,
      tools: ['C++', 'CMake'],
      contributions: {
        own: 5,
        total: 9,
        percentage: 55.56,
        firstOwnCommitAt: '2025-01-05T10:00:00.000Z',
        lastOwnCommitAt: '2025-01-09T10:00:00.000Z',
      },
    };
    const asked: string[] = [];
    const snapshotRepository = (id: string) => {
      asked.push(id);
      return Promise.resolve(earlier);
    };

    const [acme] = await context({ live: { snapshotRepository } }).fetchers.organizations();
    expect(acme?.repos[0]).toMatchObject({
      name: 'widget-engine',
      tools: ['Rust'],
      languages: [{ name: 'Rust', bytes: 40211 }],
      contributions: earlier.contributions,
    });
    expect(acme?.repos[1]).toMatchObject({ contributions: { own: 1, total: 1, percentage: 100 } });
    expect(asked).toEqual([`github:${acmeRepos()[0]?.id ?? ''}`]);
  });

  it('shows the snapshot’s languages for an org repository whose languages fail live', async () => {
    mockOrgs([[githubOrg('acme-labs'), acmeRepos()]]);
    github().get('/repos/acme-labs/widget-engine/languages').reply(502, { message: 'Bad Gateway' });
    mockRepoHistory('acme-labs', 'widget-engine', { main: [['w1', USER]] }, null);
    mockRepoHistory('acme-labs', 'data-pipes', { main: [['d1', USER]] }, { Python: 30120 });
    const earlier: Repository = {
      id: 'unused',
      name: 'widget-engine',
      description: null,
      url: null,
      tools: ['C++', 'CMake'],
      contributions: null,
      languages: [
        { name: 'C++', bytes: 48210 },
        { name: 'CMake', bytes: 3120 },
      ],
    };
    const snapshotRepository = (id: string) =>
      Promise.resolve(id === `github:${acmeRepos()[0]?.id ?? ''}` ? earlier : undefined);

    const { fetchers, log } = context({ live: { snapshotRepository } });
    const [acme] = await fetchers.organizations();
    expect(acme?.repos[0]).toMatchObject({
      name: 'widget-engine',
      tools: ['C++', 'CMake'],
      languages: earlier.languages,
      contributions: { own: 1, total: 1, percentage: 100 },
    });
    expect(acme?.repos[1]).toMatchObject({
      tools: ['Python'],
      languages: [{ name: 'Python', bytes: 30120 }],
    });
    expect(log.warnings).toEqual(['Failed to fetch languages for repo widget-engine']);
  });

  it('counts what the rate limit left covers; a repository never counted waits with no counts', async () => {
    mockOrgs([[githubOrg('acme-labs'), acmeRepos()]]);
    mockRepoHistory('acme-labs', 'widget-engine', { main: [['w1', USER]], dev: [['w2', USER]] });
    // data-pipes waits: its languages and branches are listed, its commits never asked for.
    mockLanguages('acme-labs', 'data-pipes', {});
    github()
      .get('/repos/acme-labs/data-pipes/branches')
      .query(page)
      .reply(200, [githubBranch('main', fakeSha('d1'))]);
    // GitHub's count goes down with every commits request served (nock's pending list shrinks).
    const commitsLeft = () =>
      nock.pendingMocks().filter((mock) => mock.includes('/commits')).length;
    const before = commitsLeft();
    const rateLimitLeft = () => ({
      remaining: 10 - (before - commitsLeft()),
      limit: 60,
      resetAt: '2026-11-22T07:00:00.000Z',
    });
    const { fetchers, log } = context({ rateLimitLeft });
    const [acme] = await fetchers.organizations();
    // 10 left less a reserve of 6: widget-engine's 4 requests fit, data-pipes' 2 more do not.
    expect(acme?.repos.map(({ name, contributions }) => [name, contributions])).toEqual([
      ['widget-engine', expect.objectContaining({ own: 2, total: 2, percentage: 100 })],
      ['data-pipes', null],
    ]);
    expect(log.steps).toContain(
      'Contributions: 3 branches in 2 repositories, 3 of them new or moved since the last count: up to 6 commits requests (GitHub rate limit left: 10 of 60)',
    );
    expect(log.steps).toContain('  acme-labs/data-pipes: waits to be counted; no counts yet');
    expect(log.warnings).toEqual([
      expect.stringMatching(
        /^The rate limit left \(10 of 60 until 2026-11-22T07:00:00\.000Z\) covers 1 of the 2 repositories with new or moved branches \(4 of 6 commits requests, 6 kept in reserve\); the others wait for the next build.*REACT_APP_GITHUB_ALLOWED_ORG and REACT_APP_GITHUB_ALLOWED_REPOS.*GITHUB_TOKEN/,
      ),
      '1 repository waits to be counted (the rate limit ran short): 0 show earlier counts, 1 none yet. The next build goes on with them.',
    ]);
  });

  it('treats a 403 rate limit on commits like any commit failure', async () => {
    mockOrgs([
      [
        githubOrg('open-tools-collective'),
        [githubRepo(orgOwner('open-tools-collective'), 'toolbox', { language: 'Go' })],
      ],
    ]);
    mockLanguages('open-tools-collective', 'toolbox', { Go: 21000 });
    github()
      .get('/repos/open-tools-collective/toolbox/branches')
      .query(page)
      .reply(200, [githubBranch('main', fakeSha('t1'))]);
    github()
      .get('/repos/open-tools-collective/toolbox/commits')
      .query(true)
      .times(2)
      .reply(
        403,
        { message: 'API rate limit exceeded for user ID 1.' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795000000' },
      );
    const { fetchers, log } = context();
    const [org] = await fetchers.organizations();
    expect(org?.repos[0]).toMatchObject({
      name: 'toolbox',
      tools: ['Go'],
      contributions: { own: 0, total: 0, percentage: 0 },
    });
    expect(log.warnings).toContain('Failed to fetch contributors for repo toolbox');
  });

  it('leaves no commits request queued or in flight when a count fails', async () => {
    mockOrgs([
      [
        githubOrg('open-tools-collective'),
        [githubRepo(orgOwner('open-tools-collective'), 'toolbox', { language: 'Go' })],
      ],
    ]);
    mockLanguages('open-tools-collective', 'toolbox', { Go: 21000 });
    // Eight commits requests, more than the pool runs at once: the first two fail at once.
    const branches = ['a', 'b', 'c', 'd'];
    github()
      .get('/repos/open-tools-collective/toolbox/branches')
      .query(page)
      .reply(
        200,
        branches.map((name) => githubBranch(name, fakeSha(name))),
      );
    github()
      .get('/repos/open-tools-collective/toolbox/commits')
      .query((query) => query.sha === 'a')
      .times(2)
      .reply(500, { message: 'Server Error' });
    github()
      .get('/repos/open-tools-collective/toolbox/commits')
      .query((query) => query.sha !== 'a')
      .times(6)
      .delay(30)
      .reply(200, []);
    const { fetchers, log } = context();
    const [org] = await fetchers.organizations();
    expect(nock.pendingMocks()).toEqual([]);
    expect(org?.repos[0]?.contributions).toEqual({ own: 0, total: 0, percentage: 0 });
    expect(log.warnings).toContain('Failed to fetch contributors for repo toolbox');
  });

  it('keeps an organization whose repository list fails, without repos', async () => {
    mockOrgs([
      [githubOrg('acme-labs'), 'error'],
      [githubOrg('open-tools-collective'), []],
    ]);
    const { fetchers, log } = context();
    const orgs = await fetchers.organizations();
    expect(orgs.map((org) => [org.login, org.repos.length])).toEqual([
      ['acme-labs', 0],
      ['open-tools-collective', 0],
    ]);
    expect(log.warnings).toEqual(['Failed to fetch the repositories of acme-labs']);
  });

  it('fails the whole part on a failed repository list in live mode (strict lists)', async () => {
    mockOrgs([[githubOrg('acme-labs'), 'error']]);
    await expect(context({ live: {} }).fetchers.organizations()).rejects.toMatchObject({
      status: 500,
    });
  });

  it('names allow-listed repos that the organization does not have', async () => {
    mockOrgs([[githubOrg('acme-labs'), [githubRepo(orgOwner('acme-labs'), 'widget-engine')]]]);
    mockRepoHistory('acme-labs', 'widget-engine', {});
    const { fetchers, log } = context();
    await fetchers.organizations();
    expect(log.warnings).toEqual([
      'Allow-listed repositories not found among the public repositories of acme-labs: data-pipes. Check REACT_APP_GITHUB_ALLOWED_REPOS.',
    ]);
  });

  it('is empty without organizations, and says so when the allow-listed org is missing', async () => {
    mockOrgs([]);
    const { fetchers, log } = context();
    await expect(fetchers.organizations()).resolves.toEqual([]);
    expect(log.warnings[0]).toMatch(
      /^The allow-listed organization acme-labs is not among the organizations of octo-dev/,
    );
  });

  it('fails as a whole when the organization list fails', async () => {
    github()
      .get('/user/orgs')
      .query(page)
      .reply(
        403,
        { message: 'API rate limit exceeded' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795000000' },
      );
    await expect(context().fetchers.organizations()).rejects.toMatchObject({
      kind: 'rate-limited',
    });
  });

  it('links organizations on GitHub Enterprise to its web host', async () => {
    const enterprise = 'https://github.example.com/api/v3';
    nock(enterprise)
      .get('/user/orgs')
      .query(page)
      .reply(200, [githubOrg('acme-labs')]);
    nock(enterprise).get('/orgs/acme-labs/repos').query(page).reply(200, []);
    const [org] = await context({ githubUrl: enterprise }).fetchers.organizations();
    expect(org?.url).toBe('https://github.example.com/acme-labs');
  });
});

describe('GitLab lists', () => {
  const gitlab = () => nock(GITLAB);
  const query = (extra: Record<string, string> = {}) => ({ ...extra, per_page: '100' });

  it('shows public owned and starred projects with topics as tools, and public groups', async () => {
    gitlab()
      .get('/api/v4/projects')
      .query(query({ owned: 'true' }))
      .reply(200, [
        gitlabProject(1, 'octo-gl/infra-scripts', {
          description: 'Provisioning scripts',
          topics: ['Ansible', 'Bash'],
        }),
        gitlabProject(2, 'octo-gl/internal-tool', { visibility: 'internal' }),
      ]);
    gitlab()
      .get('/api/v4/projects')
      .query(query({ starred: 'true' }))
      .reply(200, [gitlabProject(3, 'someone/awesome-selfhosted', { topics: ['Lists'] })]);
    gitlab()
      .get('/api/v4/groups')
      .query(query())
      .reply(200, [
        gitlabGroup(4, 'platform-team', { description: 'Platform engineering' }),
        gitlabGroup(5, 'private-guild', { visibility: 'private' }),
      ]);

    const { fetchers } = context();
    await expect(fetchers.gitlabProjects()).resolves.toEqual([
      {
        id: 'gitlab:1',
        name: 'infra-scripts',
        description: 'Provisioning scripts',
        url: 'https://gitlab.example.org/octo-gl/infra-scripts',
        tools: ['Ansible', 'Bash'],
        contributions: null,
        stars: 0,
        forks: 0,
        pushedAt: '2025-02-21T16:04:12.630Z',
        archived: false,
      },
    ]);
    await expect(fetchers.starredProjects()).resolves.toEqual([
      expect.objectContaining({ name: 'awesome-selfhosted', tools: ['Lists'] }),
    ]);
    await expect(fetchers.gitlabGroups()).resolves.toEqual([
      {
        id: 'gitlab-group:4',
        name: 'platform-team',
        fullPath: 'platform-team',
        description: 'Platform engineering',
        url: 'https://gitlab.example.org/groups/platform-team',
      },
    ]);
  });

  it('is empty when GitLab is not configured, without any request', async () => {
    const { fetchers } = context({
      env: { REACT_APP_GITLAB_URL: '', REACT_APP_GITLAB_USERNAME: '' },
    });
    await expect(fetchers.gitlabProjects()).resolves.toEqual([]);
  });

  it('skips groups without a token, with a note', async () => {
    const { fetchers, log } = context({ gitlabToken: null });
    await expect(fetchers.gitlabGroups()).resolves.toEqual([]);
    expect(log.steps).toContain('GitLab groups: skipped (they need a GitLab token)');
  });

  it('fails as a whole when a list fails', async () => {
    gitlab()
      .get('/api/v4/projects')
      .query(true)
      .reply(500, { message: '500 Internal Server Error' });
    await expect(context().fetchers.gitlabProjects()).rejects.toMatchObject({ status: 500 });
  });
});

describe('tech stack and unreachable hosts', () => {
  it('answers the configured tech stack', async () => {
    await expect(context().fetchers.techStack()).resolves.toBe(DEFAULT_TECH_STACK);
  });

  it('takes LinkedIn from the social accounts first, and keeps the others', async () => {
    github()
      .get('/user/social_accounts')
      .query(page)
      .reply(200, [
        { provider: 'mastodon', url: 'https://mastodon.social/@octo' },
        { provider: 'linkedin', url: 'https://www.linkedin.com/in/octo-social' },
        { provider: 'generic', url: 'javascript:alert(1)' },
      ]);
    github()
      .get('/user')
      .reply(200, githubUser(USER, { blog: 'https://www.linkedin.com/in/octo-blog' }));
    const profile = await context({
      env: { REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/octo-setting' },
    }).fetchers.profile();
    expect(profile.linkedinUrl).toBe('https://www.linkedin.com/in/octo-social');
    expect(profile.socialAccounts).toEqual([
      { provider: 'mastodon', url: 'https://mastodon.social/@octo' },
      { provider: 'linkedin', url: 'https://www.linkedin.com/in/octo-social' },
    ]);
  });

  it('keeps the profile when its social accounts fail, with the setting’s LinkedIn', async () => {
    github().get('/user/social_accounts').query(page).reply(500, { message: 'Server Error' });
    github().get('/user').reply(200, githubUser(USER));
    const { fetchers, log } = context({
      env: { REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/octo-setting' },
    });
    const profile = await fetchers.profile();
    expect(profile.linkedinUrl).toBe('https://www.linkedin.com/in/octo-setting');
    expect(profile.socialAccounts).toEqual([]);
    expect(log.warnings).toEqual(['Failed to fetch the social accounts']);
  });

  it('fails the profile with an unreachable GitHub', async () => {
    nock.enableNetConnect('127.0.0.1');
    const githubUrl = `http://127.0.0.1:${await closedPort()}`;
    await expect(context({ githubUrl }).fetchers.profile()).rejects.toMatchObject({
      kind: 'unreachable',
    });
    nock.disableNetConnect();
  });
});

describe('open-source contributions', () => {
  const SEARCH = {
    q: `type:pr author:${USER} is:merged is:public -user:${USER}`,
    per_page: '100',
    page: '1',
  };
  const found = (repository: string, number: number, mergedAt: string | null) => ({
    number,
    title: ` Fix #${number} `,
    html_url: `https://github.com/${repository}/pull/${number}`,
    repository_url: `${API}/repos/${repository}`,
    closed_at: mergedAt,
    pull_request: { merged_at: mergedAt },
  });
  const merged = '2026-05-01T10:00:00Z';
  const stars = (login: string, name: string, stargazerCount: number, extra: object = {}) => ({
    nameWithOwner: `${login}/${name}`,
    url: `https://github.com/${login}/${name}`,
    description: null,
    stargazerCount,
    isPrivate: false,
    ...extra,
  });
  /** POST /graphql: the star query, answered by name (null: GitHub's NOT_FOUND). */
  function mockStars(answers: Record<string, object | null>) {
    github()
      .post('/graphql', (body: { query: string }) => body.query.includes('stargazerCount'))
      .reply(200, (_, body) => {
        const { variables } = body as { variables: Record<string, string> };
        const data: Record<string, object | null> = {};
        const errors: object[] = [];
        for (let index = 0; `o${index}` in variables; index += 1) {
          const name = `${variables[`o${index}`]}/${variables[`n${index}`]}`;
          data[`r${index}`] = answers[name] ?? null;
          if (!answers[name]) errors.push({ type: 'NOT_FOUND', path: [`r${index}`], message: 'x' });
        }
        return errors.length > 0 ? { data, errors } : { data };
      });
  }

  it('shows the repositories of others with merged pull requests, most starred first', async () => {
    github()
      .get('/search/issues')
      .query(SEARCH)
      .reply(200, {
        total_count: 5,
        incomplete_results: false,
        items: [
          found('small/lib', 1, merged),
          found('big/framework', 2, merged),
          found('someone/secret', 3, merged),
          found('gone/away', 4, merged),
          // An issue the search should not list, and an answer from another API.
          { ...found('odd/issue', 6, merged), pull_request: undefined },
          {
            ...found('odd/elsewhere', 7, merged),
            repository_url: 'https://evil.example/repos/x/y',
          },
        ],
      });
    github()
      .get('/user/orgs')
      .query(page)
      .reply(200, [githubOrg('acme-labs')]);
    mockStars({
      'small/lib': { ...stars('small', 'lib', 3), description: ' A small library ' },
      'big/framework': stars('big', 'framework', 900),
      'someone/secret': stars('someone', 'secret', 5, { isPrivate: true }),
    });
    const { fetchers, log } = context();
    const cards = await fetchers.openSource();
    expect(cards.map(({ fullName, stars, description }) => [fullName, stars, description])).toEqual(
      [
        ['big/framework', 900, null],
        ['small/lib', 3, 'A small library'],
      ],
    );
    expect(cards[1]?.pullRequests).toEqual([
      { title: 'Fix #1', number: 1, url: 'https://github.com/small/lib/pull/1', mergedAt: merged },
    ]);
    // A repository gone (null, NOT_FOUND) is not shown, and says nothing: it may be private.
    expect(log.warnings).toEqual([]);
    expect(log.steps).toContain(
      'Open-source contributions: 2 merged pull requests in 2 repositories shown (of 4 repositories of others)',
    );
  });

  it('keeps no link that is not http(s), and a title as text, from a hostile answer', async () => {
    github()
      .get('/search/issues')
      .query(SEARCH)
      .reply(200, {
        total_count: 1,
        incomplete_results: false,
        items: [
          {
            ...found('small/lib', 1, merged),
            title: '<img src=x onerror=alert(1)></script>',
            html_url: 'javascript:alert(1)',
          },
        ],
      });
    github().get('/user/orgs').query(page).reply(200, []);
    mockStars({
      'small/lib': {
        ...stars('small', 'lib', 1),
        url: 'javascript:alert(2)',
        nameWithOwner: '../x',
      },
    });
    const cards = await context().fetchers.openSource();
    expect(
      cards.map(({ fullName, url, pullRequests }) => [fullName, url, pullRequests[0]?.url]),
    ).toEqual([['small/lib', null, null]]);
    // The title stays the text it is: React and the inline snapshot escape it where it goes.
    expect(cards[0]?.pullRequests[0]?.title).toBe('<img src=x onerror=alert(1)></script>');
  });

  it('fetches nothing with REACT_APP_OPEN_SOURCE=false', async () => {
    const { fetchers } = context({ env: { REACT_APP_OPEN_SOURCE: 'false' } });
    await expect(fetchers.openSource()).resolves.toEqual([]);
  });

  it('fails the part when the search fails (a 422), so that earlier data can stand in', async () => {
    github().get('/search/issues').query(SEARCH).reply(422, { message: 'Validation Failed' });
    github().get('/user/orgs').query(page).reply(200, []);
    await expect(context().fetchers.openSource()).rejects.toMatchObject({ status: 422 });
  });

  it('without a token asks each repository by REST, and keeps the cards it could read when one fails', async () => {
    const anonymous = () => nock(API, { badheaders: ['authorization'] });
    anonymous()
      .get('/search/issues')
      .query(SEARCH)
      .reply(200, {
        total_count: 2,
        items: [found('a/one', 1, merged), found('b/two', 2, merged)],
      });
    anonymous().get('/users/octo-dev/orgs').query(page).reply(200, []);
    anonymous()
      .get('/repos/a/one')
      .reply(200, githubRepo(githubSimpleUser('a'), 'one'));
    anonymous().get('/repos/b/two').reply(500, { message: 'Server Error' });
    const { fetchers, log } = context({ anonymous: true });
    await expect(fetchers.openSource()).resolves.toEqual([
      expect.objectContaining({ fullName: 'a/one' }),
    ]);
    expect(log.warnings).toEqual([
      'Failed to fetch b/two, where a pull request of yours was merged',
    ]);
  });
});
