import type { LanguageShare, Organization, Profile, Repository } from '../../../domain/model';
import { NAMES_IN_PAGE_MESSAGES } from '../../../config/settingNames';
import { githubWebUrl } from '../../../domain/profileLinks';
import {
  isAllowListedOrg,
  isShownOwnRepo,
  sameName,
  selectOrgRepos,
} from '../../../domain/repoRules';
import { shownOwnRepos } from '../../../domain/repoSelection';
import type { GitHubOrg, GitHubRepo } from '../../../services/github/githubTypes';
import type { FetchContext } from '../../../data/parts/fetchContext';
import { countOrgRepositories, type RepositoryBranches } from './countOrgRepos';
import { repositoryKey } from '../../../data/parts/countStore';
import { listBranchHeads } from './fetchContributions';
import type { BranchHead } from './repoCounts';
import {
  languageShares,
  organizationFromGitHub,
  profileFromGitHub,
  repositoryFromGitHub,
  repositoryId,
} from '../../../data/parts/toModel';

export async function fetchProfile(context: FetchContext): Promise<Profile> {
  const { github, config, limit, log } = context;
  // Social accounts are a detail of the header: without them the profile still stands.
  const accounts = limit(() => github.listSocialAccounts()).catch((error: unknown) => {
    log.warn('Failed to fetch the social accounts', error);
    return [];
  });
  // A token of another account reads the owner's public profile (userEndpoints.ts).
  const user = await limit(() => github.getProfile());
  log.step(`Profile: ${user.login}${user.name ? ` (${user.name})` : ''}`);
  return profileFromGitHub(user, config, await accounts);
}

/** Live mode: the build-time snapshot's copy of a repository whose details failed live. */
async function earlierCopy(
  context: FetchContext,
  repo: GitHubRepo,
): Promise<Repository | undefined> {
  try {
    return context.runtime.kind === 'live'
      ? await context.runtime.snapshotRepository(repositoryId(repo))
      : undefined;
  } catch {
    return undefined;
  }
}

/** What a card shows of a repository's languages: the names as tools, and their shares. */
interface RepoLanguages {
  readonly tools: readonly string[];
  readonly languages?: readonly LanguageShare[];
}

/**
 * A repository's languages, largest first. When they fail, the specification's rule for own and
 * organization repositories alike: an earlier answer stands in (at build time the HTTP cache gives it
 * before a failure reaches here; in live mode the build-time snapshot's copy), else the repository is
 * kept with no tools and no shares, not with the list's primary language.
 */
async function fetchLanguages(context: FetchContext, repo: GitHubRepo): Promise<RepoLanguages> {
  const { github, limit, log } = context;
  try {
    const languages = languageShares(
      await limit(() => github.getLanguages(repo.owner.login, repo.name)),
    );
    return { tools: languages.map(({ name }) => name), languages };
  } catch (error) {
    log.warn(`Failed to fetch languages for repo ${repo.name}`, error);
    const earlier = await earlierCopy(context, repo);
    if (earlier) {
      return {
        tools: earlier.tools,
        ...(earlier.languages ? { languages: earlier.languages } : {}),
      };
    }
    return { tools: [] };
  }
}

/**
 * The owner's public repositories, every one of them (the snapshot keeps them all, so that changing a
 * display setting needs no new fetch), with the languages of those the page shows: a fork or archived
 * repository the settings hide costs no request.
 */
export async function fetchOwnRepos(context: FetchContext): Promise<Repository[]> {
  const { config, github, username, limit, log } = context;
  const listed = await limit(() => github.listUserRepos());
  const own = listed.filter((repo) => isShownOwnRepo(repo, username));
  // The page's own rule decides what it shows (repoSelection.ts), applied to the repositories as it
  // will see them.
  const shown = new Set(
    shownOwnRepos(
      own.map((repo) => repositoryFromGitHub(repo, { tools: [], contributions: null })),
      config.display,
    ).map(({ id }) => id),
  );
  const hidden = own.length - shown.size;
  log.step(
    `Own repositories: ${own.length} public of ${listed.length} listed` +
      (hidden > 0
        ? ` (${hidden} hidden by ${NAMES_IN_PAGE_MESSAGES.showForks} or ${NAMES_IN_PAGE_MESSAGES.showArchived}: no languages fetched)`
        : ''),
  );
  return Promise.all(
    own.map(async (repo) => {
      if (!shown.has(repositoryId(repo))) {
        log.step(`  ${repo.full_name}: hidden (${repo.fork ? 'fork' : 'archived'})`);
        return repositoryFromGitHub(repo, { tools: [], contributions: null });
      }
      const languages = await fetchLanguages(context, repo);
      const { tools } = languages;
      log.step(`  ${repo.full_name}: ${tools.length ? tools.join(', ') : 'no languages'}`);
      return repositoryFromGitHub(repo, { ...languages, contributions: null });
    }),
  );
}

/** A shown organization repository with its languages and branches (or why they could not be listed). */
interface Visit extends RepositoryBranches {
  readonly languages: RepoLanguages;
}

/** Lists a shown repository's branches and, alongside, its languages (known before any count). */
async function visit(context: FetchContext, org: GitHubOrg, repo: GitHubRepo): Promise<Visit> {
  const [languages, branches] = await Promise.all([
    fetchLanguages(context, repo),
    listBranchHeads(context, org.login, repo.name).then(
      (value): PromiseSettledResult<BranchHead[]> => ({ status: 'fulfilled', value }),
      (reason: unknown): PromiseSettledResult<BranchHead[]> => ({ status: 'rejected', reason }),
    ),
  ]);
  return { owner: org.login, repo, languages, branches };
}

/**
 * The repositories an organization shows (all of them, or the allow-list's); null when its list
 * failed, so nothing is known of them.
 */
async function shownOrgRepos(context: FetchContext, org: GitHubOrg): Promise<GitHubRepo[] | null> {
  const { config, github, limit, log } = context;
  let repos: GitHubRepo[];
  try {
    repos = await limit(() => github.listOrgRepos(org.login));
  } catch (error) {
    if (context.runtime.kind === 'live') throw error;
    log.warn(`Failed to fetch the repositories of ${org.login}`, error);
    return null;
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
          `${missing.join(', ')}. Check ${NAMES_IN_PAGE_MESSAGES.allowedRepos}.`,
        null,
      );
    }
  }
  log.step(`Organization ${org.login}: ${shown.length} of ${repos.length} repositories shown`);
  return shown;
}

export async function fetchOrganizations(context: FetchContext): Promise<Organization[]> {
  const { config, log } = context;
  const orgs = await context.githubOrganizations();
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
  // Repositories, languages and branches first: the counts then know their cost before spending it.
  const listed = await Promise.all(
    orgs.map(async (org) => {
      const repos = await shownOrgRepos(context, org);
      return {
        org,
        unlisted: repos === null,
        visits: await Promise.all((repos ?? []).map((repo) => visit(context, org, repo))),
      };
    }),
  );
  const counted = await countOrgRepositories(
    context,
    listed.flatMap(({ visits }) => visits),
    {
      unlisted: new Set(listed.filter(({ unlisted }) => unlisted).map(({ org }) => org.login)),
      earlierCopy: (repo) => earlierCopy(context, repo),
    },
  );
  const webUrl = githubWebUrl(config.github.apiUrl);
  return listed.map(({ org, visits }) =>
    organizationFromGitHub(
      org,
      webUrl,
      visits.map(({ repo, languages }) =>
        repositoryFromGitHub(repo, {
          ...languages,
          contributions: counted.get(repositoryKey(org.login, repo.name)) ?? null,
        }),
      ),
    ),
  );
}
