/**
 * The fields of GitHub's REST responses this product reads. Octokit's full types are structurally
 * compatible with these, and the narrower shape keeps fixtures, snapshots and mappers honest about
 * what is actually used.
 */

/** GET /user, GET /users/{username} */
export interface GitHubUser {
  readonly login: string;
  readonly name: string | null;
  readonly avatar_url: string;
  readonly html_url: string;
  readonly email: string | null;
  /** The "website" field of the profile; free text, often without a scheme. */
  readonly blog: string | null;
  readonly bio: string | null;
  /** Free text, often "@org". */
  readonly company: string | null;
  readonly location: string | null;
  /** When the account was created (ISO 8601): the page's "years on GitHub". */
  readonly created_at?: string;
}

/** Items of GET /user/orgs, GET /users/{username}/orgs */
export interface GitHubOrg {
  readonly login: string;
  readonly avatar_url: string;
  readonly description: string | null;
}

/** Items of GET /user/repos, GET /users/{username}/repos, GET /orgs/{org}/repos */
export interface GitHubRepo {
  readonly id: number;
  readonly name: string;
  readonly full_name: string;
  readonly owner: { readonly login: string };
  readonly private: boolean;
  readonly visibility?: string;
  readonly html_url: string;
  readonly description: string | null;
  readonly language?: string | null;
  readonly stargazers_count?: number;
  readonly forks_count?: number;
  readonly pushed_at?: string | null;
  readonly archived?: boolean;
  readonly fork?: boolean;
}

/** Items of GET /users/{username}/social_accounts, GET /user/social_accounts */
export interface GitHubSocialAccount {
  readonly provider: string;
  readonly url: string;
}

/** Items of GET /repos/{owner}/{repo}/branches */
export interface GitHubBranch {
  readonly name: string;
  readonly commit: { readonly sha: string };
}

/** The git author or committer of a commit: only the date is read. */
export interface GitHubGitActor {
  readonly date?: string;
}

/**
 * Items of GET /repos/{owner}/{repo}/commits: the SHA is counted, and the git dates of the owner's
 * commits give their first and last commit (null actors: GitHub omits a missing identity).
 */
export interface GitHubCommit {
  readonly sha: string;
  readonly commit: {
    readonly author: GitHubGitActor | null;
    readonly committer: GitHubGitActor | null;
  };
}

/** Items of GET /search/issues: a pull request the search found. */
export interface GitHubIssueSearchItem {
  readonly number: number;
  readonly title: string;
  readonly html_url: string;
  /**
   * The API address of its repository as the search names it, {api}/repos/{owner}/{name}: the name
   * it had when indexed, which a renamed or transferred repository no longer has.
   */
  readonly repository_url: string;
  /** When it was closed (a merged pull request is closed when merged). */
  readonly closed_at?: string | null;
  /**
   * Present on pull requests. `merged_at` is optional in GitHub's schema: a result of an
   * `is:merged` query is merged whether or not it says when.
   */
  readonly pull_request?: { readonly merged_at?: string | null };
}

/** A repository as the GraphQL star lookup reads it (`repository(owner:, name:)`). */
export interface GitHubRepositoryStars {
  /** `owner/name` as GitHub spells it now: a renamed or transferred repository's new name. */
  readonly nameWithOwner: string;
  readonly url: string;
  readonly description: string | null;
  readonly stargazerCount: number;
  readonly isPrivate: boolean;
}

/** GET /repos/{owner}/{repo}/languages: bytes of code per language. */
export type GitHubLanguages = Readonly<Record<string, number>>;
