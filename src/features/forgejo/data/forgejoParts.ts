/**
 * The Forgejo (Gitea, Codeberg) tab's parts: the user's own public repositories, their public
 * organizations with their public repositories, and their public stars, each repository with its
 * languages. Fetched by the build only, through the transport's Forgejo lane and its HTTP cache
 * (context.forgejo, made by forgejoClient.ts); live mode shows the build's snapshot of them.
 *
 * Forgejo and Gitea list a user's organizations and stars to a signed-in caller only (reqToken on
 * GET /users/{username}/orgs and /starred, routers/api/v1/api.go): without a token those parts are
 * null, "not asked", which the tab says in words instead of "none".
 */
import type { Organization, Repository } from '../../../domain/model';
import type { FetchContext } from '../../../data/parts/fetchContext';
import type { ForgejoApi } from '../../../services/forgejo/forgejoApi';
import { asApiError } from '../../../services/forgejo/forgejoErrors';
import type { ForgejoOrg, ForgejoRepo } from '../../../services/forgejo/forgejoTypes';

/** The client, or null without Forgejo settings. */
function clientOf({ config, forgejo }: FetchContext): ForgejoApi | null {
  if (!config.forgejo.url || !config.forgejo.username) return null;
  // Live mode has no client: its page takes these parts from the build's snapshot.
  if (!forgejo) throw new Error('Forgejo is fetched by the build only: no snapshot has it.');
  return forgejo;
}

/** A repository as a card shows it: its main language first, then its topics, as tools. */
export function repositoryFromForgejo(
  repo: ForgejoRepo,
  languages: Repository['languages'] | null,
): Repository {
  const tools = [...new Set([...(repo.language ? [repo.language] : []), ...repo.topics])];
  return {
    id: `forgejo:${repo.id}`,
    name: repo.name,
    fullName: repo.fullName,
    description: repo.description || null,
    url: repo.htmlUrl,
    tools,
    contributions: null,
    stars: repo.stars,
    forks: repo.forks,
    pushedAt: repo.updatedAt,
    archived: repo.archived,
    // A mirror, like a fork, carries work from elsewhere: REACT_APP_SHOW_FORKS decides for both.
    fork: repo.fork || repo.mirror,
    ...(languages && languages.length > 0 ? { languages } : {}),
  };
}

/** Each repository with its languages; one whose list fails keeps its main language alone. */
async function withLanguages(
  { limit, log }: FetchContext,
  api: ForgejoApi,
  repos: readonly ForgejoRepo[],
): Promise<Repository[]> {
  return Promise.all(
    repos.map(async (repo) => {
      const languages = await limit(() => api.getLanguages(repo.owner, repo.name)).catch(
        (error: unknown) => {
          log.warn(`Forgejo: the languages of ${repo.fullName} could not be fetched`, error);
          return null;
        },
      );
      return repositoryFromForgejo(repo, languages);
    }),
  );
}

function organizationFromForgejo(org: ForgejoOrg, repos: readonly Repository[]): Organization {
  return {
    login: org.name,
    url: org.htmlUrl ?? '',
    avatarUrl: org.avatarUrl,
    description: org.description || null,
    repos,
  };
}

/** Runs a part's calls; a failure becomes the ApiError the snapshot records. */
async function part<T>(what: string, fetch: () => Promise<T>): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    throw asApiError(error, what);
  }
}

export async function fetchForgejoRepos(context: FetchContext): Promise<Repository[]> {
  const api = clientOf(context);
  if (!api) return [];
  return part('the Forgejo repositories', async () => {
    const repos = await context.limit(() => api.listRepos());
    context.log.step(`Forgejo repositories: ${repos.length} public`);
    return withLanguages(context, api, repos);
  });
}

export async function fetchForgejoOrganizations(
  context: FetchContext,
): Promise<Organization[] | null> {
  const api = clientOf(context);
  if (!api) return [];
  if (!api.authenticated) {
    context.log.step(
      'Forgejo organizations: not asked (the instance lists them to a signed-in caller only: set a Forgejo token)',
    );
    return null;
  }
  return part('the Forgejo organizations', async () => {
    const orgs = await context.limit(() => api.listOrgs());
    const shown = await Promise.all(
      orgs.map(async (org) => {
        const repos = await context.limit(() => api.listOrgRepos(org.name));
        return organizationFromForgejo(org, await withLanguages(context, api, repos));
      }),
    );
    context.log.step(
      `Forgejo organizations: ${shown.map((org) => `${org.login} (${org.repos.length})`).join(', ') || 'none public'}`,
    );
    return shown;
  });
}

export async function fetchForgejoStarred(context: FetchContext): Promise<Repository[] | null> {
  const api = clientOf(context);
  if (!api) return [];
  if (!api.authenticated) {
    context.log.step('Forgejo starred repositories: not asked (they need a Forgejo token)');
    return null;
  }
  return part('the Forgejo starred repositories', async () => {
    const repos = await context.limit(() => api.listStarredRepos());
    context.log.step(`Forgejo starred repositories: ${repos.length} public`);
    // Others' repositories: their main language and topics say enough, no request each.
    return repos.map((repo) => repositoryFromForgejo(repo, null));
  });
}
