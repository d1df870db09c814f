import type { Fetch } from './policyFetch';

/**
 * Marks an answer the build's HTTP cache gave in place of a failed request; its value is the ISO time
 * the server last sent or confirmed that answer.
 */
export const STALE_SINCE_HEADER = 'x-portfolio-stale-since';

/**
 * Reports every stale answer that passes through, so each part of the portfolio can say which of its
 * data is old and since when (the HTTP cache itself does not know which part asked).
 */
export function reportStaleAnswers(fetch: Fetch, onStale: (since: string) => void): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const since = response.headers.get(STALE_SINCE_HEADER);
    if (since) onStale(since);
    return response;
  };
}
