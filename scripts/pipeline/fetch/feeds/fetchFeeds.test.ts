/** @jest-environment node */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TransportTuning } from '../../../../src/services/transport/createTransport';
import {
  ATOM_POSTS,
  JSON_POSTS,
  RSS_ATOM_LIMITED,
  RSS_ATOM_POSTS,
  RSS_POSTS,
} from '../../../../mock/answers/feeds';
import { closedPort } from '../../../../test/support/closedPort';
import { startMockApi, type MockApi } from '../../../../mock/mockApi';
import { startScriptedServer, type ScriptedServer } from '../../../../test/support/scriptedServer';
import { fetchFeeds, type FeedFetchOptions } from './fetchFeeds';
import { mergePosts } from './mergePosts';

const NOW = new Date('2026-11-23T06:00:00.000Z');
const LATER = new Date('2026-11-24T06:00:00.000Z');
const TUNING: TransportTuning = { timeoutMs: 2000, retryAfterCapMs: 50, web: { baseDelayMs: 1 } };

let api: MockApi;
let cacheDir: string;

beforeAll(async () => {
  api = await startMockApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'feeds-cache-'));
});
afterEach(async () => {
  api.reset();
  await rm(cacheDir, { recursive: true, force: true });
});

async function run(
  urls: readonly string[],
  { limit = 6, ...options }: Partial<FeedFetchOptions> & { limit?: number } = {},
) {
  const lines: string[] = [];
  const posts = await fetchFeeds(
    { urls, limit },
    { cacheDir, write: (line) => lines.push(line), tuning: TUNING, now: () => NOW, ...options },
  );
  return { posts, lines, log: lines.join('\n') };
}

const summary = (lines: readonly string[]) => lines[lines.length - 1] ?? '';

describe('fetchFeeds', () => {
  it('is null without feeds, and asks nobody', async () => {
    const { posts, lines } = await run([]);
    expect(posts).toBeNull();
    expect(lines).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('merges the feeds newest first, without the cross-post twice, and keeps the newest 6', async () => {
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom]);
    expect(posts).toEqual(RSS_ATOM_LIMITED);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^Fetching 2 feeds: ${api.feeds.rss}, ${api.feeds.atom}; cache: `),
      ),
      `  Feed ${api.feeds.rss}: 5 posts from "DEV Community: Octo Dev"`,
      `  ! Feed ${api.feeds.rss}: 1 item without a usable date left out`,
      `  Feed ${api.feeds.atom}: 5 posts from "Octo’s notes"`,
      expect.stringMatching(
        /^Feeds: 6 posts \(the newest of 9\) from 2 feeds in \d+\.\d s; 2 requests, 0 answered 304 Not Modified\.$/,
      ),
    ]);
    for (const request of api.requests) {
      expect(request.headers.accept).toMatch(/^application\/rss\+xml, application\/atom\+xml, /);
    }
  });

  it('reads all three formats, up to the limit asked for', async () => {
    const { posts } = await run([api.feeds.rss, api.feeds.atom, api.feeds.json], { limit: 50 });
    expect(posts).toEqual(mergePosts([RSS_POSTS, ATOM_POSTS, JSON_POSTS], 50));
    expect(posts).toHaveLength(RSS_ATOM_POSTS.length + JSON_POSTS.length);
    expect(posts?.map((post) => post.source)).toContain('Octo Dev (micro)');
  });

  it('revalidates on the next run: 304s, the same posts', async () => {
    await run([api.feeds.rss, api.feeds.atom]);
    api.reset();
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], { now: () => LATER });
    expect(posts).toEqual(RSS_ATOM_LIMITED);
    // Both feeds are asked at once: in any order.
    expect(api.requests.map((request) => [request.path, request.status]).sort()).toEqual([
      ['/atom.xml', 304],
      ['/rss.xml', 304],
    ]);
    expect(api.requests.every((request) => request.headers['if-none-match'])).toBe(true);
    expect(lines).toContain(
      `  Feed ${api.feeds.atom}: 5 posts from "Octo’s notes" (unchanged: 304 Not Modified)`,
    );
    expect(summary(lines)).toMatch(/; 2 requests, 2 answered 304 Not Modified\.$/);
  });
});

describe('fetchFeeds when a feed fails', () => {
  it('leaves out a feed that answers 500 after its retries, and keeps the others', async () => {
    api.fail({ service: 'feeds', path: '/rss.xml', status: 500 });
    const { posts, lines, log } = await run([api.feeds.rss, api.feeds.atom]);
    expect(posts).toEqual(ATOM_POSTS);
    // One retry: a feed is an extra, not worth a long wait (WEB_RETRY).
    expect(api.count({ service: 'feeds', path: '/rss.xml' })).toBe(2);
    expect(log).toContain(
      `  ~ Feed ${api.feeds.rss}: Request failed with status code 500; attempt 2 in 0.0 s`,
    );
    expect(lines).toContain(`  ! Feed ${api.feeds.rss} failed (HTTP 500); left out`);
    expect(summary(lines)).toMatch(
      /^Feeds: 5 posts from 1 of 2 feeds \(1 left out\) in \d+\.\d s; 3 requests, 0 answered/,
    );
  });

  it('leaves out a feed that hangs past its timeout', async () => {
    api.hang({ service: 'feeds', path: '/atom.xml' });
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], {
      tuning: { ...TUNING, timeoutMs: 200, web: { baseDelayMs: 1, retries: 0 } },
    });
    expect(posts).toEqual(RSS_POSTS);
    expect(lines).toContain(
      `  ! Feed ${api.feeds.atom} failed (Request timed out (no complete answer within 200 ms)); left out`,
    );
  });

  it('leaves out a feed still hanging when the budget runs out', async () => {
    api.hang({ service: 'feeds', path: '/atom.xml' });
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], {
      tuning: { ...TUNING, timeoutMs: 60_000 },
      budgetMs: 300,
    });
    expect(posts).toEqual(RSS_POSTS);
    expect(lines).toContain(
      `  ! Feed ${api.feeds.atom} failed (Cancelled: the fetch ran out of time); left out`,
    );
    // No retry was started past the budget.
    expect(api.count({ service: 'feeds', path: '/atom.xml' })).toBe(1);
  });

  it('names malformed XML, malformed JSON and an HTML page where a feed was', async () => {
    api.malformed({ service: 'feeds', path: '/rss.xml' });
    api.malformed({ service: 'feeds', path: '/feed.json' });
    api.fail({
      service: 'feeds',
      path: '/atom.xml',
      status: 200,
      body: '<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body><form></form></body></html>',
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom, api.feeds.json]);
    expect(posts).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        `  ! Feed ${api.feeds.rss} failed (malformed XML); left out`,
        `  ! Feed ${api.feeds.atom} failed (an HTML page, not a feed); left out`,
        `  ! Feed ${api.feeds.json} failed (Malformed JSON in the answer (HTTP 200)); left out`,
      ]),
    );
    expect(summary(lines)).toMatch(/^Feeds: 0 posts from 0 of 3 feeds \(3 left out\)/);
  });

  it('leaves out a feed whose host refuses the connection', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/rss.xml`;
    const { posts, lines } = await run([url, api.feeds.atom]);
    expect(posts).toEqual(ATOM_POSTS);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^  ! Feed ${url} failed \\(.*ECONNREFUSED.*\\); left out$`),
      ),
    );
  });
});

describe('fetchFeeds after an earlier good run', () => {
  const firstRun = () => run([api.feeds.rss, api.feeds.atom]);

  it('uses the last good posts of a feed that now answers 500 (the HTTP cache stands in)', async () => {
    await firstRun();
    api.reset();
    api.fail({ service: 'feeds', path: '/rss.xml', status: 500 });
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], { now: () => LATER });
    expect(posts).toEqual(RSS_ATOM_LIMITED);
    expect(lines).toContain(
      `  ! Feed ${api.feeds.rss} failed (Request failed with status code 500); using its 5 posts from 2026-11-23T06:00:00.000Z`,
    );
    expect(summary(lines)).toMatch(
      /^Feeds: 6 posts \(the newest of 9\) from 2 feeds \(1 with earlier posts\)/,
    );
  });

  it('uses the last good posts of a feed that now sends malformed XML', async () => {
    await firstRun();
    api.reset();
    api.malformed({ service: 'feeds', path: '/atom.xml' });
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], { now: () => LATER });
    expect(posts).toEqual(RSS_ATOM_LIMITED);
    expect(lines).toContain(
      `  ! Feed ${api.feeds.atom} failed (malformed XML); using its 5 posts from 2026-11-23T06:00:00.000Z`,
    );
  });

  it('keeps the date of the last good answer, not of the failed runs after it', async () => {
    await firstRun();
    api.reset();
    api.malformed({ service: 'feeds', path: '/atom.xml' });
    await run([api.feeds.atom], { now: () => LATER });
    const { lines } = await run([api.feeds.atom], { now: () => new Date('2026-11-25T06:00:00Z') });
    expect(lines).toContain(
      `  ! Feed ${api.feeds.atom} failed (malformed XML); using its 5 posts from 2026-11-23T06:00:00.000Z`,
    );
  });

  it('reads the HTTP cache’s copy when the kept posts are gone', async () => {
    await firstRun();
    await rm(path.join(cacheDir, 'feeds'), { recursive: true });
    api.reset();
    api.hang({ service: 'feeds', path: '/rss.xml' });
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], {
      tuning: { ...TUNING, timeoutMs: 200, web: { baseDelayMs: 1, retries: 0 } },
      now: () => LATER,
    });
    expect(posts).toEqual(RSS_ATOM_LIMITED);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^  ! Feed ${api.feeds.rss} failed \\(Request timed out \\(no complete answer within 200 ms\\)\\); using its 5 posts from \\d{4}-`,
        ),
      ),
    );
  });
});

describe('fetchFeeds and redirects (the outbound guard)', () => {
  const redirectTo = (location: string, path = '/rss.xml') =>
    api.fail({ service: 'feeds', path, status: 302, headers: { location } });

  it('follows a redirect on the owner’s own host, http as the owner configured it', async () => {
    redirectTo(api.feeds.atom);
    const { posts, lines } = await run([api.feeds.rss]);
    expect(posts).toEqual(ATOM_POSTS);
    expect(lines).toContain(`  Feed ${api.feeds.rss}: 5 posts from "Octo’s notes"`);
  });

  it('refuses a redirect to the metadata address, once, and falls back to the last good posts', async () => {
    await run([api.feeds.rss, api.feeds.atom]);
    api.reset();
    redirectTo('http://169.254.169.254/latest/meta-data/iam/security-credentials/');
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], { now: () => LATER });
    expect(posts).toEqual(RSS_ATOM_LIMITED);
    expect(lines).toContain(
      `  ! Feed ${api.feeds.rss} failed (Refused to follow the redirect to ` +
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/: ' +
        'a link-local address (169.254.169.254); not retried); ' +
        'using its 5 posts from 2026-11-23T06:00:00.000Z',
    );
    // Not retried (the Web lane retries a network failure once), and no retry line.
    expect(api.count({ service: 'feeds', path: '/rss.xml' })).toBe(1);
    expect(lines.some((line) => line.startsWith('  ~ '))).toBe(false);
  });

  it('leaves out a feed redirected to http on another host, or to a name that resolves privately', async () => {
    redirectTo('http://feeds.example/rss.xml');
    redirectTo('https://feeds.internal.example/atom.xml', '/atom.xml');
    const lookup = (hostname: string) =>
      Promise.resolve(hostname === 'feeds.internal.example' ? [{ address: '192.168.0.12' }] : []);
    const { posts, lines } = await run([api.feeds.rss, api.feeds.atom], { lookup });
    expect(posts).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        `  ! Feed ${api.feeds.rss} failed (Refused to follow the redirect to http://feeds.example/rss.xml: not https; not retried); left out`,
        `  ! Feed ${api.feeds.atom} failed (Refused to follow the redirect to https://feeds.internal.example/atom.xml: ` +
          'feeds.internal.example resolves to a private address (192.168.0.12); not retried); left out',
      ]),
    );
  });
});

describe('fetchFeeds and the 5 MB cap', () => {
  let server: ScriptedServer;
  beforeEach(async () => {
    server = await startScriptedServer();
  });
  afterEach(() => server.close());

  const released = async (request: IncomingMessage) => {
    if (!request.socket.destroyed) await once(request.socket, 'close');
  };
  const rssHead = '<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>';

  it('refuses a feed that never ends, stopping the download past 5 MB', async () => {
    let sent = 0;
    server.reply((_, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write(rssHead);
      const item = Buffer.from(`<item><title>${'x'.repeat(60_000)}</title></item>`);
      const timer = setInterval(() => {
        sent += item.length;
        response.write(item);
      }, 1);
      response.on('close', () => clearInterval(timer));
    });
    const url = `${server.url}/endless.xml`;
    const { posts, lines } = await run([url, api.feeds.atom]);
    expect(posts).toEqual(ATOM_POSTS);
    expect(lines).toContain(`  ! Feed ${url} failed (The answer is larger than 5 MB); left out`);
    await Promise.all(server.requests.map(released));
    expect(server.requests).toHaveLength(1);
    // The client let go soon after the cap: far less than, say, twice the cap went out.
    expect(sent).toBeLessThan(10 * 1024 * 1024);
  });

  it('refuses a feed that declares more than 5 MB, without reading it', async () => {
    const body = `${rssHead}${'<item><title>x</title></item>'.repeat(200_000)}</channel></rss>`;
    server.reply((_, response) => {
      response.writeHead(200, {
        'content-type': 'application/rss+xml',
        'content-length': String(Buffer.byteLength(body)),
      });
      response.end(body);
    });
    const url = `${server.url}/big.xml`;
    const { lines } = await run([url]);
    expect(lines).toContain(`  ! Feed ${url} failed (The answer is larger than 5 MB); left out`);
  });

  it('reads a feed just under the cap', async () => {
    const item = '<item><title>x</title><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate></item>';
    const filler = `<!-- ${'f'.repeat(5 * 1024 * 1024 - 2000)} -->`;
    const body = `${rssHead}${filler}${item}</channel></rss>`;
    server.reply((_, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(body);
    });
    const { posts } = await run([`${server.url}/large.xml`]);
    expect(posts).toEqual([{ title: 'x', date: '2026-11-02T10:00:00.000Z', source: 'Huge' }]);
  });
});
