import type { ApiName } from '../apiError';
import type { FetchBudget } from './budget';
import {
  GITHUB_RETRY,
  GITLAB_RETRY,
  RETRY_AFTER_CAP_MS,
  type RetryPolicy,
  type Runtime,
} from './policy';
import { createPolicyFetch, type Fetch } from './policyFetch';
import type { TransportListener } from './transportEvents';

/** Shorter waits for tests; production uses policy.ts as it is. */
export interface TransportTuning {
  readonly timeoutMs?: number;
  readonly retryAfterCapMs?: number;
  readonly github?: Partial<RetryPolicy>;
  readonly gitlab?: Partial<RetryPolicy>;
}

export interface TransportOptions {
  readonly runtime: Runtime;
  readonly budget: FetchBudget;
  readonly onEvent?: TransportListener;
  /** Wraps each service's policy fetch: the build's HTTP cache. */
  readonly cache?: (fetch: Fetch) => Fetch;
  readonly tuning?: TransportTuning;
}

/** One fetch per service, each applying that service's rules. */
export type Transport = Readonly<Record<ApiName, Fetch>>;

const POLICIES: Readonly<Record<ApiName, RetryPolicy>> = {
  GitHub: GITHUB_RETRY,
  GitLab: GITLAB_RETRY,
};
const TUNING_KEY = { GitHub: 'github', GitLab: 'gitlab' } as const;

export function createTransport({
  runtime,
  budget,
  onEvent,
  cache = (fetch) => fetch,
  tuning = {},
}: TransportOptions): Transport {
  const forApi = (api: ApiName): Fetch =>
    cache(
      createPolicyFetch({
        api,
        policy: { ...POLICIES[api], ...tuning[TUNING_KEY[api]] },
        retryAfterCapMs: tuning.retryAfterCapMs ?? RETRY_AFTER_CAP_MS[runtime],
        budget,
        ...(tuning.timeoutMs !== undefined ? { timeoutMs: tuning.timeoutMs } : {}),
        ...(onEvent ? { onEvent } : {}),
      }),
    );
  return { GitHub: forApi('GitHub'), GitLab: forApi('GitLab') };
}
