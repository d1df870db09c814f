import { Octokit } from '@octokit/rest';
import type { Fetch } from '../transport/policyFetch';

export type GitHubClient = Octokit;

export interface GitHubClientOptions {
  readonly baseUrl: string;
  readonly token: string | null;
  /**
   * Every request goes through it: the transport policy (timeouts, retries, Retry-After) and, at build
   * time, the HTTP cache. It replaces @octokit/plugin-retry and plugin-throttling, whose backoff
   * (1 s, 4 s), retried statuses and ignored Retry-After differ from the specification's rules, which
   * GitLab's requester shares (see services/transport/policy.ts).
   */
  readonly fetch: Fetch;
}

const quiet = () => undefined;

export function createGitHubClient({ baseUrl, token, fetch }: GitHubClientOptions): GitHubClient {
  return new Octokit({
    baseUrl,
    ...(token ? { auth: token } : {}),
    userAgent: 'portfolio',
    request: { fetch },
    // Failures reach the caller as errors with context; Octokit's own console lines would repeat them.
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  });
}
