/**
 * The build's HTTP cache on disk (Node only: the page never imports it). Its own small store keeps
 * the answers (answerStore.ts), http-cache-semantics decides what a stored answer means: which validators to send, whether a 304
 * confirms it. Every request is revalidated (GitHub does not count a 304 against the rate limit), and a
 * request that fails after its retries is answered from the cache when the failure allows it
 * (policy.ts mayServeStale): the page keeps yesterday's numbers instead of publishing zeros.
 *
 * Credentials never reach the disk: the authorization headers are replaced by a fingerprint, both in
 * the stored request headers (GitHub varies on Authorization) and in the key, so a token change never
 * reuses another token's answers. One exception: GitHub Actions gives every run a new installation
 * token of the same repository, with the same access; those share one name, or no build of the Pages
 * workflow without a personal token would find its answers again.
 *
 * The cache stays bounded: a build's store (createHttpCacheStore) knows which answers the build used,
 * and its prune() at the end removes the others the rule lets go (see prune's comment).
 */
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import CachePolicy from 'http-cache-semantics';
import { createLimit } from '../../../src/lib/limit';
import { githubTokenKind } from '../../../src/services/github/tokenKind';
import {
  createAnswerStore,
  STORE_CONCURRENCY,
  type AnswerStore,
  type StoredEntry,
} from './answerStore';
import {
  mayServeStale,
  rejectsToken,
  type AttemptOutcome,
} from '../../../src/services/transport/policy';
import {
  rateLimitMessage,
  requestUrl,
  type Fetch,
} from '../../../src/services/transport/policyFetch';
import { STALE_SINCE_HEADER } from '../../../src/services/transport/staleAnswers';
import { findTransportError } from '../../../src/services/transport/transportError';
import type {
  StaleReason,
  TransportListener,
} from '../../../src/services/transport/transportEvents';
import { trimEndChar } from '../../../src/lib/text';
import { storedHeaders } from './storedHeaders';

const CREDENTIAL_HEADERS = ['authorization', 'private-token', 'job-token'];
/**
 * Version 2: stored answers hold only their public part (storedPart). Entries of another version are
 * never read and go at the next prune: a version 1 entry may hold a private repository.
 */
const KEY_VERSION = 'portfolio-http-v2';
const KEY_FAMILY = 'portfolio-http-';
/** Answers that say the resource is gone for good. */
const GONE_STATUSES = [404, 410];
/** The request headers that make a request conditional on a stored answer. */
const VALIDATORS = ['if-none-match', 'if-modified-since'];

interface StoredMetadata {
  readonly policy: CachePolicy.CachePolicyObject;
  readonly status: number;
  /** When the server last sent or confirmed this answer. */
  readonly confirmedAt: string;
  /** When a build last used it without the server confirming it (a stale answer, a failure). */
  readonly usedAt?: string;
  /**
   * When a build got an empty list in place of this non-empty one and kept this one: the next build
   * that gets an empty list again takes it (see emptiedList).
   */
  readonly emptiedAt?: string;
}

interface Stored {
  readonly policy: CachePolicy;
  readonly body: Buffer;
  readonly metadata: StoredMetadata;
  readonly entry: StoredEntry<StoredMetadata>;
}

/** The answers' folder in the cache folder, beside the count store's and the feeds'. */
const ANSWERS_FOLDER = 'answers';

function answerStore(dir: string): AnswerStore<StoredMetadata> {
  return createAnswerStore<StoredMetadata>(path.join(dir, ANSWERS_FOLDER));
}

export interface HttpCacheOptions {
  /** The cache folder (the cacheDir setting); the answers go in its `answers` folder. */
  readonly dir: string;
  /** The layer below: the policy fetch, whose retries come before any stale answer. */
  readonly fetch: Fetch;
  readonly onEvent?: TransportListener;
  /** A cache that cannot be read or written never fails the fetch; it is reported once. */
  readonly onWarning?: (message: string) => void;
  readonly now?: () => number;
  /** Receives the key of every request the cache is asked for: what this build used. */
  readonly used?: Set<string>;
  /** Receives the key of every answer this build stored or had confirmed by the server. */
  readonly confirmed?: Set<string>;
  /**
   * Whether answers to a URL are kept (all by default). The others go straight through: no validators,
   * nothing written, and no earlier answer stands in when they fail.
   */
  readonly storable?: (url: string) => boolean;
  /**
   * What of a 200 answer may be written to disk (the build's rule: scripts/pipeline/fetch/
   * publicAnswers.ts): the body to store, or null to store nothing. A changed body is also what the
   * caller gets, so a fresh answer and a cached one read the same; its count headers are dropped.
   * Default: the whole answer.
   */
  readonly storedPart?: (body: Buffer) => StoredPart | null;
  /** Headers dropped from an answer whose stored part changed (counts of what was removed). */
  readonly countHeaders?: readonly string[];
  /**
   * What of a GraphQL answer (a POST to a `/graphql` endpoint) may be written to disk, as storedPart
   * for the REST answers. Default: the whole answer.
   */
  readonly storedQueryPart?: (
    body: Buffer,
  ) => { readonly body: Buffer; readonly changed: boolean } | null;
  /**
   * Receives the repositories (`owner/name`, lower case) an answer left out as non-public: their
   * answers (branches, languages…) leave the cache at the prune, whatever else the build did.
   */
  readonly withheld?: Set<string>;
}

/** What of a 200 answer may be written to disk (see storedPart). */
export interface StoredPart {
  readonly body: Buffer;
  /** Whether items or fields were removed. */
  readonly changed: boolean;
  /** The repositories (`owner/name`) removed as non-public: none of their answers may stay. */
  readonly withheld?: readonly string[];
}

/** What stands for a credential on disk: a hash of it, or the kind for a token that changes per run. */
function fingerprint(value: string): string {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(value.trim())?.[1];
  if (token && githubTokenKind(token) === 'installation') return 'github-installation-token';
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

/**
 * The metadata as it may be stored: its answer's headers cut to the allow-list (storedHeaders.ts).
 * `changed` when they were not: an entry an earlier version wrote with every header.
 */
function withStoredHeaders(metadata: StoredMetadata): {
  readonly metadata: StoredMetadata;
  readonly changed: boolean;
} {
  const { resh } = metadata.policy;
  // Not a policy's (http-cache-semantics refuses to read it): nothing to clean.
  if (typeof resh !== 'object' || resh === null) return { metadata, changed: false };
  const kept = storedHeaders(resh);
  if (JSON.stringify(kept) === JSON.stringify(resh)) return { metadata, changed: false };
  return { metadata: { ...metadata, policy: { ...metadata.policy, resh: kept } }, changed: true };
}

/**
 * The repository (`owner/name`, lower case) a GitHub REST URL is about: its `/repos/{owner}/{name}`
 * path, or null.
 */
function repositoryOfUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /\/repos\/([^/]+)\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    return `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}`.toLowerCase();
  } catch {
    return null;
  }
}

/** The credential part of a key: each credential header's fingerprint, or nothing. */
const credentialOf = (safeHeaders: Record<string, string>): string =>
  CREDENTIAL_HEADERS.map((name) => safeHeaders[name] ?? '').join('|');

/** The credential part of a key for a request that sent none. */
const EMPTY_CREDENTIAL = credentialOf({});

/** What a stale answer says of the request it stands in for. */
interface Asked {
  readonly url: string;
  readonly credential: string;
  /** GET but for a GraphQL query. */
  readonly method?: 'POST';
}

/** Whether a body is an empty JSON list; short-circuits on length, so no other body is parsed. */
function isEmptyList(body: Buffer): boolean {
  return body.length <= 16 && body.toString('utf8').trim() === '[]';
}

/**
 * For a new answer that is an empty list as the server sent it (before its private items were left
 * out: a list of repositories that all turned private is no emptied list), how many items the stored
 * one had; else null.
 */
function emptiedList(received: Buffer, stored: Stored): number | null {
  if (!isEmptyList(received) || stored.metadata.status !== 200) return null;
  try {
    const earlier: unknown = JSON.parse(stored.body.toString('utf8'));
    return Array.isArray(earlier) && earlier.length > 0 ? earlier.length : null;
  } catch {
    return null;
  }
}

/** Whether a URL is a GraphQL endpoint: GitHub's /graphql, or /api/graphql on an Enterprise server. */
function isQueryEndpoint(url: string): boolean {
  try {
    return new URL(url).pathname.endsWith('/graphql');
  } catch {
    return false;
  }
}

/** The first error message of a GraphQL answer that has `errors`, else null (also for non-JSON). */
function queryErrors(body: Buffer): string | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value !== 'object' || value === null || !('errors' in value)) return null;
    const { errors } = value as { errors: unknown };
    if (!Array.isArray(errors) || errors.length === 0) return null;
    const first: unknown = errors[0];
    const message =
      typeof first === 'object' && first !== null && 'message' in first ? first.message : null;
    return typeof message === 'string' ? message.slice(0, 200) : 'an error';
  } catch {
    return null;
  }
}

/**
 * An answer with `errors` that also holds data (GitHub's partial answer: a SAML-protected repository
 * is null, the rest is there), without its errors: what may be stored. Null when its data holds
 * nothing but `viewer` (e.g. `user: null` with NOT_FOUND), which stands as a failure.
 * https://docs.github.com/graphql/guides/forming-calls-with-graphql
 */
function queryDataOf(body: Buffer): Buffer | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value !== 'object' || value === null || !('data' in value)) return null;
    const { data } = value as { data: unknown };
    if (typeof data !== 'object' || data === null) return null;
    const held = Object.entries(data).some(([name, field]) => name !== 'viewer' && field !== null);
    return held ? Buffer.from(JSON.stringify({ data })) : null;
  } catch {
    return null;
  }
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
  used,
  confirmed,
  storable = () => true,
  storedPart = (body) => ({ body, changed: false }),
  countHeaders = [],
  storedQueryPart = (body) => ({ body, changed: false }),
  withheld,
}: HttpCacheOptions): Fetch {
  const store = answerStore(dir);
  // An emptied list noted before this is an earlier build's (see noteEmptied).
  const openedAt = now();
  let warned = false;
  const warnOnce = (message: string, error: unknown) => {
    if (warned) return;
    warned = true;
    onWarning(`${message} (${error instanceof Error ? error.message : String(error)})`);
  };

  async function read(key: string): Promise<Stored | null> {
    try {
      const found = await store.read(key);
      if (!found || !isStoredMetadata(found.entry.metadata)) return null;
      const { body } = found;
      // An entry an earlier version wrote with every header is written anew without them.
      const { metadata, changed } = withStoredHeaders(found.entry.metadata);
      if (changed) await store.replace(found.entry, metadata);
      const entry = changed ? { ...found.entry, metadata } : found.entry;
      return { policy: CachePolicy.fromObject(metadata.policy), body, metadata, entry };
    } catch (error) {
      warnOnce(`The API cache in ${dir} does not work; fetching without it`, error);
      return null;
    }
  }

  const metadataOf = (policy: CachePolicy, status: number): StoredMetadata =>
    withStoredHeaders({
      policy: policy.toObject(),
      status,
      confirmedAt: new Date(now()).toISOString(),
    }).metadata;

  async function save(key: string, put: () => Promise<unknown>) {
    try {
      await put();
      confirmed?.add(key);
    } catch (error) {
      warnOnce(`The API cache in ${dir} does not work; fetching without it`, error);
    }
  }

  /** A new answer: body and entry, the previous ones replaced. */
  const write = (key: string, body: Buffer, policy: CachePolicy, status: number) =>
    save(key, () => store.write(key, body, metadataOf(policy, status)));

  /** A confirmed answer: only its entry says so; the body, already stored, is not written again. */
  const confirm = (key: string, stored: Stored, policy: CachePolicy) =>
    save(key, () => store.note(stored.entry, metadataOf(policy, stored.metadata.status)));

  /**
   * An empty list where the stored answer has items: the first time, the stored one stands in and the
   * entry notes when (a revoked token's lists can come back empty, and a page without its projects is
   * worse than yesterday's); a later build that gets an empty list again takes it as the truth.
   */
  const noteEmptied = (key: string, stored: Stored) =>
    save(key, () =>
      store.note(stored.entry, { ...stored.metadata, emptiedAt: new Date(now()).toISOString() }),
    );

  const removeStored = (key: string) =>
    store
      .remove(key)
      .catch((error: unknown) =>
        warnOnce(`The API cache in ${dir} does not work; fetching without it`, error),
      );

  const stale = (stored: Stored, asked: Asked, cause: string, reason?: StaleReason): Response => {
    const { url, method } = asked;
    const since = stored.metadata.confirmedAt;
    onEvent({
      type: 'stale',
      url,
      since,
      cause,
      ...(reason ? { reason } : {}),
      ...(method ? { method } : {}),
    });
    return answer(
      stored.body,
      stored.metadata.status,
      { ...plainPolicyHeaders(stored.policy), [STALE_SINCE_HEADER]: since },
      url,
    );
  };

  /** A request that threw: the stored answer where the failure allows one, else the error again. */
  const afterError = (error: unknown, stored: Stored | null, asked: Asked): Response => {
    const failure = findTransportError(error);
    if (stored && failure && mayServeStale({ kind: failure.reason })) {
      return stale(stored, asked, failure.message);
    }
    throw error;
  };

  /**
   * A failed answer with an earlier one stored: that one where the policy allows (a failure a later
   * build outgrows, or a rejected token: a revoked token loses nothing), else the failure itself.
   */
  const afterFailure = async (
    response: Response,
    stored: Stored,
    asked: Asked,
  ): Promise<Response> => {
    // A 403 names GitHub's secondary rate limit only in its body.
    const message = rateLimitMessage(
      response.status,
      response.status === 403 ? await response.clone().arrayBuffer() : null,
    );
    const outcome: AttemptOutcome = {
      kind: 'response',
      status: response.status,
      headers: response.headers,
      ...(message !== undefined ? { message } : {}),
    };
    if (mayServeStale(outcome)) {
      return stale(stored, asked, `Request failed with status code ${response.status}`);
    }
    if (asked.credential !== EMPTY_CREDENTIAL && rejectsToken(outcome)) {
      return stale(
        stored,
        asked,
        `the token was rejected (HTTP ${response.status})`,
        'token-rejected',
      );
    }
    return response;
  };

  /**
   * A GraphQL query: a POST, so no validators and nothing http-cache-semantics would keep. Its last
   * good answer is kept all the same, under the query's hash, so that the data only GraphQL gives (the
   * pins, the contribution calendar) has last good data like the rest: every build asks anew, a failure
   * the policy allows to be served stale, or a rejected token, gets the stored answer, marked stale.
   * An answer with `errors` and no data (GraphQL says so with a 200) is never stored, and stands as a
   * failure; one with data beside its errors is the current answer: passed on whole (the API logs each
   * error), and stored without its errors.
   */
  const sendQuery = async (
    input: RequestInfo | URL,
    init: RequestInit,
    url: string,
    query: string,
  ): Promise<Response> => {
    const safeHeaders = withoutCredentials(plainHeaders(init.headers));
    const asked: Asked = { url, credential: credentialOf(safeHeaders), method: 'POST' };
    const hash = createHash('sha256').update(query).digest('hex').slice(0, 16);
    const key = `${KEY_VERSION}:${asked.credential}:POST ${url}#${hash}`;
    used?.add(key);
    const stored = await read(key);

    let response: Response;
    try {
      response = await next(input, init);
    } catch (error) {
      return afterError(error, stored, asked);
    }
    const responseHeaders = plainHeaders(response.headers);
    if (response.ok) {
      const received = Buffer.from(await response.arrayBuffer());
      const failed = queryErrors(received);
      const partial = failed === null ? null : queryDataOf(received);
      if (failed !== null && partial === null) {
        if (stored) return stale(stored, asked, `GraphQL answered: ${failed}`);
        return answer(received, response.status, responseHeaders, response.url || url);
      }
      const part = storedQueryPart(partial ?? received);
      // A partial answer reaches the API with its errors (each one is logged); only its data is stored.
      const body = partial
        ? (storedQueryPart(received)?.body ?? received)
        : (part?.body ?? received);
      if (part) {
        const policy = new CachePolicy(
          { url, method: 'GET', headers: safeHeaders },
          { status: response.status, headers: responseHeaders },
          { shared: false },
        );
        await write(key, part.body, policy, response.status);
      } else if (stored) await removeStored(key);
      return answer(body, response.status, responseHeaders, response.url || url);
    }
    return stored ? afterFailure(response, stored, asked) : response;
  };

  return async (input, init = {}) => {
    const request = input instanceof Request ? input : null;
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    if (method === 'POST' && typeof init.body === 'string' && isQueryEndpoint(requestUrl(input))) {
      const url = requestUrl(input);
      if (storable(url)) return sendQuery(input, init, url, init.body);
    }
    if (method !== 'GET') return next(input, init);
    const url = requestUrl(input);
    if (!storable(url)) return next(input, init);
    const headers = plainHeaders(init.headers ?? request?.headers);
    const safeHeaders = withoutCredentials(headers);
    const policyRequest = { url, method, headers: safeHeaders };
    const asked: Asked = { url, credential: credentialOf(safeHeaders) };
    const key = `${KEY_VERSION}:${asked.credential}:${method} ${url}`;
    used?.add(key);

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
        return afterError(error, stored, asked);
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
          await confirm(key, stored, policy);
          onEvent({ type: 'not-modified', url });
          return answer(stored.body, stored.metadata.status, plainPolicyHeaders(policy), url);
        }
        // The 304 confirms another version than the stored one: only a full answer says what it is,
        // and a bare 304 is no answer a client can read.
        return send(false);
      }
      if (response.ok) {
        const received = Buffer.from(await response.arrayBuffer());
        const part = storedPart(received);
        const body = part?.body ?? received;
        const headers = part?.changed
          ? Object.fromEntries(
              Object.entries(responseHeaders).filter(([name]) => !countHeaders.includes(name)),
            )
          : responseHeaders;
        for (const name of part?.withheld ?? []) withheld?.add(name.toLowerCase());
        const items = stored ? emptiedList(received, stored) : null;
        if (stored && items !== null) {
          if (!stored.metadata.emptiedAt || Date.parse(stored.metadata.emptiedAt) >= openedAt) {
            await noteEmptied(key, stored);
            return stale(
              stored,
              asked,
              `an empty list where the last good answer had ${items === 1 ? '1 item' : `${items} items`}`,
              'emptied-list',
            );
          }
        }
        const policy = new CachePolicy(
          policyRequest,
          { status: response.status, headers },
          { shared: false },
        );
        if (part && policy.storable()) await write(key, part.body, policy, response.status);
        else if (stored) {
          // No longer storable (a repository made private): its earlier public copy goes too.
          await removeStored(key);
        }
        return answer(body, response.status, headers, response.url || url);
      }
      if (!stored) return response;
      if (GONE_STATUSES.includes(response.status)) {
        // The resource is gone: its answer would otherwise be kept (used, so never pruned) forever.
        await removeStored(key);
        return response;
      }
      return afterFailure(response, stored, asked);
    };

    return send(stored !== null);
  };
}

/**
 * How long an answer no build used stays: a week, as GitHub keeps an Actions cache nobody restores.
 * A daily build that is cut short or holds requests back for a few days still finds what it needs.
 */
export const UNUSED_ANSWER_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** See openedAt in createHttpCacheStore. */
const FILE_CLOCK_SLACK_MS = 1000;

/**
 * The folders of the cacache store this one replaced (index-vN, content-vN), which builds of before
 * December 2026 left in the cache folder and the Pages workflow would otherwise restore for ever.
 */
const FORMER_STORE_FOLDER = /^(?:index|content)-v\d+$/;

export interface PruneOptions {
  /**
   * The fetch completed without skipping: no part failed, no earlier answer stood in for a failed
   * request or for counts the rate limit did not cover, the budget did not run out. What it did not
   * ask for under `scope`, no build asks for any more (a deleted branch, a repository no longer shown).
   */
  readonly complete: boolean;
  /** The base URLs this fetch requests everything of (the APIs); others' answers are left alone. */
  readonly scope: readonly string[];
  /** Default UNUSED_ANSWER_GRACE_MS. */
  readonly graceMs?: number;
}

export interface PruneResult {
  readonly kept: number;
  readonly removed: number;
  /** Bytes of stored bodies deleted: of the removed answers, and of writes left unfinished. */
  readonly freedBytes: number;
}

/** One build's HTTP cache: the fetches it wraps, and what they used. */
export interface HttpCacheStore {
  /** Wraps one lane's policy fetch (createTransport's `cache` option). */
  wrap(next: Fetch): Fetch;
  /** At the end of the build's fetch: removes the answers the rule lets go. */
  prune(options: PruneOptions): Promise<PruneResult>;
}

/** The request URL in a key of this version (`<version>:<credential>:<METHOD> <url>`). */
function urlOfKey(key: string): string | null {
  if (!key.startsWith(`${KEY_VERSION}:`)) return null;
  const space = key.indexOf(' ');
  return space < 0 ? null : key.slice(space + 1);
}

function isWithin(url: string, base: string): boolean {
  const root = trimEndChar(base, '/');
  return url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`);
}

/** When a build last used an answer: its last confirmation or its last use. */
function lastUsed(metadata: StoredMetadata): number {
  return Math.max(Date.parse(metadata.confirmedAt), Date.parse(metadata.usedAt ?? '') || 0);
}

async function removeFormerStore(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  await Promise.all(
    names
      .filter((name) => FORMER_STORE_FOLDER.test(name))
      .map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
}

/**
 * The cache of one build's fetch. Every lane it wraps records the answers the build used; prune()
 * applies this rule to the others:
 *
 * - an answer this build used (asked for: confirmed, replaced, standing in for a failure, or failed
 *   without one) is kept, and its use is noted so that its age counts from today;
 * - an answer not used is removed once no build has used it for UNUSED_ANSWER_GRACE_MS, or at once
 *   when the fetch was complete and the answer lies under `scope` (nothing is asked for it any
 *   more); otherwise it is kept: a build cut short by its budget, or holding requests back for the
 *   rate limit, leaves the next one what it still needs. (Commit lists are not stored at all: the
 *   build's `storable` rule leaves them to the count store.)
 * - then what no entry stands for goes (a body or a write left by a build stopped halfway), except
 *   files written since this build began, which another step of the build (the feeds, beside this
 *   fetch) may be writing right now; and the folders of the store this one replaced.
 */
export function createHttpCacheStore(
  options: Omit<HttpCacheOptions, 'fetch' | 'used' | 'confirmed' | 'withheld'>,
): HttpCacheStore {
  const { dir, now = Date.now } = options;
  const store = answerStore(dir);
  const used = new Set<string>();
  const confirmed = new Set<string>();
  const withheld = new Set<string>();
  /** Whether a URL is about a repository an answer of this build left out as non-public. */
  const isWithheld = (url: string | null): boolean => {
    if (withheld.size === 0) return false;
    const repository = url === null ? null : repositoryOfUrl(url);
    return repository !== null && withheld.has(repository);
  };
  const startedAt = now();
  // The file system's clock, not `now`: it is compared with the files' own times, which the kernel
  // stamps from a coarse clock (a file written just after this can look a few milliseconds older).
  const openedAt = Date.now() - FILE_CLOCK_SLACK_MS;

  async function prune({ complete, scope, graceMs = UNUSED_ANSWER_GRACE_MS }: PruneOptions) {
    const at = now();
    // An answer this build used and stored or had confirmed is kept as it is: not even read again;
    // but not one about a repository that turned private.
    const current = new Set(
      [...used].flatMap((key) =>
        confirmed.has(key) && !isWithheld(urlOfKey(key)) ? [store.idOf(key)] : [],
      ),
    );
    const ids = await store.ids();
    const limit = createLimit(STORE_CONCURRENCY);
    const removals = await Promise.all(
      ids
        .filter((id) => !current.has(id))
        .map((id) =>
          limit(async (): Promise<number | null> => {
            const entry = await store.entryById(id);
            const read = entry?.metadata;
            // An answer about a repository that turned private goes, whatever else holds.
            if (entry && isStoredMetadata(read) && !isWithheld(urlOfKey(entry.key))) {
              // One an earlier version wrote with every header is written anew without them.
              const { metadata, changed } = withStoredHeaders(read);
              if (used.has(entry.key)) {
                // A use the server did not confirm in this build (that write noted it): noted here.
                if (Date.parse(metadata.confirmedAt) < startedAt) {
                  const noted = { ...metadata, usedAt: new Date(at).toISOString() };
                  await (changed ? store.replace(entry, noted) : store.note(entry, noted));
                } else if (changed) await store.replace(entry, metadata);
                return null;
              }
              const url = urlOfKey(entry.key);
              const unused = at - lastUsed(metadata) > graceMs;
              const noLongerAsked =
                complete && url !== null && scope.some((base) => isWithin(url, base));
              // An earlier version's entry: nothing writes those any more.
              const otherVersion =
                entry.key.startsWith(KEY_FAMILY) && !entry.key.startsWith(`${KEY_VERSION}:`);
              if (!unused && !noLongerAsked && !otherVersion) {
                if (changed) await store.replace(entry, metadata);
                return null;
              }
            }
            // Removed by the rule, or an entry nothing can read.
            return store.removeById(id);
          }),
        ),
    );
    const removedBytes = removals.filter((bytes): bytes is number => bytes !== null);
    // What no entry stands for any more: bodies and writes left by a build stopped halfway. Not
    // those of this build: another step (the feeds, beside this fetch) may be writing right now.
    const sweptBytes = await store.sweep(openedAt);
    await removeFormerStore(dir);
    return {
      kept: ids.length - removedBytes.length,
      removed: removedBytes.length,
      freedBytes: removedBytes.reduce((sum, bytes) => sum + bytes, 0) + sweptBytes,
    };
  }

  return {
    wrap: (next) => createHttpCache({ ...options, fetch: next, used, confirmed, withheld }),
    prune,
  };
}
