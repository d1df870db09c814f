/**
 * A static server that behaves like GitHub Pages, for the bench, the browser tests and the screenshots:
 * several sites on one origin, each under its own base path (`/` for a user site), the site's own
 * 404.html for a missing file, text compressed with gzip when the browser accepts it, Pages' content
 * types and its 10-minute cache lifetime. Comparing two sites served differently would measure the
 * servers, not the sites; testing a site served unlike Pages would test another site.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Site {
  /** With leading and trailing slash: `/portfolio/`, or `/` for a site at the root of the origin. */
  readonly basePath: string;
  /** The directory served under basePath. */
  readonly root: string;
}

export interface PagesServer {
  /** http://127.0.0.1:<port> (without a path). */
  readonly origin: string;
  /** origin + basePath of each site, in the order given. */
  readonly urls: readonly string[];
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** Already-compressed formats (images, fonts, PDF) gain nothing from gzip; Pages leaves them as they are. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);

function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

/** Whether an Accept-Encoding header allows gzip (`gzip`, `*`, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') gzip = weight;
    if (name.trim() === '*') wildcard = weight;
  }
  return (gzip ?? wildcard ?? 0) > 0;
}

interface CachedFile {
  readonly mtimeMs: number;
  readonly raw: Buffer;
  gzip?: Buffer;
}

const CACHE_CONTROL = 'max-age=600';

export async function startPagesServer(
  sites: readonly Site[],
  { port = 0 }: { port?: number } = {},
): Promise<PagesServer> {
  for (const site of sites) {
    if (!/^\/(.+\/)?$/.test(site.basePath)) {
      throw new Error(`Base path ${site.basePath} must look like /name/ (or / for the root)`);
    }
  }
  // The deepest base path first: a root site must not swallow the others' paths.
  const byDepth = [...sites].sort((a, b) => b.basePath.length - a.basePath.length);
  const cache = new Map<string, CachedFile>();

  const read = (file: string): CachedFile => {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const fresh: CachedFile = { mtimeMs, raw: readFileSync(file) };
    cache.set(file, fresh);
    return fresh;
  };

  /** The file a path under a site names: a directory means its index.html; null when absent or outside. */
  const resolve = (root: string, relative: string): string | null => {
    const base = path.resolve(root);
    let file = path.resolve(base, relative);
    if (file !== base && !file.startsWith(base + path.sep)) return null;
    try {
      if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  };

  const sendFile = (
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    status: number,
  ) => {
    const entry = read(file);
    const compress = isCompressible(file);
    let body = entry.raw;
    const headers: Record<string, string> = {
      'content-type': contentTypeOf(file),
      'cache-control': CACHE_CONTROL,
      'last-modified': new Date(entry.mtimeMs).toUTCString(),
      'access-control-allow-origin': '*',
    };
    if (compress) {
      headers.vary = 'Accept-Encoding';
      if (acceptsGzip(request.headers['accept-encoding'])) {
        entry.gzip ??= gzipSync(entry.raw, { level: 6 });
        body = entry.gzip;
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const notFound = (request: IncomingMessage, response: ServerResponse, site?: Site) => {
    // Pages answers a missing file with the site's own 404.html when it has one.
    const page = site ? resolve(site.root, '404.html') : null;
    if (page) {
      sendFile(request, response, page, 404);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : '<!doctype html><title>404</title>');
  };

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      response.writeHead(400);
      response.end();
      return;
    }
    // Like Pages, a site's path without its trailing slash redirects to the site.
    const bare = sites.find((candidate) => `${pathname}/` === candidate.basePath);
    if (bare) {
      response.writeHead(301, { location: bare.basePath, 'cache-control': CACHE_CONTROL });
      response.end();
      return;
    }
    const site = byDepth.find((candidate) => pathname.startsWith(candidate.basePath));
    const file = site ? resolve(site.root, pathname.slice(site.basePath.length) || '.') : null;
    if (!site || !file) {
      notFound(request, response, site);
      return;
    }
    sendFile(request, response, file, 200);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urls: sites.map((site) => `${origin}${site.basePath}`),
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

/** One site, as the browser tests and the screenshots serve a build. */
export interface SiteServer {
  /** origin + basePath: `http://127.0.0.1:<port>/portfolio/`. */
  readonly url: string;
  close(): Promise<void>;
}

export async function serveSite(root: string, basePath: string): Promise<SiteServer> {
  const server = await startPagesServer([{ basePath, root }]);
  return { url: `${server.origin}${basePath}`, close: () => server.close() };
}
