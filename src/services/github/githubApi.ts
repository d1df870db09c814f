import { describeFailure } from '../apiError';
import { PAGE_SIZE } from '../pageSize';
import { createGitHubClient, type GitHubClientOptions } from './githubClient';
import { graphqlData } from './graphqlData';
import type {
  GitHubBranch,
  GitHubCommit,
  GitHubGitActor,
  GitHubIssueSearchItem,
  GitHubLanguages,
  GitHubOrg,
  GitHubRepo,
  GitHubRepositoryStars,
  GitHubSocialAccount,
  GitHubUser,
} from './githubTypes';
import { userEndpointsFor } from './userEndpoints';

/**
 * The GitHub calls the portfolio makes, one thin method each. With a personal token they use the
 * authenticated-user endpoints (GET /user/...); without one, and with a token that cannot act as the
 * owner (an installation's, such as GitHub Actions' own token, or another account's: see
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
   * The user's merged pull requests into public repositories of other owners (GET /search/issues,
   * `is:public`, with the token where there is one): every page, and past the search's 1,000
   * results per query, every result, by splitting the query into ranges of merge dates.
   */
  searchMergedPullRequests(): Promise<GitHubPullRequestSearch>;
  /**
   * One repository (GET /repos/{owner}/{repo}); a renamed or transferred one answers under its new
   * name (GitHub redirects the old one, 301, and fetch follows).
   */
  getRepository(owner: string, repo: string): Promise<GitHubRepo>;
  /**
   * Stars, description and visibility of repositories by `owner/name` (POST /graphql, token needed):
   * one query per 100. Keyed by the name asked; null for one GitHub does not show the token (gone,
   * or private to its members). A renamed or transferred repository answers under its new name.
   */
  listRepositoryStars(
    fullNames: readonly string[],
  ): Promise<ReadonlyMap<string, GitHubRepositoryStars | null>>;
  /**
   * The repositories pinned on the user's profile, in pin order, as `owner/name` (POST /graphql,
   * which answers only a request with a token). Private pins, which only the owner sees, are left
   * out, and so is a pin GitHub answered null with an error (see graphqlData.ts).
   */
  listPinnedRepositories(): Promise<GitHubPins>;
  /**
   * The user's contribution calendar of the last year (POST /graphql, token needed): each day's
   * count by date, in GitHub's order (53 weeks, Sunday first, ending today), who asked (the token's
   * user), and the contributions it counts that the token may not see (restricted). The calendar
   * counts the private work the token sees, and the restricted contributions when the owner shares
   * private contribution counts: see getPrivateContributions and features/activity/rules/activity.ts.
   */
  getContributionCalendar(): Promise<GitHubContributionCalendar>;
  /**
   * The user's contributions over the calendar's year as GitHub's per-repository lists place them
   * for the token (POST /graphql): by date, in repositories not known to be public (`byDate`: what
   * the calendar of a token that sees them counts beyond the public profile) and in public ones
   * (`publicByDate`). `complete` is false when a list of non-public ones was cut (more than 100
   * repositories of a kind, or 100 contributions in one).
   */
  getPrivateContributions(): Promise<GitHubPrivateContributions>;
}

export interface GitHubPins {
  readonly repositories: string[];
  /** GraphQL errors GitHub sent with the pins, one printable line each (see graphqlData.ts). */
  readonly problems: readonly string[];
}

export interface GitHubPullRequestSearch {
  readonly items: readonly GitHubIssueSearchItem[];
  /** The matches GitHub counted for the whole query (`total_count`). */
  readonly totalCount: number;
  /**
   * Matches out of reach: more than 1,000 merged on a single day, which no range splits further.
   */
  readonly unreachable: number;
  /** Search requests made. */
  readonly requests: number;
}

export interface GitHubContributionDay {
  readonly date: string;
  readonly contributionCount: number;
}

export interface GitHubContributionCalendar {
  /** The login of the token's user (an installation's is its bot's); null when GitHub did not say. */
  readonly viewer: string | null;
  readonly days: readonly GitHubContributionDay[];
  /**
   * Contributions the calendar counts that the token cannot access (`restrictedContributionsCount`,
   * non-zero only when the owner shares private contribution counts) and the days they fall
   * between; null when there are none.
   */
  readonly restricted: {
    readonly count: number;
    readonly from: string | null;
    readonly to: string | null;
  } | null;
  /** GraphQL errors GitHub sent with the calendar, one printable line each. */
  readonly problems: readonly string[];
}

export interface GitHubPrivateContributions {
  /** Contributions in repositories not known to be public, by date (YYYY-MM-DD, as GitHub dates them). */
  readonly byDate: Readonly<Record<string, number>>;
  /** Contributions in public repositories, by date (the lists may be cut). */
  readonly publicByDate: Readonly<Record<string, number>>;
  readonly complete: boolean;
  /** GraphQL errors GitHub sent with the lists, one printable line each. */
  readonly problems: readonly string[];
}

const CALENDAR_QUERY = `query ($login: String!) {
  viewer { login }
  user(login: $login) {
    login
    contributionsCollection {
      restrictedContributionsCount
      earliestRestrictedContributionDate
      latestRestrictedContributionDate
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
      readonly restrictedContributionsCount?: number | null;
      readonly earliestRestrictedContributionDate?: string | null;
      readonly latestRestrictedContributionDate?: string | null;
      readonly contributionCalendar: {
        readonly weeks: readonly { readonly contributionDays: readonly GitHubContributionDay[] }[];
      };
    };
  } | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && ISO_DATE.test(value) ? value : null;

/** The restricted contributions an answer's collection counts, null when none (or not said). */
function restrictedOf(
  collection: NonNullable<CalendarAnswer['user']>['contributionsCollection'],
): GitHubContributionCalendar['restricted'] {
  const count = collection.restrictedContributionsCount;
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return {
    count: Math.floor(count),
    from: dateOrNull(collection.earliestRestrictedContributionDate),
    to: dateOrNull(collection.latestRestrictedContributionDate),
  };
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
      readonly commitContributionsByRepository: readonly (ByRepository | null)[];
      readonly issueContributionsByRepository: readonly (ByRepository | null)[];
      readonly pullRequestContributionsByRepository: readonly (ByRepository | null)[];
      readonly pullRequestReviewContributionsByRepository: readonly (ByRepository | null)[];
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

/**
 * An answer's contributions by date, in non-public repositories and in public ones; incomplete where
 * a list of non-public ones was cut.
 */
function privateContributionsOf(
  answer: PrivateContributionsAnswer,
): Omit<GitHubPrivateContributions, 'problems'> {
  const collection = answer.user?.contributionsCollection;
  if (!collection) return { byDate: {}, publicByDate: {}, complete: true };
  const byDate: Record<string, number> = {};
  const publicByDate: Record<string, number> = {};
  let complete = true;
  const addTo = (days: Record<string, number>, occurredAt: string | undefined, count: number) => {
    const date = occurredAt?.slice(0, 10);
    if (date) days[date] = (days[date] ?? 0) + count;
  };
  const add = (occurredAt: string | undefined, count: number) => addTo(byDate, occurredAt, count);
  const kinds = [
    collection.commitContributionsByRepository,
    collection.issueContributionsByRepository,
    collection.pullRequestContributionsByRepository,
    collection.pullRequestReviewContributionsByRepository,
  ];
  for (const repositories of kinds) {
    // A full page may leave repositories out, private ones among them.
    if (repositories.length >= PRIVATE_PAGE) complete = false;
    for (const entry of repositories) {
      // An entry GitHub answered null (an error at its path) holds nothing to place.
      if (!entry) continue;
      const { repository, contributions } = entry;
      if (repository?.isPrivate === false) {
        for (const node of contributions.nodes) {
          addTo(publicByDate, node?.occurredAt, node?.commitCount ?? 1);
        }
        continue;
      }
      // A repository GitHub does not show the token (null) may be private: counted as one.
      if (contributions.totalCount > contributions.nodes.length) complete = false;
      for (const node of contributions.nodes) add(node?.occurredAt, node?.commitCount ?? 1);
    }
  }
  const created = collection.repositoryContributions;
  if (created.totalCount > created.nodes.length) complete = false;
  for (const node of created.nodes) {
    if (node?.repository?.isPrivate !== false) add(node?.occurredAt, 1);
    else addTo(publicByDate, node?.occurredAt, 1);
  }
  return { byDate, publicByDate, complete };
}

/** GitHub's search answers at most this many results per query (page 11 of 100 answers 422). */
export const SEARCH_RESULT_CAP = 1000;
/** Where the merge-date ranges start: before GitHub's first pull request. */
const SEARCH_EPOCH_MS = Date.UTC(2008, 0, 1);
/**
 * The ranges halve a fixed span of days (2008 to 2052), so a range's query, and so its cached answer,
 * stays the same from one build to the next.
 */
const SEARCH_SPAN_DAYS = 2 ** 14;
const DAY_MS = 86_400_000;
const searchDay = (offset: number) =>
  new Date(SEARCH_EPOCH_MS + offset * DAY_MS).toISOString().slice(0, 10);

/** One page of GET /search/issues, as far as the search reads it. */
interface SearchPage {
  readonly total_count: number;
  readonly items: readonly GitHubIssueSearchItem[];
}

/** Only what the rule reads of a search result. */
function searchItem({
  number,
  title,
  html_url,
  repository_url,
  closed_at,
  pull_request,
}: GitHubIssueSearchItem): GitHubIssueSearchItem {
  return {
    number,
    title,
    html_url,
    repository_url,
    closed_at: closed_at ?? null,
    ...(pull_request ? { pull_request: { merged_at: pull_request.merged_at ?? null } } : {}),
  };
}

/** Repositories per star query: GitHub's GraphQL allows many fields, 100 keeps each answer small. */
const STARS_PER_QUERY = 100;

/**
 * One aliased `repository` field per name, the names passed as variables (never written into the
 * query: they come from search answers).
 */
function starsQuery(count: number): string {
  const indexes = Array.from({ length: count }, (_, index) => index);
  const variables = indexes.map((index) => `$o${index}: String!, $n${index}: String!`).join(', ');
  const fields = indexes.map(
    (index) =>
      `r${index}: repository(owner: $o${index}, name: $n${index}) ` +
      '{ nameWithOwner url description stargazerCount isPrivate }',
  );
  return `query (${variables}) {\n  ${fields.join('\n  ')}\n}`;
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

/** Only the date: a count holds every commit of a repository's branches until it is done. */
function actorDate(actor: GitHubGitActor | null | undefined): GitHubGitActor | null {
  if (!actor) return null;
  return actor.date === undefined ? {} : { date: actor.date };
}

export interface GitHubApiOptions extends GitHubClientOptions {
  readonly username: string;
}

export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const { username, baseUrl, token } = options;
  const client = createGitHubClient(options);
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
        // `is:public`: with a token the search would also find pull requests in private
        // repositories of others, whose titles would then reach the HTTP cache.
        const base = `type:pr author:${username} is:merged is:public -user:${username}`;
        const items: GitHubIssueSearchItem[] = [];
        let requests = 0;
        let unreachable = 0;
        const page = async (q: string, number: number): Promise<SearchPage> => {
          requests += 1;
          const { data } = await client.rest.search.issuesAndPullRequests({
            q,
            per_page: PAGE_SIZE,
            page: number,
          });
          return data;
        };
        /** The rest of a query whose first page is `first`: every page up to the cap. */
        const readPages = async (q: string, first: SearchPage) => {
          const reachable = Math.min(first.total_count, SEARCH_RESULT_CAP);
          unreachable += first.total_count - reachable;
          items.push(...first.items.map(searchItem));
          let read = first.items.length;
          for (let number = 2; read < reachable; number += 1) {
            const next = await page(q, number);
            if (next.items.length === 0) break;
            items.push(...next.items.map(searchItem));
            read += next.items.length;
          }
        };
        const today = Math.floor((Date.now() - SEARCH_EPOCH_MS) / DAY_MS);
        /**
         * Days [start, end) of the span, newest half first; a range under the cap is read in one
         * series of pages, a larger one halved again, down to a single day.
         */
        const readRange = async (start: number, end: number): Promise<void> => {
          if (start > today) return;
          const q = `${base} merged:${searchDay(start)}..${searchDay(end - 1)}`;
          const first = await page(q, 1);
          if (first.total_count > SEARCH_RESULT_CAP && end - start > 1) await halves(start, end);
          else await readPages(q, first);
        };
        const halves = async (start: number, end: number) => {
          const middle = start + Math.floor((end - start) / 2);
          await readRange(middle, end);
          await readRange(start, middle);
        };
        const first = await page(base, 1);
        if (first.total_count <= SEARCH_RESULT_CAP) await readPages(base, first);
        else await halves(0, SEARCH_SPAN_DAYS);
        return { items, totalCount: first.total_count, unreachable, requests };
      }),

    listRepositoryStars: (fullNames) =>
      call(`the stars of ${fullNames.length} repositories`, async () => {
        const found = new Map<string, GitHubRepositoryStars | null>();
        for (let start = 0; start < fullNames.length; start += STARS_PER_QUERY) {
          const names = fullNames.slice(start, start + STARS_PER_QUERY);
          const variables = Object.fromEntries(
            names.flatMap((fullName, index) => {
              const [owner = '', name = ''] = fullName.split('/');
              return [
                [`o${index}`, owner],
                [`n${index}`, name],
              ];
            }),
          );
          // A repository GitHub does not show the token answers null, with a NOT_FOUND error
          // beside the others' data: that data is kept.
          const { data } = await graphqlData(`the stars of ${names.length} repositories`, () =>
            client.graphql<Record<string, GitHubRepositoryStars | null>>(
              starsQuery(names.length),
              variables,
            ),
          );
          names.forEach((fullName, index) => found.set(fullName, data[`r${index}`] ?? null));
        }
        return found;
      }),

    listPinnedRepositories: () => {
      const what = `the pinned repositories of ${username}`;
      return call(what, async () => {
        const { data, problems } = await graphqlData(
          what,
          () => client.graphql<PinnedAnswer>(PINNED_QUERY, { login: username }),
          (answer) => Boolean(answer.user?.pinnedItems),
        );
        const repositories = (data.user?.pinnedItems.nodes ?? []).flatMap((node) =>
          node?.nameWithOwner && node.isPrivate === false ? [node.nameWithOwner] : [],
        );
        return { repositories, problems };
      });
    },

    getContributionCalendar: () => {
      const what = `the contribution calendar of ${username}`;
      return call(what, async () => {
        const { data, problems } = await graphqlData(
          what,
          () => client.graphql<CalendarAnswer>(CALENDAR_QUERY, { login: username }),
          (answer) => Boolean(answer.user?.contributionsCollection?.contributionCalendar),
        );
        const collection = data.user?.contributionsCollection;
        const weeks = collection?.contributionCalendar.weeks ?? [];
        return {
          viewer: data.viewer?.login ?? null,
          days: weeks.flatMap(({ contributionDays }) =>
            contributionDays.map(({ date, contributionCount }) => ({ date, contributionCount })),
          ),
          restricted: collection ? restrictedOf(collection) : null,
          problems,
        };
      });
    },

    getPrivateContributions: () => {
      const what = `the private contributions of ${username}`;
      return call(what, async () => {
        const { data, problems } = await graphqlData(
          what,
          () =>
            client.graphql<PrivateContributionsAnswer>(PRIVATE_CONTRIBUTIONS_QUERY, {
              login: username,
            }),
          (answer) => Boolean(answer.user?.contributionsCollection),
        );
        return { ...privateContributionsOf(data), problems };
      });
    },

    getRepository: (owner, repo) =>
      call(
        `the repository ${owner}/${repo}`,
        async () => (await client.rest.repos.get({ owner, repo })).data,
      ),
  };
}
