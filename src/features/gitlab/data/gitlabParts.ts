import type { GitLabGroup, Repository } from '../../../domain/model';
import { isPublicOnGitLab } from '../../../domain/repoRules';
import type { GitLabApi } from '../../../services/gitlab/gitlabApi';
import type { GitLabProject } from '../../../services/gitlab/gitlabTypes';
import type { FetchContext } from '../../../data/parts/fetchContext';
import { groupFromGitLab, repositoryFromGitLab } from '../../../data/parts/toModel';

async function publicProjects(
  { gitlab, limit, log }: FetchContext,
  label: string,
  list: (api: GitLabApi) => Promise<GitLabProject[]>,
): Promise<Repository[]> {
  if (!gitlab) return [];
  const projects = await limit(() => list(gitlab));
  const shown = projects.filter((project) => isPublicOnGitLab(project, gitlab.authenticated));
  log.step(`${label}: ${shown.length} public of ${projects.length}`);
  return shown.map(repositoryFromGitLab);
}

export const fetchGitLabProjects = (context: FetchContext) =>
  publicProjects(context, 'GitLab projects', (api) => api.listOwnedProjects());

export const fetchStarredProjects = (context: FetchContext) =>
  publicProjects(context, 'GitLab starred projects', (api) => api.listStarredProjects());

export async function fetchGitLabGroups({
  gitlab,
  limit,
  log,
}: FetchContext): Promise<GitLabGroup[]> {
  if (!gitlab) return [];
  if (!gitlab.authenticated) {
    // Not an error of the page: GitLab simply has no public "groups of a user" list.
    log.step('GitLab groups: skipped (they need a GitLab token)');
    return [];
  }
  const groups = await limit(() => gitlab.listGroups());
  const shown = groups.filter((group) => isPublicOnGitLab(group, true));
  log.step(`GitLab groups: ${shown.length} public of ${groups.length}`);
  return shown.map(groupFromGitLab);
}
