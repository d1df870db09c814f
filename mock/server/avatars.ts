/**
 * The avatars, when the mock serves them (MockApiOptions.avatars): GitHub's `avatar_url`s moved from
 * GitHub's CDN to the mock, and the route that answers them with a photo-like JPEG per id and size.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { avatarPhoto } from '../avatarPhoto';
import { avatarSize } from '../avatarPng';

const GITHUB_AVATAR_HOST = 'https://avatars.githubusercontent.com/';

/** A copy of a JSON body with every GitHub `avatar_url` moved from GitHub's CDN to `origin`/avatars/. */
export function rewriteAvatarUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteAvatarUrls(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'avatar_url' && typeof field === 'string' && field.startsWith(GITHUB_AVATAR_HOST)
        ? `${origin}/avatars/${field.slice(GITHUB_AVATAR_HOST.length)}`
        : rewriteAvatarUrls(field, origin),
    ]),
  );
}

// What a CDN sends with an image: cacheable, readable cross-origin (canvas, Resource Timing).
export const AVATAR_HEADERS = {
  'access-control-allow-origin': '*',
  'timing-allow-origin': '*',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  'content-type': 'image/jpeg',
} as const;

export type AvatarSender = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<void>;

/**
 * GET/HEAD /avatars/u/<id>[?s=<size>]: a photo-like JPEG per id and size (any other path: 404), each
 * made once. `started` gives the Last-Modified date of the world served now.
 */
export function avatarSender(
  started: () => string,
  log: ((line: string) => void) | undefined,
): AvatarSender {
  const avatarCache = new Map<string, Promise<Buffer>>();
  return async (request, response, url) => {
    const id = /^\/avatars\/u\/(\d+)$/.exec(url.pathname)?.[1];
    const method = (request.method ?? 'GET').toUpperCase();
    if (id === undefined || (method !== 'GET' && method !== 'HEAD')) {
      response.writeHead(404, { ...AVATAR_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not Found');
      return;
    }
    const size = avatarSize(url.searchParams.get('s'));
    const key = `${id}@${size}`;
    let photo = avatarCache.get(key);
    if (!photo) {
      photo = avatarPhoto(id, size);
      avatarCache.set(key, photo);
    }
    const jpeg = await photo;
    const etag = `"${key}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { ...AVATAR_HEADERS, etag, 'last-modified': started() });
      response.end();
      return;
    }
    response.writeHead(200, {
      ...AVATAR_HEADERS,
      'content-length': String(jpeg.length),
      etag,
      'last-modified': started(),
    });
    response.end(method === 'HEAD' ? undefined : jpeg);
    log?.(`${method} avatars ${url.pathname}${url.search} → 200`);
  };
}
