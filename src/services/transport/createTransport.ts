import type { FetchBudget } from './budget';
import {
  FORGEJO_RETRY,
  GITHUB_RETRY,
  GITLAB_RETRY,
  REQUEST_TIMEOUT_MS,
  RETRY_AFTER_CAP_MS,
  WEB_REQUEST_TIMEOUT_MS,
  WEB_RETRY,
  type RetryPolicy,
  type Runtime,
  type TransportLane,
} from './policy';
import { createPolicyFetch, type Fetch } from './policyFetch';
import type { TransportListener } from './transportEvents';

/** Shorter waits for tests; production uses policy.ts as it is. */
export interface TransportTuning {
  readonly timeoutMs?: number;
  readonly retryAfterCapMs?: number;
  readonly github?: Partial<RetryPolicy>;
  readonly gitlab?: Partial<RetryPolicy>;
  readonly forgejo?: Partial<RetryPolicy>;
  readonly web?: Partial<RetryPolicy>;
}

export interface TransportOptions {
  readonly runtime: Runtime;
  readonly budget: FetchBudget;
  readonly onEvent?: TransportListener;
  /** Wraps each service's policy fetch: the build's HTTP cache. */
  readonly cache?: (fetch: Fetch) => Fetch;
  readonly tuning?: TransportTuning;
  /** Answers larger than this are refused as they arrive (see policyFetch.ts); default: no cap. */
  readonly maxBodyBytes?: number;
  /**
   * What sends a lane's requests below its policy (see PolicyFetchOptions.send): the build's outbound
   * guard for hosts the owner does not control; default: the platform's fetch.
   */
  readonly send?: Partial<Record<TransportLane, Fetch>>;
}

/** One fetch per lane (each API, and Web for any other host), each applying that lane's rules. */
export type Transport = Readonly<Record<TransportLane, Fetch>>;

const POLICIES: Readonly<Record<TransportLane, RetryPolicy>> = {
  GitHub: GITHUB_RETRY,
  GitLab: GITLAB_RETRY,
  Forgejo: FORGEJO_RETRY,
  Web: WEB_RETRY,
};
const TIMEOUTS_MS: Readonly<Record<TransportLane, number>> = {
  GitHub: REQUEST_TIMEOUT_MS,
  GitLab: REQUEST_TIMEOUT_MS,
  Forgejo: REQUEST_TIMEOUT_MS,
  Web: WEB_REQUEST_TIMEOUT_MS,
};
const TUNING_KEY = {
  GitHub: 'github',
  GitLab: 'gitlab',
  Forgejo: 'forgejo',
  Web: 'web',
} as const;

export function createTransport({
  runtime,
  budget,
  onEvent,
  cache = (fetch) => fetch,
  tuning = {},
  maxBodyBytes,
  send = {},
}: TransportOptions): Transport {
  const forLane = (api: TransportLane): Fetch => {
    const sender = send[api];
    return cache(
      createPolicyFetch({
        api,
        policy: { ...POLICIES[api], ...tuning[TUNING_KEY[api]] },
        retryAfterCapMs: tuning.retryAfterCapMs ?? RETRY_AFTER_CAP_MS[runtime],
        budget,
        timeoutMs: tuning.timeoutMs ?? TIMEOUTS_MS[api],
        ...(onEvent ? { onEvent } : {}),
        ...(maxBodyBytes !== undefined ? { maxBodyBytes } : {}),
        ...(sender ? { send: sender } : {}),
      }),
    );
  };
  return {
    GitHub: forLane('GitHub'),
    GitLab: forLane('GitLab'),
    Forgejo: forLane('Forgejo'),
    Web: forLane('Web'),
  };
}
