/**
 * Finding a repository of the mock's GitHub as a caller may see it: by owner and name, by a name it
 * had before a rename or transfer, and its JSON without `permissions` for an anonymous caller.
 */
import type { GitHubRepoJson } from '../answers/github';
import { sameLogin, type ApiRequest } from '../server/routing';
import type { ScenarioRepo } from '../worlds/scenario';

/** `known`: every repository GET /repos/{owner}/{repo} knows (the lists know fewer). */
/** What a GitHub route needs to find a repository. */
export type RepoLookup = ReturnType<typeof repoLookup>;

export function repoLookup(known: readonly ScenarioRepo[]) {
  // GitHub hides a private repository from anyone without access behind a 404.
  const visible = (repo: ScenarioRepo, request: ApiRequest) =>
    request.authenticated || !repo.json.private;
  const findRepo = (owner: string, name: string, request: ApiRequest) =>
    known.find(
      (repo) =>
        sameLogin(repo.json.owner.login, owner) &&
        sameLogin(repo.json.name, name) &&
        visible(repo, request),
    );
  /** A repository by a name it had before a rename or transfer (ScenarioRepo.formerNames). */
  const findFormer = (owner: string, name: string, request: ApiRequest) =>
    known.find(
      (repo) =>
        (repo.formerNames ?? []).some((former) => sameLogin(former, `${owner}/${name}`)) &&
        visible(repo, request),
    );
  // `permissions` describes the caller's access, so anonymous responses do not have it.
  const repoJson = (repo: ScenarioRepo, request: ApiRequest): GitHubRepoJson => {
    if (request.authenticated) return repo.json;
    const copy = { ...repo.json };
    delete copy.permissions;
    return copy;
  };

  return { visible, findRepo, findFormer, repoJson };
}
