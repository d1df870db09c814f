/**
 * The build's requests to hosts the owner does not control (the hosts a feed or the avatar redirects
 * to), and every request of the doctor and of setup, checked before they go out (Node only: the page
 * never imports it). It sends below the policy fetch (PolicyFetchOptions.send), so the attempt's
 * timeout covers every hop, and follows redirects itself (at most MAX_REDIRECTS) so that each hop is
 * checked before it is requested:
 *   - https only; http only for a host the owner configured with http:;
 *   - never a loopback, private, link-local (the cloud metadata address), shared, unspecified,
 *     multicast, reserved or IPv4-mapped address, nor one that carries an IPv4 address (6to4,
 *     Teredo, local NAT64) or Azure's platform address (addressRules.ts), nor localhost, whether
 *     written as an address (the URL parser reads 2130706433 and 0x7f.1 as 127.0.0.1) or resolved
 *     from a name;
 *   - unless the owner's own settings name that host: what the owner configured is the owner's to
 *     reach (the e2e tests' feeds are on localhost, a self-hosted GitLab may be on 10.x), whatever
 *     it resolves to.
 * A refused request throws OutboundRequestRefused, which the policy fetch does not retry. A name that
 * cannot be looked up is not requested either (AddressLookupFailed: a network failure, retried).
 *
 * A name is checked twice: before the request (a clear refusal, also where a test intercepts fetch)
 * and again when the socket connects. The second check is the one that counts: fetch is given an
 * undici dispatcher whose connect.lookup checks every address the name resolves to and hands the
 * socket only those, so a name whose answer changes after the first check (DNS rebinding) is refused,
 * never connected to. The dispatcher comes from the npm undici 7 package: its Agent works with the
 * fetch of Node 20 (undici 6), 24 (undici 7) and 26 (undici 8); an undici 6 Agent fails on Node 26
 * and an undici 8 Agent on Node 20 and 22.
 */
import { ADDRCONFIG } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent } from 'undici';
import {
  RequestRefusedError,
  requestUrl,
  type Fetch,
} from '../../../src/services/transport/policyFetch';
import { blockedAddressReason, isLocalhostName, withoutFinalDot } from './addressRules';

/** As fetch follows them by default (it stops at 20): a feed or an avatar needs one or two. */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Not sent to another origin than the one they were meant for (as fetch does for Authorization). */
const CREDENTIAL_HEADERS = [
  'authorization',
  'cookie',
  'proxy-authorization',
  'private-token',
  'job-token',
];
/** Describe a body that a redirect to GET drops. */
const BODY_HEADERS = [
  'content-encoding',
  'content-language',
  'content-length',
  'content-location',
  'content-type',
];
/** Enough of a Location that is not a URL to recognize it in the log. */
const MAX_SHOWN_LOCATION = 200;

export interface LookupAddress {
  readonly address: string;
}

/** Every address a host name resolves to; dns.promises.lookup's `all: true` by default. */
export type Lookup = (hostname: string) => Promise<readonly LookupAddress[]>;

/** As a socket's own lookup asks: only the address families this machine has configured. */
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, hints: ADDRCONFIG });

export interface GuardedFetchOptions {
  /**
   * The URLs the owner configured (feeds, API hosts): their hosts are trusted whatever they resolve
   * to, and those given with http: may be asked over http.
   */
  readonly ownerUrls: readonly string[];
  /** Tests answer without DNS. */
  readonly lookup?: Lookup;
}

/** A request the guard would not send; the message names the URL, why, and that it is final. */
export class OutboundRequestRefused extends RequestRefusedError {
  override name = 'OutboundRequestRefused';

  constructor(
    /** The URL refused (or, for a Location that is not a URL, the one that sent it). */
    readonly url: string,
    /** Why: "a link-local address (169.254.169.254)", "not https". */
    readonly why: string,
    /** A hop after the first: the redirect was refused, not the URL asked for. */
    readonly redirect: boolean,
  ) {
    super(
      `${redirect ? 'Refused to follow the redirect to' : 'Refused to request'} ${url}: ${why}; not retried`,
    );
  }
}

/**
 * A name that could not be looked up: the request is not sent (the guard fails closed). Not a
 * refusal: the same name may resolve on the next attempt, so the policy fetch retries it as a
 * network failure.
 */
export class AddressLookupFailed extends Error {
  override name = 'AddressLookupFailed';

  constructor(
    readonly hostname: string,
    cause: unknown,
  ) {
    const code = (cause as { code?: unknown } | null)?.code;
    super(
      `${hostname} could not be looked up${typeof code === 'string' ? ` (${code})` : ''}; not requested`,
      { cause },
    );
  }
}

/**
 * Why a name was refused, by the error that says so. Plain Errors, known by identity: Node's fetch
 * keeps a connect error as its `cause` only when it looks like a plain Error (undici's isErrorLike
 * reads the constructor's name: across realms, as in jest, a subclass comes back as a new Error).
 */
const BLOCKED_NAMES = new WeakMap<object, string>();

/** A name that resolves to a blocked address, found at either check; the guard names the URL. */
function blockedName(why: string): Error {
  const error = new Error(why);
  BLOCKED_NAMES.set(error, why);
  return error;
}

/** Why the name was refused, when the error (or its cause: the socket's) is such a refusal. */
function blockedNameIn(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const why = BLOCKED_NAMES.get(current);
    if (why !== undefined) return why;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

interface OwnerHosts {
  readonly trusted: ReadonlySet<string>;
  readonly http: ReadonlySet<string>;
}

function ownerHosts(urls: readonly string[]): OwnerHosts {
  const trusted = new Set<string>();
  const http = new Set<string>();
  for (const value of urls) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    const host = withoutFinalDot(url.hostname);
    if (!host) continue;
    trusted.add(host);
    if (url.protocol === 'http:') http.add(host);
  }
  return { trusted, http };
}

/** The promise, or the signal's reason as soon as it aborts (a lookup takes no signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createGuardedFetch({
  ownerUrls,
  lookup = systemLookup,
}: GuardedFetchOptions): Fetch {
  const owner = ownerHosts(ownerUrls);

  /**
   * Every address of a name, each one checked: the owner's hosts as they resolve; any other name only
   * when all its addresses are public (a blockedName error otherwise), and never when the lookup fails
   * (AddressLookupFailed).
   */
  async function checkedAddresses(
    hostname: string,
    signal?: AbortSignal | null,
  ): Promise<readonly LookupAddress[]> {
    const host = withoutFinalDot(hostname);
    const trusted = owner.trusted.has(host);
    if (!trusted && isLocalhostName(host)) throw blockedName(`a localhost name (${host})`);
    let addresses: readonly LookupAddress[];
    try {
      addresses = await untilAborted(lookup(host), signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new AddressLookupFailed(host, error);
    }
    if (trusted) return addresses;
    if (addresses.length === 0) throw new AddressLookupFailed(host, null);
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason !== null) throw blockedName(`${host} resolves to ${reason} (${address})`);
    }
    return addresses;
  }

  /**
   * The socket's own lookup (net.connect's `lookup` option): it connects only to addresses that
   * passed the check, resolved this once, so nothing can change between the check and the connect.
   */
  const connectLookup: LookupFunction = (hostname, options, callback) => {
    const wanted = ({ IPv4: 4, IPv6: 6 } as const)[String(options.family)] ?? options.family;
    checkedAddresses(hostname).then(
      (addresses) => {
        const found = addresses
          .map(({ address }) => ({ address, family: isIP(address) }))
          .filter(({ family }) => family !== 0 && (!wanted || family === wanted));
        const [first] = found;
        if (!first) {
          callback(new Error(new AddressLookupFailed(hostname, null).message), '', 0);
        } else if (options.all) {
          callback(null, found);
        } else {
          callback(null, first.address, first.family);
        }
      },
      // A plain Error (see BLOCKED_NAMES), so that the message reaches the log.
      (error: Error) =>
        callback(error instanceof AddressLookupFailed ? new Error(error.message) : error, '', 0),
    );
  };
  const dispatcher = new Agent({ connect: { lookup: connectLookup } });

  /**
   * Why the URL is not to be requested, or null. What an address is beats "not https" (a redirect to
   * http://169.254.169.254/ is named for what it is); a name is looked up only for https.
   */
  async function refusal(url: URL, signal: AbortSignal | null | undefined): Promise<string | null> {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return `not https (${url.protocol})`;
    const host = withoutFinalDot(url.hostname);
    const plainHttp = url.protocol === 'http:' && !owner.http.has(host);
    if (owner.trusted.has(host)) return plainHttp ? 'not https' : null;
    // An IPv6 host comes in brackets: [::1].
    const address = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    const literal = isIP(address) !== 0;
    const reason = literal ? blockedAddressReason(address) : null;
    if (reason !== null) return `${reason} (${address})`;
    if (!literal && isLocalhostName(host)) return `a localhost name (${host})`;
    if (plainHttp) return 'not https';
    if (literal) return null;
    try {
      await checkedAddresses(host, signal);
    } catch (error) {
      const why = blockedNameIn(error);
      if (why !== null) return why;
      throw error;
    }
    return null;
  }

  /** The platform's fetch through the checking dispatcher; a refusal at connect time named as such. */
  async function send(
    url: URL,
    request: string | URL | Request,
    options: RequestInit,
    hop: number,
  ) {
    try {
      // Looked up at each call, so an interceptor installed later (nock in tests) is used.
      return await globalThis.fetch(request, {
        ...options,
        redirect: 'manual',
        // Node's RequestInit types name the undici 6 Dispatcher that Node 20 bundles.
        dispatcher,
      } as RequestInit);
    } catch (error) {
      const why = blockedNameIn(error);
      if (why !== null) throw new OutboundRequestRefused(url.href, why, hop > 0);
      throw error;
    }
  }

  return async (input, init = {}) => {
    const asked = requestUrl(input);
    let url: URL;
    try {
      url = new URL(asked);
    } catch {
      throw new OutboundRequestRefused(asked, 'not a URL', false);
    }
    const original = input instanceof Request ? input : null;
    // The caller may take a redirect as it is (setup does not send a token after one).
    const redirectMode = init.redirect ?? original?.redirect ?? 'follow';
    let method = (init.method ?? original?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? original?.headers);
    let body = init.body ?? null;
    let request: string | URL | Request = input;
    let options: RequestInit = init;

    for (let redirects = 0; ; redirects += 1) {
      const why = await refusal(url, init.signal);
      if (why !== null) throw new OutboundRequestRefused(url.href, why, redirects > 0);
      const response = await send(url, request, options, redirects);
      const location = REDIRECT_STATUSES.has(response.status)
        ? response.headers.get('location')
        : null;
      if (location === null || redirectMode === 'manual') return response;
      if (redirectMode === 'error') {
        await response.body?.cancel();
        throw new TypeError(`fetch failed: ${url.href} redirects, and redirect is "error"`);
      }
      // Lets the connection go: a redirect's body is not read.
      await response.body?.cancel();

      let target: URL;
      try {
        target = new URL(location, url);
      } catch {
        const shown = location.slice(0, MAX_SHOWN_LOCATION);
        throw new OutboundRequestRefused(
          url.href,
          `it redirects to "${shown}", which is not a URL`,
          redirects > 0,
        );
      }
      if (redirects === MAX_REDIRECTS) {
        throw new OutboundRequestRefused(target.href, `more than ${MAX_REDIRECTS} redirects`, true);
      }
      // As fetch does: 303 asks for a GET (a HEAD stays one), and so do 301 and 302 after a POST.
      if (
        (response.status === 303 && method !== 'GET' && method !== 'HEAD') ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = null;
        BODY_HEADERS.forEach((name) => headers.delete(name));
      }
      if (target.origin !== url.origin) CREDENTIAL_HEADERS.forEach((name) => headers.delete(name));
      url = target;
      request = target.href;
      options = { ...init, method, headers, body };
    }
  };
}
