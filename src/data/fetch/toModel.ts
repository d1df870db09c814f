/**
 * API shapes → the page's model. The only place that knows both, so the one place where every URL of a
 * response is checked: only absolute http/https addresses reach a link or an image (`webUrlOrNull`).
 */
import type { PortfolioConfig } from '../../config';
import type {
  Contributions,
  GitLabGroup,
  Organization,
  Profile,
  Repository,
} from '../../domain/model';
import { githubProfileUrl, gitlabProfileUrl } from '../../domain/profileLinks';
import { webUrlOrNull } from '../../domain/safeUrl';
import type { GitHubOrg, GitHubRepo, GitHubUser } from '../../services/github/githubTypes';
import type { GitLabGroupJson, GitLabProject } from '../../services/gitlab/gitlabTypes';

const LINKEDIN = /^(https?:\/\/)?([a-z0-9-]+\.)?linkedin\.com\//i;

/** Free text from the API: trimmed, null when empty or not a string. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function profileFromGitHub(user: GitHubUser, config: PortfolioConfig): Profile {
  const blog = user.blog?.trim() || null;
  // GitHub has one free "website" field; people often put their LinkedIn page there.
  const blogIsLinkedIn = blog !== null && LINKEDIN.test(blog);
  return {
    login: user.login,
    name: user.name?.trim() || null,
    // No safe picture: the page shows its default one.
    avatarUrl: webUrlOrNull(user.avatar_url),
    // The header always has a GitHub link: the configured instance knows where the profile is.
    htmlUrl: webUrlOrNull(user.html_url) ?? githubProfileUrl(config.github.apiUrl, user.login),
    email: user.email?.trim() || null,
    websiteUrl: blogIsLinkedIn ? null : blog,
    linkedinUrl: blogIsLinkedIn ? blog : null,
    gitlabUrl: gitlabProfileUrl(config),
    bio: text(user.bio),
    company: text(user.company),
    location: text(user.location),
  };
}

/** The model's id of a GitHub repository: live mode finds the snapshot's copy by it. */
export function repositoryId(repo: Pick<GitHubRepo, 'id'>): string {
  return `github:${repo.id}`;
}

export function repositoryFromGitHub(
  repo: GitHubRepo,
  details: { readonly tools: readonly string[]; readonly contributions: Contributions | null },
): Repository {
  return {
    id: repositoryId(repo),
    name: repo.name,
    description: repo.description?.trim() || null,
    url: webUrlOrNull(repo.html_url),
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
    // Built from the configured (already checked) web address; the login is only a path segment.
    url: `${webUrl}/${encodeURIComponent(org.login)}`,
    avatarUrl: webUrlOrNull(org.avatar_url),
    description: org.description?.trim() || null,
    repos,
  };
}

export function repositoryFromGitLab(project: GitLabProject): Repository {
  return {
    id: `gitlab:${project.id}`,
    name: project.name,
    description: project.description?.trim() || null,
    url: webUrlOrNull(project.web_url),
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
    url: webUrlOrNull(group.web_url),
  };
}
