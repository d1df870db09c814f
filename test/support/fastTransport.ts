/**
 * The real transport rules with the waits cut to a millisecond, for unit tests of the services and the
 * data layer: the retries still happen, nobody waits for them.
 */
import { unlimitedBudget } from '../../src/services/transport/budget';
import {
  createTransport,
  type Transport,
  type TransportOptions,
} from '../../src/services/transport/createTransport';

export interface FastTransportOptions {
  /** Retries per request for both services; default 0 (tests of retries set it). */
  readonly retries?: number;
  readonly timeoutMs?: number;
  readonly onEvent?: TransportOptions['onEvent'];
}

export function fastTransport({
  retries = 0,
  timeoutMs = 2000,
  onEvent,
}: FastTransportOptions = {}): Transport {
  return createTransport({
    runtime: 'build',
    budget: unlimitedBudget(),
    tuning: {
      timeoutMs,
      retryAfterCapMs: 50,
      github: { retries, baseDelayMs: 1 },
      gitlab: { retries, baseDelayMs: 1 },
      forgejo: { retries, baseDelayMs: 1 },
    },
    ...(onEvent ? { onEvent } : {}),
  });
}
