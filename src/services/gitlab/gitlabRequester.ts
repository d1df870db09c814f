/**
 * Gitbeaker's requester, rebuilt on the transport's fetch. @gitbeaker/rest's own one retries 429/502
 * ten times within a third of a second, ignores Retry-After and calls the global fetch; this one sends
 * each request once through `fetch` (which applies the transport policy, see transport/policy.ts) and
 * keeps Gitbeaker's answer format and error type, so the resource classes work unchanged.
 */
import {
  createRequesterFn,
  getMatchingRateLimiter,
  GitbeakerRequestError,
  type RateLimiters,
  type RequesterType,
  type ResourceOptions,
} from '@gitbeaker/requester-utils';
import type { Fetch } from '../transport/policyFetch';

type Requester = (serviceOptions: ResourceOptions) => RequesterType;

interface HandlerOptions {
  readonly prefixUrl?: string;
  readonly searchParams?: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | FormData;
  readonly asStream?: boolean;
  readonly signal?: AbortSignal;
  readonly rateLimiters?: RateLimiters;
}

/** The response's `error` or `message` field, or its text: what GitLab says went wrong. */
function describeGitLabFailure(text: string, contentType: string | null): string {
  if (!contentType?.includes('json')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const { error, message } = parsed as { error?: unknown; message?: unknown };
      const field = error ?? message;
      if (typeof field === 'string') return field;
      if (field !== undefined) return JSON.stringify(field);
    }
  } catch {
    // Not JSON after all: the text says it.
  }
  return text;
}

async function body(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (type === 'application/json') return ((await response.json()) as unknown) || {};
  if (type.startsWith('text/')) return (await response.text()) || '';
  return response.blob();
}

export function createGitLabRequester(fetch: Fetch): Requester {
  return createRequesterFn(
    (_, options) => Promise.resolve(options),
    async (endpoint, options) => {
      const {
        prefixUrl,
        searchParams,
        method = 'GET',
        headers,
        body: requestBody,
        asStream = false,
        signal,
        rateLimiters = {},
      } = (options ?? {}) as HandlerOptions;
      const url = new URL(endpoint, prefixUrl?.endsWith('/') ? prefixUrl : `${prefixUrl ?? ''}/`);
      url.search = searchParams ?? '';
      await getMatchingRateLimiter(endpoint, rateLimiters, method)();
      const response = await fetch(url.href, {
        method,
        ...(headers ? { headers } : {}),
        ...(requestBody ? { body: requestBody } : {}),
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) {
        const text = await response.text();
        const description = describeGitLabFailure(text, response.headers.get('content-type'));
        throw new GitbeakerRequestError(description, {
          cause: { description, request: new Request(url.href, { method }), response },
        });
      }
      return {
        body: (asStream ? response.body : await body(response)) as never,
        headers: Object.fromEntries(response.headers.entries()),
        status: response.status,
      };
    },
  ) as Requester;
}
