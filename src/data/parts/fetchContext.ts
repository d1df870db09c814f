import type { PortfolioConfig } from '../../config';
import type { Repository } from '../../domain/model';
import type { Limit } from '../../lib/limit';
import type { GitHubApi } from '../../services/github/githubApi';
import type { GitHubOrg } from '../../services/github/githubTypes';
import type { GitLabApi } from '../../services/gitlab/gitlabApi';
import type { ForgejoApi } from '../../services/forgejo/forgejoApi';
import type { RateLimitLeft } from '../../services/transport/transportEvents';
import type { CountStore } from './countStore';

/** Where progress and partial failures go: build output in Node, the console in the browser. */
export interface FetchLog {
  /** One line of progress (the build prints it; the browser ignores it). */
  step(message: string): void;
  /** A failure the page survives. */
  warn(message: string, error: unknown): void;
}

/**
 * What only the build's fetch has: it plans the commit counts by the rate limit and counts only the
 * branches that moved since an earlier build.
 */
export interface BuildFetchRuntime {
  readonly kind: 'build';
  /** GitHub's rate limit as the answers so far report it. */
  readonly rateLimitLeft: () => RateLimitLeft | null;
  /** What earlier builds counted, so that only new or moved branches are requested. */
  readonly counts: CountStore;
}

/**
 * What only live mode has: the build-time snapshot stands in for what fails in the visitor's
 * browser, so the live page is never worse than the built one. Live mode counts every branch.
 */
export interface LiveFetchRuntime {
  readonly kind: 'live';
  /**
   * The build-time snapshot's copy of a repository: a count or language list that fails live shows
   * the snapshot's instead of zero. And a failed repository list of an organization fails the whole
   * organizations part, so that the page shows the snapshot's instead of an organization without
   * repositories.
   */
  readonly snapshotRepository: (id: string) => Promise<Repository | undefined>;
}

export type FetchRuntime = BuildFetchRuntime | LiveFetchRuntime;

export interface FetchContext {
  readonly config: PortfolioConfig;
  /** The configured GitHub username (fetching needs one: demo builds never fetch). */
  readonly username: string;
  readonly github: GitHubApi;
  /** The owner's organizations, asked once per fetch whichever part asks first. */
  readonly githubOrganizations: () => Promise<GitHubOrg[]>;
  /** Null when no GitLab instance is configured: the GitLab lists are empty. */
  readonly gitlab: GitLabApi | null;
  /**
   * The Forgejo (Gitea, Codeberg) client: the build's only. Null without Forgejo settings, and in
   * live mode, whose page shows the build's snapshot of Forgejo (see ForgejoClientFactory).
   */
  readonly forgejo: ForgejoApi | null;
  /** Shared by every request of one fetch, so concurrency stays bounded overall. */
  readonly limit: Limit;
  readonly log: FetchLog;
  readonly runtime: FetchRuntime;
  /** Records that a repository shows the counts of an earlier build, made at `since` (ISO). */
  readonly staleCounts: (since: string) => void;
  /**
   * Settles once the fetch's other GitHub parts (the profile, the own repositories and their
   * languages) have: what the rate limit has left after them is the organizations' to spend.
   */
  readonly otherGitHubParts: () => Promise<void>;
}

/** Requests in flight at once: enough to be quick, few enough for GitHub's secondary rate limit. */
export const MAX_CONCURRENT_REQUESTS = 6;

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
