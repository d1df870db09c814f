/**
 * The fault engine's rules: which requests a rule matches, the kinds of fault (fail, hang, drip,
 * malformed, refuse) and delays, each counting down the requests it still applies to; the failing
 * reply a fail rule makes and the cut JSON a malformed answer sends.
 */
import { STATUS_CODES } from 'node:http';
import { DEFAULT_FORGEJO_URL, forgejoError } from '../answers/forgejo';
import { githubError } from '../github/errors';
import { matchesPath, type Service } from './requestLog';
import type { Reply } from './routing';

export interface RequestMatcher {
  readonly service?: Service;
  /** Any method unless given; compared case-insensitively. */
  readonly method?: string;
  /** Equal to (a string) or matching (a RegExp) the path without prefix and query. */
  readonly path: string | RegExp;
  /** How many matching requests the rule applies to; every one unless given. */
  readonly times?: number;
}

export interface FailRule extends RequestMatcher {
  readonly status: number;
  /**
   * Sent as JSON; a string is sent as it is (text/plain unless `headers` say otherwise). Default:
   * the service's own error body for the status.
   */
  readonly body?: unknown;
  /** Added to, and overriding, the headers a normal response of the service carries. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface DelayRule extends RequestMatcher {
  readonly ms: number;
}

export interface DripRule extends RequestMatcher {
  /** Pause before each byte of the body. */
  readonly intervalMs: number;
  /** Default 200. */
  readonly status?: number;
}

export type Fault =
  | { readonly kind: 'fail'; readonly rule: FailRule }
  | { readonly kind: 'drip'; readonly rule: DripRule }
  | { readonly kind: 'hang' | 'malformed' | 'refuse'; readonly rule: RequestMatcher };

/** A rule with the number of matching requests it still applies to. */
export type Countdown<T> = T & { left: number };

function matches(rule: RequestMatcher, service: Service, method: string, path: string): boolean {
  if (rule.service !== undefined && rule.service !== service) return false;
  if (rule.method !== undefined && rule.method.toUpperCase() !== method) return false;
  return matchesPath(rule.path, path);
}

/**
 * The first rule that matches the request, counted down by one (and dropped once it has applied
 * `times` times); undefined when none matches.
 */
export function takeRule<T extends { readonly rule: RequestMatcher; left: number }>(
  rules: T[],
  service: Service,
  method: string,
  path: string,
): T | undefined {
  const entry = rules.find(({ rule }) => matches(rule, service, method, path));
  if (!entry) return undefined;
  entry.left -= 1;
  if (entry.left <= 0) rules.splice(rules.indexOf(entry), 1);
  return entry;
}

/**
 * A fail rule's reply: its body, or else the service's own error body for the status. Forgejo's is
 * its APIError, `{message, url}`, whose message a production instance leaves empty on a 500 for
 * anyone but an admin (services/context/api.go Error).
 */
export function failureReply(
  service: Service,
  failure: FailRule,
  forgejoUrl: string = DEFAULT_FORGEJO_URL,
): Reply {
  const statusText = STATUS_CODES[failure.status] ?? 'Error';
  return {
    status: failure.status,
    body:
      failure.body !== undefined
        ? failure.body
        : service === 'github'
          ? githubError(failure.status, statusText).body
          : service === 'gitlab'
            ? { message: `${failure.status} ${statusText}` }
            : service === 'forgejo'
              ? forgejoError(failure.status === 500 ? '' : statusText, forgejoUrl)
              : `${failure.status} ${statusText}`,
    ...(failure.headers ? { headers: failure.headers } : {}),
  };
}

/** A prefix of a JSON text that no JSON parser accepts. */
export function truncatedJson(body: string): string {
  const half = body.slice(0, Math.floor(body.length / 2));
  if (half.trim() === '') return '{"broken';
  try {
    JSON.parse(half);
  } catch {
    return half;
  }
  // A half that still parses (a number cut in two) would not test anything.
  return '{"broken';
}
