/**
 * The build's HTTP cache on disk (Node only: the page never imports it). cacache stores the answers,
 * http-cache-semantics decides what a stored answer means: which validators to send, whether a 304
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
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import cacache from 'cacache';
import CachePolicy from 'http-cache-semantics';
import { createLimit } from '../../../src/lib/limit';
import { githubTokenKind } from '../../../src/services/github/tokenKind';
import { listTree, removeEmptyFolders, type FolderTree } from './cacheFolders';
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
import { cutAtFirstOf, trimEndChar } from '../../../src/lib/text';

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
  /** The body's address in the cache (cacache's integrity) and size. */
  readonly integrity: string;
  readonly size: number | undefined;
}

export interface HttpCacheOptions {
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
   * A 304 appends its confirmation to the index and leaves the compaction to the store's prune (see
   * confirm). Without a store (the feeds, the avatar: a few requests, and no prune when the build
   * fetches no snapshot), each confirmation is compacted at once.
   */
  readonly appendConfirmations?: boolean;
  /**
   * Whether answers to a URL are kept (all by default). The others go straight through: no validators,
   * nothing written, and no earlier answer stands in when they fail.
   */
  readonly storable?: (url: string) => boolean;
  /**
   * What of a 200 answer may be written to disk (the build's rule: scripts/build/fetch/
   * publicAnswers.ts): the body to store, or null to store nothing. A changed body is also what the
   * caller gets, so a fresh answer and a cached one read the same; its count headers are dropped.
   * Default: the whole answer.
   */
  readonly storedPart?: (
    body: Buffer,
  ) => { readonly body: Buffer; readonly changed: boolean } | null;
  /** Headers dropped from an answer whose stored part changed (counts of what was removed). */
  readonly countHeaders?: readonly string[];
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

/** The credential part of a key for a request that sent none. */
const EMPTY_CREDENTIAL = CREDENTIAL_HEADERS.map(() => '').join('|');

/** Whether a body is an empty JSON list; short-circuits on length, so no other body is parsed. */
function isEmptyList(body: Buffer): boolean {
  return body.length <= 16 && body.toString('utf8').trim() === '[]';
}

/** For a new answer that is an empty list: how many items the stored one had; else null. */
function emptiedList(body: Buffer, stored: Stored): number | null {
  if (!isEmptyList(body) || stored.metadata.status !== 200) return null;
  try {
    const earlier: unknown = JSON.parse(stored.body.toString('utf8'));
    return Array.isArray(earlier) && earlier.length > 0 ? earlier.length : null;
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
  appendConfirmations = false,
  storedPart = (body) => ({ body, changed: false }),
  countHeaders = [],
}: HttpCacheOptions): Fetch {
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
      // cacache.get in two steps, so that the body's size comes from the entry instead of a stat.
      const entry = await cacache.get.info(dir, key);
      if (!entry) return null;
      const { metadata, integrity, size } = entry;
      if (!isStoredMetadata(metadata)) return null;
      return {
        policy: CachePolicy.fromObject(metadata.policy),
        body: await cacache.get.byDigest(dir, integrity, size !== undefined ? { size } : {}),
        metadata,
        integrity,
        size,
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') {
        warnOnce(`The API cache in ${dir} does not work; fetching without it`, error);
      }
      return null;
    }
  }

  const metadataOf = (policy: CachePolicy, status: number): StoredMetadata => ({
    policy: policy.toObject(),
    status,
    confirmedAt: new Date(now()).toISOString(),
  });

  async function save(key: string, put: () => Promise<unknown>) {
    try {
      await put();
      confirmed?.add(key);
    } catch (error) {
      warnOnce(`The API cache in ${dir} does not work; fetching without it`, error);
    }
  }

  /**
   * A new answer. cacache appends an index line per write: only the latest is kept, so that the older
   * line does not keep the replaced body from being swept.
   */
  const write = (key: string, body: Buffer, policy: CachePolicy, status: number) =>
    save(key, async () => {
      await cacache.put(dir, key, body, { metadata: metadataOf(policy, status) });
      await compactEntry(dir, key);
    });

  /**
   * A confirmed answer: its entry says so in one appended line; the body, already stored, is not
   * written again. Every line names that one body, so the key's older lines cost only their bytes,
   * and the store's prune compacts the index once they add up (MAX_INDEX_LINES): compacting at each
   * of a warm build's hundreds of 304s read and rewrote as many index files again.
   */
  const confirm = (key: string, stored: Stored, policy: CachePolicy) =>
    save(key, async () => {
      await cacache.index.insert(dir, key, stored.integrity, {
        metadata: metadataOf(policy, stored.metadata.status),
        ...(stored.size !== undefined ? { size: stored.size } : {}),
      });
      if (!appendConfirmations) await compactEntry(dir, key);
    });

  /**
   * An empty list where the stored answer has items: the first time, the stored one stands in and the
   * entry notes when (a revoked token's lists can come back empty, and a page without its projects is
   * worse than yesterday's); a later build that gets an empty list again takes it as the truth.
   */
  const noteEmptied = (key: string, stored: Stored) =>
    save(key, () =>
      cacache.index.insert(dir, key, stored.integrity, {
        metadata: { ...stored.metadata, emptiedAt: new Date(now()).toISOString() },
        ...(stored.size !== undefined ? { size: stored.size } : {}),
      }),
    );

  const stale = (stored: Stored, url: string, cause: string, reason?: StaleReason): Response => {
    const since = stored.metadata.confirmedAt;
    onEvent({ type: 'stale', url, since, cause, ...(reason ? { reason } : {}) });
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
    if (!storable(url)) return next(input, init);
    const headers = plainHeaders(init.headers ?? request?.headers);
    const safeHeaders = withoutCredentials(headers);
    const policyRequest = { url, method, headers: safeHeaders };
    const credential = CREDENTIAL_HEADERS.map((name) => safeHeaders[name] ?? '').join('|');
    const key = `${KEY_VERSION}:${credential}:${method} ${url}`;
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
        const items = stored ? emptiedList(body, stored) : null;
        if (stored && items !== null) {
          if (!stored.metadata.emptiedAt || Date.parse(stored.metadata.emptiedAt) >= openedAt) {
            await noteEmptied(key, stored);
            return stale(
              stored,
              url,
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
          await removeEntry(dir, key, { removeFully: true }).catch((error: unknown) =>
            warnOnce(`The API cache in ${dir} does not work; fetching without it`, error),
          );
        }
        return answer(body, response.status, headers, response.url || url);
      }
      if (!stored) return response;
      if (GONE_STATUSES.includes(response.status)) {
        // The resource is gone: its answer would otherwise be kept (used, so never pruned) forever.
        await removeEntry(dir, key, { removeFully: true }).catch((error: unknown) =>
          warnOnce(`The API cache in ${dir} does not work; fetching without it`, error),
        );
        return response;
      }
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
        return stale(stored, url, `Request failed with status code ${response.status}`);
      }
      if (credential !== EMPTY_CREDENTIAL && rejectsToken(outcome)) {
        return stale(
          stored,
          url,
          `the token was rejected (HTTP ${response.status})`,
          'token-rejected',
        );
      }
      return response;
    };

    return send(stored !== null);
  };
}

/**
 * How long an answer no build used stays: a week, as GitHub keeps an Actions cache nobody restores.
 * A daily build that is cut short or holds requests back for a few days still finds what it needs.
 */
export const UNUSED_ANSWER_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * cacache's index and content folders (its format versions 5 and 2). cacache.ls and cacache.verify
 * list them, but load p-map by a dynamic import, which jest's module system refuses; a later format
 * would simply not be swept.
 */
const INDEX_DIR = 'index-v5';
const CONTENT_DIR = 'content-v2';

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
  /** Bytes of stored bodies deleted: of the removed answers, and of older versions replaced. */
  readonly freedBytes: number;
}

/** One build's HTTP cache: the fetches it wraps, and what they used. */
export interface HttpCacheStore {
  /** Wraps one lane's policy fetch (createTransport's `cache` option). */
  wrap(next: Fetch): Fetch;
  /** At the end of the build's fetch: removes the answers the rule lets go. */
  prune(options: PruneOptions): Promise<PruneResult>;
}

/**
 * How many index lines a key may gather before prune compacts them to the latest: each build that
 * confirms an answer appends one (about 2 KB), and each read parses them all.
 */
export const MAX_INDEX_LINES = 8;

/** Keeps the key's latest index line only. */
async function compactEntry(dir: string, key: string): Promise<void> {
  await cacache.index.compact(dir, key, (a, b) => a.key === b.key);
}

/** @types/cacache omits rm.entry's documented options. */
type RemoveEntry = (
  cache: string,
  key: string,
  options: { removeFully: boolean },
) => Promise<unknown>;
const removeEntry = cacache.rm.entry as RemoveEntry;

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

/** When a build last used an entry: its last confirmation or use, else when cacache wrote it. */
function lastUsed(entry: cacache.CacheObject): number {
  const metadata: unknown = entry.metadata;
  if (!isStoredMetadata(metadata)) return entry.time;
  return Math.max(Date.parse(metadata.confirmedAt), Date.parse(metadata.usedAt ?? '') || 0);
}

/** Each hash of an integrity string (`sha512-<base64>`, possibly several), without options. */
function hashesOf(integrity: string): string[] {
  return integrity.split(/\s+/).flatMap((hash) => (hash ? [cutAtFirstOf(hash, '?')] : []));
}

/** Files read at once while pruning: a large account's thousands would run out of descriptors. */
const PRUNE_CONCURRENCY = 16;

interface IndexLine {
  /** The index file it is in. */
  readonly file: string;
  readonly key: string;
  /** null: a removal cacache noted without removing the file. */
  readonly integrity: string | null;
}

/** Every entry line of the index files listed: one JSON entry a line, after a tab. */
async function indexLines(index: FolderTree): Promise<IndexLine[]> {
  const limit = createLimit(PRUNE_CONCURRENCY);
  const texts = await Promise.all(
    index.files.map((file) => limit(() => readFile(file, 'utf8').catch(() => ''))),
  );
  return texts.flatMap((text, at) =>
    text.split('\n').flatMap((line) => {
      try {
        const { key, integrity } = JSON.parse(line.slice(line.indexOf('\t') + 1)) as {
          key?: unknown;
          integrity?: unknown;
        };
        if (typeof key !== 'string') return [];
        const file = index.files[at] ?? '';
        return [{ file, key, integrity: typeof integrity === 'string' ? integrity : null }];
      } catch {
        // Not an entry (an empty line, a line cut short): cacache skips it too.
        return [];
      }
    }),
  );
}

/**
 * The current entry of every key of the index lines, read the official way, but those `known`
 * (nothing to decide about them): the entries, and the keys left out.
 */
async function storedEntries(
  dir: string,
  lines: readonly IndexLine[],
  known: (key: string) => boolean,
): Promise<{ entries: cacache.CacheObject[]; known: string[] }> {
  const limit = createLimit(PRUNE_CONCURRENCY);
  const keys = [...new Set(lines.map(({ key }) => key))];
  const unknown = keys.filter((key) => !known(key));
  const entries = await Promise.all(unknown.map((key) => limit(() => cacache.get.info(dir, key))));
  return {
    entries: entries.flatMap((entry) => (entry ? [entry] : [])),
    known: keys.filter(known),
  };
}

interface StoredBody {
  readonly file: string;
  /** As cacache names it: `sha512-<base64>`. */
  readonly integrity: string;
}

/** Every stored body of the content files listed, its integrity read from its path. */
function storedBodies(root: string, content: FolderTree): StoredBody[] {
  return content.files.flatMap((file) => {
    // <algorithm>/<2 hex>/<2 hex>/<rest of the hex digest>
    const parts = path.relative(root, file).split(path.sep);
    if (parts.length !== 4) return [];
    const [algorithm = '', ...hex] = parts;
    const digest = hex.join('');
    if (!/^[0-9a-f]+$/.test(digest)) return [];
    return [{ file, integrity: `${algorithm}-${Buffer.from(digest, 'hex').toString('base64')}` }];
  });
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
 * - then every stored body no remaining answer refers to goes (an answer replaced by a newer version
 *   leaves the old body behind), except bodies written since this build began, which another step of
 *   the build (the feeds, beside this fetch) may be about to refer to.
 *
 * This is cacache's verify done piecewise: verify would also empty the tmp folder and rewrite every
 * index file while the feeds may still be writing there.
 */
export function createHttpCacheStore(
  options: Omit<HttpCacheOptions, 'fetch' | 'used' | 'confirmed' | 'appendConfirmations'>,
): HttpCacheStore {
  const { dir, now = Date.now } = options;
  const used = new Set<string>();
  const confirmed = new Set<string>();
  const startedAt = now();
  // The file system's clock, not `now`: it is compared with the files' own times.
  const openedAt = Date.now();

  async function prune({ complete, scope, graceMs = UNUSED_ANSWER_GRACE_MS }: PruneOptions) {
    const at = now();
    const indexRoot = path.join(dir, INDEX_DIR);
    const contentRoot = path.join(dir, CONTENT_DIR);
    const index = await listTree(indexRoot);
    const lines = await indexLines(index);
    const lineCount = new Map<string, number>();
    for (const { key } of lines) lineCount.set(key, (lineCount.get(key) ?? 0) + 1);
    // An answer this build used and stored or had confirmed is kept as it is: not even read again.
    const stored = await storedEntries(dir, lines, (key) => used.has(key) && confirmed.has(key));
    const limit = createLimit(PRUNE_CONCURRENCY);
    const removedKeys = new Set<string>();
    let freedBytes = 0;
    const changes = stored.entries.map((entry) => {
      if (used.has(entry.key)) {
        const metadata: unknown = entry.metadata;
        // A use the server did not confirm in this build (that write noted it): noted here.
        if (!isStoredMetadata(metadata) || Date.parse(metadata.confirmedAt) >= startedAt)
          return null;
        return limit(() =>
          cacache.index.insert(dir, entry.key, entry.integrity, {
            metadata: { ...metadata, usedAt: new Date(at).toISOString() },
            ...(entry.size !== undefined ? { size: entry.size } : {}),
          }),
        );
      }
      const url = urlOfKey(entry.key);
      const unused = at - lastUsed(entry) > graceMs;
      const noLongerAsked = complete && url !== null && scope.some((base) => isWithin(url, base));
      // An earlier version's entry: nothing writes those any more.
      const otherVersion =
        entry.key.startsWith(KEY_FAMILY) && !entry.key.startsWith(`${KEY_VERSION}:`);
      if (!unused && !noLongerAsked && !otherVersion) return null;
      removedKeys.add(entry.key);
      return limit(() => removeEntry(dir, entry.key, { removeFully: true }));
    });
    await Promise.all(changes);
    // The keys this fetch used whose lines have added up (see confirm). Another step's keys are its
    // own to compact: it may be writing or removing them right now.
    const crowded = [...lineCount].flatMap(([key, count]) =>
      count >= MAX_INDEX_LINES && used.has(key) && !removedKeys.has(key) ? [key] : [],
    );
    await Promise.all(
      crowded.map((key) =>
        limit(() =>
          compactEntry(dir, key).catch((error: unknown) => {
            // Gone meanwhile: nothing left to compact.
            if ((error as { code?: string }).code !== 'ENOENT') throw error;
          }),
        ),
      ),
    );
    // Every body a line names, an older line's too (a body kept too long costs less than one lost),
    // but the answers just removed. The index is not read again for lines another step of the build
    // (the feeds) wrote since: their bodies are newer than the build and stay. One case slips
    // through, a new line naming a body that was already unreferenced (the same bytes again): its
    // body goes, and that answer is simply fetched again next time.
    const referenced = new Set(
      lines.flatMap(({ key, integrity }) =>
        integrity && !removedKeys.has(key) ? hashesOf(integrity) : [],
      ),
    );
    const removedFiles = new Set(
      lines.flatMap(({ key, file }) => (removedKeys.has(key) ? [file] : [])),
    );
    const content = await listTree(contentRoot);
    const sweptFiles = new Set<string>();
    await Promise.all(
      storedBodies(contentRoot, content)
        .filter((body) => !referenced.has(body.integrity))
        .map((body) =>
          limit(async () => {
            const info = await stat(body.file).catch(() => null);
            if (!info?.isFile() || info.mtimeMs >= openedAt) return;
            if (!(await cacache.rm.content(dir, body.integrity))) return;
            freedBytes += info.size;
            sweptFiles.add(body.file);
          }),
        ),
    );
    await removeEmptyFolders(indexRoot, index, removedFiles);
    await removeEmptyFolders(contentRoot, content, sweptFiles);
    const current = stored.known.length + stored.entries.length;
    return { kept: current - removedKeys.size, removed: removedKeys.size, freedBytes };
  }

  return {
    wrap: (next) =>
      createHttpCache({ ...options, fetch: next, used, confirmed, appendConfirmations: true }),
    prune,
  };
}
