/**
 * The build's requests to hosts the owner does not control (the hosts a feed or the avatar redirects
 * to), checked before they go out (Node only: the page never imports it). It sends below the policy
 * fetch (PolicyFetchOptions.send), so the attempt's timeout covers every hop, and follows redirects
 * itself (at most MAX_REDIRECTS) so that each hop is checked before it is requested:
 *   - https only; http only for a host the owner configured with http:;
 *   - never a loopback, private, link-local (the cloud metadata address), shared, unspecified,
 *     multicast, reserved or IPv4-mapped address (addressRules.ts), nor localhost, whether written as
 *     an address (the URL parser reads 2130706433 and 0x7f.1 as 127.0.0.1) or resolved from a name;
 *   - unless the owner's own settings name that host: what the owner configured is the owner's to
 *     reach (the e2e tests' feeds are on localhost), whatever it resolves to.
 * A refused request throws OutboundRequestRefused, which the policy fetch does not retry.
 *
 * Out of reach: the check resolves a name, then fetch resolves it again to connect, so a name whose
 * answer changes in between (DNS rebinding) slips through. Checking the address actually connected to
 * needs a lookup hook at connect time, which Node's built-in fetch does not offer.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
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

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true });

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

  /** Every address of a name; null when the lookup fails (the request then fails on its own). */
  async function addressesOf(
    hostname: string,
    signal: AbortSignal | null | undefined,
  ): Promise<readonly LookupAddress[] | null> {
    try {
      return await untilAborted(lookup(hostname), signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      return null;
    }
  }

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
    for (const { address: resolved } of (await addressesOf(host, signal)) ?? []) {
      const resolvedReason = blockedAddressReason(resolved);
      if (resolvedReason !== null) return `${host} resolves to ${resolvedReason} (${resolved})`;
    }
    return null;
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
    let method = (init.method ?? original?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? original?.headers);
    let body = init.body ?? null;
    let request: string | URL | Request = input;
    let options: RequestInit = init;

    for (let redirects = 0; ; redirects += 1) {
      const why = await refusal(url, init.signal);
      if (why !== null) throw new OutboundRequestRefused(url.href, why, redirects > 0);
      // Looked up at each call, so an interceptor installed later (nock in tests) is used.
      const response = await globalThis.fetch(request, { ...options, redirect: 'manual' });
      const location = REDIRECT_STATUSES.has(response.status)
        ? response.headers.get('location')
        : null;
      if (location === null) return response;
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
