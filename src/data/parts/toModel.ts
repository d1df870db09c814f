/**
 * API shapes → the page's model. The only place that knows both, so the one place where every URL of a
 * response is checked: only absolute http/https addresses reach a link or an image (`webUrlOrNull`),
 * only a plain address a `mailto:` link (`plainEmailOrNull`).
 */
import type { PortfolioConfig } from '../../config';
import type {
  Contributions,
  GitLabGroup,
  LanguageShare,
  Organization,
  Profile,
  Repository,
  SocialAccount,
} from '../../domain/model';
import { plainEmailOrNull } from '../../domain/plainEmail';
import { githubProfileUrl, gitlabProfileUrl } from '../../domain/profileLinks';
import { webUrlOrNull } from '../../domain/safeUrl';
import type {
  GitHubCommit,
  GitHubLanguages,
  GitHubOrg,
  GitHubRepo,
  GitHubSocialAccount,
  GitHubUser,
} from '../../services/github/githubTypes';
import type { GitLabGroupJson, GitLabProject } from '../../services/gitlab/gitlabTypes';

const LINKEDIN = /^(https?:\/\/)?([a-z0-9-]+\.)?linkedin\.com\//i;

/** Free text from the API: trimmed, null when empty or not a string. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** A scheme at the start ("javascript:", "mailto:"), not a host and its port ("octo.dev:8080"). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * GitHub's free "website" field as a safe address, checked like every other URL: without a scheme
 * ("octo.dev", as people often write it) it is read as an https address; with another scheme than
 * http(s) it is dropped. Null when empty or not a web address.
 */
function websiteUrl(value: unknown): string | null {
  const blog = text(value);
  if (blog === null) return null;
  return webUrlOrNull(SCHEME.test(blog) ? blog : `https://${blog}`);
}

/** The profile's social accounts with a safe address; the provider name lower-cased. */
function socialAccountsFromGitHub(accounts: readonly GitHubSocialAccount[]): SocialAccount[] {
  return accounts.flatMap((account) => {
    const url = webUrlOrNull(account.url);
    const provider = text(account.provider)?.toLowerCase() ?? 'generic';
    return url ? [{ provider, url }] : [];
  });
}

export function profileFromGitHub(
  user: GitHubUser,
  config: PortfolioConfig,
  accounts: readonly GitHubSocialAccount[] = [],
): Profile {
  const blog = websiteUrl(user.blog);
  // GitHub has one free "website" field; people often put their LinkedIn page there.
  const blogIsLinkedIn = blog !== null && LINKEDIN.test(blog);
  const socialAccounts = socialAccountsFromGitHub(accounts);
  // LinkedIn: the profile's social accounts first, then the setting, then the website field.
  const socialLinkedIn = socialAccounts.find(
    (account) => account.provider === 'linkedin' || LINKEDIN.test(account.url),
  )?.url;
  return {
    login: user.login,
    name: user.name?.trim() || null,
    // No safe picture: the page shows its default one.
    avatarUrl: webUrlOrNull(user.avatar_url),
    // The header always has a GitHub link: the configured instance knows where the profile is.
    htmlUrl: webUrlOrNull(user.html_url) ?? githubProfileUrl(config.github.apiUrl, user.login),
    email: plainEmailOrNull(user.email),
    websiteUrl: blogIsLinkedIn ? null : blog,
    linkedinUrl: socialLinkedIn ?? config.fallbacks.linkedinUrl ?? (blogIsLinkedIn ? blog : null),
    gitlabUrl: gitlabProfileUrl(config),
    bio: text(user.bio),
    company: text(user.company),
    location: text(user.location),
    socialAccounts,
    createdAt: isoTime(user.created_at),
  };
}

/** The model's id of a GitHub repository: live mode finds the snapshot's copy by it. */
export function repositoryId(repo: Pick<GitHubRepo, 'id'>): string {
  return `github:${repo.id}`;
}

/** A count from the API, or nothing when it is not a count. */
function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** An ISO time from the API, or null when it is not a date. */
function isoTime(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : null;
}

/**
 * When a commit was written: its author date (a rebase or cherry-pick keeps it, while the committer
 * date moves), else its committer date.
 */
export function commitDate(commit: GitHubCommit): string | null {
  return commit.commit.author?.date || commit.commit.committer?.date || null;
}

/** GitHub's /languages answer as shares, largest first. */
export function languageShares(languages: GitHubLanguages): LanguageShare[] {
  return Object.entries(languages)
    .filter(([, bytes]) => typeof bytes === 'number' && bytes > 0)
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}

/** What a card shows of a repository besides its name: stars, forks, last push, flags. */
function activity(
  stars: unknown,
  forks: unknown,
  pushedAt: unknown,
  archived: unknown,
): Pick<Repository, 'stars' | 'forks' | 'pushedAt' | 'archived'> {
  const starCount = count(stars);
  const forkCount = count(forks);
  return {
    ...(starCount !== undefined ? { stars: starCount } : {}),
    ...(forkCount !== undefined ? { forks: forkCount } : {}),
    pushedAt: isoTime(pushedAt),
    archived: archived === true,
  };
}

export function repositoryFromGitHub(
  repo: GitHubRepo,
  details: {
    readonly tools: readonly string[];
    readonly contributions: Contributions | null;
    readonly languages?: readonly LanguageShare[];
  },
): Repository {
  return {
    id: repositoryId(repo),
    name: repo.name,
    fullName: repo.full_name,
    description: repo.description?.trim() || null,
    url: webUrlOrNull(repo.html_url),
    tools: details.tools,
    contributions: details.contributions,
    ...activity(repo.stargazers_count, repo.forks_count, repo.pushed_at, repo.archived),
    fork: repo.fork === true,
    ...(details.languages ? { languages: details.languages } : {}),
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
    ...activity(
      project.star_count,
      project.forks_count,
      project.last_activity_at,
      project.archived,
    ),
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
