import type { TransportTuning } from '../../src/services/transport/createTransport';

/**
 * The real rules of a build's fetch, with waits a build test can afford. The timeout stays long
 * enough that a busy machine never turns a slow answer into a retry; the cases that wait for
 * timeouts shorten it.
 */
export const BUILD_TEST_TUNING: TransportTuning = {
  timeoutMs: 5000,
  retryAfterCapMs: 2000,
  github: { baseDelayMs: 10 },
  gitlab: { baseDelayMs: 1 },
  forgejo: { baseDelayMs: 1 },
};
