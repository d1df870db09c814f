import { describeFailure } from '../apiError';
import { PAGE_SIZE } from '../pageSize';
import { createGitHubClient, type GitHubClient, type GitHubClientOptions } from './githubClient';
import type {
  GitHubBranch,
  GitHubCommit,
  GitHubGitActor,
  GitHubIssueSearchItem,
  GitHubLanguages,
  GitHubOrg,
  GitHubRepo,
  GitHubSocialAccount,
  GitHubUser,
} from './githubTypes';
import { userEndpointsFor } from './userEndpoints';

/**
 * The GitHub calls the portfolio makes, one thin method each. With a personal token they use the
 * authenticated-user endpoints (GET /user/...); without one, and with a token that cannot act as the
 * owner (an installation's, such as GitHub Actions' GITHUB_TOKEN, or another account's: see
 * userEndpoints.ts), their public
 * equivalents for the configured username (GET /users/{username}/...), the token still sent. Every
 * failure is an ApiError that says what was being fetched.
 */
export interface GitHubApi {
  /** Whether requests carry a token (a personal or an installation's). */
  readonly authenticated: boolean;
  getProfile(): Promise<GitHubUser>;
  /** The profile's social accounts (LinkedIn, Mastodon, …). */
  listSocialAccounts(): Promise<GitHubSocialAccount[]>;
  listOrgs(): Promise<GitHubOrg[]>;
  /** Every repo the user can see (own, collaborator, member): the caller filters by owner. */
  listUserRepos(): Promise<GitHubRepo[]>;
  listOrgRepos(org: string): Promise<GitHubRepo[]>;
  /** Every page (a repository may have hundreds of dependabot branches), with each head's SHA. */
  listBranches(owner: string, repo: string): Promise<GitHubBranch[]>;
  /** The first page (PAGE_SIZE) of a branch's commits, optionally only those by `author`. */
  listCommits(
    owner: string,
    repo: string,
    query: { readonly branch: string; readonly author?: string },
  ): Promise<GitHubCommit[]>;
  getLanguages(owner: string, repo: string): Promise<GitHubLanguages>;
  /**
   * The user's merged pull requests into repositories of other owners (GET /search/issues): every
   * page, up to the search's 1,000 results. Asked without the token, so that only pull requests in
   * public repositories are ever fetched (see searchPublicly).
   */
  searchMergedPullRequests(): Promise<GitHubIssueSearchItem[]>;
  /** One repository (GET /repos/{owner}/{repo}). */
  getRepository(owner: string, repo: string): Promise<GitHubRepo>;
  /**
   * The repositories pinned on the user's profile, in pin order, as `owner/name` (POST /graphql,
   * which answers only a request with a token). Private pins, which only the owner sees, are left out.
   */
  listPinnedRepositories(): Promise<string[]>;
  /**
   * The user's contribution calendar of the last year (POST /graphql, token needed): each day's
   * count by date, in GitHub's order (53 weeks, Sunday first, ending today), and who asked (the
   * token's user): the owner's own token also counts the owner's private contributions.
   */
  getContributionCalendar(): Promise<GitHubContributionCalendar>;
  /**
   * The user's contributions to private repositories over the calendar's year, by date, as far as
   * the token sees them (POST /graphql): what the calendar of the owner's own token counts beyond
   * the public profile. `complete` is false when GitHub's lists were cut (more than 100 repositories
   * of a kind, or 100 contributions in one).
   */
  getPrivateContributions(): Promise<GitHubPrivateContributions>;
}

export interface GitHubContributionDay {
  readonly date: string;
  readonly contributionCount: number;
}

export interface GitHubContributionCalendar {
  /** The login of the token's user; null when GitHub did not say. */
  readonly viewer: string | null;
  readonly days: readonly GitHubContributionDay[];
}

export interface GitHubPrivateContributions {
  /** Contributions by date (YYYY-MM-DD, the day GitHub says each occurred). */
  readonly byDate: Readonly<Record<string, number>>;
  readonly complete: boolean;
}

const CALENDAR_QUERY = `query ($login: String!) {
  viewer { login }
  user(login: $login) {
    login
    contributionsCollection {
      contributionCalendar {
        totalContributions
        weeks { contributionDays { date contributionCount } }
      }
    }
  }
}`;

interface CalendarAnswer {
  readonly viewer?: { readonly login?: string } | null;
  readonly user: {
    readonly contributionsCollection: {
      readonly contributionCalendar: {
        readonly weeks: readonly { readonly contributionDays: readonly GitHubContributionDay[] }[];
      };
    };
  } | null;
}

/** GitHub's most: 100 repositories per kind, 100 contributions per repository and page. */
const PRIVATE_PAGE = 100;

/**
 * The contributions the calendar counts (commits, issues, pull requests, reviews, repositories
 * created), per repository, with each repository's visibility: the private ones are what the owner's
 * own calendar counts beyond the public profile.
 */
const PRIVATE_CONTRIBUTIONS_QUERY = `query ($login: String!) {
  viewer { login }
  user(login: $login) {
    login
    contributionsCollection {
      commitContributionsByRepository(maxRepositories: ${PRIVATE_PAGE}) {
        repository { isPrivate }
        contributions(first: ${PRIVATE_PAGE}) { totalCount nodes { occurredAt commitCount } }
      }
      issueContributionsByRepository(maxRepositories: ${PRIVATE_PAGE}) {
        repository { isPrivate }
        contributions(first: ${PRIVATE_PAGE}) { totalCount nodes { occurredAt } }
      }
      pullRequestContributionsByRepository(maxRepositories: ${PRIVATE_PAGE}) {
        repository { isPrivate }
        contributions(first: ${PRIVATE_PAGE}) { totalCount nodes { occurredAt } }
      }
      pullRequestReviewContributionsByRepository(maxRepositories: ${PRIVATE_PAGE}) {
        repository { isPrivate }
        contributions(first: ${PRIVATE_PAGE}) { totalCount nodes { occurredAt } }
      }
      repositoryContributions(first: ${PRIVATE_PAGE}) {
        totalCount
        nodes { occurredAt repository { isPrivate } }
      }
    }
  }
}`;

interface ContributionNodes {
  readonly totalCount: number;
  readonly nodes: readonly ({ occurredAt?: string; commitCount?: number } | null)[];
}

interface ByRepository {
  readonly repository: { readonly isPrivate?: boolean } | null;
  readonly contributions: ContributionNodes;
}

interface PrivateContributionsAnswer {
  readonly user: {
    readonly contributionsCollection: {
      readonly commitContributionsByRepository: readonly ByRepository[];
      readonly issueContributionsByRepository: readonly ByRepository[];
      readonly pullRequestContributionsByRepository: readonly ByRepository[];
      readonly pullRequestReviewContributionsByRepository: readonly ByRepository[];
      readonly repositoryContributions: {
        readonly totalCount: number;
        readonly nodes: readonly ({
          occurredAt?: string;
          repository?: { readonly isPrivate?: boolean } | null;
        } | null)[];
      };
    };
  } | null;
}

/** The private repositories' contributions of an answer, by date; incomplete where a list was cut. */
function privateContributionsOf(answer: PrivateContributionsAnswer): GitHubPrivateContributions {
  const collection = answer.user?.contributionsCollection;
  if (!collection) return { byDate: {}, complete: true };
  const byDate: Record<string, number> = {};
  let complete = true;
  const add = (occurredAt: string | undefined, count: number) => {
    const date = occurredAt?.slice(0, 10);
    if (date) byDate[date] = (byDate[date] ?? 0) + count;
  };
  const kinds = [
    collection.commitContributionsByRepository,
    collection.issueContributionsByRepository,
    collection.pullRequestContributionsByRepository,
    collection.pullRequestReviewContributionsByRepository,
  ];
  for (const repositories of kinds) {
    // A full page may leave repositories out, private ones among them.
    if (repositories.length >= PRIVATE_PAGE) complete = false;
    for (const { repository, contributions } of repositories) {
      // A repository GitHub does not show the token (null) may be private: counted as one.
      if (repository?.isPrivate === false) continue;
      if (contributions.totalCount > contributions.nodes.length) complete = false;
      for (const node of contributions.nodes) add(node?.occurredAt, node?.commitCount ?? 1);
    }
  }
  const created = collection.repositoryContributions;
  if (created.totalCount > created.nodes.length) complete = false;
  for (const node of created.nodes) {
    if (node?.repository?.isPrivate !== false) add(node?.occurredAt, 1);
  }
  return { byDate, complete };
}

/** At most six pins; the repositories only (a profile may pin gists too). */
const PINNED_QUERY = `query ($login: String!) {
  user(login: $login) {
    pinnedItems(first: 6, types: REPOSITORY) {
      nodes { ... on Repository { nameWithOwner isPrivate } }
    }
  }
}`;

interface PinnedAnswer {
  readonly user: {
    readonly pinnedItems: {
      readonly nodes: readonly ({ nameWithOwner?: string; isPrivate?: boolean } | null)[];
    };
  } | null;
}

/** The HTTP status of an Octokit request error, 0 for any other failure. */
function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : 0;
  return typeof status === 'number' ? status : 0;
}

/** Only the date: a count holds every commit of a repository's branches until it is done. */
function actorDate(actor: GitHubGitActor | null | undefined): GitHubGitActor | null {
  if (!actor) return null;
  return actor.date === undefined ? {} : { date: actor.date };
}

export interface GitHubApiOptions extends GitHubClientOptions {
  readonly username: string;
}

/** Statuses of an instance that answers no anonymous request (GitHub Enterprise in private mode). */
const SIGN_IN_REQUIRED = new Set([401]);

export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const { username, baseUrl, token } = options;
  const client = createGitHubClient(options);
  const anonymous = token ? createGitHubClient({ ...options, token: null }) : client;
  const authenticated = Boolean(token);
  const call = <T>(what: string, request: () => Promise<T>) =>
    describeFailure({ api: 'GitHub', baseUrl, what }, request);
  const getAuthenticated = async () => (await client.rest.users.getAuthenticated()).data;
  const endpoints = token ? userEndpointsFor(baseUrl, token, username, getAuthenticated) : null;
  /** The owner's own data: /user/… while the token may act as the user, else /users/{username}/…. */
  const ownData = <T>(viaUser: () => Promise<T>, viaPublic: () => Promise<T>): Promise<T> =>
    endpoints ? endpoints.read(viaUser, viaPublic) : viaPublic();

  return {
    authenticated,

    getProfile: () =>
      call(`the profile of ${username}`, () => {
        const viaPublic = async () => (await client.rest.users.getByUsername({ username })).data;
        return endpoints ? endpoints.profile<GitHubUser>(getAuthenticated, viaPublic) : viaPublic();
      }),

    listSocialAccounts: () =>
      call(`the social accounts of ${username}`, () =>
        ownData<GitHubSocialAccount[]>(
          () =>
            client.paginate(client.rest.users.listSocialAccountsForAuthenticatedUser, {
              per_page: PAGE_SIZE,
            }),
          () =>
            client.paginate(client.rest.users.listSocialAccountsForUser, {
              username,
              per_page: PAGE_SIZE,
            }),
        ),
      ),

    listOrgs: () =>
      call(`the organizations of ${username}`, () =>
        ownData<GitHubOrg[]>(
          () => client.paginate(client.rest.orgs.listForAuthenticatedUser, { per_page: PAGE_SIZE }),
          () => client.paginate(client.rest.orgs.listForUser, { username, per_page: PAGE_SIZE }),
        ),
      ),

    listUserRepos: () =>
      call(`the repositories of ${username}`, () =>
        ownData<GitHubRepo[]>(
          () =>
            client.paginate(client.rest.repos.listForAuthenticatedUser, { per_page: PAGE_SIZE }),
          () => client.paginate(client.rest.repos.listForUser, { username, per_page: PAGE_SIZE }),
        ),
      ),

    listOrgRepos: (org) =>
      call(`the repositories of the organization ${org}`, () =>
        client.paginate(client.rest.repos.listForOrg, { org, per_page: PAGE_SIZE }),
      ),

    listBranches: (owner, repo) =>
      call(`the branches of ${owner}/${repo}`, async () => {
        const branches = await client.paginate(client.rest.repos.listBranches, {
          owner,
          repo,
          per_page: PAGE_SIZE,
        });
        // Only what counting reads: a repository's branches are kept until its count is done.
        return branches.map(({ name, commit }): GitHubBranch => ({
          name,
          commit: { sha: commit.sha },
        }));
      }),

    listCommits: (owner, repo, { branch, author }) =>
      call(
        `the commits${author ? ` by ${author}` : ''} on ${branch} of ${owner}/${repo}`,
        async () => {
          const { data } = await client.rest.repos.listCommits({
            owner,
            repo,
            sha: branch,
            per_page: PAGE_SIZE,
            ...(author ? { author } : {}),
          });
          return data.map(({ sha, commit }): GitHubCommit => ({
            sha,
            commit: { author: actorDate(commit.author), committer: actorDate(commit.committer) },
          }));
        },
      ),

    getLanguages: (owner, repo) =>
      call(
        `the languages of ${owner}/${repo}`,
        async () => (await client.rest.repos.listLanguages({ owner, repo })).data,
      ),

    searchMergedPullRequests: () =>
      call(`the merged pull requests of ${username}`, async () => {
        const q = `type:pr author:${username} is:merged -user:${username}`;
        const search = (by: GitHubClient, query: string) =>
          by.paginate(by.rest.search.issuesAndPullRequests, { q: query, per_page: PAGE_SIZE });
        // A token's search also finds pull requests in private repositories of others, whose titles
        // would then reach the HTTP cache: the anonymous search finds only public ones. Where the
        // instance answers no anonymous request, the token asks, restricted to public repositories.
        const items = await search(anonymous, q).catch((error: unknown) => {
          if (anonymous === client || !SIGN_IN_REQUIRED.has(statusOf(error))) throw error;
          return search(client, `${q} is:public`);
        });
        return items.map(
          ({ number, title, html_url, repository_url, pull_request }): GitHubIssueSearchItem => ({
            number,
            title,
            html_url,
            repository_url,
            ...(pull_request
              ? { pull_request: { merged_at: pull_request.merged_at ?? null } }
              : {}),
          }),
        );
      }),

    listPinnedRepositories: () =>
      call(`the pinned repositories of ${username}`, async () => {
        const answer = await client.graphql<PinnedAnswer>(PINNED_QUERY, { login: username });
        return (answer.user?.pinnedItems.nodes ?? []).flatMap((node) =>
          node?.nameWithOwner && node.isPrivate === false ? [node.nameWithOwner] : [],
        );
      }),

    getContributionCalendar: () =>
      call(`the contribution calendar of ${username}`, async () => {
        const answer = await client.graphql<CalendarAnswer>(CALENDAR_QUERY, { login: username });
        const weeks = answer.user?.contributionsCollection.contributionCalendar.weeks ?? [];
        return {
          viewer: answer.viewer?.login ?? null,
          days: weeks.flatMap(({ contributionDays }) =>
            contributionDays.map(({ date, contributionCount }) => ({ date, contributionCount })),
          ),
        };
      }),

    getPrivateContributions: () =>
      call(`the private contributions of ${username}`, async () =>
        privateContributionsOf(
          await client.graphql<PrivateContributionsAnswer>(PRIVATE_CONTRIBUTIONS_QUERY, {
            login: username,
          }),
        ),
      ),

    getRepository: (owner, repo) =>
      call(
        `the repository ${owner}/${repo}`,
        async () => (await client.rest.repos.get({ owner, repo })).data,
      ),
  };
}
