/**
 * A large synthetic owner for the fetch benchmark: many organizations with many repositories,
 * branches and commits, served by the mock API (mock/mockApi.ts) like the reference world of
 * scenario.ts and owned by the same logins, so the same settings fetch it. Every organization
 * repository has the same shape, so what a cold fetch meets follows from the options alone
 * (largeScenarioTotals), without walking the world.
 */
import { contributionPercentage } from '../../src/features/github/rules/contributions';
import { PAGE_SIZE } from '../../src/services/pageSize';
import {
  fakeSha,
  githubCommit,
  githubOrg,
  githubRepo,
  githubSimpleUser,
  githubUser,
  type GitHubCommitJson,
  type GitHubSimpleUserJson,
} from '../answers/github';
import {
  DEFAULT_GITLAB_URL,
  gitlabGroup,
  gitlabProject,
  type GitLabProjectJson,
} from '../answers/gitlab';
import {
  GITHUB_LOGIN,
  GITLAB_USERNAME,
  type Scenario,
  type ScenarioBranch,
  type ScenarioOrg,
  type ScenarioRepo,
} from './scenario';

export interface LargeScenarioOptions {
  /** Organizations the owner is a public member of. */
  readonly orgs?: number;
  readonly reposPerOrg?: number;
  /** Public repositories the owner owns (the app asks for their languages, as for org repos). */
  readonly ownRepos?: number;
  /** Branches of every organization repository: main plus feature branches. */
  readonly branchesPerRepo?: number;
  /** Commits every branch lists (at least 1). */
  readonly commitsPerBranch?: number;
  /**
   * Organization branches that moved since the world without this option: each has one commit more,
   * by the owner, on top of its head, so its head and its repository's counts change while every
   * other branch stays as it was. Spread evenly over all organization branches, the same ones every
   * time.
   */
  readonly movedBranches?: number;
}

export const LARGE_SCENARIO_DEFAULTS: Readonly<Required<LargeScenarioOptions>> = {
  orgs: 6,
  reposPerOrg: 50,
  ownRepos: 20,
  branchesPerRepo: 10,
  commitsPerBranch: 30,
  movedBranches: 0,
};

/** The organization logins: none is the reference allow-list's org, so that list hides nothing. */
export const largeOrgLogin = (index: number) => `bench-org-${String(index + 1).padStart(2, '0')}`;
const largeRepoName = (index: number) => `service-${String(index + 1).padStart(3, '0')}`;

const OWNER_EMAIL = 'octo@example.org';
/** Trunk authors in turn: the owner writes two commits in five; null has no GitHub account. */
const TRUNK_AUTHORS: readonly (string | null)[] = [
  GITHUB_LOGIN,
  'jane-acme',
  GITHUB_LOGIN,
  'bob-builder',
  null,
];
const LANGUAGES = ['TypeScript', 'Go', 'Python', 'Rust', 'Java', 'Kotlin'] as const;
const MESSAGES = [
  'Add request tracing',
  'Fix flaky retry test',
  'Bump dependencies',
  'Refactor configuration loading',
  'Document the deployment',
  'Speed up the build',
] as const;

function resolved(options: LargeScenarioOptions): Required<LargeScenarioOptions> {
  const all = { ...LARGE_SCENARIO_DEFAULTS, ...options };
  for (const [name, value] of Object.entries(all)) {
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`largeScenario: ${name} must be a whole number ≥ 0, not ${value}`);
    }
  }
  if (all.commitsPerBranch < 1) throw new Error('largeScenario: commitsPerBranch must be ≥ 1');
  if (all.movedBranches > all.orgs * all.reposPerOrg * all.branchesPerRepo) {
    throw new Error('largeScenario: movedBranches exceeds the organization branches');
  }
  return all;
}

interface PlannedCommit {
  /** Unique within a repository: branches that share history share keys. */
  readonly key: string;
  readonly author: string | null;
  readonly parent: string | null;
  /** Hours after the repository's first commit. */
  readonly hour: number;
  readonly message: string;
}

interface PlannedBranch {
  readonly name: string;
  readonly protected: boolean;
  /** Newest first. */
  readonly commits: readonly PlannedCommit[];
}

/**
 * The history every organization repository gets: main is a trunk t1..tN; feature branch i forked
 * from the trunk and added 1 to 5 commits of its own, so it lists its own commits and the older
 * trunk, N in all. The branches thus repeat most commits, and only counting distinct SHAs gives
 * the right total.
 */
function planBranches(branches: number, commits: number): PlannedBranch[] {
  const trunk: PlannedCommit[] = [];
  for (let n = 1; n <= commits; n += 1) {
    trunk.push({
      key: `t${n}`,
      author: TRUNK_AUTHORS[(n - 1) % TRUNK_AUTHORS.length] ?? null,
      parent: n > 1 ? `t${n - 1}` : null,
      hour: n,
      message: MESSAGES[n % MESSAGES.length] ?? 'Update',
    });
  }
  const plans: PlannedBranch[] = [];
  if (branches > 0) plans.push({ name: 'main', protected: true, commits: [...trunk].reverse() });
  for (let i = 1; i < branches; i += 1) {
    const own = Math.min(commits, 1 + ((i - 1) % 5));
    const forkedAt = commits - own;
    const added: PlannedCommit[] = [];
    for (let j = 1; j <= own; j += 1) {
      added.push({
        key: `b${i}.${j}`,
        // The owner starts every feature branch; a colleague goes on with it.
        author: j === 1 ? GITHUB_LOGIN : 'jane-acme',
        parent: j > 1 ? `b${i}.${j - 1}` : forkedAt > 0 ? `t${forkedAt}` : null,
        // i minutes after the trunk commit of the same hour, so no two commits share a time.
        hour: forkedAt + j + i / 60,
        message: `Feature ${i}: step ${j}`,
      });
    }
    plans.push({
      name: `feature-${String(i).padStart(2, '0')}`,
      protected: false,
      commits: [...added.reverse(), ...trunk.slice(0, forkedAt).reverse()],
    });
  }
  return plans;
}

/**
 * Whether organization branch `index` (counted over all repositories in order) is one of `moved` of
 * `total`: k·moved mod total < moved holds for exactly `moved` indexes, evenly spaced.
 */
function isMovedBranch(index: number, moved: number, total: number): boolean {
  return moved > 0 && (index * moved) % total < moved;
}

/** A branch with one commit more by the owner on top of its head: `index` names the commit. */
function moved(plan: PlannedBranch, index: number, commits: number): PlannedBranch {
  const head = plan.commits[0];
  const followUp: PlannedCommit = {
    key: `m${index}`,
    author: GITHUB_LOGIN,
    parent: head ? head.key : null,
    // After every planned commit of the repository.
    hour: commits + 1 + index / 60,
    message: `Follow up on ${plan.name}`,
  };
  return { ...plan, commits: [followUp, ...plan.commits] };
}

export function largeScenario(options: LargeScenarioOptions = {}): Scenario {
  const { orgs, reposPerOrg, ownRepos, branchesPerRepo, commitsPerBranch, movedBranches } =
    resolved(options);
  const plans = planBranches(branchesPerRepo, commitsPerBranch);
  const orgBranches = orgs * reposPerOrg * branchesPerRepo;
  // The app never reads an own repository's commits: a short history keeps the world small.
  const ownPlans = planBranches(1, 3);

  // One user object per login, shared by every commit: thousands of copies would only cost memory.
  const users = new Map<string, GitHubSimpleUserJson>();
  const userOf = (login: string) => {
    let user = users.get(login);
    if (!user) {
      user = githubSimpleUser(login);
      users.set(login, user);
    }
    return user;
  };
  const actorName = (login: string) =>
    login === GITHUB_LOGIN
      ? 'Octo Dev'
      : login
          .split('-')
          .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
          .join(' ');

  const isoSeconds = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

  /** Branches with one commit object per key, shared by every branch that lists it. */
  const branchesOf = (
    owner: string,
    repo: string,
    start: number,
    planned: readonly PlannedBranch[],
  ): ScenarioBranch[] => {
    const built = new Map<string, GitHubCommitJson>();
    const shas = new Map<string, string>();
    const sha = (key: string) => {
      let value = shas.get(key);
      if (value === undefined) {
        value = fakeSha(`${owner}/${repo}:${key}`);
        shas.set(key, value);
      }
      return value;
    };
    const commitOf = (entry: PlannedCommit) => {
      let commit = built.get(entry.key);
      if (!commit) {
        const user = entry.author === null ? null : userOf(entry.author);
        commit = githubCommit(
          owner,
          repo,
          sha(entry.key),
          // Null here and the shared user below: githubCommit would build a user per commit.
          null,
          { author: user, committer: user },
          {
            message: entry.message,
            date: isoSeconds(start + entry.hour * 3_600_000),
            parentShas: entry.parent === null ? [] : [sha(entry.parent)],
            ...(entry.author === null
              ? {}
              : {
                  authorName: actorName(entry.author),
                  authorEmail:
                    entry.author === GITHUB_LOGIN ? OWNER_EMAIL : `${entry.author}@example.org`,
                }),
          },
        );
        built.set(entry.key, commit);
      }
      return commit;
    };
    return planned.map((plan) => ({
      name: plan.name,
      protected: plan.protected,
      commits: plan.commits.map(commitOf),
    }));
  };

  const day = 86_400_000;
  const origin = Date.parse('2023-01-02T09:00:00Z');
  const memberPermissions = { admin: false, maintain: false, push: true, triage: true, pull: true };

  const repos: ScenarioRepo[] = [];
  for (let i = 0; i < ownRepos; i += 1) {
    const name = `project-${String(i + 1).padStart(2, '0')}`;
    const language = LANGUAGES[i % LANGUAGES.length] ?? 'TypeScript';
    const created = origin + i * day;
    repos.push({
      json: githubRepo(GITHUB_LOGIN, name, {
        description: `Side project number ${i + 1}`,
        language,
        stargazers_count: (i * 7) % 40,
        created_at: isoSeconds(created),
        updated_at: isoSeconds(created + 30 * day),
        pushed_at: isoSeconds(created + 30 * day),
      }),
      affiliation: 'owner',
      languages: { [language]: 20_000 + i * 311, Shell: 400 + i },
      branches: branchesOf(GITHUB_LOGIN, name, created, ownPlans),
    });
  }

  const orgList: ScenarioOrg[] = [];
  for (let o = 0; o < orgs; o += 1) {
    const login = largeOrgLogin(o);
    orgList.push({
      json: githubOrg(login, { description: `Benchmark organization ${o + 1}` }),
      publicMember: true,
    });
    const owner = githubSimpleUser(login, { type: 'Organization' });
    for (let r = 0; r < reposPerOrg; r += 1) {
      const name = largeRepoName(r);
      const language = LANGUAGES[(o + r) % LANGUAGES.length] ?? 'TypeScript';
      // Distinct creation times: GitHub lists organization repositories newest first.
      const created = origin + (o * reposPerOrg + r) * 3_600_000;
      repos.push({
        json: githubRepo(owner, name, {
          description: `Service ${r + 1} of ${login}`,
          language,
          stargazers_count: (r * 13) % 90,
          forks_count: r % 7,
          permissions: memberPermissions,
          created_at: isoSeconds(created),
          updated_at: isoSeconds(created + 60 * day),
          pushed_at: isoSeconds(created + 60 * day),
        }),
        affiliation: 'organization_member',
        languages: { [language]: 50_000 + r * 97, Dockerfile: 600 },
        branches: branchesOf(
          login,
          name,
          created,
          plans.map((plan, b) =>
            isMovedBranch((o * reposPerOrg + r) * branchesPerRepo + b, movedBranches, orgBranches)
              ? moved(plan, b, commitsPerBranch)
              : plan,
          ),
        ),
      });
    }
  }

  const user = githubUser(GITHUB_LOGIN, {
    name: 'Octo Dev',
    blog: 'octo.dev',
    email: OWNER_EMAIL,
    bio: 'A very busy developer (benchmark data).',
    public_repos: ownRepos,
    followers: 1200,
    following: 80,
  });

  const gitlabUrl = DEFAULT_GITLAB_URL;
  const gitlabUser = { id: 11702291, username: GITLAB_USERNAME, name: 'Octo Dev' };
  const own = { gitlabUrl, namespaceKind: 'user', namespaceName: gitlabUser.name } as const;
  const projects: GitLabProjectJson[] = [
    gitlabProject(
      48213377,
      `${GITLAB_USERNAME}/infra-scripts`,
      { description: 'Provisioning scripts', topics: ['Ansible'], tag_list: ['Ansible'] },
      own,
    ),
    gitlabProject(
      48213378,
      `${GITLAB_USERNAME}/bench-tools`,
      { description: 'Load generators', topics: ['Go'], tag_list: ['Go'] },
      own,
    ),
    gitlabProject(
      3061289,
      'awesome-lists/awesome-selfhosted',
      { description: 'A list of self-hosted software', star_count: 4213 },
      { gitlabUrl, namespaceKind: 'group', namespaceName: 'awesome-lists' },
    ),
  ];

  return {
    github: { user, orgs: orgList, repos },
    gitlab: {
      user: gitlabUser,
      projects,
      starredProjectIds: [3061289],
      groups: [gitlabGroup(10234567, 'platform-team', { description: 'Platform engineering' })],
    },
  };
}

/**
 * One kind of GitHub request of a cold fetch (nothing cached), as the build's fetch makes them
 * (largeScenario.test.ts runs it against the mock API and compares).
 */
export interface GitHubRequestCounts {
  /** GET /user, or GET /users/{username} without a token. */
  readonly profile: number;
  /** Pages of GET /user/social_accounts (/users/{username}/social_accounts): none in this world. */
  readonly socialAccountLists: number;
  /** Pages of GET /user/orgs (/users/{username}/orgs). */
  readonly orgLists: number;
  /**
   * Pages of GET /user/repos, which with a token lists the organization repositories too, or of
   * GET /users/{username}/repos, only the owner's.
   */
  readonly userRepoLists: number;
  /** GET /repos/{owner}/{repo}/languages per own public repository and per organization repository. */
  readonly languages: number;
  /** Pages of GET /orgs/{org}/repos per organization. */
  readonly orgRepoLists: number;
  /** GET /repos/{owner}/{repo}/branches per organization repository (one page). */
  readonly branchLists: number;
  /** Two GET /repos/{owner}/{repo}/commits per branch: all commits, and the owner's. */
  readonly commitLists: number;
  /**
   * Pages of GET /search/issues for the owner's merged pull requests elsewhere: none in this world,
   * so one page, and no GET /repos/{owner}/{repo} after it.
   */
  readonly mergedPullRequestSearches: number;
  /**
   * POST /graphql for the profile's pins and the contribution calendar: only with a token (GitHub's
   * GraphQL API needs one).
   */
  readonly graphqlQueries: number;
  readonly total: number;
}

export interface LargeScenarioTotals {
  readonly orgs: number;
  readonly orgRepos: number;
  readonly ownRepos: number;
  /** Over all organization repositories. */
  readonly branches: number;
  /** Distinct commits over all organization repositories. */
  readonly commits: number;
  /** What the app counts for each organization repository (all have the same history). */
  readonly contributionsPerRepo: {
    readonly own: number;
    readonly total: number;
    readonly percentage: number;
  };
  readonly githubRequests: {
    readonly authenticated: GitHubRequestCounts;
    readonly anonymous: GitHubRequestCounts;
  };
  /** Owned and starred projects, groups (which need a token) and the activity calendar. */
  readonly gitlabRequests: { readonly authenticated: number; readonly anonymous: number };
}

/** Requests a list needs with PAGE_SIZE items a page: an empty list still takes one. */
const pages = (items: number) => Math.max(1, Math.ceil(items / PAGE_SIZE));

/** What a cold fetch meets in the world of `options`, as it is before any branch moved. */
export function largeScenarioTotals(options: LargeScenarioOptions = {}): LargeScenarioTotals {
  const { orgs, reposPerOrg, ownRepos, branchesPerRepo, commitsPerBranch } = resolved(options);
  const plans = planBranches(branchesPerRepo, commitsPerBranch);
  const orgRepos = orgs * reposPerOrg;

  // As the app counts: the first page of each branch's list, distinct SHAs over all branches.
  const all = new Set<string>();
  const own = new Set<string>();
  for (const plan of plans) {
    for (const commit of plan.commits.slice(0, PAGE_SIZE)) all.add(commit.key);
    const owned = plan.commits.filter((commit) => commit.author === GITHUB_LOGIN);
    for (const commit of owned.slice(0, PAGE_SIZE)) own.add(commit.key);
  }
  const distinct = new Set(plans.flatMap((plan) => plan.commits.map((commit) => commit.key)));

  const requests = (userRepos: number, withToken: boolean): GitHubRequestCounts => {
    const counts = {
      profile: 1,
      socialAccountLists: pages(0),
      orgLists: pages(orgs),
      userRepoLists: pages(userRepos),
      languages: ownRepos + orgRepos,
      orgRepoLists: orgs * pages(reposPerOrg),
      branchLists: orgRepos,
      commitLists: orgRepos * branchesPerRepo * 2,
      mergedPullRequestSearches: pages(0),
      // The pins, the calendar and (the owner's own token) the calendar's private part.
      graphqlQueries: withToken ? 3 : 0,
    };
    return { ...counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
  };

  return {
    orgs,
    orgRepos,
    ownRepos,
    branches: orgRepos * branchesPerRepo,
    commits: orgRepos * distinct.size,
    contributionsPerRepo: {
      own: own.size,
      total: all.size,
      percentage: contributionPercentage(own.size, all.size),
    },
    githubRequests: {
      authenticated: requests(ownRepos + orgRepos, true),
      anonymous: requests(ownRepos, false),
    },
    gitlabRequests: { authenticated: 4, anonymous: 3 },
  };
}

/** The totals of the default world (largeScenario()). */
export const LARGE_SCENARIO_TOTALS: LargeScenarioTotals = largeScenarioTotals();
