/**
 * What kind of GitHub token the build was given, by GitHub's documented prefixes, for the build log:
 * how many requests an hour it allows and which endpoints it reads. The service does not rely on it:
 * whether a token may use /user is GitHub's answer (userEndpoints.ts).
 */
export type GitHubTokenKind =
  /** `ghs_`: an app installation's, such as the workflow's own token (github.token). */
  | 'installation'
  /** `ghp_` (classic), `github_pat_` (fine-grained), `gho_`/`ghu_` (OAuth and app user tokens). */
  | 'personal'
  /** Any other format (GitHub Enterprise Server, a future one). */
  | 'unknown';

/** GitHub's primary rate limit per hour (GitHub.com; Enterprise Cloud allows an installation more). */
export const GITHUB_REQUESTS_PER_HOUR = {
  anonymous: 60,
  installation: 1000,
  personal: 5000,
} as const;

export function githubTokenKind(token: string): GitHubTokenKind {
  if (token.startsWith('ghs_')) return 'installation';
  if (/^(ghp_|github_pat_|gho_|ghu_)/.test(token)) return 'personal';
  return 'unknown';
}

/** How the build log names the token's kind and what it allows (null: nothing to say). */
export function describeGitHubToken(token: string): string | null {
  switch (githubTokenKind(token)) {
    case 'installation':
      return `the workflow's token: public endpoints, ${GITHUB_REQUESTS_PER_HOUR.installation} requests an hour`;
    case 'personal':
      return `a personal token: ${GITHUB_REQUESTS_PER_HOUR.personal} requests an hour`;
    case 'unknown':
      return null;
  }
}
