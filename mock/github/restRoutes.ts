/**
 * The mock's GitHub REST routes: the signed-in user, users, organizations, social accounts, the
 * repository lists (with GitHub's sort and direction), a repository (and the redirect from a former
 * name), its branches, commits and languages, and the issue search (./searchRoute).
 */
import {
  githubBranch,
  toPublicUser,
  type GitHubErrorJson,
  type GitHubLanguagesJson,
  type GitHubOrgAnswerJson,
  type GitHubRepoJson,
  type PublishedCommit,
  type PublishedFullRepository,
  type PublishedMinimalRepository,
  type PublishedRepository,
} from '../answers/github';
import { githubError } from './errors';
import { githubList } from './pagination';
import { repoLookup } from './repoLookup';
import { searchIssuesRoute } from './searchRoute';
import { isTrue, ok, sameLogin, type Route } from '../server/routing';
import type { Scenario, ScenarioBranch, ScenarioRepo } from '../worlds/scenario';

type SortKey = 'full_name' | 'created' | 'updated' | 'pushed';
type RepoField = keyof GitHubRepoJson;

/** GitHub's `sort`/`direction` parameters; the direction defaults to asc only for full_name. */
function sortRepos(repos: ScenarioRepo[], query: URLSearchParams, fallback: SortKey) {
  const requested = query.get('sort');
  const sort: SortKey =
    requested === 'full_name' ||
    requested === 'created' ||
    requested === 'updated' ||
    requested === 'pushed'
      ? requested
      : fallback;
  const direction = query.get('direction') ?? (sort === 'full_name' ? 'asc' : 'desc');
  const key = (repo: GitHubRepoJson): string =>
    sort === 'full_name'
      ? repo.full_name.toLowerCase()
      : ((sort === 'created'
          ? repo.created_at
          : sort === 'updated'
            ? repo.updated_at
            : repo.pushed_at) ?? '');
  const sorted = [...repos].sort((a, b) => key(a.json).localeCompare(key(b.json)));
  return direction === 'asc' ? sorted : sorted.reverse();
}

export function githubRoutes(scenario: Scenario): Route[] {
  const { user, orgs, repos: listed, socialAccounts = [], elsewhere = [] } = scenario.github;
  // Every repository GET /repos/{owner}/{repo} knows; the lists know only `listed`.
  const known = [...listed, ...elsewhere];
  const repos = listed;

  const isKnownLogin = (login: string) =>
    sameLogin(login, user.login) || repos.some((repo) => sameLogin(repo.json.owner.login, login));
  const findOrg = (login: string) => orgs.find((org) => sameLogin(org.json.login, login));
  const lookup = repoLookup(known);
  const { visible, findRepo, findFormer, repoJson } = lookup;
  const notFound = () => githubError(404, 'Not Found');

  /** The commits reachable from a branch name or a (possibly abbreviated) SHA, newest first. */
  const lineage = (repo: ScenarioRepo, ref: string) => {
    const branch = repo.branches.find((candidate) => candidate.name === ref);
    if (branch) return branch.commits;
    if (!/^[0-9a-f]{4,40}$/i.test(ref)) return undefined;
    for (const candidate of repo.branches) {
      const index = candidate.commits.findIndex((commit) => commit.sha.startsWith(ref));
      if (index >= 0) return candidate.commits.slice(index);
    }
    return undefined;
  };

  const branchJson = (branch: ScenarioBranch) => {
    const [head] = branch.commits;
    if (!head) throw new Error(`Scenario branch ${branch.name} has no commits`);
    return githubBranch(branch.name, head.sha, {
      commit: { sha: head.sha, url: head.url },
      protected: branch.protected,
    });
  };
  const searchIssues = searchIssuesRoute(scenario, lookup);

  return [
    [/^\/user$/, () => ok(user)],
    [/^\/search\/issues$/, searchIssues],
    [
      /^\/users\/([^/]+)$/,
      (_, [login = '']) => (sameLogin(login, user.login) ? ok(toPublicUser(user)) : notFound()),
    ],
    [/^\/user\/social_accounts$/, (request) => githubList(request, socialAccounts)],
    [
      /^\/users\/([^/]+)\/social_accounts$/,
      (request, [login = '']) =>
        isKnownLogin(login)
          ? githubList(request, sameLogin(login, user.login) ? socialAccounts : [])
          : notFound(),
    ],
    [
      /^\/user\/orgs$/,
      (request) =>
        githubList(
          request,
          orgs.map((org) => org.json),
        ),
    ],
    [
      /^\/users\/([^/]+)\/orgs$/,
      (request, [login = '']) => {
        if (!isKnownLogin(login)) return notFound();
        const listed = sameLogin(login, user.login) ? orgs.filter((org) => org.publicMember) : [];
        return githubList(
          request,
          listed.map((org) => org.json),
        );
      },
    ],
    [
      /^\/user\/repos$/,
      (request) => {
        const affiliations = (
          request.query.get('affiliation') ?? 'owner,collaborator,organization_member'
        ).split(',');
        const visibility = request.query.get('visibility') ?? 'all';
        const listed = repos.filter(
          (repo) =>
            affiliations.includes(repo.affiliation) &&
            (visibility === 'all' || repo.json.visibility === visibility),
        );
        return githubList(
          request,
          sortRepos(listed, request.query, 'full_name').map((repo) =>
            repoJson(repo, request),
          ) satisfies PublishedRepository[],
        );
      },
    ],
    [
      /^\/users\/([^/]+)\/repos$/,
      (request, [login = '']) => {
        if (!isKnownLogin(login)) return notFound();
        const listed = repos.filter(
          (repo) => sameLogin(repo.json.owner.login, login) && !repo.json.private,
        );
        return githubList(
          request,
          sortRepos(listed, request.query, 'full_name').map((repo) =>
            repoJson(repo, request),
          ) satisfies PublishedMinimalRepository[],
        );
      },
    ],
    [
      /^\/orgs\/([^/]+)\/repos$/,
      (request, [login = '']) => {
        if (!findOrg(login)) return notFound();
        const type = request.query.get('type') ?? 'all';
        const listed = repos.filter(
          (repo) =>
            sameLogin(repo.json.owner.login, login) &&
            visible(repo, request) &&
            (type === 'public'
              ? !repo.json.private
              : type === 'private'
                ? repo.json.private
                : type === 'forks'
                  ? repo.json.fork
                  : type === 'sources'
                    ? !repo.json.fork
                    : true),
        );
        return githubList(
          request,
          sortRepos(listed, request.query, 'created').map((repo) =>
            repoJson(repo, request),
          ) satisfies PublishedMinimalRepository[],
        );
      },
    ],
    [
      /^\/orgs\/([^/]+)$/,
      (_, [login = '']) => {
        const org = findOrg(login);
        return org ? ok(org.json satisfies GitHubOrgAnswerJson) : notFound();
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        // GitHub's "full-repository" has more fields (subscribers_count, network_count…).
        if (repo) {
          return ok(repoJson(repo, request) satisfies Pick<PublishedFullRepository, RepoField>);
        }
        // A renamed or transferred repository: GitHub redirects its old name to its id
        // (https://docs.github.com/rest/using-the-rest-api/best-practices-for-using-the-rest-api#follow-redirects).
        const moved = findFormer(owner, name, request);
        if (!moved) return notFound();
        const apiBase = request.selfUrl.slice(0, request.selfUrl.length - request.path.length);
        const location = `${apiBase}/repositories/${moved.json.id}`;
        return {
          status: 301,
          body: {
            message: 'Moved Permanently',
            url: location,
            documentation_url: 'https://docs.github.com/v3/#http-redirects',
          } satisfies GitHubErrorJson,
          headers: { location },
        };
      },
    ],
    [
      /^\/repositories\/(\d+)$/,
      (request, [id = '']) => {
        const repo = known.find(
          (candidate) => String(candidate.json.id) === id && visible(candidate, request),
        );
        return repo
          ? ok(repoJson(repo, request) satisfies Pick<PublishedFullRepository, RepoField>)
          : notFound();
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)\/branches$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        if (!repo) return notFound();
        const onlyProtected = request.query.get('protected');
        const branches = [...repo.branches]
          .filter((branch) => onlyProtected === null || branch.protected === isTrue(onlyProtected))
          .sort((a, b) => a.name.localeCompare(b.name));
        return githubList(request, branches.map(branchJson));
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)\/commits$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        if (!repo) return notFound();
        const docs = 'https://docs.github.com/rest/commits/commits#list-commits';
        if (repo.branches.length === 0) return githubError(409, 'Git Repository is empty.', docs);
        const ref = request.query.get('sha') ?? repo.json.default_branch;
        const commits = lineage(repo, ref);
        if (!commits) return githubError(404, `No commit found for SHA: ${ref}`, docs);
        const author = request.query.get('author');
        const byAuthor = author
          ? commits.filter(
              (commit) =>
                (commit.author !== null && sameLogin(commit.author.login, author)) ||
                sameLogin(commit.commit.author.email, author),
            )
          : commits;
        return githubList(request, byAuthor satisfies readonly PublishedCommit[]);
      },
    ],
    [
      /^\/repos\/([^/]+)\/([^/]+)\/languages$/,
      (request, [owner = '', name = '']) => {
        const repo = findRepo(owner, name, request);
        if (!repo) return notFound();
        const largestFirst = Object.entries(repo.languages).sort(([, a], [, b]) => b - a);
        return ok(Object.fromEntries(largestFirst) satisfies GitHubLanguagesJson);
      },
    ],
  ];
}
