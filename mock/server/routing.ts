/**
 * What a route of the mock is: a pattern and a handler that turns a request (path, query, whether the
 * caller is signed in) into a reply (status, body, the reply's own headers), and the small helpers
 * every service's routes share.
 */

export interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ApiRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authenticated: boolean;
  /** This path on the mock, absolute: the base of pagination links. */
  readonly selfUrl: string;
}

export type Handler = (request: ApiRequest, params: readonly string[]) => Reply;
export type Route = readonly [pattern: RegExp, handler: Handler];

/** A 200 whose body keeps its type, so a route can check it against the service's published shape. */
export const ok = <Body>(
  body: Body,
  headers?: Record<string, string>,
): Reply & { readonly body: Body } => ({
  status: 200,
  body,
  ...(headers ? { headers } : {}),
});

export const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export const isTrue = (value: string | null) => value === 'true' || value === '1';
