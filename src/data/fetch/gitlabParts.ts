import type { GitLabGroup, Repository } from '../../domain/model';
import { isPublicOnGitLab } from '../../domain/repoRules';
import type { FetchContext } from './fetchContext';
import { groupFromGitLab, repositoryFromGitLab } from './toModel';

export async function fetchGitLabProjects({
  gitlab,
  limit,
  log,
}: FetchContext): Promise<Repository[]> {
  if (!gitlab) return [];
  const projects = await limit(() => gitlab.listOwnedProjects());
  const shown = projects.filter(isPublicOnGitLab);
  log.step(`GitLab projects: ${shown.length} public of ${projects.length}`);
  return shown.map(repositoryFromGitLab);
}

export async function fetchStarredProjects({
  gitlab,
  limit,
  log,
}: FetchContext): Promise<Repository[]> {
  if (!gitlab) return [];
  const projects = await limit(() => gitlab.listStarredProjects());
  const shown = projects.filter(isPublicOnGitLab);
  log.step(`GitLab starred projects: ${shown.length} public of ${projects.length}`);
  return shown.map(repositoryFromGitLab);
}

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
  const shown = groups.filter(isPublicOnGitLab);
  log.step(`GitLab groups: ${shown.length} public of ${groups.length}`);
  return shown.map(groupFromGitLab);
}
