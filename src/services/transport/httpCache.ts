/**
 * The build's HTTP cache on disk (Node only: the page never imports it). cacache stores the answers,
 * http-cache-semantics decides what a stored answer means: which validators to send, whether a 304
 * confirms it. Every request is revalidated (GitHub does not count a 304 against the rate limit), and a
 * request that fails after its retries is answered from the cache when the failure allows it
 * (policy.ts mayServeStale): the page keeps yesterday's numbers instead of publishing zeros.
 *
 * Credentials never reach the disk: the authorization headers are replaced by a fingerprint, both in
 * the stored request headers (GitHub varies on Authorization) and in the key, so a token change never
 * reuses another token's answers.
 */
import { createHash } from 'node:crypto';
import cacache from 'cacache';
import CachePolicy from 'http-cache-semantics';
import { mayServeStale } from './policy';
import { requestUrl, type Fetch } from './policyFetch';
import { STALE_SINCE_HEADER } from './staleAnswers';
import { findTransportError } from './transportError';
import type { TransportListener } from './transportEvents';

const CREDENTIAL_HEADERS = ['authorization', 'private-token', 'job-token'];
const KEY_VERSION = 'portfolio-http-v1';
/** The request headers that make a request conditional on a stored answer. */
const VALIDATORS = ['if-none-match', 'if-modified-since'];

interface StoredMetadata {
  readonly policy: CachePolicy.CachePolicyObject;
  readonly status: number;
  /** When the server last sent or confirmed this answer. */
  readonly confirmedAt: string;
}

interface Stored {
  readonly policy: CachePolicy;
  readonly body: Buffer;
  readonly metadata: StoredMetadata;
}

export interface HttpCacheOptions {
  readonly dir: string;
  /** The layer below: the policy fetch, whose retries come before any stale answer. */
  readonly fetch: Fetch;
  readonly onEvent?: TransportListener;
  /** A cache that cannot be read or written never fails the fetch; it is reported once. */
  readonly onWarning?: (message: string) => void;
  readonly now?: () => number;
}

function fingerprint(value: string): string {
  return `sha256:${createHash('sha256').update(value).digest('hex').slice(0, 16)}`;
}

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(
    [...new Headers(headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const safe = { ...headers };
  for (const name of CREDENTIAL_HEADERS) {
    const value = safe[name];
    if (value !== undefined) safe[name] = fingerprint(value);
  }
  return safe;
}

/** http-cache-semantics types header values loosely; a stored answer has plain strings. */
function plainPolicyHeaders(policy: CachePolicy): Record<string, string> {
  return Object.fromEntries(
    Object.entries(policy.responseHeaders()).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );
}

function isStoredMetadata(value: unknown): value is StoredMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const { policy, status, confirmedAt } = value as Partial<StoredMetadata>;
  return (
    typeof policy === 'object' &&
    policy !== null &&
    typeof status === 'number' &&
    typeof confirmedAt === 'string'
  );
}

function answer(
  body: Buffer | null,
  status: number,
  headers: Record<string, string>,
  url: string,
): Response {
  const response = new Response(body && new Uint8Array(body), { status, headers });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

export function createHttpCache({
  dir,
  fetch: next,
  onEvent = () => undefined,
  onWarning = () => undefined,
  now = Date.now,
}: HttpCacheOptions): Fetch {
  let warned = false;
  const warnOnce = (message: string, error: unknown) => {
    if (warned) return;
    warned = true;
    onWarning(`${message} (${error instanceof Error ? error.message : String(error)})`);
  };

  async function read(key: string): Promise<Stored | null> {
    try {
      const { data, metadata } = await cacache.get(dir, key);
      if (!isStoredMetadata(metadata)) return null;
      return { policy: CachePolicy.fromObject(metadata.policy), body: data, metadata };
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') {
        warnOnce(`The API cache in ${dir} does not work; fetching without it`, error);
      }
      return null;
    }
  }

  async function write(key: string, body: Buffer, policy: CachePolicy, status: number) {
    const metadata: StoredMetadata = {
      policy: policy.toObject(),
      status,
      confirmedAt: new Date(now()).toISOString(),
    };
    try {
      await cacache.put(dir, key, body, { metadata });
      // cacache appends an index line per write: keep the latest only, or a daily rebuild would grow
      // every key's index by a line a day.
      await cacache.index.compact(dir, key, (a, b) => a.key === b.key);
    } catch (error) {
      warnOnce(`The API cache in ${dir} does not work; fetching without it`, error);
    }
  }

  const stale = (stored: Stored, url: string, cause: string): Response => {
    const since = stored.metadata.confirmedAt;
    onEvent({ type: 'stale', url, since, cause });
    return answer(
      stored.body,
      stored.metadata.status,
      { ...plainPolicyHeaders(stored.policy), [STALE_SINCE_HEADER]: since },
      url,
    );
  };

  return async (input, init = {}) => {
    const request = input instanceof Request ? input : null;
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') return next(input, init);
    const url = requestUrl(input);
    const headers = plainHeaders(init.headers ?? request?.headers);
    const safeHeaders = withoutCredentials(headers);
    const policyRequest = { url, method, headers: safeHeaders };
    const credential = CREDENTIAL_HEADERS.map((name) => safeHeaders[name] ?? '').join('|');
    const key = `${KEY_VERSION}:${credential}:${method} ${url}`;

    const stored = await read(key);
    const unconditional = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !VALIDATORS.includes(name)),
    );
    const conditional = { ...unconditional };
    if (stored) {
      const revalidation = stored.policy.revalidationHeaders(policyRequest);
      for (const name of VALIDATORS) {
        const value = revalidation[name];
        if (typeof value === 'string') conditional[name] = value;
      }
    }

    /**
     * One request and what its answer means for the cache. Validators are sent only while the stored
     * answer can still be confirmed; a 304 that confirms another version leads to one request without
     * them, whose answer counts like any fresh one.
     */
    const send = async (withValidators: boolean): Promise<Response> => {
      let response: Response;
      try {
        response = await next(input, {
          ...init,
          headers: withValidators ? conditional : unconditional,
        });
      } catch (error) {
        const failure = findTransportError(error);
        if (stored && failure && mayServeStale({ kind: failure.reason })) {
          return stale(stored, url, failure.message);
        }
        throw error;
      }

      const responseHeaders = plainHeaders(response.headers);
      if (response.status === 304 && stored && withValidators) {
        const { policy, modified, matches } = stored.policy.revalidatedPolicy(policyRequest, {
          status: 304,
          headers: responseHeaders,
        });
        // http-cache-semantics says `modified: false` for any 304, even one whose validators are not
        // the stored answer's (`matches: false`): trusting that would pair the old body with the new
        // ETag, and every later 304 would confirm that stale pair.
        if (matches && !modified) {
          await write(key, stored.body, policy, stored.metadata.status);
          onEvent({ type: 'not-modified', url });
          return answer(stored.body, stored.metadata.status, plainPolicyHeaders(policy), url);
        }
        // The 304 confirms another version than the stored one: only a full answer says what it is,
        // and a bare 304 is no answer a client can read.
        return send(false);
      }
      if (response.ok) {
        const body = Buffer.from(await response.arrayBuffer());
        const policy = new CachePolicy(
          policyRequest,
          { status: response.status, headers: responseHeaders },
          { shared: false },
        );
        if (policy.storable()) await write(key, body, policy, response.status);
        return answer(body, response.status, responseHeaders, response.url || url);
      }
      if (
        stored &&
        mayServeStale({ kind: 'response', status: response.status, headers: response.headers })
      ) {
        return stale(stored, url, `Request failed with status code ${response.status}`);
      }
      return response;
    };

    return send(stored !== null);
  };
}
