/**
 * The one data model the page renders. Every data source (demo, build-time snapshot, live) produces it,
 * so components never see an API response shape.
 */

export interface Profile {
  /** GitHub login; shown when `name` is empty. */
  readonly login: string;
  readonly name: string | null;
  readonly avatarUrl: string | null;
  /** The GitHub profile page (built from the configured instance when the API's is not http/https). */
  readonly htmlUrl: string;
  readonly email: string | null;
  /** GitHub's `blog` field. */
  readonly websiteUrl: string | null;
  readonly linkedinUrl: string | null;
  /** The GitLab profile page, when the source knows it. */
  readonly gitlabUrl: string | null;
  /** GitHub's profile fields, as the owner wrote them (trimmed; null when empty). */
  readonly bio: string | null;
  readonly company: string | null;
  readonly location: string | null;
  /** GitHub's social accounts of the profile (LinkedIn, Mastodon, X, Bluesky, …). */
  readonly socialAccounts?: readonly SocialAccount[];
  /** ISO time the GitHub account was created (GitHub's `created_at`): "years on GitHub". */
  readonly createdAt?: string | null;
}

export interface SocialAccount {
  /** GitHub's provider name: "linkedin", "mastodon", "twitter", "bluesky", … or "generic". */
  readonly provider: string;
  readonly url: string;
}

export interface Contributions {
  /** Distinct commits authored by the owner. */
  readonly own: number;
  /** Distinct commits of the repository (own ⊆ all). */
  readonly total: number;
  /** own / total × 100, rounded to two decimals; 0 without commits. */
  readonly percentage: number;
  /** ISO dates of the owner's earliest and latest commit among the fetched ones; absent when unknown. */
  readonly firstOwnCommitAt?: string | null;
  readonly lastOwnCommitAt?: string | null;
}

/** Bytes of code in one language of a repository (GitHub's /languages). */
export interface LanguageShare {
  readonly name: string;
  readonly bytes: number;
}

/**
 * A GitHub repository, a GitLab project or a Forgejo repository, as a card shows it. The optional fields came later: a
 * snapshot written before them simply lacks them, and the card leaves out what it does not know.
 */
export interface Repository {
  readonly id: string;
  readonly name: string;
  /** `owner/name` on GitHub (which pins name) and Forgejo; absent for GitLab projects. */
  readonly fullName?: string;
  readonly description: string | null;
  /** Its web page; null when the API gave no safe (http/https) address: the card then has no link. */
  readonly url: string | null;
  /** Languages (GitHub), topics (GitLab), or the main language and topics (Forgejo). */
  readonly tools: readonly string[];
  readonly contributions: Contributions | null;
  readonly stars?: number;
  readonly forks?: number;
  /** ISO time of the last push (GitHub) or last activity (GitLab). */
  readonly pushedAt?: string | null;
  readonly archived?: boolean;
  /** A fork of another repository. */
  readonly fork?: boolean;
  /** Largest first; absent when not fetched (own and organization repositories on GitHub). */
  readonly languages?: readonly LanguageShare[];
}

export interface Organization {
  readonly login: string;
  readonly url: string;
  readonly avatarUrl: string | null;
  readonly description: string | null;
  readonly repos: readonly Repository[];
}

export interface GitLabGroup {
  readonly id: string;
  readonly name: string;
  readonly fullPath: string;
  readonly description: string | null;
  /** Its web page; null when the API gave no safe (http/https) address: the card then has no link. */
  readonly url: string | null;
}

/** Contributions per day from `start` (YYYY-MM-DD, UTC), one count a day. */
export interface DailyCounts {
  readonly start: string;
  readonly counts: readonly number[];
}

/** The owner's contributions per day over the last year, per source (src/features/activity/rules/activity.ts). */
export interface Activity {
  /** GitHub's contribution calendar (GraphQL, which needs a token); null without it. */
  readonly github: DailyCounts | null;
  /** GitLab's calendar.json, clipped to the window; null without GitLab. */
  readonly gitlab: DailyCounts | null;
  /**
   * Forgejo's heatmap (Gitea, Codeberg), its 15-minute buckets summed per UTC day, clipped to the
   * window; null or absent without Forgejo, or when the instance has the heatmap off.
   */
  readonly forgejo?: DailyCounts | null;
}

/** A pull request of the owner's, merged into another person's repository. */
export interface MergedPullRequest {
  readonly title: string;
  readonly number: number;
  /** Its page; null when the API gave no safe (http/https) address. */
  readonly url: string | null;
  /** ISO time it was merged (closed, where GitHub did not say when it merged); '' if neither. */
  readonly mergedAt: string;
}

/** A repository of another person (not the owner's, nor their organizations') with merged pulls. */
export interface OpenSourceContribution {
  /** `owner/name`, as GitHub spells it. */
  readonly fullName: string;
  readonly url: string | null;
  readonly description: string | null;
  readonly stars: number;
  /** Newest first. */
  readonly pullRequests: readonly MergedPullRequest[];
}

export interface PortfolioData {
  readonly profile: Profile;
  readonly ownRepos: readonly Repository[];
  readonly organizations: readonly Organization[];
  /** The owner's merged pull requests elsewhere, by repository (empty when left out). */
  readonly openSource: readonly OpenSourceContribution[];
  /**
   * The pinned repositories as `owner/name`, in pin order: config.github.pinnedRepos, else the GitHub
   * profile's public pins (empty without a token, which GitHub's GraphQL API needs).
   */
  readonly pinned: readonly string[];
  /** The activity calendar's data: GitHub's and GitLab's days (either may be null). */
  readonly activity: Activity;
  readonly gitlabProjects: readonly Repository[];
  readonly starredProjects: readonly Repository[];
  readonly gitlabGroups: readonly GitLabGroup[];
  /** The Forgejo (Gitea, Codeberg) user's own public repositories; empty without Forgejo. */
  readonly forgejoRepos: readonly Repository[];
  /**
   * Their public organizations, each with its public repositories. null: not asked, for the instance
   * lists a user's organizations to signed-in callers only and the build had no Forgejo token.
   */
  readonly forgejoOrganizations: readonly Organization[] | null;
  /** Their public starred repositories; null: not asked, as for the organizations. */
  readonly forgejoStarred: readonly Repository[] | null;
  readonly techStack: readonly string[];
}

export type PortfolioPart = keyof PortfolioData;
