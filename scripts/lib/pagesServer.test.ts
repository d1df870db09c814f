/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, serveSite, startPagesServer, type PagesServer } from './pagesServer';

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** node:http rather than fetch: fetch would decompress the body and hide what went over the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0, *;q=1', false],
    ['identity', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('startPagesServer', () => {
  let dir: string;
  let server: PagesServer;
  const html = `<!doctype html><title>ours</title>${'<p>hello</p>'.repeat(50)}`;
  const js = `console.log(${JSON.stringify('x'.repeat(500))});`;
  const png = Buffer.from('89504e470d0a1a0a0000', 'hex');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
    const write = (file: string, content: string | Buffer) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    write('ours/index.html', html);
    write('ours/static/js/main.js', js);
    write('ours/logo.png', png);
    write('ours/404.html', '<h1>Our own 404</h1>');
    write('peer/index.html', '<title>peer</title>');
    write('peer/manifest.webmanifest', '{"name":"peer"}');
    write('secret.txt', 'outside every site');
    server = await startPagesServer([
      { basePath: '/portfolio/', root: path.join(dir, 'ours') },
      { basePath: '/gitprofile/', root: path.join(dir, 'peer') },
    ]);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves each site under its base path, index.html for the directory', async () => {
    expect(server.urls).toEqual([`${server.origin}/portfolio/`, `${server.origin}/gitprofile/`]);
    const ours = await get(`${server.origin}/portfolio/`);
    expect(ours.status).toBe(200);
    expect(ours.body.toString()).toBe(html);
    expect(ours.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ours.headers['cache-control']).toBe('max-age=600');
    const peer = await get(`${server.origin}/gitprofile/manifest.webmanifest`);
    expect(peer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  });

  it('gzips text when the request accepts it, and says so', async () => {
    const answer = await get(`${server.origin}/portfolio/static/js/main.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(js.length);
    expect(gunzipSync(answer.body).toString()).toBe(js);
  });

  it('sends images as they are, and text uncompressed to clients without gzip', async () => {
    const image = await get(`${server.origin}/portfolio/logo.png`, { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body).toEqual(png);
    const plain = await get(`${server.origin}/portfolio/`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('redirects a base path without its slash, and answers 404 elsewhere', async () => {
    const bare = await get(`${server.origin}/portfolio`);
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/portfolio/');
    expect((await get(`${server.origin}/`)).status).toBe(404);
    const missing = await get(`${server.origin}/portfolio/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('<h1>Our own 404</h1>');
    expect((await get(`${server.origin}/gitprofile/nope.js`)).status).toBe(404);
    expect((await get(`${server.origin}/portfolio/%2e%2e/secret.txt`)).status).toBe(404);
  });

  it('refuses a base path that is not a folder', async () => {
    await expect(startPagesServer([{ basePath: '/portfolio', root: dir }])).rejects.toThrow(
      'Base path /portfolio must look like /name/ (or / for the root)',
    );
  });

  it('serves a user site at the root beside a project site, each path to its own site', async () => {
    const both = await startPagesServer([
      { basePath: '/', root: path.join(dir, 'peer') },
      { basePath: '/portfolio/', root: path.join(dir, 'ours') },
    ]);
    try {
      expect(both.urls).toEqual([`${both.origin}/`, `${both.origin}/portfolio/`]);
      await expect(get(`${both.origin}/`).then(({ body }) => body.toString())).resolves.toBe(
        '<title>peer</title>',
      );
      await expect(
        get(`${both.origin}/portfolio/`).then(({ body }) => body.toString()),
      ).resolves.toBe(html);
      // The project site's 404.html for its paths; the root site has none.
      const missing = await get(`${both.origin}/portfolio/nope.js`);
      expect([missing.status, missing.body.toString()]).toEqual([404, '<h1>Our own 404</h1>']);
      const elsewhere = await get(`${both.origin}/nope.js`);
      expect([elsewhere.status, elsewhere.body.toString()]).toEqual([
        404,
        '<!doctype html><title>404</title>',
      ]);
      expect((await get(`${both.origin}/%2e%2e/secret.txt`)).status).toBe(404);
    } finally {
      await both.close();
    }
  });
});

describe('serveSite', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pages-site-'));
    writeFileSync(path.join(dir, 'index.html'), '<title>root</title>');
    writeFileSync(path.join(dir, '404.html'), '<h1>Lost</h1>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['/portfolio/', '/'])(
    'serves one build under %s, with its 404.html for a missing file',
    async (basePath) => {
      const site = await serveSite(dir, basePath);
      try {
        expect(site.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${basePath}$`));
        const page = await get(site.url);
        expect([page.status, page.body.toString()]).toEqual([200, '<title>root</title>']);
        const missing = await get(`${site.url}no/such/page`);
        expect([missing.status, missing.body.toString()]).toEqual([404, '<h1>Lost</h1>']);
      } finally {
        await site.close();
      }
    },
  );
});
