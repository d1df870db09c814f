/** @jest-environment node */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  hang,
  json,
  startScriptedServer,
  type ScriptedServer,
} from '../../../test/support/scriptedServer';
import { fastTransport } from '../../../test/support/fastTransport';
import { createGitHubApi } from '../../../src/services/github/githubApi';
import { unlimitedBudget } from '../../../src/services/transport/budget';
import { publicPartOfAnswer, publicPartOfQueryAnswer } from '../fetch/publicAnswers';
import { createAnswerStore, MAX_ENTRY_LINES } from './answerStore';
import { createHttpCache, createHttpCacheStore } from './httpCache';
import { GITHUB_RETRY } from '../../../src/services/transport/policy';
import { createPolicyFetch } from '../../../src/services/transport/policyFetch';
import { STALE_SINCE_HEADER } from '../../../src/services/transport/staleAnswers';
import type { TransportEvent } from '../../../src/services/transport/transportEvents';

const TOKEN = 'ghp_FAKE-cache-Hq3Zt8-not-a-real-token';
/** What GitHub sends: cacheable for a minute, yet the build must still revalidate every time. */
const GITHUB_HEADERS = {
  'cache-control': 'private, max-age=60, s-maxage=60',
  vary: 'Accept, Authorization, Cookie, X-GitHub-OTP',
  etag: 'W/"v1"',
  'last-modified': 'Sat, 21 Nov 2026 06:00:00 GMT',
};

let server: ScriptedServer;
let dir: string;
let clock: number;
beforeEach(async () => {
  server = await startScriptedServer();
  dir = mkdtempSync(path.join(tmpdir(), 'portfolio-cache-test-'));
  clock = Date.parse('2026-11-21T06:00:00Z');
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

type StoredPart = NonNullable<Parameters<typeof createHttpCache>[0]['storedPart']>;

function cachedFetch(cacheDir = dir, storable?: (url: string) => boolean, storedPart?: StoredPart) {
  const events: TransportEvent[] = [];
  const warnings: string[] = [];
  const onEvent = (event: TransportEvent) => events.push(event);
  const fetch = createHttpCache({
    dir: cacheDir,
    fetch: createPolicyFetch({
      api: 'GitHub',
      policy: { ...GITHUB_RETRY, baseDelayMs: 1 },
      retryAfterCapMs: 1000,
      budget: unlimitedBudget(),
      timeoutMs: 200,
      onEvent,
    }),
    onEvent,
    onWarning: (line) => warnings.push(line),
    now: () => clock,
    ...(storable ? { storable } : {}),
    ...(storedPart ? { storedPart, countHeaders: ['x-total'] } : {}),
  });
  const get = (url = `${server.url}/user/repos`, token: string | null = TOKEN) =>
    fetch(url, {
      headers: {
        ...(token === null ? {} : { authorization: `token ${token}` }),
        accept: 'application/json',
      },
    });
  return { get, events, warnings };
}

/** The answers' store in the cache folder, read through its own API. */
const answers = () => createAnswerStore<unknown>(path.join(dir, 'answers'));

/** The keys of the stored answers. */
async function storedKeys(): Promise<string[]> {
  const store = answers();
  const entries = await Promise.all((await store.ids()).map((id) => store.entryById(id)));
  return entries.flatMap((entry) => (entry ? [entry.key] : []));
}

/** The files in the cache folder, every folder down. */
function cacheFiles(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const conditionalHeaders = (index: number) => {
  const headers = server.requests[index]?.headers ?? {};
  return { ifNoneMatch: headers['if-none-match'], ifModifiedSince: headers['if-modified-since'] };
};

describe('createHttpCache', () => {
  it('revalidates a stored answer with its validators, and a 304 gives the stored body', async () => {
    server.reply(json(200, [{ name: 'widget' }], GITHUB_HEADERS), json(304, null, GITHUB_HEADERS));
    await cachedFetch().get();
    const second = cachedFetch();
    const response = await second.get();

    expect(conditionalHeaders(0)).toEqual({ ifNoneMatch: undefined, ifModifiedSince: undefined });
    expect(conditionalHeaders(1).ifNoneMatch).toBe('W/"v1"');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual([{ name: 'widget' }]);
    expect(second.events).toContainEqual({ type: 'not-modified', url: `${server.url}/user/repos` });
  });

  it('sends If-Modified-Since when the answer had only Last-Modified', async () => {
    const { etag: _etag, ...withoutEtag } = GITHUB_HEADERS;
    server.reply(json(200, [], withoutEtag), json(304, null, withoutEtag));
    await cachedFetch().get();
    await cachedFetch().get();
    expect(conditionalHeaders(1)).toEqual({
      ifNoneMatch: undefined,
      ifModifiedSince: GITHUB_HEADERS['last-modified'],
    });
  });

  it('replaces the stored answer when the resource changed', async () => {
    server.reply(
      json(200, ['old'], GITHUB_HEADERS),
      json(200, ['new'], { ...GITHUB_HEADERS, etag: 'W/"v2"' }),
      json(304, null, { ...GITHUB_HEADERS, etag: 'W/"v2"' }),
    );
    await cachedFetch().get();
    await expect((await cachedFetch().get()).json()).resolves.toEqual(['new']);
    await expect((await cachedFetch().get()).json()).resolves.toEqual(['new']);
    expect(conditionalHeaders(2).ifNoneMatch).toBe('W/"v2"');
  });

  it('asks once more without validators when a 304 names another version, and keeps that answer', async () => {
    const headers = { 'cache-control': 'private, max-age=60', etag: '"a"' };
    server.reply(json(200, ['old'], headers));
    await cachedFetch().get();
    server.reply(
      json(304, null, { ...headers, etag: '"b"' }),
      json(200, ['new'], { ...headers, etag: '"b"' }),
    );
    const { get, events } = cachedFetch();
    const response = await get();

    expect(server.requests).toHaveLength(3);
    expect(conditionalHeaders(1)).toEqual({ ifNoneMatch: '"a"', ifModifiedSince: undefined });
    expect(conditionalHeaders(2)).toEqual({ ifNoneMatch: undefined, ifModifiedSince: undefined });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual(['new']);
    expect(events.map(({ type }) => type)).not.toContain('not-modified');

    // The cache holds the new answer now: the next build confirms it by its own ETag.
    server.reply(json(304, null, { ...headers, etag: '"b"' }));
    await expect((await cachedFetch().get()).json()).resolves.toEqual(['new']);
    expect(server.requests).toHaveLength(4);
    expect(conditionalHeaders(3).ifNoneMatch).toBe('"b"');
  });

  it('applies stale-if-error to that second request like to any other', async () => {
    const headers = { 'cache-control': 'private, max-age=60', etag: '"a"' };
    server.reply(json(200, ['kept'], headers));
    await cachedFetch().get();
    server.reply(json(304, null, { ...headers, etag: '"b"' }), json(502, { message: 'Bad' }));
    const { get, events } = cachedFetch();
    const response = await get();

    // The 304, then the unconditional request with its two retries.
    expect(server.requests).toHaveLength(5);
    expect(conditionalHeaders(4).ifNoneMatch).toBeUndefined();
    await expect(response.json()).resolves.toEqual(['kept']);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'stale', cause: 'Request failed with status code 502' }),
    );
  });

  it('answers from the cache when the request fails after its retries, and says since when', async () => {
    server.reply(json(200, { contributions: 5 }, GITHUB_HEADERS));
    await cachedFetch().get();
    clock = Date.parse('2026-11-22T06:00:00Z');
    server.reply(json(502, { message: 'Server Error' }));
    const { get, events } = cachedFetch();
    const response = await get();

    expect(server.requests).toHaveLength(4);
    expect(response.status).toBe(200);
    expect(response.headers.get(STALE_SINCE_HEADER)).toBe('2026-11-21T06:00:00.000Z');
    await expect(response.json()).resolves.toEqual({ contributions: 5 });
    expect(events).toContainEqual({
      type: 'stale',
      url: `${server.url}/user/repos`,
      since: '2026-11-21T06:00:00.000Z',
      cause: 'Request failed with status code 502',
    });
  });

  it('answers from the cache when the server hangs', async () => {
    server.reply(json(200, ['kept'], GITHUB_HEADERS));
    await cachedFetch().get();
    server.reply(hang);
    const response = await cachedFetch().get();
    await expect(response.json()).resolves.toEqual(['kept']);
  });

  it('keeps one entry and one body per request however often it is confirmed or replaced', async () => {
    server.reply(
      json(200, ['x'], GITHUB_HEADERS),
      json(304, null, GITHUB_HEADERS),
      json(304, null, GITHUB_HEADERS),
      json(200, ['y'], { ...GITHUB_HEADERS, etag: 'W/"v2"' }),
    );
    for (let build = 0; build < 4; build += 1) await cachedFetch().get();
    expect(
      cacheFiles()
        .map((file) => path.extname(file))
        .sort(),
    ).toEqual(['.body', '.json']);
    await expect(
      cachedFetch()
        .get()
        .then((response) => response.json()),
    ).resolves.toEqual(['y']);
  });

  it('reads a body that is not the one its entry names (a write cut short) as no answer', async () => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get();
    const [body = ''] = cacheFiles().filter((file) => file.endsWith('.body'));
    writeFileSync(body, '["y"]');
    server.reply(json(200, ['z'], GITHUB_HEADERS));
    const response = await cachedFetch().get();
    await expect(response.json()).resolves.toEqual(['z']);
    expect(conditionalHeaders(1).ifNoneMatch).toBeUndefined();
  });

  it('answers GitHub’s secondary rate limit (named only in the 403’s body) from the cache', async () => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get();
    server.reply(
      json(
        403,
        { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
        { 'x-ratelimit-remaining': '4000' },
      ),
    );
    const limited = cachedFetch();
    const response = await limited.get();
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual(['x']);
    expect(limited.events.map(({ type }) => type)).toContain('stale');
  });

  it('moves "since" on with every confirmation', async () => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get();
    clock = Date.parse('2026-11-22T06:00:00Z');
    server.reply(json(304, null, GITHUB_HEADERS));
    await cachedFetch().get();
    server.reply(json(500, {}));
    const response = await cachedFetch().get();
    expect(response.headers.get(STALE_SINCE_HEADER)).toBe('2026-11-22T06:00:00.000Z');
  });

  it('confirms a 304 in the entry only: the stored body is not written again', async () => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get();
    const [body = ''] = cacheFiles().filter((file) => file.endsWith('.body'));
    const written = statSync(body);
    server.reply(json(304, null, GITHUB_HEADERS));
    const response = await cachedFetch().get();
    await expect(response.json()).resolves.toEqual(['x']);
    const after = statSync(body);
    expect([after.ino, after.mtimeMs]).toEqual([written.ino, written.mtimeMs]);
  });

  it.each([404, 422])('passes a %i through: an old copy would hide it', async (status) => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get();
    server.reply(json(status, { message: 'no' }));
    expect((await cachedFetch().get()).status).toBe(status);
  });

  it.each([
    [401, 'Bad credentials'],
    [403, 'Resource protected by organization SAML enforcement'],
  ])(
    'keeps the last good answer when the service rejects the token (%i), and says why',
    async (status, message) => {
      server.reply(json(200, ['kept'], GITHUB_HEADERS));
      await cachedFetch().get();
      server.reply(json(status, { message }));
      const { get, events } = cachedFetch();
      const response = await get();

      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual(['kept']);
      expect(events).toContainEqual({
        type: 'stale',
        url: `${server.url}/user/repos`,
        since: '2026-11-21T06:00:00.000Z',
        cause: `the token was rejected (HTTP ${status})`,
        reason: 'token-rejected',
      });
    },
  );

  it('passes a 401 to a request without a token through: no token was rejected', async () => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get(undefined, null);
    server.reply(json(401, { message: 'Requires authentication' }));
    expect((await cachedFetch().get(undefined, null)).status).toBe(401);
  });

  it('passes GitHub’s "not accessible by integration" through: it is how an installation token is told apart', async () => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get();
    server.reply(json(403, { message: 'Resource not accessible by integration' }));
    expect((await cachedFetch().get()).status).toBe(403);
  });

  it('keeps a non-empty list once when the answer is suddenly empty; the next build’s empty answer is taken', async () => {
    server.reply(json(200, ['a', 'b'], GITHUB_HEADERS));
    await cachedFetch().get();

    clock = Date.parse('2026-11-22T06:00:00Z');
    server.reply(json(200, [], { ...GITHUB_HEADERS, etag: 'W/"empty"' }));
    const first = cachedFetch();
    const kept = await first.get();
    await expect(kept.json()).resolves.toEqual(['a', 'b']);
    expect(kept.headers.get(STALE_SINCE_HEADER)).toBe('2026-11-21T06:00:00.000Z');
    expect(first.events).toContainEqual(
      expect.objectContaining({
        type: 'stale',
        reason: 'emptied-list',
        cause: 'an empty list where the last good answer had 2 items',
      }),
    );
    // The same build asking again is no confirmation.
    server.reply(json(200, [], { ...GITHUB_HEADERS, etag: 'W/"empty"' }));
    await expect((await first.get()).json()).resolves.toEqual(['a', 'b']);

    clock = Date.parse('2026-11-23T06:00:00Z');
    server.reply(json(200, [], { ...GITHUB_HEADERS, etag: 'W/"empty"' }));
    const second = cachedFetch();
    await expect((await second.get()).json()).resolves.toEqual([]);
    expect(second.events.filter(({ type }) => type === 'stale')).toEqual([]);
  });

  it('forgets an emptied list when the items come back', async () => {
    server.reply(json(200, ['a'], GITHUB_HEADERS));
    await cachedFetch().get();
    clock += 1000;
    server.reply(json(200, [], GITHUB_HEADERS));
    await cachedFetch().get();
    clock += 1000;
    server.reply(json(200, ['a', 'b'], { ...GITHUB_HEADERS, etag: 'W/"v2"' }));
    await cachedFetch().get();
    clock += 1000;
    // Empty once more after the items came back: kept again, as the first time.
    server.reply(json(200, [], GITHUB_HEADERS));
    await expect((await cachedFetch().get()).json()).resolves.toEqual(['a', 'b']);
  });

  it('takes a list whose repositories all turned private as it is: no emptied list, nothing of them kept', async () => {
    const repo = (isPrivate: boolean) => ({ full_name: 'acme/last-public', private: isPrivate });
    server.reply(json(200, [repo(false)], GITHUB_HEADERS));
    await cachedFetch(dir, undefined, publicPartOfAnswer).get();

    // GitHub still lists it, to the token, now private: the list the page may show is empty.
    server.reply(json(200, [repo(true)], { ...GITHUB_HEADERS, etag: 'W/"v2"' }));
    const turned = cachedFetch(dir, undefined, publicPartOfAnswer);
    const response = await turned.get();
    await expect(response.json()).resolves.toEqual([]);
    expect(response.headers.get(STALE_SINCE_HEADER)).toBeNull();
    expect(turned.events.filter(({ type }) => type === 'stale')).toEqual([]);
    const store = answers();
    const [id = ''] = await store.ids();
    const entry = await store.entryById(id);
    await expect(store.read(entry?.key ?? '')).resolves.toMatchObject({ body: Buffer.from('[]') });
  });

  it('writes none of the token’s headers to disk, and cleans an entry an earlier version wrote with them', async () => {
    const tokenHeaders = {
      'x-oauth-scopes': 'read:org, repo',
      'x-accepted-oauth-scopes': 'admin:org',
      'github-authentication-token-expiration': '2026-12-31 00:00:00 UTC',
      'x-github-sso': 'partial-results; organizations=21955855,20582480',
      'x-ratelimit-remaining': '4999',
    };
    const link = `<${server.url}/user/repos?page=2>; rel="next", <${server.url}/user/repos?page=9>; rel="last"`;
    const diskText = () =>
      cacheFiles()
        .map((file) => readFileSync(file, 'latin1'))
        .join('\n');
    const leaks = () =>
      [...Object.keys(tokenHeaders), ...Object.values(tokenHeaders), 'rel="last"'].filter((text) =>
        diskText().includes(text),
      );
    server.reply(json(200, ['widget'], { ...GITHUB_HEADERS, ...tokenHeaders, link }));
    const fresh = await cachedFetch().get();
    // The caller reads the answer as it came; the disk keeps what reading it again needs.
    expect(fresh.headers.get('x-oauth-scopes')).toBe('read:org, repo');
    expect(leaks()).toEqual([]);
    server.reply(json(304, null, { ...GITHUB_HEADERS, ...tokenHeaders, link }));
    const confirmed = await cachedFetch().get();
    // Pagination still finds the next page.
    expect(confirmed.headers.get('link')).toContain(
      `<${server.url}/user/repos?page=2>; rel="next"`,
    );
    expect(confirmed.headers.get('etag')).toBe('W/"v1"');
    expect(leaks()).toEqual([]);

    // An entry as builds before this one wrote it: every header the server sent.
    const store = answers();
    const [id = ''] = await store.ids();
    const entry = await store.entryById(id);
    if (!entry) throw new Error('no entry stored');
    const metadata = entry.metadata as { policy: { resh: Record<string, string> } };
    await store.note(entry, {
      ...metadata,
      policy: { ...metadata.policy, resh: { ...metadata.policy.resh, ...tokenHeaders, link } },
    });
    expect(leaks()).not.toEqual([]);
    server.reply(json(304, null, GITHUB_HEADERS));
    await cachedFetch().get();
    expect(leaks()).toEqual([]);
  });

  describe('storedPart: only what may be shown reaches the disk', () => {
    const withoutSecret: StoredPart = (body) => {
      const items = JSON.parse(body.toString()) as unknown;
      if (!Array.isArray(items)) return null;
      const kept = items.filter((item) => item !== 'secret-repo');
      return kept.length === items.length
        ? { body, changed: false }
        : { body: Buffer.from(JSON.stringify(kept)), changed: true };
    };
    const diskText = () =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
        .join('\n');

    it('stores and gives the public part, without the count headers', async () => {
      server.reply(json(200, ['widget', 'secret-repo'], { ...GITHUB_HEADERS, 'x-total': '2' }));
      const response = await cachedFetch(dir, undefined, withoutSecret).get();
      await expect(response.json()).resolves.toEqual(['widget']);
      expect(response.headers.get('x-total')).toBeNull();
      expect(diskText()).toContain('widget');
      expect(diskText()).not.toContain('secret-repo');
      expect(diskText()).not.toContain('x-total');

      server.reply(json(304, null, GITHUB_HEADERS));
      const again = await cachedFetch(dir, undefined, withoutSecret).get();
      await expect(again.json()).resolves.toEqual(['widget']);
    });

    it('stores nothing of an answer with no public part, and forgets its earlier copy', async () => {
      server.reply(json(200, ['widget'], GITHUB_HEADERS));
      await cachedFetch(dir, undefined, withoutSecret).get();
      server.reply(json(200, { private: true }, { ...GITHUB_HEADERS, etag: 'W/"v2"' }));
      const response = await cachedFetch(dir, undefined, withoutSecret).get();
      await expect(response.json()).resolves.toEqual({ private: true });
      await expect(storedKeys()).resolves.toEqual([]);
    });
  });

  it.each([404, 410])('forgets the stored answer on a %i: the resource is gone', async (status) => {
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    await cachedFetch().get();
    server.reply(json(status, { message: 'Not Found' }), json(200, ['y'], GITHUB_HEADERS));
    expect((await cachedFetch().get()).status).toBe(status);
    await cachedFetch().get();
    expect(conditionalHeaders(2).ifNoneMatch).toBeUndefined();
  });

  it('passes a failure through when nothing was stored', async () => {
    server.reply(json(502, {}));
    expect((await cachedFetch().get()).status).toBe(502);
  });

  it('keeps each token’s answers apart and never writes a token to disk', async () => {
    server.reply(json(200, ['mine'], GITHUB_HEADERS));
    await cachedFetch().get();
    server.reply(json(200, ['theirs'], GITHUB_HEADERS));
    await cachedFetch().get(undefined, 'ghp_FAKE-another-not-a-real-token');
    expect(conditionalHeaders(1).ifNoneMatch).toBeUndefined();

    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const content = readFileSync(path.join(file.parentPath, file.name), 'latin1');
      expect(content).not.toContain(TOKEN.slice(4, 16));
      expect(content).not.toContain('ghp_FAKE-another');
    }
  });

  it('finds a run’s answers again with the next run’s installation token (GitHub Actions’)', async () => {
    const runToken = (run: number) => `ghs_FAKE-run${run}-not-a-real-token`;
    server.reply(json(200, ['public'], GITHUB_HEADERS), json(304, null, GITHUB_HEADERS));
    await cachedFetch().get(undefined, runToken(1));
    const response = await cachedFetch().get(undefined, runToken(2));
    await expect(response.json()).resolves.toEqual(['public']);
    expect(conditionalHeaders(1).ifNoneMatch).toBe(GITHUB_HEADERS.etag);
    expect(server.requests[1]?.headers.authorization).toBe(`token ${runToken(2)}`);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    for (const file of files) {
      const content = readFileSync(path.join(file.parentPath, file.name), 'latin1');
      expect(content).not.toContain('FAKE-run');
    }
  });

  it('does not cache an answer marked no-store', async () => {
    server.reply(json(200, ['x'], { 'cache-control': 'no-store', etag: '"a"' }));
    await cachedFetch().get();
    await cachedFetch().get();
    expect(conditionalHeaders(1).ifNoneMatch).toBeUndefined();
  });

  it('passes the requests its `storable` rule excludes straight through: nothing kept, nothing stands in', async () => {
    const storable = (url: string) => !url.endsWith('/commits');
    server.reply(
      json(200, ['kept'], GITHUB_HEADERS),
      json(200, ['not kept'], GITHUB_HEADERS),
      json(304, null, GITHUB_HEADERS),
      json(200, ['not kept'], GITHUB_HEADERS),
    );
    const first = cachedFetch(dir, storable);
    await first.get();
    await first.get(`${server.url}/commits`);
    const second = cachedFetch(dir, storable);
    await second.get();
    await second.get(`${server.url}/commits`);
    expect([1, 3].map((index) => conditionalHeaders(index).ifNoneMatch)).toEqual([
      undefined,
      undefined,
    ]);
    expect(conditionalHeaders(2).ifNoneMatch).toBe('W/"v1"');
    // A failure is the caller's to handle: no earlier answer stands in.
    server.reply(json(502, { message: 'Bad Gateway' }));
    const failing = cachedFetch(dir, storable);
    expect((await failing.get(`${server.url}/commits`)).status).toBe(502);
    expect(failing.events.map(({ type }) => type)).not.toContain('stale');
  });

  it('fetches without the cache, with one warning, when the cache cannot be written', async () => {
    const file = path.join(dir, 'not-a-directory');
    writeFileSync(file, '');
    chmodSync(file, 0o400);
    server.reply(json(200, ['x'], GITHUB_HEADERS));
    const { get, warnings } = cachedFetch(path.join(file, 'cache'));
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^The API cache in .* does not work; fetching without it \(.*ENOTDIR/,
    );
  });
});

describe('createHttpCache under the GitHub service', () => {
  it('gives Octokit the JSON when a 304 names another version than the stored one', async () => {
    const headers = { 'cache-control': 'private, max-age=60', etag: '"a"' };
    const branch = (name: string) => ({ name, commit: { sha: name, url: '' }, protected: false });
    const github = () =>
      createGitHubApi({
        baseUrl: server.url,
        username: 'octo-dev',
        token: TOKEN,
        fetch: createHttpCache({ dir, fetch: fastTransport().GitHub }),
      });
    server.reply(json(200, [branch('main')], headers));
    await github().listBranches('acme', 'x');
    server.reply(
      json(304, null, { ...headers, etag: '"b"' }),
      json(200, [branch('main'), branch('next')], { ...headers, etag: '"b"' }),
    );
    const branches = await github().listBranches('acme', 'x');
    expect(branches.map(({ name }) => name)).toEqual(['main', 'next']);
    expect(server.requests).toHaveLength(3);
  });
});

describe('GraphQL queries (the pins, the contribution calendar): last good answers too', () => {
  const pins = (...nodes: { nameWithOwner: string; isPrivate: boolean }[]) => ({
    data: { user: { pinnedItems: { nodes } } },
  });
  const calendar = (count: number) => ({
    data: {
      user: {
        contributionsCollection: {
          contributionCalendar: {
            totalContributions: count,
            weeks: [{ contributionDays: [{ date: '2026-11-20', contributionCount: count }] }],
          },
        },
      },
    },
  });
  function github(token: string | null = TOKEN) {
    const events: TransportEvent[] = [];
    const stale: string[] = [];
    const onEvent = (event: TransportEvent) => events.push(event);
    const fetch = createHttpCache({
      dir,
      fetch: fastTransport().GitHub,
      onEvent,
      now: () => clock,
      storedQueryPart: publicPartOfQueryAnswer,
    });
    const api = createGitHubApi({
      baseUrl: server.url,
      username: 'octo-dev',
      token,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const since = response.headers.get(STALE_SINCE_HEADER);
        if (since) stale.push(since);
        return response;
      },
    });
    return { api, events, stale };
  }
  const diskText = () =>
    cacheFiles()
      .map((file) => readFileSync(file, 'latin1'))
      .join('\n');

  it('asks anew every build, and serves the last good answer, marked stale, when GraphQL fails', async () => {
    server.reply(json(200, pins({ nameWithOwner: 'octo-dev/portfolio', isPrivate: false })));
    await expect(github().api.listPinnedRepositories()).resolves.toMatchObject({
      repositories: ['octo-dev/portfolio'],
    });
    clock = Date.parse('2026-11-22T06:00:00Z');
    server.reply(json(502, { message: 'Server Error' }));
    const second = github();
    await expect(second.api.listPinnedRepositories()).resolves.toMatchObject({
      repositories: ['octo-dev/portfolio'],
    });
    expect(second.stale).toEqual(['2026-11-21T06:00:00.000Z']);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests.length).toBeGreaterThan(1);
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('keeps each query apart: the pins never stand in for the calendar', async () => {
    server.reply(json(200, pins({ nameWithOwner: 'octo-dev/portfolio', isPrivate: false })));
    await github().api.listPinnedRepositories();
    server.reply(json(200, calendar(3)));
    await github().api.getContributionCalendar();
    await expect(storedKeys()).resolves.toHaveLength(2);
    server.reply(json(502, {}));
    await expect(github().api.getContributionCalendar()).resolves.toMatchObject({
      days: [{ date: '2026-11-20', contributionCount: 3 }],
    });
  });

  it('never writes a private pin to disk, nor the token', async () => {
    server.reply(
      json(
        200,
        pins(
          { nameWithOwner: 'octo-dev/portfolio', isPrivate: false },
          { nameWithOwner: 'octo-dev/private-notes', isPrivate: true },
        ),
      ),
    );
    await expect(github().api.listPinnedRepositories()).resolves.toMatchObject({
      repositories: ['octo-dev/portfolio'],
    });
    expect(diskText()).toContain('octo-dev/portfolio');
    expect(diskText()).not.toContain('private-notes');
    expect(diskText()).not.toContain(TOKEN);
  });

  it('stores no answer with errors, and lets the last good one stand in for it', async () => {
    const refused = { data: { user: null }, errors: [{ message: 'Something went wrong' }] };
    server.reply(json(200, refused));
    await expect(github().api.listPinnedRepositories()).rejects.toThrow();
    await expect(storedKeys()).resolves.toEqual([]);

    server.reply(json(200, pins({ nameWithOwner: 'octo-dev/portfolio', isPrivate: false })));
    await github().api.listPinnedRepositories();
    server.reply(json(200, refused));
    const third = github();
    await expect(third.api.listPinnedRepositories()).resolves.toMatchObject({
      repositories: ['octo-dev/portfolio'],
    });
    expect(third.events).toContainEqual(
      expect.objectContaining({ type: 'stale', cause: 'GraphQL answered: Something went wrong' }),
    );
  });

  it('passes on, and stores, the data of an answer that came with errors (a SAML-protected pin)', async () => {
    server.reply(json(200, pins({ nameWithOwner: 'octo-dev/portfolio', isPrivate: false })));
    await github().api.listPinnedRepositories();
    const saml = {
      message: 'Resource protected by organization SAML enforcement.',
      type: 'FORBIDDEN',
      path: ['user', 'pinnedItems', 'nodes', 1],
    };
    const partial = {
      ...pins({ nameWithOwner: 'octo-dev/site', isPrivate: false }),
      errors: [saml],
    };
    partial.data.user.pinnedItems.nodes.push(null as never);
    server.reply(json(200, partial));
    const second = github();
    await expect(second.api.listPinnedRepositories()).resolves.toEqual({
      repositories: ['octo-dev/site'],
      problems: [`FORBIDDEN at user.pinnedItems.nodes.1: ${saml.message}`],
    });
    expect(second.stale).toEqual([]);
    expect(diskText()).toContain('octo-dev/site');
    expect(diskText()).not.toContain('SAML');

    server.reply(json(502, {}));
    await expect(github().api.listPinnedRepositories()).resolves.toMatchObject({
      repositories: ['octo-dev/site'],
    });
  });

  it('serves the last good answer, marked stale, when the token is revoked (401)', async () => {
    server.reply(json(200, calendar(4)));
    await github().api.getContributionCalendar();
    server.reply(json(401, { message: 'Bad credentials' }));
    const second = github();
    await expect(second.api.getContributionCalendar()).resolves.toMatchObject({
      days: [{ date: '2026-11-20', contributionCount: 4 }],
    });
    expect(second.events).toContainEqual(
      expect.objectContaining({ type: 'stale', reason: 'token-rejected' }),
    );
  });
});

describe('a cache that stays bounded (createHttpCacheStore and prune)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** A body large enough for the folder's size to show it. */
  const body = (name: string) => ({ name, padding: name.repeat(4000) });

  /** One build: a store over the GitHub policy fetch, on the test's clock. */
  function build() {
    const events: TransportEvent[] = [];
    const onEvent = (event: TransportEvent) => events.push(event);
    const store = createHttpCacheStore({ dir, onEvent, now: () => clock });
    const fetch = store.wrap(
      createPolicyFetch({
        api: 'GitHub',
        policy: { ...GITHUB_RETRY, retries: 0 },
        retryAfterCapMs: 1000,
        budget: unlimitedBudget(),
        timeoutMs: 500,
        onEvent,
      }),
    );
    const get = (name: string) =>
      fetch(`${server.url}/api/${name}`, { headers: { authorization: `token ${TOKEN}` } });
    return { get, store, events };
  }

  /** Bytes of every file in the cache folder. */
  function folderBytes(): number {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
  }

  /** Answers each request with its name's body and an ETag, or 304 when the client has it. */
  function serveByName() {
    server.reply((request, response) => {
      const name = (request.url ?? '').split('/').pop() ?? '';
      const etag = `"${name}"`;
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, { etag });
        response.end();
        return;
      }
      json(200, body(name), { 'cache-control': 'private, max-age=60', etag })(request, response);
    });
  }

  const sent = () => server.requests.map((request) => request.headers['if-none-match'] ?? 'fresh');

  it('keeps what the build used and removes what no build used for a week: the folder shrinks', async () => {
    serveByName();
    const first = build();
    for (const name of ['a', 'b', 'c']) await first.get(name);
    await first.store.prune({ complete: true, scope: [`${server.url}/api`] });
    const full = folderBytes();

    clock += 8 * DAY;
    const later = build();
    await later.get('a');
    const pruned = await later.store.prune({ complete: false, scope: [`${server.url}/api`] });
    expect(pruned).toMatchObject({ kept: 1, removed: 2 });
    expect(pruned.freedBytes).toBeGreaterThan(2 * 4000);
    expect(folderBytes()).toBeLessThan(full - 2 * 4000);
    expect(cacheFiles()).toHaveLength(2);

    // The next build still revalidates what was kept, and asks afresh for what was removed.
    server.requests.length = 0;
    const next = build();
    await expect((await next.get('a')).json()).resolves.toEqual(body('a'));
    await next.get('b');
    expect(sent()).toEqual(['"a"', 'fresh']);
  });

  it('keeps the answers a build did not use for a week when it did not complete', async () => {
    serveByName();
    const first = build();
    for (const name of ['a', 'b']) await first.get(name);
    clock += 6 * DAY;
    const cutShort = build();
    await cutShort.get('a');
    await expect(
      cutShort.store.prune({ complete: false, scope: [`${server.url}/api`] }),
    ).resolves.toMatchObject({ kept: 2, removed: 0 });
    server.requests.length = 0;
    await build().get('b');
    expect(sent()).toEqual(['"b"']);
  });

  it('removes an earlier version’s answers at once, whatever the fetch: they may hold private data', async () => {
    serveByName();
    await answers().write(
      'portfolio-http-v1:x|:GET https://api.github.com/user/repos',
      Buffer.from('private-notes'),
      { policy: {}, status: 200, confirmedAt: new Date(clock).toISOString() },
    );
    const daily = build();
    await daily.get('a');
    await expect(
      daily.store.prune({ complete: false, scope: [`${server.url}/api`] }),
    ).resolves.toMatchObject({ kept: 1, removed: 1 });
    await expect(storedKeys()).resolves.toEqual([expect.stringMatching(/^portfolio-http-v2:/)]);
  });

  it('removes every answer about a repository a list now leaves out as private, whatever the fetch', async () => {
    const listing = (isPrivate: boolean) => [
      { full_name: 'acme/kept', private: false },
      { full_name: 'acme/turned', private: isPrivate },
    ];
    let turned = false;
    server.reply((request, response) => {
      const url = request.url ?? '';
      const answer = url.endsWith('/orgs/acme/repos') ? listing(turned) : { url };
      json(200, answer, { 'cache-control': 'private, max-age=60', etag: `"${turned}${url}"` })(
        request,
        response,
      );
    });
    const buildWithRules = () => {
      const store = createHttpCacheStore({ dir, now: () => clock, storedPart: publicPartOfAnswer });
      const fetch = store.wrap(
        createPolicyFetch({
          api: 'GitHub',
          policy: { ...GITHUB_RETRY, retries: 0 },
          retryAfterCapMs: 1000,
          budget: unlimitedBudget(),
          timeoutMs: 500,
        }),
      );
      const get = (route: string) =>
        fetch(`${server.url}/api${route}`, { headers: { authorization: `token ${TOKEN}` } });
      return { get, store };
    };
    const first = buildWithRules();
    for (const route of [
      '/orgs/acme/repos',
      '/repos/acme/turned/languages',
      '/repos/acme/kept/languages',
      '/repos/acme/turned/branches?per_page=100',
    ]) {
      await first.get(route);
    }
    await first.store.prune({ complete: true, scope: [`${server.url}/api`] });
    await expect(storedKeys()).resolves.toHaveLength(4);

    turned = true;
    clock += DAY;
    const next = buildWithRules();
    await next.get('/orgs/acme/repos');
    await next.get('/repos/acme/kept/languages');
    // Incomplete (a part failed elsewhere): what it did not ask for stays, but not acme/turned's.
    await next.store.prune({ complete: false, scope: [`${server.url}/api`] });
    const keys = await storedKeys();
    expect(keys.map((key) => key.slice(key.indexOf(' ') + 1 + server.url.length)).sort()).toEqual([
      '/api/orgs/acme/repos',
      '/api/repos/acme/kept/languages',
    ]);
    expect(cacheFiles().some((file) => readFileSync(file, 'latin1').includes('turned'))).toBe(
      false,
    );
  });

  it('removes the folders of the store it replaced, and nothing else of the cache folder', async () => {
    serveByName();
    for (const folder of ['index-v9/3f', 'content-v3/sha512/aa', 'counts', 'feeds']) {
      mkdirSync(path.join(dir, folder), { recursive: true });
      writeFileSync(path.join(dir, folder, 'file'), 'x');
    }
    const daily = build();
    await daily.get('a');
    await daily.store.prune({ complete: true, scope: [`${server.url}/api`] });
    expect(readdirSync(dir).sort()).toEqual(['answers', 'counts', 'feeds']);
  });

  it('removes at once what a complete fetch no longer asks for, only within its scope', async () => {
    serveByName();
    const first = build();
    for (const name of ['a', 'b']) await first.get(name);
    const feed = await createHttpCache({ dir, fetch: globalThis.fetch, now: () => clock })(
      `${server.url}/feeds/rss.xml`,
    );
    expect(feed.status).toBe(200);

    clock += DAY;
    const complete = build();
    await complete.get('a');
    await expect(
      complete.store.prune({ complete: true, scope: [`${server.url}/api`] }),
    ).resolves.toMatchObject({ kept: 2, removed: 1 });
    // The feed's answer (another step's, outside the scope) is left alone.
    server.requests.length = 0;
    await build().get('b');
    await createHttpCache({ dir, fetch: globalThis.fetch })(`${server.url}/feeds/rss.xml`);
    expect(sent()).toEqual(['fresh', '"rss.xml"']);
  });

  it('counts an unconfirmed use (a cached answer standing in for a failure) as a use', async () => {
    serveByName();
    await build().get('a');
    clock += 6 * DAY;
    server.reply(json(502, { message: 'Bad Gateway' }));
    const failing = build();
    await expect((await failing.get('a')).json()).resolves.toEqual(body('a'));
    expect(failing.events.map(({ type }) => type)).toContain('stale');
    await failing.store.prune({ complete: false, scope: [] });

    // Ten days after the answer came, four after its last use: kept; past a week unused: removed.
    clock += 4 * DAY;
    await expect(build().store.prune({ complete: false, scope: [] })).resolves.toMatchObject({
      kept: 1,
      removed: 0,
    });
    clock += 4 * DAY;
    await expect(build().store.prune({ complete: false, scope: [] })).resolves.toMatchObject({
      kept: 0,
      removed: 1,
    });
  });

  it('sweeps a body whose entry was never written, but none written since the build began', async () => {
    serveByName();
    await build().get('a');
    const folder = path.join(dir, 'answers');
    const leftover = path.join(folder, '0a1b.body');
    writeFileSync(leftover, 'left over');
    utimesSync(leftover, new Date(Date.now() - DAY), new Date(Date.now() - DAY));
    const current = build();
    await current.get('a');
    // Another step of the build writes beside it meanwhile: its entry comes next.
    writeFileSync(path.join(folder, '9c8d.body'), 'being written');

    const { freedBytes, kept } = await current.store.prune({ complete: true, scope: [] });
    expect({ freedBytes, kept }).toEqual({ freedBytes: 'left over'.length, kept: 1 });
    expect(readdirSync(folder)).not.toContain('0a1b.body');
    expect(readdirSync(folder)).toContain('9c8d.body');
    await expect((await build().get('a')).json()).resolves.toEqual(body('a'));
  });

  it('reads an entry cut short (a build stopped while writing it) as no answer', async () => {
    serveByName();
    await build().get('a');
    const folder = path.join(dir, 'answers');
    const [entry = ''] = readdirSync(folder).filter((name) => name.endsWith('.json'));
    const text = readFileSync(path.join(folder, entry), 'utf8');
    writeFileSync(path.join(folder, entry), text.slice(0, text.length / 2));
    server.requests.length = 0;
    await expect((await build().get('a')).json()).resolves.toEqual(body('a'));
    expect(sent()).toEqual(['fresh']);
  });

  it('keeps two files per answer however often builds confirm it, its log bounded, the latest confirmation current', async () => {
    serveByName();
    const files: number[] = [];
    const lines: number[] = [];
    for (let day = 0; day < 3 * MAX_ENTRY_LINES; day += 1) {
      clock += DAY;
      const daily = build();
      await daily.get('a');
      // Another step's answer in the same folder (a feed's), confirmed by its own cache.
      await createHttpCache({ dir, fetch: globalThis.fetch, now: () => clock })(
        `${server.url}/feeds/rss.xml`,
      );
      await daily.store.prune({ complete: true, scope: [`${server.url}/api`] });
      files.push(cacheFiles().length);
      lines.push(
        Math.max(
          ...cacheFiles()
            .filter((file) => file.endsWith('.json'))
            .map((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean).length),
        ),
      );
    }
    expect(new Set(files)).toEqual(new Set([4]));
    // A confirmation appends a line; the log is written anew once it holds MAX_ENTRY_LINES.
    expect(lines.slice(0, 3)).toEqual([1, 2, 3]);
    expect(Math.max(...lines)).toBe(MAX_ENTRY_LINES);

    // A line cut short (a build stopped while appending it): the confirmation before it stands.
    const [entry = ''] = cacheFiles().filter((file) => file.endsWith('.json'));
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}{"key":"cut sh`);
    server.requests.length = 0;
    await build().get('a');
    expect(sent()).toEqual([expect.stringMatching(/^"/)]);

    server.reply(json(502, { message: 'Bad Gateway' }));
    const failing = build();
    await expect((await failing.get('a')).json()).resolves.toEqual(body('a'));
    expect(failing.events).toContainEqual(
      expect.objectContaining({ type: 'stale', since: new Date(clock).toISOString() }),
    );
  });

  it('answers a request the used-up rate limit held back with its earlier answer', async () => {
    serveByName();
    const first = build();
    for (const name of ['a', 'b']) await first.get(name);
    server.requests.length = 0;
    const reset = Math.floor(Date.now() / 1000) + 3600;
    server.reply(
      json(
        403,
        { message: 'API rate limit exceeded for user ID 1.' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      ),
    );
    const limited = build();
    await expect((await limited.get('a')).json()).resolves.toEqual(body('a'));
    await expect((await limited.get('b')).json()).resolves.toEqual(body('b'));
    // b was never sent: the first answer said the limit was used up.
    expect(server.requests).toHaveLength(1);
    const resetAt = new Date(reset * 1000).toISOString().replace('.000Z', 'Z');
    expect(limited.events.filter((event) => event.type === 'stale')).toEqual([
      expect.objectContaining({ cause: 'Request failed with status code 403' }),
      expect.objectContaining({
        url: `${server.url}/api/b`,
        cause: `Not sent: the GitHub rate limit is used up until ${resetAt}`,
      }),
    ]);
  });
});
