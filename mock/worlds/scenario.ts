/**
 * The one mock "world" behind the mock API (mock/mockApi.ts): a GitHub user with own,
 * private and collaborator repositories and two organizations, a GitLab user with projects,
 * stars and groups, and a Forgejo user (optional in a world) with repositories, organizations, stars
 * and a heatmap. Browser, build and e2e tests assert on these names and numbers, so they change
 * only together with the expectations exported at the end.
 */
import {
  GITHUB_HOSTS,
  MIT_LICENSE,
  fakeSha,
  githubCommit,
  githubOrg,
  githubRepo,
  githubSimpleUser,
  githubUser,
  type GitHubCommitJson,
  type GitHubHosts,
  type GitHubLanguagesJson,
  type GitHubOrgJson,
  type GitHubRepoJson,
  type GitHubSocialAccountJson,
  type GitHubUserJson,
} from '../answers/github';
import {
  DEFAULT_FORGEJO_URL,
  forgejoOrg,
  forgejoOrgAsOwner,
  forgejoRepo,
  forgejoUser,
  forgejoUserSeenBy,
  heatmapBucket,
  OWNER_PERMISSION,
  type ForgejoHeatmapEntryJson,
  type ForgejoLanguagesJson,
  type ForgejoOrganizationJson,
  type ForgejoRepositoryJson,
  type ForgejoUserJson,
} from '../answers/forgejo';
import {
  DEFAULT_GITLAB_URL,
  gitlabGroup,
  gitlabProject,
  type GitLabGroupJson,
  type GitLabProjectJson,
} from '../answers/gitlab';

export const GITHUB_LOGIN = 'octo-dev';
export const GITLAB_USERNAME = 'octo-gl';
export const FORGEJO_USERNAME = 'octo-fj';
/** The reference allow-list (REACT_APP_GITHUB_ALLOWED_ORG / REACT_APP_GITHUB_ALLOWED_REPOS). */
export const ALLOW_LIST = { org: 'acme-labs', repos: ['widget-engine', 'data-pipes'] } as const;

export interface ScenarioBranch {
  readonly name: string;
  readonly protected: boolean;
  /** Newest first, as GET /repos/{owner}/{repo}/commits lists them; never empty. */
  readonly commits: readonly GitHubCommitJson[];
}

export interface ScenarioRepo {
  readonly json: GitHubRepoJson;
  /** How the user relates to it: GET /user/repos filters on this (its `affiliation` parameter). */
  readonly affiliation: 'owner' | 'collaborator' | 'organization_member';
  readonly languages: GitHubLanguagesJson;
  /** Empty for a repository without any commit (GitHub answers 409 for its commits). */
  readonly branches: readonly ScenarioBranch[];
  /**
   * `owner/name`s it had before a rename or a transfer: GET /repos/{owner}/{repo} answers them with a
   * 301 to /repositories/{id}, GraphQL's `repository(owner:, name:)` with the repository itself.
   */
  readonly formerNames?: readonly string[];
}

/** A pull request of the user's (GET /search/issues finds it). */
export interface ScenarioPullRequest {
  /** `owner/name` of the repository it went to. */
  readonly repo: string;
  readonly number: number;
  readonly title: string;
  /** ISO time it was merged; null for one closed without merging (unless `merged`). */
  readonly mergedAt: string | null;
  /**
   * Merged although `mergedAt` is null: the search lists it for `is:merged` and answers it without
   * `merged_at`, which GitHub's schema makes optional. Default: mergedAt !== null.
   */
  readonly merged?: boolean;
  /** When it was closed; default mergedAt. */
  readonly closedAt?: string;
}

export interface ScenarioOrg {
  readonly json: GitHubOrgJson;
  /** Public membership: only then does GET /users/{username}/orgs list the organization. */
  readonly publicMember: boolean;
}

/** A repository of the Forgejo instance, whoever owns it. */
export interface ScenarioForgejoRepo {
  /** As its owner sees it; the routes answer `permissions` (and the owner's fields) per caller. */
  readonly json: ForgejoRepositoryJson;
  /** GET /repos/{owner}/{repo}/languages, largest first. */
  readonly languages: ForgejoLanguagesJson;
}

/** An organization of the Forgejo instance the user is a member of. */
export interface ScenarioForgejoOrg {
  readonly json: ForgejoOrganizationJson;
  /**
   * The user's membership is public: a caller other than the user sees it only then. The mock's one
   * token is the user's, and anybody else gets a 401 for the list, so the routes list them all.
   */
  readonly publicMember: boolean;
}

/** A Forgejo (or Gitea, or Codeberg) instance, as /forgejo/api/v1 on the mock answers it. */
export interface ScenarioForgejo {
  /** The instance's ROOT_URL: web addresses in the answers and the error bodies' swagger `url`. */
  readonly webUrl: string;
  /** GET /api/v1/version, in Forgejo's form: `<forgejo>+gitea-<gitea>`. */
  readonly version: string;
  /**
   * The user's access token, the only one the instance knows: `Authorization: token …` with any
   * other is answered 401 on every route, /version included.
   */
  readonly token: string;
  /** GET /user (with the token), GET /users/{username}: as the user sees themself. */
  readonly user: ForgejoUserJson;
  /**
   * Every repository the instance has: the user's, the organizations', others'. Private ones are seen
   * by the token only (the user's own, and their organizations').
   */
  readonly repos: readonly ScenarioForgejoRepo[];
  /** GET /users/{username}/orgs (token only), by name. */
  readonly orgs: readonly ScenarioForgejoOrg[];
  /** GET /users/{username}/starred (token only): `owner/name`s, in the order the list answers. */
  readonly starred: readonly string[];
  /** GET /users/{username}/heatmap: 15-minute buckets; the route keeps the last 371 days. */
  readonly heatmap: readonly ForgejoHeatmapEntryJson[];
  /**
   * Work in private repositories: the heatmap of the user's own token counts it too (Forgejo's
   * getUserHeatmapData asks with IncludePrivate and the caller's access), added into its buckets.
   */
  readonly privateHeatmap?: readonly ForgejoHeatmapEntryJson[];
  /** `[service] ENABLE_USER_HEATMAP = false`: the route is not registered at all (404). */
  readonly heatmapDisabled?: boolean;
  /** The user's "hide activity from profile page": the heatmap is `[]` for anyone but the token. */
  readonly keepActivityPrivate?: boolean;
  /** `[api] MAX_RESPONSE_ITEMS` (default 50) and `DEFAULT_PAGING_NUM` (default 30). */
  readonly maxResponseItems?: number;
  readonly defaultPagingNum?: number;
}

export interface Scenario {
  readonly github: {
    /** GET /user; GET /users/{login} shows its public part. */
    readonly user: GitHubUserJson;
    /** GET /user/social_accounts, GET /users/{login}/social_accounts; none when absent. */
    readonly socialAccounts?: readonly GitHubSocialAccountJson[];
    readonly orgs: readonly ScenarioOrg[];
    /** Every repository the API knows, whoever owns it. */
    readonly repos: readonly ScenarioRepo[];
    /**
     * Other people's repositories the user sent pull requests to: GET /repos/{owner}/{repo} answers
     * them, no list of the user's has them.
     */
    readonly elsewhere?: readonly ScenarioRepo[];
    /**
     * The user's pull requests, in those and anywhere else (GET /search/issues), each under the name
     * its repository had when it was opened (a renamed repository's `formerNames`).
     */
    readonly pullRequests?: readonly ScenarioPullRequest[];
    /** The search times out: it answers `incomplete_results: true`, with part of the matches. */
    readonly searchTimesOut?: boolean;
    /** The repositories pinned on the user's profile, `owner/name` in pin order (POST /graphql). */
    readonly pinned?: readonly string[];
    /**
     * Contributions by date (YYYY-MM-DD): the GraphQL contribution calendar as anyone sees it (commits
     * to the repository `contributionsRepo`, default the first repository).
     */
    readonly contributions?: Readonly<Record<string, number>>;
    readonly contributionsRepo?: string;
    /**
     * Commits to private repositories by repository name and date: the owner's own token's calendar
     * counts them too, as GitHub's does; nobody else's.
     */
    readonly privateContributions?: Readonly<Record<string, Readonly<Record<string, number>>>>;
    /**
     * The owner shares private contribution counts ("Private contributions" on the profile): the
     * calendar of any other token counts privateContributions too, unplaced, and
     * `restrictedContributionsCount` says how many.
     * https://docs.github.com/account-and-profile/setting-up-and-managing-your-github-profile/managing-contribution-settings-on-your-profile/showing-your-private-contributions-and-achievements-on-your-profile
     */
    readonly sharesPrivateContributions?: boolean;
    /**
     * Organizations that enforce SAML single sign-on, for which the owner's own token is not
     * authorized: GraphQL answers their repositories null with a FORBIDDEN error at that path, data
     * and errors together (a pin among `pinned`, an entry of the per-repository contributions).
     */
    readonly samlOrgs?: readonly string[];
    /**
     * Commits to repositories of samlOrgs by `org/name` and date: the calendar counts them, the
     * per-repository lists answer each such repository null (see samlOrgs).
     */
    readonly samlContributions?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  };
  readonly gitlab: {
    readonly user: { readonly id: number; readonly username: string; readonly name: string };
    /** Every project the API knows; the user's own are those in the user's namespace. */
    readonly projects: readonly GitLabProjectJson[];
    readonly starredProjectIds: readonly number[];
    /** GET /groups: the groups the user is a member of. */
    readonly groups: readonly GitLabGroupJson[];
    /**
     * Contributions by date (YYYY-MM-DD), dated in the user's profile time zone:
     * GET /users/{username}/calendar.json.
     */
    readonly calendar?: Readonly<Record<string, number>>;
    /** A private profile: calendar.json answers 404 (GitLab shows such a profile to nobody). */
    readonly privateProfile?: boolean;
  };
  /** A Forgejo instance under /forgejo; without it every /forgejo request is answered 404. */
  readonly forgejo?: ScenarioForgejo;
}

/** A date so many days before today (UTC): the calendars are about the last year, as of the run. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export interface ScenarioOptions {
  /** Default https://github.com */
  readonly githubWebUrl?: string;
  /** Default https://api.github.com: only URLs inside responses, not where the mock listens. */
  readonly githubApiUrl?: string;
  /** Default https://gitlab.example.org */
  readonly gitlabWebUrl?: string;
  /** Default https://forgejo.example.org */
  readonly forgejoWebUrl?: string;
}

/** Who wrote each commit, oldest first; null is an e-mail linked to no GitHub account. */
type Authors = readonly (string | null)[];

const MESSAGES = [
  'Initial commit',
  'Add project skeleton',
  'Set up CI workflow',
  'Add configuration loader',
  'Fix off-by-one in pagination',
  'Bump dependencies',
  'Document the public API',
  'Refactor error handling',
  'Add integration tests',
  'Release v1.0.0',
];

const EMAILS: Readonly<Record<string, string>> = { [GITHUB_LOGIN]: 'octo@example.org' };

/**
 * A linear history c1..cN with SHAs fakeSha('<repo>-<n>'), `stepDays` apart from `start`, newest first.
 */
function history(
  fullName: string,
  authors: Authors,
  start: string,
  hosts: GitHubHosts,
  stepDays = 1,
): GitHubCommitJson[] {
  const [owner = '', repo = ''] = fullName.split('/');
  const sha = (n: number) => fakeSha(`${repo}-${n}`);
  const commits = authors.map((login, index) => {
    const n = index + 1;
    const date = new Date(Date.parse(start) + index * stepDays * 86_400_000 + n * 1_337_000);
    return githubCommit(
      owner,
      repo,
      sha(n),
      login,
      {},
      {
        message: MESSAGES[index % MESSAGES.length] ?? 'Update',
        date: date.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        parentShas: n > 1 ? [sha(n - 1)] : [],
        ...(login && EMAILS[login] ? { authorEmail: EMAILS[login] } : {}),
        ...(login === GITHUB_LOGIN ? { authorName: 'Octo Dev' } : {}),
        hosts,
      },
    );
  });
  return commits.reverse();
}

export function createScenario(options: ScenarioOptions = {}): Scenario {
  const hosts: GitHubHosts = {
    apiUrl: options.githubApiUrl ?? GITHUB_HOSTS.apiUrl,
    webUrl: options.githubWebUrl ?? GITHUB_HOSTS.webUrl,
  };
  const gitlabUrl = options.gitlabWebUrl ?? DEFAULT_GITLAB_URL;

  const repo = (
    owner: string | ReturnType<typeof githubSimpleUser>,
    name: string,
    affiliation: ScenarioRepo['affiliation'],
    json: Partial<GitHubRepoJson>,
    languages: GitHubLanguagesJson,
    branches: readonly {
      name: string;
      protected?: boolean;
      authors: Authors;
      start: string;
      stepDays?: number;
    }[],
  ): ScenarioRepo => {
    const built = githubRepo(owner, name, json, hosts);
    return {
      json: built,
      affiliation,
      languages,
      branches: branches.map((branch) => ({
        name: branch.name,
        protected: branch.protected ?? false,
        commits: history(built.full_name, branch.authors, branch.start, hosts, branch.stepDays),
      })),
    };
  };
  const orgOwner = (login: string) => githubSimpleUser(login, { type: 'Organization' }, hosts);
  const acme = orgOwner('acme-labs');
  const tools = orgOwner('open-tools-collective');
  const memberPermissions = { admin: false, maintain: false, push: true, triage: true, pull: true };

  const widgetAuthors: Authors = [
    GITHUB_LOGIN,
    'jane-acme',
    GITHUB_LOGIN,
    'bob-builder',
    GITHUB_LOGIN,
    null,
    GITHUB_LOGIN,
    'jane-acme',
    GITHUB_LOGIN,
  ];

  const repos: ScenarioRepo[] = [
    repo(
      GITHUB_LOGIN,
      'portfolio',
      'owner',
      {
        description: 'My developer portfolio',
        homepage: 'https://octo.dev',
        language: 'TypeScript',
        topics: ['portfolio', 'react', 'typescript'],
        stargazers_count: 12,
        forks_count: 2,
        size: 2048,
        license: MIT_LICENSE,
        has_pages: true,
        created_at: '2023-06-11T09:14:02Z',
        updated_at: '2025-02-28T19:40:11Z',
        pushed_at: '2025-02-28T19:40:08Z',
      },
      { TypeScript: 52000, CSS: 3100, HTML: 900 },
      [{ name: 'main', authors: [GITHUB_LOGIN, GITHUB_LOGIN, GITHUB_LOGIN], start: '2025-02-20' }],
    ),
    repo(
      GITHUB_LOGIN,
      'dotfiles',
      'owner',
      {
        description: null,
        language: 'Shell',
        topics: ['dotfiles'],
        stargazers_count: 3,
        size: 96,
        created_at: '2019-10-02T21:05:47Z',
        updated_at: '2024-11-30T08:22:19Z',
        pushed_at: '2024-11-30T08:22:16Z',
      },
      { Shell: 4200 },
      [{ name: 'main', authors: [GITHUB_LOGIN, GITHUB_LOGIN], start: '2024-11-28' }],
    ),
    // More stars than portfolio but an older push: the orders by stars, by push and the API's differ.
    repo(
      GITHUB_LOGIN,
      'cli-kit',
      'owner',
      {
        description: 'Small helpers for friendly command-line tools',
        language: 'Go',
        topics: ['cli', 'go'],
        stargazers_count: 25,
        forks_count: 4,
        size: 640,
        license: MIT_LICENSE,
        created_at: '2021-04-18T15:20:09Z',
        updated_at: '2023-08-14T17:05:33Z',
        pushed_at: '2023-08-14T17:05:30Z',
      },
      { Go: 30500, Makefile: 600 },
      [{ name: 'main', authors: [GITHUB_LOGIN, GITHUB_LOGIN], start: '2023-08-13' }],
    ),
    // Hidden by default (REACT_APP_SHOW_FORKS), though it is the most recently pushed.
    repo(
      GITHUB_LOGIN,
      'react-fork',
      'owner',
      {
        description: 'Fork of React to try a reconciler patch',
        fork: true,
        language: 'JavaScript',
        stargazers_count: 5,
        forks_count: 0,
        size: 185_000,
        license: MIT_LICENSE,
        created_at: '2025-02-20T11:42:51Z',
        updated_at: '2025-03-04T08:30:12Z',
        pushed_at: '2025-03-04T08:30:09Z',
      },
      { JavaScript: 90210, CSS: 1200 },
      [{ name: 'main', authors: ['someone-else', GITHUB_LOGIN], start: '2025-03-03' }],
    ),
    // Hidden by default (REACT_APP_SHOW_ARCHIVED), though it has more stars than portfolio.
    repo(
      GITHUB_LOGIN,
      'old-blog',
      'owner',
      {
        description: 'My old Jekyll blog, archived',
        archived: true,
        language: 'Ruby',
        stargazers_count: 20,
        forks_count: 3,
        size: 4100,
        has_pages: true,
        created_at: '2017-01-08T20:11:36Z',
        updated_at: '2021-06-05T09:12:44Z',
        pushed_at: '2020-12-30T22:47:02Z',
      },
      { Ruby: 8800, HTML: 4100, SCSS: 1900 },
      [{ name: 'main', authors: [GITHUB_LOGIN, GITHUB_LOGIN, GITHUB_LOGIN], start: '2020-12-28' }],
    ),
    repo(
      GITHUB_LOGIN,
      'private-notes',
      'owner',
      {
        private: true,
        description: 'Personal notes, not for the portfolio',
        language: 'Markdown',
        size: 310,
        created_at: '2021-01-09T12:00:31Z',
        updated_at: '2025-03-01T07:51:02Z',
        pushed_at: '2025-03-01T07:50:59Z',
      },
      { Markdown: 15800 },
      [{ name: 'main', authors: [GITHUB_LOGIN], start: '2025-03-01' }],
    ),
    repo(
      'someone-else',
      'forked-lib',
      'collaborator',
      {
        description: 'A small library octo-dev helps maintain',
        language: 'JavaScript',
        stargazers_count: 41,
        forks_count: 7,
        size: 512,
        license: MIT_LICENSE,
        permissions: memberPermissions,
        created_at: '2020-05-17T16:44:20Z',
        updated_at: '2025-01-12T10:03:55Z',
        pushed_at: '2025-01-12T10:03:51Z',
      },
      { JavaScript: 18400 },
      [{ name: 'main', authors: ['someone-else', GITHUB_LOGIN], start: '2025-01-10' }],
    ),
    repo(
      acme,
      'widget-engine',
      'organization_member',
      {
        description: 'Rendering engine for Acme widgets',
        language: 'TypeScript',
        topics: ['widgets', 'rendering'],
        stargazers_count: 87,
        forks_count: 9,
        open_issues_count: 4,
        size: 4410,
        license: MIT_LICENSE,
        permissions: memberPermissions,
        created_at: '2021-08-23T13:30:00Z',
        updated_at: '2025-01-15T12:09:41Z',
        pushed_at: '2025-01-15T12:09:37Z',
      },
      { TypeScript: 81234, Rust: 40211 },
      [
        // Same head as main: develop shares all nine commits and adds none.
        { name: 'main', protected: true, authors: widgetAuthors, start: '2025-01-06' },
        { name: 'develop', authors: widgetAuthors, start: '2025-01-06' },
      ],
    ),
    repo(
      acme,
      'data-pipes',
      'organization_member',
      {
        description: 'Streaming ETL pipelines',
        language: 'Python',
        stargazers_count: 15,
        forks_count: 1,
        size: 760,
        permissions: memberPermissions,
        created_at: '2022-03-02T08:00:12Z',
        updated_at: '2024-12-09T17:26:30Z',
        pushed_at: '2024-12-09T17:26:27Z',
      },
      { Python: 30120, Dockerfile: 512 },
      [
        {
          name: 'main',
          protected: true,
          authors: ['jane-acme', GITHUB_LOGIN, 'bob-builder', GITHUB_LOGIN],
          start: '2024-12-02',
        },
      ],
    ),
    repo(
      acme,
      'acme-website',
      'organization_member',
      {
        description: 'acme-labs.example.com',
        homepage: 'https://acme-labs.example.com',
        language: 'HTML',
        size: 1290,
        permissions: memberPermissions,
        created_at: '2020-02-14T10:10:10Z',
        updated_at: '2024-10-01T09:00:00Z',
        pushed_at: '2024-09-30T15:45:12Z',
      },
      { HTML: 12800, CSS: 6400, JavaScript: 2100 },
      [{ name: 'main', authors: [GITHUB_LOGIN, 'jane-acme'], start: '2024-09-29' }],
    ),
    repo(
      acme,
      'secret-internal',
      'organization_member',
      {
        private: true,
        description: 'Internal tooling, not for the portfolio',
        language: 'Go',
        size: 220,
        permissions: memberPermissions,
        created_at: '2023-11-20T14:22:05Z',
        updated_at: '2025-02-03T11:11:11Z',
        pushed_at: '2025-02-03T11:11:08Z',
      },
      { Go: 9800 },
      [{ name: 'main', authors: [GITHUB_LOGIN, 'jane-acme', GITHUB_LOGIN], start: '2025-02-01' }],
    ),
    repo(
      tools,
      'toolbox',
      'organization_member',
      {
        description: 'Handy CLI tools',
        language: 'Go',
        topics: ['cli', 'go'],
        stargazers_count: 230,
        forks_count: 18,
        open_issues_count: 11,
        size: 1870,
        license: MIT_LICENSE,
        permissions: { admin: false, maintain: false, push: false, triage: false, pull: true },
        created_at: '2020-07-04T19:00:45Z',
        updated_at: '2025-02-17T06:30:20Z',
        pushed_at: '2025-02-17T06:30:17Z',
      },
      { Go: 21000, Makefile: 800 },
      [{ name: 'main', authors: ['tool-smith', 'tool-smith', 'jane-acme'], start: '2025-02-15' }],
    ),
    repo(
      tools,
      'difference-engine',
      'organization_member',
      {
        description: 'Babbage-style difference engine simulator',
        language: 'C++',
        topics: ['simulation', 'history-of-computing'],
        stargazers_count: 64,
        forks_count: 7,
        open_issues_count: 2,
        size: 2310,
        license: MIT_LICENSE,
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
        created_at: '2022-05-20T13:47:26Z',
        updated_at: '2025-03-15T16:03:40Z',
        pushed_at: '2025-03-15T16:03:37Z',
      },
      { 'C++': 48210, CMake: 3120 },
      [
        {
          name: 'main',
          protected: true,
          // A commit a month: the owner's first is in September 2024, the last in February 2025.
          authors: [
            GITHUB_LOGIN,
            'ada-lovelace',
            GITHUB_LOGIN,
            GITHUB_LOGIN,
            'tool-smith',
            GITHUB_LOGIN,
            'ada-lovelace',
          ],
          start: '2024-09-16',
          stepDays: 30,
        },
      ],
    ),
    repo(
      tools,
      'empty-repo',
      'organization_member',
      {
        description: null,
        permissions: { admin: false, maintain: false, push: false, triage: false, pull: true },
        created_at: '2024-04-01T10:00:00Z',
        updated_at: '2024-04-01T10:00:00Z',
        // A repository nobody ever pushed to.
        pushed_at: '2024-04-01T10:00:00Z',
      },
      {},
      [],
    ),
  ];

  const ownedBy = (login: string) => repos.filter((r) => r.json.owner.login === login);
  const publicOwned = ownedBy(GITHUB_LOGIN).filter((r) => !r.json.private).length;
  const privateOwned = ownedBy(GITHUB_LOGIN).length - publicOwned;

  const user = githubUser(
    GITHUB_LOGIN,
    {
      name: 'Octo Dev',
      company: '@acme-labs',
      blog: 'octo.dev',
      location: 'Berlin, Germany',
      email: 'octo@example.org',
      notification_email: 'octo@example.org',
      hireable: true,
      bio: 'Full-stack developer. TypeScript, Go and tidy infrastructure.',
      twitter_username: null,
      public_repos: publicOwned,
      public_gists: 1,
      followers: 48,
      following: 12,
      created_at: '2016-05-04T08:12:41Z',
      updated_at: '2025-02-26T21:07:33Z',
      private_gists: 2,
      total_private_repos: privateOwned,
      owned_private_repos: privateOwned,
      disk_usage: 25631,
      collaborators: 1,
    },
    hosts,
  );

  const orgs: ScenarioOrg[] = [
    {
      json: githubOrg('acme-labs', { description: 'Acme research labs' }, hosts),
      publicMember: true,
    },
    { json: githubOrg('open-tools-collective', {}, hosts), publicMember: true },
  ];

  const gitlabUser = { id: 11702291, username: GITLAB_USERNAME, name: 'Octo Dev' };
  const own = { gitlabUrl, namespaceKind: 'user', namespaceName: gitlabUser.name } as const;
  const projects: GitLabProjectJson[] = [
    gitlabProject(
      48213377,
      `${GITLAB_USERNAME}/infra-scripts`,
      {
        description: 'Provisioning scripts',
        visibility: 'public',
        topics: ['Ansible', 'Bash'],
        tag_list: ['Ansible', 'Bash'],
        star_count: 6,
        forks_count: 1,
        created_at: '2023-08-29T18:03:12.411Z',
        last_activity_at: '2025-02-11T09:41:27.902Z',
        updated_at: '2025-02-11T09:41:27.902Z',
      },
      own,
    ),
    gitlabProject(
      48213402,
      `${GITLAB_USERNAME}/internal-tool`,
      {
        description: 'Only for signed-in users of the instance',
        visibility: 'internal',
        topics: ['Python'],
        tag_list: ['Python'],
        created_at: '2023-05-02T10:11:54.006Z',
        last_activity_at: '2024-12-18T13:02:40.530Z',
        updated_at: '2024-12-18T13:02:40.530Z',
      },
      own,
    ),
    gitlabProject(
      3061289,
      'awesome-lists/awesome-selfhosted',
      {
        description: 'A list of Free Software network services and web applications',
        visibility: 'public',
        topics: ['Lists'],
        tag_list: ['Lists'],
        star_count: 4213,
        forks_count: 892,
        open_issues_count: 37,
        created_at: '2017-03-21T10:26:14.773Z',
        last_activity_at: '2025-03-02T22:15:03.114Z',
        updated_at: '2025-03-02T22:15:03.114Z',
      },
      { gitlabUrl, namespaceKind: 'group', namespaceName: 'awesome-lists' },
    ),
  ];

  const groups: GitLabGroupJson[] = [
    gitlabGroup(
      10234567,
      'platform-team',
      {
        description: 'Platform engineering',
        visibility: 'public',
        created_at: '2022-09-12T11:27:40.316Z',
      },
      { gitlabUrl },
    ),
    gitlabGroup(
      10234599,
      'private-guild',
      {
        visibility: 'private',
        request_access_enabled: false,
        created_at: '2024-01-05T08:45:00.000Z',
      },
      { gitlabUrl },
    ),
  ];

  return {
    github: {
      user,
      socialAccounts: [
        { provider: 'linkedin', url: 'https://www.linkedin.com/in/octo-dev' },
        { provider: 'mastodon', url: 'https://mastodon.social/@octodev' },
      ],
      orgs,
      repos,
      elsewhere: [
        repo(
          githubSimpleUser('big-corp', { type: 'Organization' }, hosts),
          'framework',
          'collaborator',
          {
            description: 'A web framework many teams use',
            stargazers_count: 52000,
            language: 'TypeScript',
          },
          {},
          [],
        ),
        repo('indie-dev', 'tiny-lib', 'collaborator', { stargazers_count: 40 }, {}, []),
        repo(
          githubSimpleUser('secret-corp', { type: 'Organization' }, hosts),
          'internal',
          'collaborator',
          { private: true, visibility: 'private', stargazers_count: 999 },
          {},
          [],
        ),
      ],
      pullRequests: [
        {
          repo: 'big-corp/framework',
          number: 4021,
          title: 'Stream large responses',
          mergedAt: '2025-02-10T12:00:00Z',
        },
        {
          repo: 'big-corp/framework',
          number: 3990,
          title: 'Fix the router on trailing slashes',
          mergedAt: '2024-11-03T08:30:00Z',
        },
        {
          repo: 'indie-dev/tiny-lib',
          number: 7,
          title: 'Add types',
          mergedAt: '2025-01-20T16:00:00Z',
        },
        { repo: 'indie-dev/tiny-lib', number: 9, title: 'Rewrite everything', mergedAt: null },
        {
          repo: 'secret-corp/internal',
          number: 12,
          title: 'Private work',
          mergedAt: '2025-01-05T10:00:00Z',
        },
        {
          repo: 'acme-labs/widget-engine',
          number: 88,
          title: 'Faster widgets',
          mergedAt: '2025-02-01T10:00:00Z',
        },
        {
          repo: 'octo-dev/portfolio',
          number: 3,
          title: 'Dark mode',
          mergedAt: '2025-02-20T10:00:00Z',
        },
      ],
      // An own repository (second by stars), an organization's, a private one (only the owner's
      // token sees it; never shown) and someone else's.
      pinned: [
        `${GITHUB_LOGIN}/portfolio`,
        'acme-labs/widget-engine',
        `${GITHUB_LOGIN}/private-notes`,
        'big-corp/framework',
      ],
      // Two days in the last year and one before it (outside every calendar's window).
      contributions: { [daysAgo(1)]: 3, [daysAgo(10)]: 5, [daysAgo(400)]: 9 },
      contributionsRepo: 'portfolio',
      // What the owner's own token counts beyond: never on the page, never in the cache.
      privateContributions: { 'private-notes': { [daysAgo(1)]: 2, [daysAgo(20)]: 40 } },
    },
    gitlab: {
      user: gitlabUser,
      projects,
      starredProjectIds: [3061289],
      groups,
      calendar: { [daysAgo(1)]: 2, [daysAgo(30)]: 4, [daysAgo(380)]: 7 },
    },
    forgejo: createForgejoWorld(options.forgejoWebUrl ?? DEFAULT_FORGEJO_URL),
  };
}

/** A fake Forgejo access token (40 hex digits on a real instance); FAKE keeps the secret scan quiet. */
export const FORGEJO_TOKEN = 'forgejo_FAKE-mock-owner-token-not-real';

/**
 * The default world's Forgejo instance: seven own repositories (one private, one archived, a fork, a
 * mirror, one without topics), two organizations (one public with a private repository, one only
 * for members), stars and a heatmap with one bucket older than the 371 days the route answers.
 */
function createForgejoWorld(webUrl: string): ScenarioForgejo {
  const user = forgejoUser(
    FORGEJO_USERNAME,
    {
      id: 4211,
      full_name: 'Octo Dev',
      email: 'octo@example.org',
      login_name: FORGEJO_USERNAME,
      language: 'en-US',
      last_login: '2025-03-03T08:15:00+01:00',
      active: true,
      created: '2022-09-14T18:02:11+02:00',
      location: 'Berlin',
      pronouns: 'they/them',
      website: 'https://octo.dev',
      description: 'Self-hosting enthusiast',
      followers_count: 7,
      following_count: 3,
      starred_repos_count: 2,
    },
    webUrl,
  );
  // A repository's owner as anyone reading it sees them (the e-mail kept private).
  const owner = forgejoUserSeenBy(user, { self: false, signedIn: false }, webUrl);
  const own = (
    name: string,
    json: Partial<ForgejoRepositoryJson>,
    languages: ForgejoLanguagesJson,
  ): ScenarioForgejoRepo => ({
    json: forgejoRepo(owner, name, { permissions: OWNER_PERMISSION, ...json }, webUrl),
    languages,
  });
  const collective = forgejoOrg(
    'fj-collective',
    {
      full_name: 'Forgejo Collective',
      description: 'Tools we share',
      website: 'https://fj.example',
    },
    webUrl,
  );
  const guild = forgejoOrg(
    'members-guild',
    { full_name: 'Members Guild', visibility: 'limited' },
    webUrl,
  );
  const member = { admin: false, push: true, pull: true };
  const someone = forgejoUser('someone-else', { full_name: 'Someone Else' }, webUrl);
  const now = Date.now();
  const ago = (days: number, minutes = 0) =>
    heatmapBucket(now - days * 86_400_000 - minutes * 60_000);
  return {
    webUrl,
    version: '11.0.3+gitea-1.22.0',
    token: FORGEJO_TOKEN,
    user,
    repos: [
      own(
        'static-site',
        {
          description: 'My site, built with Hugo',
          language: 'Go',
          website: 'https://octo.dev',
          topics: ['hugo', 'website'],
          stars_count: 9,
          forks_count: 1,
          created_at: '2023-03-02T09:12:00+01:00',
          updated_at: '2025-02-27T20:41:09+01:00',
        },
        { Go: 21000, HTML: 8200, CSS: 1400 },
      ),
      own(
        'tiny-http',
        {
          description: 'A tiny HTTP server in Rust',
          language: 'Rust',
          topics: ['http', 'rust'],
          stars_count: 14,
          forks_count: 2,
          created_at: '2023-07-19T14:00:31+02:00',
          updated_at: '2024-12-02T11:05:44+01:00',
        },
        { Rust: 40500 },
      ),
      // No topics: Forgejo answers `topics: null`.
      own(
        'forge-notes',
        {
          description: 'Notes on running a forge',
          language: 'Markdown',
          created_at: '2024-01-05T08:00:00+01:00',
          updated_at: '2024-10-11T19:30:12+02:00',
        },
        { Markdown: 6100 },
      ),
      own(
        'old-experiment',
        {
          description: 'An experiment, archived',
          language: 'Python',
          archived: true,
          archived_at: '2024-02-01T10:00:00+01:00',
          topics: ['experiment'],
          created_at: '2021-05-05T10:00:00+02:00',
          updated_at: '2024-02-01T10:00:00+01:00',
        },
        { Python: 3900 },
      ),
      own(
        'fork-of-awesome',
        {
          description: 'My fork of awesome-forgejo',
          fork: true,
          language: 'Markdown',
          created_at: '2024-03-03T12:00:00+01:00',
          updated_at: '2024-03-04T12:00:00+01:00',
        },
        { Markdown: 1200 },
      ),
      own(
        'mirrored-lib',
        {
          description: 'A mirror of a library on GitHub',
          mirror: true,
          mirror_interval: '8h0m0s',
          mirror_updated: '2025-03-01T04:00:00+01:00',
          original_url: 'https://github.com/example/lib',
          language: 'C',
          created_at: '2022-11-11T11:11:11+01:00',
          updated_at: '2025-03-01T04:00:00+01:00',
        },
        { C: 55000, Makefile: 900 },
      ),
      // The one private repository: the token sees it, nobody else, and no page ever shows it.
      own(
        'secret-diary',
        {
          description: 'Private notes, never shown',
          private: true,
          language: 'Markdown',
          created_at: '2022-10-01T07:00:00+02:00',
          updated_at: '2025-03-02T22:00:00+01:00',
        },
        { Markdown: 9900 },
      ),
      {
        json: forgejoRepo(
          forgejoOrgAsOwner(collective, webUrl),
          'shared-lib',
          {
            description: 'A library the collective shares',
            language: 'TypeScript',
            topics: ['library'],
            stars_count: 31,
            forks_count: 5,
            permissions: member,
            created_at: '2023-04-04T10:00:00+02:00',
            updated_at: '2025-01-20T16:00:00+01:00',
          },
          webUrl,
        ),
        languages: { TypeScript: 61000, JavaScript: 2100 },
      },
      {
        json: forgejoRepo(
          forgejoOrgAsOwner(collective, webUrl),
          'internal-plans',
          { description: 'Private plans of the collective', private: true, permissions: member },
          webUrl,
        ),
        languages: { Markdown: 800 },
      },
      {
        json: forgejoRepo(
          forgejoOrgAsOwner(guild, webUrl),
          'guild-tools',
          { description: 'Tools of a members-only organization', permissions: member },
          webUrl,
        ),
        languages: { Shell: 1500 },
      },
      {
        json: forgejoRepo(
          someone,
          'awesome-forgejo',
          {
            description: 'A curated list of Forgejo resources',
            topics: ['awesome', 'forgejo'],
            stars_count: 812,
            forks_count: 64,
            created_at: '2022-12-16T10:00:00+01:00',
            updated_at: '2025-03-02T09:00:00+01:00',
          },
          webUrl,
        ),
        languages: { Markdown: 45000 },
      },
    ],
    orgs: [
      { json: collective, publicMember: true },
      { json: guild, publicMember: false },
    ],
    // Also the user's own private repository and one of an organization for members only: the token
    // lists both, and neither is public.
    starred: [
      'someone-else/awesome-forgejo',
      'fj-collective/shared-lib',
      'octo-fj/secret-diary',
      'members-guild/guild-tools',
    ],
    heatmap: [
      { timestamp: ago(400), contributions: 9 },
      { timestamp: ago(10, 30), contributions: 2 },
      { timestamp: ago(10), contributions: 3 },
      { timestamp: ago(1), contributions: 4 },
    ],
    // Commits to secret-diary: the token's heatmap counts them, nobody else's.
    privateHeatmap: [
      { timestamp: ago(1), contributions: 20 },
      { timestamp: ago(5), contributions: 30 },
    ],
  };
}

/** What the activity calendar of the scenario's owner says: the days within the last year. */
export const EXPECTED_ACTIVITY = { github: 8, gitlab: 6, total: 14 } as const;

/** What the heatmap of the scenario's Forgejo user says within the last year, as anyone sees it. */
export const EXPECTED_FORGEJO_ACTIVITY = 9;

export const SCENARIO: Scenario = createScenario();

export interface ExpectedContributions {
  readonly own: number;
  readonly total: number;
  readonly percentage: number;
  /** The owner's first and last commit (author date, ISO); absent without an own commit. */
  readonly firstOwnCommitAt?: string;
  readonly lastOwnCommitAt?: string;
}

/**
 * Commits by octo-dev / distinct commits over all branches, and the owner's first and last commit,
 * for every public organization repo.
 */
export const EXPECTED_CONTRIBUTIONS: Readonly<Record<string, ExpectedContributions>> = {
  'widget-engine': {
    own: 5,
    total: 9,
    percentage: 55.56,
    firstOwnCommitAt: '2025-01-06T00:22:17.000Z',
    lastOwnCommitAt: '2025-01-14T03:20:33.000Z',
  },
  'data-pipes': {
    own: 2,
    total: 4,
    percentage: 50,
    firstOwnCommitAt: '2024-12-03T00:44:34.000Z',
    lastOwnCommitAt: '2024-12-05T01:29:08.000Z',
  },
  'acme-website': {
    own: 1,
    total: 2,
    percentage: 50,
    firstOwnCommitAt: '2024-09-29T00:22:17.000Z',
    lastOwnCommitAt: '2024-09-29T00:22:17.000Z',
  },
  toolbox: { own: 0, total: 3, percentage: 0 },
  'difference-engine': {
    own: 4,
    total: 7,
    percentage: 57.14,
    firstOwnCommitAt: '2024-09-16T00:22:17.000Z',
    lastOwnCommitAt: '2025-02-13T02:13:42.000Z',
  },
  'empty-repo': { own: 0, total: 0, percentage: 0 },
};

/** The organization repo whose languages, contributions and dates the page shows in full. */
export const DIFFERENCE_ENGINE = {
  org: 'open-tools-collective',
  name: 'difference-engine',
  description: 'Babbage-style difference engine simulator',
  stars: 64,
  forks: 7,
  /** GET /repos/open-tools-collective/difference-engine/languages, largest first. */
  languages: [
    { name: 'C++', bytes: 48210 },
    { name: 'CMake', bytes: 3120 },
  ],
  tools: ['C++', 'CMake'],
  /** 4 of 7 commits (57.14%), from September 2024 to February 2025. */
  contributions: EXPECTED_CONTRIBUTIONS['difference-engine'],
  firstOwnCommitMonth: '2024-09',
  lastOwnCommitMonth: '2025-02',
} as const;

/** The owner's repos the page shows by default, most stars first (the default REACT_APP_SORT). */
export const EXPECTED_OWN_ORDER: readonly string[] = ['cli-kit', 'portfolio', 'dotfiles'];

/**
 * The Repositories grid of a page built with a token: the pinned portfolio first (GitHub's pins need
 * one), then the others by stars.
 */
export const EXPECTED_PINNED_ORDER: readonly string[] = ['portfolio', 'cli-kit', 'dotfiles'];

/**
 * The same repos in each order REACT_APP_SORT offers. The API lists them by name, so only the
 * orders by stars and by last push tell a sorted page from the API's order.
 */
export const EXPECTED_OWN_ORDER_BY: Readonly<
  Record<'stars' | 'updated' | 'name', readonly string[]>
> = {
  stars: EXPECTED_OWN_ORDER,
  updated: ['portfolio', 'dotfiles', 'cli-kit'],
  name: ['cli-kit', 'dotfiles', 'portfolio'],
};

/**
 * The owner's public repos the page hides by default: a fork (REACT_APP_SHOW_FORKS shows it) and an
 * archived one (REACT_APP_SHOW_ARCHIVED). Unlike NEVER_SHOWN, the snapshot holds them.
 */
export const HIDDEN_OWN: readonly string[] = ['react-fork', 'old-blog'];

/** Names in the world that the page must never show, and why. */
export const NEVER_SHOWN: Readonly<Record<string, string>> = {
  'private-notes': 'private GitHub repository',
  'forked-lib': 'owned by someone-else (octo-dev only collaborates)',
  'acme-website': 'acme-labs repository outside the allow-list',
  'secret-internal': 'private organization repository',
  'internal-tool': 'GitLab project with internal visibility',
};
