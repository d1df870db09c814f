/** API shapes → the page's model. The only place that knows both. */
import type { PortfolioConfig } from '../../config';
import type {
  Contributions,
  GitLabGroup,
  Organization,
  Profile,
  Repository,
} from '../../domain/model';
import { gitlabProfileUrl } from '../../domain/profileLinks';
import type { GitHubOrg, GitHubRepo, GitHubUser } from '../../services/github/githubTypes';
import type { GitLabGroupJson, GitLabProject } from '../../services/gitlab/gitlabTypes';

const LINKEDIN = /^(https?:\/\/)?([a-z0-9-]+\.)?linkedin\.com\//i;

export function profileFromGitHub(user: GitHubUser, config: PortfolioConfig): Profile {
  const blog = user.blog?.trim() || null;
  // GitHub has one free "website" field; people often put their LinkedIn page there.
  const blogIsLinkedIn = blog !== null && LINKEDIN.test(blog);
  return {
    login: user.login,
    name: user.name?.trim() || null,
    avatarUrl: user.avatar_url || null,
    htmlUrl: user.html_url,
    email: user.email?.trim() || null,
    websiteUrl: blogIsLinkedIn ? null : blog,
    linkedinUrl: blogIsLinkedIn ? blog : null,
    gitlabUrl: gitlabProfileUrl(config),
  };
}

export function repositoryFromGitHub(
  repo: GitHubRepo,
  details: { readonly tools: readonly string[]; readonly contributions: Contributions | null },
): Repository {
  return {
    id: `github:${repo.id}`,
    name: repo.name,
    description: repo.description?.trim() || null,
    url: repo.html_url,
    tools: details.tools,
    contributions: details.contributions,
  };
}

export function organizationFromGitHub(
  org: GitHubOrg,
  webUrl: string,
  repos: readonly Repository[],
): Organization {
  return {
    login: org.login,
    url: `${webUrl}/${org.login}`,
    avatarUrl: org.avatar_url || null,
    description: org.description?.trim() || null,
    repos,
  };
}

export function repositoryFromGitLab(project: GitLabProject): Repository {
  return {
    id: `gitlab:${project.id}`,
    name: project.name,
    description: project.description?.trim() || null,
    url: project.web_url,
    tools: project.topics ?? [],
    contributions: null,
  };
}

export function groupFromGitLab(group: GitLabGroupJson): GitLabGroup {
  return {
    id: `gitlab-group:${group.id}`,
    name: group.name,
    fullPath: group.full_path,
    description: group.description?.trim() || null,
    url: group.web_url,
  };
}
