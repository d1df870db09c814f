/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { avatarPicture } from '../../../src/domain/avatar';
import { startMockApi, type MockApi } from '../../../test/support/mockApi';
import {
  startScriptedServer,
  text,
  type ScriptedServer,
} from '../../../test/support/scriptedServer';
import { buildSiteAvatar, resizeAvatar } from './siteAvatar';

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

describe('resizeAvatar', () => {
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
