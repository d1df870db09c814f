/**
 * Serves build/ under /portfolio/ the way GitHub Pages does, for browser tests and screenshots.
 * `block` lets a test make chosen paths fail (a 404), `delayMs` makes them slow.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function serveBuild(
  root: string,
  { basePath = '/portfolio/', port = 0 }: { basePath?: string; port?: number } = {},
): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(basePath)) {
      response.writeHead(
        pathname === '/' ? 302 : 404,
        pathname === '/' ? { location: basePath } : {},
      );
      response.end();
      return;
    }
    const relative = decodeURIComponent(pathname.slice(basePath.length)) || 'index.html';
    const file = path.resolve(root, relative);
    if (!file.startsWith(path.resolve(root)) || !existsSync(file) || !statSync(file).isFile()) {
      // Like GitHub Pages: the site's own 404.html when it has one.
      const notFound = path.join(root, '404.html');
      if (existsSync(notFound)) {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        createReadStream(notFound).pipe(response);
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}${basePath}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
