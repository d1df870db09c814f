/**
 * The world as it stands when a visitor opens a live-mode page: the reference world of scenario.ts,
 * from which the live build made its snapshot, plus what the owner did since. The live e2e tests serve
 * it so that the page's live data differs from the snapshot it prerendered: a test that cannot tell
 * the two apart cannot fail. Everything else is the reference world, so its expectations still hold.
 */
import {
  fakeSha,
  GITHUB_HOSTS,
  githubCommit,
  githubRepo,
  type GitHubCommitJson,
  type GitHubHosts,
} from '../answers/github';
import {
  createScenario,
  EXPECTED_CONTRIBUTIONS,
  GITHUB_LOGIN,
  type ExpectedContributions,
  type Scenario,
  type ScenarioOptions,
  type ScenarioRepo,
} from './scenario';

const snapshotCount = EXPECTED_CONTRIBUTIONS['widget-engine'];
if (!snapshotCount) throw new Error('scenario.ts no longer counts widget-engine');

/** The organization repository the owner has pushed to since the build: one more own commit. */
export const LIVE_PUSHED = {
  org: 'acme-labs',
  name: 'widget-engine',
  /** The branch that got the commit; main stays as it was, so only this branch's list grows. */
  branch: 'develop',
  /** The new commit's author date, which is also the repository's last push. */
  pushedAt: '2025-01-20T09:30:00Z',
  /** As the snapshot counted it: 5 of 9 commits. */
  snapshot: snapshotCount,
  /** 6 of 10 distinct commits: 6 / 10 × 100 = 60 exactly. */
  live: {
    own: 6,
    total: 10,
    percentage: 60,
    firstOwnCommitAt: '2025-01-06T00:22:17.000Z',
    lastOwnCommitAt: '2025-01-20T09:30:00.000Z',
  } satisfies ExpectedContributions,
} as const;

/**
 * The card's texts for a count, as ContributionShare prints them ("Contributions: 5",
 * "Contribution Percentage: 55.56%").
 */
export function contributionTexts(
  contributions: Pick<ExpectedContributions, 'own' | 'percentage'>,
) {
  return {
    count: `Contributions: ${contributions.own}`,
    percentage: `Contribution Percentage: ${contributions.percentage}%`,
  } as const;
}

/**
 * A public repository the owner created after the build, so the snapshot has no copy of it. Its stars
 * (none), last push and name put it last among the owner's repositories in every order the page offers
 * (src/domain/repoSelection.ts): the live card joins the end of the list instead of pushing the
 * snapshot's cards down.
 */
export const LIVE_NEW_REPO = {
  name: 'sketchbook',
  description: 'Generative sketches, one a week',
  /** What GET /repos/octo-dev/sketchbook/languages answers unless a test makes it fail. */
  languages: { Python: 5400 },
  languagesPath: `/repos/${GITHUB_LOGIN}/sketchbook/languages`,
  stars: 0,
  pushedAt: '2019-03-09T17:59:57Z',
} as const;

function withNewCommit(repo: ScenarioRepo, hosts: GitHubHosts): ScenarioRepo {
  const { org, name, branch, pushedAt } = LIVE_PUSHED;
  const branches = repo.branches.map((listed) => {
    if (listed.name !== branch) return listed;
    const head = listed.commits[0];
    const commit: GitHubCommitJson = githubCommit(
      org,
      name,
      // The next SHA of the reference history's naming (widget-engine-1 … widget-engine-9).
      fakeSha(`${name}-${listed.commits.length + 1}`),
      GITHUB_LOGIN,
      {},
      {
        message: 'Cache compiled shaders between frames',
        date: pushedAt,
        parentShas: head ? [head.sha] : [],
        authorEmail: 'octo@example.org',
        authorName: 'Octo Dev',
        hosts,
      },
    );
    return { ...listed, commits: [commit, ...listed.commits] };
  });
  return {
    ...repo,
    json: { ...repo.json, pushed_at: pushedAt, updated_at: pushedAt },
    branches,
  };
}

function newRepo(hosts: GitHubHosts): ScenarioRepo {
  const { name, description, languages, stars, pushedAt } = LIVE_NEW_REPO;
  const json = githubRepo(
    GITHUB_LOGIN,
    name,
    {
      description,
      language: 'Python',
      stargazers_count: stars,
      forks_count: 0,
      size: 180,
      created_at: '2019-03-02T10:04:11Z',
      updated_at: '2019-03-09T18:00:02Z',
      pushed_at: pushedAt,
    },
    hosts,
  );
  const commit = githubCommit(
    GITHUB_LOGIN,
    name,
    fakeSha(`${name}-1`),
    GITHUB_LOGIN,
    {},
    {
      message: 'Initial commit',
      date: pushedAt,
      authorEmail: 'octo@example.org',
      authorName: 'Octo Dev',
      hosts,
    },
  );
  return {
    json,
    affiliation: 'owner',
    languages: { ...languages },
    branches: [{ name: 'main', protected: false, commits: [commit] }],
  };
}

function createLiveScenario(options: ScenarioOptions = {}): Scenario {
  const hosts: GitHubHosts = {
    apiUrl: options.githubApiUrl ?? GITHUB_HOSTS.apiUrl,
    webUrl: options.githubWebUrl ?? GITHUB_HOSTS.webUrl,
  };
  const base = createScenario(options);
  const { org, name } = LIVE_PUSHED;
  const repos = base.github.repos.map((repo) =>
    repo.json.full_name === `${org}/${name}` ? withNewCommit(repo, hosts) : repo,
  );
  const { user } = base.github;
  return {
    ...base,
    github: {
      ...base.github,
      user: { ...user, public_repos: user.public_repos + 1 },
      repos: [...repos, newRepo(hosts)],
    },
  };
}

export const LIVE_SCENARIO: Scenario = createLiveScenario();
