/**
 * A reply made ready to send: its body as text (GitHub's avatar addresses moved to the mock when it
 * serves them) and its own headers, with validators (ETag, Last-Modified) on a successful JSON or
 * feed GET.
 */
import { rewriteAvatarUrls } from './avatars';
import { JSON_TYPE } from './headers';
import type { Service } from './requestLog';
import type { Reply } from './routing';
import { entityTag } from './validators';

export interface Prepared {
  readonly status: number;
  readonly body: string;
  /** The reply's own headers (content type, pagination, validators): the service's come on top. */
  readonly headers: Readonly<Record<string, string>>;
}

/** What preparing a reply depends on besides the reply. */
export interface PrepareContext {
  readonly service: Service;
  readonly method: string;
  /** The mock's own address, where avatars are served. */
  readonly origin: string;
  readonly avatars: boolean;
  /** Last-Modified: when the world served now started. */
  readonly started: string;
}

export function prepareReply(
  reply: Reply,
  { service, method, origin, avatars, started }: PrepareContext,
): Prepared {
  const content =
    avatars && service === 'github' ? rewriteAvatarUrls(reply.body, origin) : reply.body;
  const body = typeof content === 'string' ? content : JSON.stringify(content ?? null);
  const headers: Record<string, string> = {
    ...(typeof content === 'string' ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    ...reply.headers,
  };
  const json = (headers['content-type'] ?? JSON_TYPE).startsWith('application/json');
  const validated =
    (method === 'GET' || method === 'HEAD') && reply.status >= 200 && reply.status < 300;
  return {
    status: reply.status,
    body,
    headers:
      (json || service === 'feeds') && validated
        ? { etag: entityTag(service, body), 'last-modified': started, ...headers }
        : headers,
  };
}
