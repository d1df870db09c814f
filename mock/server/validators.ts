/**
 * Validators and conditional requests: the entity tag each service puts on an answer and whether an
 * If-None-Match header names it (a 304 then).
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { headerValue, type Service } from './requestLog';

/**
 * GitHub sends a strong SHA-1 entity tag of the body, GitLab (Rack::ETag) a weak MD5 one; the feeds'
 * static host a strong one.
 */
export function entityTag(service: Service, body: string): string {
  return service === 'gitlab'
    ? `W/"${createHash('md5').update(body).digest('hex')}"`
    : `"${createHash('sha1').update(body).digest('hex')}"`;
}

/**
 * If-None-Match per RFC 9110 §13.1.2: "*" or a list of entity tags, compared weakly (a W/ prefix
 * on either side does not count). Unquoted garbage matches nothing.
 */
function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/** RFC 9110 §13.2.2: If-Modified-Since counts only without If-None-Match. */
export function notModified(
  headers: IncomingHttpHeaders,
  etag: string,
  lastModified: number,
): boolean {
  const ifNoneMatch = headerValue(headers['if-none-match']);
  if (ifNoneMatch !== undefined) return noneMatchHits(ifNoneMatch, etag);
  const since = Date.parse(headerValue(headers['if-modified-since']) ?? '');
  return !Number.isNaN(since) && since >= lastModified;
}
