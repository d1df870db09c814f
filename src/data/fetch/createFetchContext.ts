import type { PortfolioConfig } from '../../config';
import { createLimit } from '../../lib/limit';
import { createGitHubApi, type GitHubApiOptions } from '../../services/github/githubApi';
import { createGitLabApi } from '../../services/gitlab/gitlabApi';
import { MAX_CONCURRENT_REQUESTS, type FetchContext, type FetchLog } from './fetchContext';

export interface FetchContextOptions {
  readonly config: PortfolioConfig;
  readonly githubToken: string | null;
  readonly gitlabToken: string | null;
  readonly log: FetchLog;
  /** Retry and rate-limit tuning: a visitor waits less than a build. */
  readonly github?: Pick<GitHubApiOptions, 'retries' | 'retryAfterBaseValue' | 'maxRateLimitWait'>;
  /** Called before every API request (the build counts them). */
  readonly onRequest?: () => void;
  readonly strictLists?: boolean;
}

/** The services for one fetch of the configured portfolio, in Node or in the browser alike. */
export function createFetchContext({
  config,
  githubToken,
  gitlabToken,
  log,
  github = {},
  onRequest,
  strictLists = false,
}: FetchContextOptions): FetchContext {
  const username = config.github.username;
  if (!username)
    throw new Error('Fetching needs REACT_APP_GITHUB_USERNAME (the demo never fetches).');
  const { url: gitlabUrl, username: gitlabUsername } = config.gitlab;
  return {
    config,
    username,
    github: createGitHubApi({
      ...github,
      baseUrl: config.github.apiUrl,
      username,
      token: githubToken,
      ...(onRequest ? { onRequest } : {}),
    }),
    gitlab:
      gitlabUrl && gitlabUsername
        ? createGitLabApi({
            url: gitlabUrl,
            username: gitlabUsername,
            token: gitlabToken,
            ...(onRequest ? { onRequest } : {}),
          })
        : null,
    limit: createLimit(MAX_CONCURRENT_REQUESTS),
    log,
    strictLists,
  };
}
