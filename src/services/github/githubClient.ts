import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';

const PortfolioOctokit = Octokit.plugin(retry, throttling);
export type GitHubClient = InstanceType<typeof PortfolioOctokit>;

export interface GitHubClientOptions {
  readonly baseUrl: string;
  readonly token: string | null;
  /** Retries of a 5xx or network failure (the retry plugin backs off 1 s, 4 s, 9 s…). */
  readonly retries?: number;
  /** Milliseconds per backoff unit; tests shrink it. */
  readonly retryAfterBaseValue?: number;
  /** Longest secondary-rate-limit pause worth waiting for, in seconds. */
  readonly maxRateLimitWait?: number;
  /** Called before every HTTP request, retries and pages included (the build counts API calls). */
  readonly onRequest?: () => void;
}

const quiet = () => undefined;

export function createGitHubClient({
  baseUrl,
  token,
  retries = 2,
  retryAfterBaseValue = 1000,
  maxRateLimitWait = 60,
  onRequest,
}: GitHubClientOptions): GitHubClient {
  const client = new PortfolioOctokit({
    baseUrl,
    ...(token ? { auth: token } : {}),
    userAgent: 'portfolio',
    retry: { retries, retryAfterBaseValue },
    throttle: {
      // The primary limit resets hourly: waiting would stall the page or the build, so fail and let
      // the caller fall back (snapshot, or a clear build error).
      onRateLimit: () => false,
      onSecondaryRateLimit: (
        retryAfter: number,
        _options: unknown,
        _octokit: unknown,
        count: number,
      ) => count < 1 && retryAfter <= maxRateLimitWait,
    },
    // Failures reach the caller as errors with context; Octokit's own console lines would repeat them.
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  });
  if (onRequest) client.hook.before('request', () => onRequest());
  return client;
}
