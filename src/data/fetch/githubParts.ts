import { NO_CONTRIBUTIONS } from '../../domain/contributions';
import type { Organization, Profile, Repository } from '../../domain/model';
import { githubWebUrl } from '../../domain/profileLinks';
import { isAllowListedOrg, isShownOwnRepo, sameName, selectOrgRepos } from '../../domain/repoRules';
import { ApiError } from '../../services/apiError';
import type { GitHubOrg, GitHubRepo } from '../../services/github/githubTypes';
import type { FetchContext } from './fetchContext';
import { fetchContributions } from './fetchContributions';
import { organizationFromGitHub, profileFromGitHub, repositoryFromGitHub } from './toModel';

export async function fetchProfile(context: FetchContext): Promise<Profile> {
  const { github, username, config, limit, log } = context;
  const user = await limit(() => github.getProfile());
  // With a token, GET /user answers for the token's owner, who must be the configured user.
  if (!sameName(user.login, username)) {
    throw new ApiError(
      'GitHub',
      'unauthorized',
      null,
      `The GitHub token belongs to ${user.login}, but REACT_APP_GITHUB_USERNAME is ${username}. ` +
        `Use a token of ${username}, or correct the username.`,
    );
  }
  log.step(`Profile: ${user.login}${user.name ? ` (${user.name})` : ''}`);
  return profileFromGitHub(user, config);
}

export async function fetchOwnRepos(context: FetchContext): Promise<Repository[]> {
  const { github, username, limit, log } = context;
  const listed = await limit(() => github.listUserRepos());
  const own = listed.filter((repo) => isShownOwnRepo(repo, username));
  log.step(`Own repositories: ${own.length} public of ${listed.length} listed`);
  return Promise.all(
    own.map(async (repo) => {
      let tools: string[] = [];
      try {
        tools = Object.keys(await limit(() => github.getLanguages(repo.owner.login, repo.name)));
      } catch (error) {
        log.warn(`Failed to fetch languages for repo ${repo.name}`, error);
      }
      log.step(`  ${repo.full_name}: ${tools.length ? tools.join(', ') : 'no languages'}`);
      return repositoryFromGitHub(repo, { tools, contributions: null });
    }),
  );
}

async function orgRepository(
  context: FetchContext,
  org: string,
  repo: GitHubRepo,
): Promise<Repository> {
  try {
    const contributions = await fetchContributions(context, org, repo.name);
    context.log.step(
      `  ${org}/${repo.name}: ${contributions.own} of ${contributions.total} commits ` +
        `(${contributions.percentage}%)`,
    );
    return repositoryFromGitHub(repo, {
      tools: repo.language ? [repo.language] : [],
      contributions,
    });
  } catch (error) {
    context.log.warn(`Failed to fetch contributors for repo ${repo.name}`, error);
    return repositoryFromGitHub(repo, { tools: [], contributions: NO_CONTRIBUTIONS });
  }
}

async function organization(context: FetchContext, org: GitHubOrg): Promise<Organization> {
  const { config, github, limit, log } = context;
  const webUrl = githubWebUrl(config.github.apiUrl);
  let repos: GitHubRepo[];
  try {
    repos = await limit(() => github.listOrgRepos(org.login));
  } catch (error) {
    if (context.strictLists) throw error;
    log.warn(`Failed to fetch the repositories of ${org.login}`, error);
    return organizationFromGitHub(org, webUrl, []);
  }
  const allowList = { org: config.github.allowedOrg, repos: config.github.allowedRepos };
  const shown = selectOrgRepos(org.login, repos, allowList);
  if (isAllowListedOrg(org.login, allowList)) {
    const missing = allowList.repos.filter(
      (name) => !shown.some((repo) => sameName(repo.name, name)),
    );
    if (missing.length > 0) {
      log.warn(
        `Allow-listed repositories not found among the public repositories of ${org.login}: ` +
          `${missing.join(', ')}. Check REACT_APP_GITHUB_ALLOWED_REPOS.`,
        null,
      );
    }
  }
  log.step(`Organization ${org.login}: ${shown.length} of ${repos.length} repositories shown`);
  return organizationFromGitHub(
    org,
    webUrl,
    await Promise.all(shown.map((repo) => orgRepository(context, org.login, repo))),
  );
}

export async function fetchOrganizations(context: FetchContext): Promise<Organization[]> {
  const { config, github, limit, log } = context;
  const orgs = await limit(() => github.listOrgs());
  log.step(`Organizations: ${orgs.length ? orgs.map((org) => org.login).join(', ') : 'none'}`);
  const allowedOrg = config.github.allowedOrg;
  if (allowedOrg && !orgs.some((org) => sameName(org.login, allowedOrg))) {
    log.warn(
      `The allow-listed organization ${allowedOrg} is not among the organizations of ` +
        `${context.username}. Without a token only public memberships are listed: make the ` +
        'membership public on GitHub, or fetch with a token.',
      null,
    );
  }
  return Promise.all(orgs.map((org) => organization(context, org)));
}
