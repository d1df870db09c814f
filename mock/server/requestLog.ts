/**
 * Request recording: which service a request went to, what the mock keeps of it (method, path,
 * query, credentials, headers, the status it answered) and the filter `count()` applies to the log.
 */
import type { IncomingMessage } from 'node:http';

export type Service = 'github' | 'gitlab' | 'feeds' | 'forgejo';

export interface RecordedRequest {
  readonly method: string;
  readonly service: Service;
  /**
   * Without the /github, /gitlab, /feeds or /forgejo prefix and the query: "/user/repos",
   * "/api/v4/groups", "/rss.xml", "/api/v1/users/octo-fj/repos".
   */
  readonly path: string;
  /** Last value wins for repeated parameters. */
  readonly query: Readonly<Record<string, string>>;
  readonly authorization?: string;
  readonly privateToken?: string;
  /** All request headers, lower-case names, repeated values joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The status the mock answered; undefined while the request is held back or hung, and for
   * requests that never got an answer (refused, hung, or abandoned by the client).
   */
  readonly status?: number;
}

/** Which recorded requests `count()` counts: every one unless narrowed. */
export interface RequestFilter {
  readonly service?: Service;
  readonly status?: number;
  /** Equal to (a string) or matching (a RegExp) the path without prefix and query. */
  readonly path?: string | RegExp;
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function matchesPath(pattern: string | RegExp, path: string): boolean {
  if (typeof pattern === 'string') return pattern === path;
  pattern.lastIndex = 0;
  return pattern.test(path);
}

/** How many recorded requests match `filter`. */
export function countMatching(
  requests: readonly RecordedRequest[],
  filter: RequestFilter = {},
): number {
  return requests.filter(
    (request) =>
      (filter.service === undefined || request.service === filter.service) &&
      (filter.status === undefined || request.status === filter.status) &&
      (filter.path === undefined || matchesPath(filter.path, request.path)),
  ).length;
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A request's body as text (the GraphQL queries are small). */
export async function readRequestBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What the log keeps of a request on arrival (the status follows with the answer); `path` without
 * the service's prefix.
 */
export function recordOf(
  request: IncomingMessage,
  method: string,
  service: Service,
  path: string,
  url: URL,
): Mutable<RecordedRequest> {
  const authorization = headerValue(request.headers.authorization);
  const privateToken = headerValue(request.headers['private-token']);
  return {
    method,
    service,
    path,
    query: Object.fromEntries(url.searchParams),
    ...(authorization !== undefined ? { authorization } : {}),
    ...(privateToken !== undefined ? { privateToken } : {}),
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, headerValue(value) ?? '']),
    ),
  };
}
