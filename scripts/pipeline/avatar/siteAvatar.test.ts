/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { avatarPicture } from '../../../src/domain/avatar';
import { startMockApi, type MockApi } from '../../../mock/mockApi';
import {
  startScriptedServer,
  text,
  type ScriptedServer,
} from '../../../test/support/scriptedServer';
import { buildSiteAvatar, MAX_AVATAR_PIXELS, resizeAvatar } from './siteAvatar';

/** Waits shrunk to milliseconds: the failure paths, not the waiting, are under test. */
const TUNING = { timeoutMs: 2_000, github: { baseDelayMs: 1 } };

let api: MockApi;
let cacheDir: string;
let lines: string[];

beforeAll(async () => {
  api = await startMockApi({ avatars: true });
});
afterAll(() => api.close());
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-avatar-cache-'));
  lines = [];
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const options = () => ({
  publicPath: '/portfolio/',
  cacheDir,
  write: (line: string) => lines.push(line),
  tuning: TUNING,
  // As scripts/pipeline/main.ts gives them: the mock API stands for the GitHub API the owner configured.
  ownerUrls: [api.url],
});
const avatarUrl = () => `${api.url}/avatars/u/583231?v=4`;

describe('buildSiteAvatar', () => {
  it('writes the avatar at 96 and 192 px, as AVIF, WebP and JPEG, named by their content', async () => {
    const built = await buildSiteAvatar(avatarUrl(), options());
    expect(built.avatar?.from).toBe(avatarUrl());
    const image = built.avatar?.image;
    if (!image) throw new Error('no image');
    expect(built.files.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^static\/media\/avatar-96\.[0-9a-f]{8}\.avif$/),
        expect.stringMatching(/^static\/media\/avatar-192\.[0-9a-f]{8}\.avif$/),
        expect.stringMatching(/^static\/media\/avatar-96\.[0-9a-f]{8}\.webp$/),
        expect.stringMatching(/^static\/media\/avatar-192\.[0-9a-f]{8}\.webp$/),
        expect.stringMatching(/^static\/media\/avatar-96\.[0-9a-f]{8}\.jpg$/),
        expect.stringMatching(/^static\/media\/avatar-192\.[0-9a-f]{8}\.jpg$/),
      ]),
    );
    expect(built.files).toHaveLength(6);
    for (const { file, bytes } of built.files) {
      const size = Number(/avatar-(\d+)/.exec(file)?.[1]);
      const format = { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[file.split('.').at(-1) ?? ''];
      await expect(sharp(bytes).metadata()).resolves.toMatchObject({
        width: size,
        height: size,
        format,
      });
    }
    const url = (name: string, extension: string) =>
      `/portfolio/${built.files.find(({ file }) => file.includes(name) && file.endsWith(extension))?.file}`;
    const urls = (extension: string) => `${url(`96.`, extension)} 1x, ${url(`192.`, extension)} 2x`;
    expect(image.sources).toEqual([
      { type: 'image/avif', srcSet: urls('avif') },
      { type: 'image/webp', srcSet: urls('webp') },
    ]);
    expect(image.fallback).toEqual({ type: 'image/jpeg', srcSet: urls('jpg') });
    expect(image.src).toBe(image.fallback.srcSet.split(' ')[0]);
    // A few kilobytes instead of GitHub's 460 px picture of 60–100 KB.
    const biggest = Math.max(...built.files.map(({ bytes }) => bytes.length));
    expect(biggest).toBeLessThan(20 * 1024);
    expect(built.original?.byteLength).toBeGreaterThan(60 * 1024);
    expect(lines.at(-1)).toMatch(/^Avatar: \d+ KB from 127\.0\.0\.1:\d+ → 6 files/);
  });

  it('answers a second build from the API cache (304), and stands in with it when the host fails', async () => {
    await buildSiteAvatar(avatarUrl(), options());
    const again = await buildSiteAvatar(avatarUrl(), options());
    expect(again.avatar?.image).not.toBeNull();
    expect(lines.at(-1)).toContain('(unchanged: 304 Not Modified) → 6 files');

    const down = await startScriptedServer();
    try {
      const url = `${down.url}/avatars/u/1?v=4`;
      // An earlier answer of this URL, then the host fails: the cached copy stands in.
      down.reply(
        (_, response) => {
          void sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
            .png()
            .toBuffer()
            .then((png) => {
              response.writeHead(200, { 'content-type': 'image/png', etag: '"a"' });
              response.end(png);
            });
        },
        text(503, 'Service Unavailable'),
      );
      expect((await buildSiteAvatar(url, options())).avatar?.image).not.toBeNull();
      const stale = await buildSiteAvatar(url, options());
      expect(stale.avatar?.image).not.toBeNull();
      expect(lines).toContainEqual(
        expect.stringMatching(/^ {2}! Avatar: using the cached copy from /),
      );
    } finally {
      await down.close();
    }
  });

  it.each([
    ['a 404', (server: ScriptedServer) => server.reply(text(404, 'Not Found')), /HTTP 404/],
    [
      'bytes that are not an image',
      (server: ScriptedServer) =>
        server.reply(text(200, 'GIF89a… not really', { 'content-type': 'image/gif' })),
      /not an image the build can read/,
    ],
  ])('gives the default avatar, in the HTML itself, for %s', async (_, script, message) => {
    const server = await startScriptedServer();
    try {
      script(server);
      const url = `${server.url}/avatars/u/2?v=4`;
      const built = await buildSiteAvatar(url, options());
      expect(built).toEqual({ avatar: { from: url, image: null }, files: [], original: null });
      expect(avatarPicture(url, built.avatar)).toEqual({ kind: 'default' });
      expect(lines.join('\n')).toMatch(message);
      expect(lines.join('\n')).toContain('the page shows the default avatar');
    } finally {
      await server.close();
    }
  });

  it('has nothing to do without an avatar URL, or with one that is not http(s)', async () => {
    for (const url of [null, 'javascript:alert(1)']) {
      await expect(buildSiteAvatar(url, options())).resolves.toEqual({
        avatar: null,
        files: [],
        original: null,
      });
    }
  });
});

describe('buildSiteAvatar and hosts the owner does not control', () => {
  let server: ScriptedServer;
  beforeEach(async () => {
    server = await startScriptedServer();
  });
  afterEach(() => server.close());

  const defaultAvatar = (url: string) => ({
    avatar: { from: url, image: null },
    files: [],
    original: null,
  });
  /** Once the client let go of the connection (a reset on the way is no failure: events.once's would be). */
  const released = (request: IncomingMessage) =>
    new Promise<void>((resolve) => {
      if (request.socket.destroyed) resolve();
      else request.socket.once('close', () => resolve());
    });

  it('refuses a redirect to the metadata address, once, and shows the default avatar', async () => {
    const metadata = 'http://169.254.169.254/latest/meta-data/iam/security-credentials/';
    server.reply(text(302, '', { location: metadata }));
    const url = `${server.url}/avatars/u/3?v=4`;
    await expect(buildSiteAvatar(url, options())).resolves.toEqual(defaultAvatar(url));
    expect(lines).toEqual([
      `  ! The avatar could not be fetched from ${url} (Refused to follow the redirect to ${metadata}: ` +
        'a link-local address (169.254.169.254); not retried): the page shows the default avatar.',
    ]);
    // The GitHub lane retries a network failure: a refusal is not one.
    expect(server.requests).toHaveLength(1);
  });

  it('refuses an avatar URL on a private host the owner did not configure', async () => {
    server.reply(text(200, 'never asked'));
    const url = `${server.url}/avatars/u/4?v=4`;
    const built = await buildSiteAvatar(url, {
      ...options(),
      ownerUrls: ['https://api.github.com'],
    });
    expect(built).toEqual(defaultAvatar(url));
    expect(lines.join('\n')).toContain(
      `(Refused to request ${url}: a loopback address (127.0.0.1); not retried)`,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('stops the download of an endless answer past 5 MB, without reading it all', async () => {
    let sent = 0;
    server.reply((_, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      const timer = setInterval(() => {
        if (response.destroyed) return;
        sent += chunk.length;
        response.write(chunk);
      }, 1);
      response.on('close', () => clearInterval(timer));
      // The client hangs up mid-body: that is the point.
      response.on('error', () => undefined);
    });
    const url = `${server.url}/avatars/u/5?v=4`;
    await expect(buildSiteAvatar(url, options())).resolves.toEqual(defaultAvatar(url));
    expect(lines.join('\n')).toContain(
      `could not be fetched from ${url} (The answer is larger than 5 MB): the page shows the default avatar.`,
    );
    await Promise.all(server.requests.map(released));
    expect(server.requests).toHaveLength(1);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
  });

  it('refuses a picture of more pixels than the cap (a decompression bomb) before decoding it', async () => {
    // 20 megapixels in 64 KB: sharp's own limit (16383²) would decode it.
    const bomb = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: '#336699' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(5000 * 4000).toBeGreaterThan(MAX_AVATAR_PIXELS);
    server.reply((_, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(bomb);
    });
    const url = `${server.url}/avatars/u/6?v=4`;
    await expect(buildSiteAvatar(url, options())).resolves.toEqual(defaultAvatar(url));
    expect(lines.join('\n')).toContain(
      'is not an image the build can read (Input image exceeds pixel limit)',
    );
  });
});

describe('resizeAvatar', () => {
  it('refuses a PNG that declares more pixels than the cap, before decoding it', async () => {
    const declared = pngDeclaring(8192, 8192);
    // sharp alone reads it as what it says it is…
    await expect(sharp(declared).metadata()).resolves.toMatchObject({ width: 8192 });
    // …the build refuses it at the header.
    await expect(resizeAvatar(declared, '/')).rejects.toThrow('Input image exceeds pixel limit');
  });

  it('keeps transparency in a PNG fallback', async () => {
    const transparent = await sharp({
      create: { width: 460, height: 460, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { image, files } = await resizeAvatar(transparent, '/');
    expect(image.fallback.type).toBe('image/png');
    expect(image.src).toMatch(/^\/static\/media\/avatar-96\.[0-9a-f]{8}\.png$/);
    expect(files).toHaveLength(6);
  });
});

/**
 * A PNG that declares width × height 8-bit grey pixels and holds a few bytes of them: what a reader
 * sees first is the size it would need.
 */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const name = Buffer.from(type, 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([name, data])), 0);
  return Buffer.concat([length, name, data, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
