/** @jest-environment node */
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { closedPort } from '../../../test/support/closedPort';
import { rateLimited, startMockApi, type MockApi } from '../../../mock/mockApi';
import {
  drip,
  hang,
  json,
  reset,
  startScriptedServer,
  text,
  type ScriptedServer,
} from '../../../test/support/scriptedServer';
import { ResponseTooLargeError } from './bodyLimit';
import { createBudget, unlimitedBudget, type FetchBudget } from './budget';
import {
  GITHUB_RETRY,
  GITLAB_RETRY,
  SECONDARY_RATE_LIMIT_WAIT_MS,
  WEB_RETRY,
  type RetryPolicy,
  type TransportLane,
} from './policy';
import { createPolicyFetch, RequestRefusedError, type Fetch } from './policyFetch';
import { TransportError } from './transportError';
import type { TransportEvent } from './transportEvents';

let server: ScriptedServer;
beforeEach(async () => {
  server = await startScriptedServer();
});
afterEach(() => server.close());

/** The real rules with waits shrunk a hundredfold, so the suite stays fast. */
const fast = (policy: RetryPolicy): RetryPolicy => ({
  ...policy,
  baseDelayMs: policy.baseDelayMs / 100,
});

function policyFetch(
  options: {
    policy?: RetryPolicy;
    timeoutMs?: number;
    retryAfterCapMs?: number;
    budget?: FetchBudget;
    maxBodyBytes?: number;
    api?: TransportLane;
    send?: Fetch;
  } = {},
) {
  const events: TransportEvent[] = [];
  const fetch = createPolicyFetch({
    api: options.api ?? 'GitHub',
    ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
    ...(options.send ? { send: options.send } : {}),
    policy: options.policy ?? fast(GITHUB_RETRY),
    retryAfterCapMs: options.retryAfterCapMs ?? 60_000,
    budget: options.budget ?? unlimitedBudget(),
    timeoutMs: options.timeoutMs ?? 1000,
    onEvent: (event) => events.push(event),
  });
  return { fetch, events };
}

/**
 * Resolves once the client has let go of the request's connection: an attempt given up (timed out,
 * cancelled) must not stay in flight. A connection left open keeps this pending, and the test fails
 * on jest's timeout.
 */
async function released(request: IncomingMessage): Promise<void> {
  if (!request.socket.destroyed) await once(request.socket, 'close');
}

/** Lets sockets and promises move on while jest's fake timers hold every setTimeout. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

const attempts = (events: readonly TransportEvent[]) =>
  events.filter((event) => event.type === 'attempt').length;

async function failure(promise: Promise<unknown>): Promise<TransportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TransportError) return error;
    throw error;
  }
  throw new Error('expected a TransportError');
}

describe('createPolicyFetch', () => {
  it('returns a good answer at once, body read and intact', async () => {
    server.reply(json(200, [{ name: 'main' }], { etag: '"a"' }));
    const { fetch, events } = policyFetch();
    const response = await fetch(`${server.url}/branches`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"a"');
    expect(response.url).toBe(`${server.url}/branches`);
    await expect(response.json()).resolves.toEqual([{ name: 'main' }]);
    expect(events.filter((event) => event.type === 'attempt')).toHaveLength(1);
  });

  it('retries a 502 burst and returns the answer that follows', async () => {
    server.reply(json(502, { message: 'Bad Gateway' }), json(502, {}), json(200, { ok: true }));
    const { fetch, events } = policyFetch();
    const response = await fetch(`${server.url}/x`);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
    expect(events.filter((event) => event.type === 'retry')).toEqual([
      expect.objectContaining({
        attempt: 1,
        delayMs: 3,
        cause: 'Request failed with status code 502',
      }),
      expect.objectContaining({ attempt: 2, delayMs: 6 }),
    ]);
  });

  it('gives up after the retries and returns the last failed answer', async () => {
    server.reply(json(503, { message: 'Service Unavailable' }));
    const { fetch } = policyFetch();
    const response = await fetch(`${server.url}/x`);
    expect(response.status).toBe(503);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 404', async () => {
    server.reply(json(404, { message: 'Not Found' }));
    const { fetch } = policyFetch();
    expect((await fetch(`${server.url}/x`)).status).toBe(404);
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After says', async () => {
    // The transport's clock is faked; the sockets (and setImmediate, which lets them work) are not.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      server.reply(json(429, {}, { 'retry-after': '1' }), json(200, {}));
      const { fetch, events } = policyFetch();
      const answer = fetch(`${server.url}/x`);
      while (!events.some((event) => event.type === 'retry')) await settle();
      expect(events.filter((event) => event.type === 'retry')).toEqual([
        expect.objectContaining({ attempt: 1, delayMs: 1000 }),
      ]);
      jest.advanceTimersByTime(999);
      await settle();
      expect(attempts(events)).toBe(1);
      jest.advanceTimersByTime(1);
      await settle();
      expect(attempts(events)).toBe(2);
      expect((await answer).status).toBe(200);
      expect(server.requests).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers a primary rate limit at once, without waiting for its reset', async () => {
    server.reply(json(429, {}, { 'x-ratelimit-remaining': '0', 'retry-after': '3600' }));
    const { fetch } = policyFetch();
    expect((await fetch(`${server.url}/x`)).status).toBe(429);
    expect(server.requests).toHaveLength(1);
  });

  it('times out a server that never answers, on every attempt', async () => {
    server.reply(hang);
    const { fetch, events } = policyFetch({ timeoutMs: 100 });
    const error = await failure(fetch(`${server.url}/x`));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Request timed out (no complete answer within 100 ms)');
    expect(error.attempts).toBe(3);
    // Each attempt ended by its own timeout, then the backoff, and none is left open.
    expect(events.filter((event) => event.type === 'retry')).toEqual([
      expect.objectContaining({ attempt: 1, delayMs: 3, cause: error.message }),
      expect.objectContaining({ attempt: 2, delayMs: 6, cause: error.message }),
    ]);
    expect(server.requests).toHaveLength(3);
    await Promise.all(server.requests.map(released));
  });

  it('times out a body that drips', async () => {
    server.reply(drip(20));
    const { fetch } = policyFetch({
      timeoutMs: 150,
      policy: { ...fast(GITHUB_RETRY), retries: 0 },
    });
    const error = await failure(fetch(`${server.url}/x`));
    expect(error.reason).toBe('timeout');
  });

  it('retries a malformed JSON answer, then reports it', async () => {
    server.reply(text(200, '{"broken', { 'content-type': 'application/json' }));
    const { fetch } = policyFetch();
    const error = await failure(fetch(`${server.url}/x`));
    expect(error).toMatchObject({ reason: 'malformed', attempts: 3 });
    expect(error.message).toBe('Malformed JSON in the answer (HTTP 200)');
  });

  it('recovers from a reset connection', async () => {
    server.reply(reset, json(200, { ok: true }));
    const { fetch } = policyFetch();
    expect((await fetch(`${server.url}/x`)).status).toBe(200);
  });

  it('reports an unreachable host with the reason', async () => {
    const { fetch } = policyFetch({ policy: { ...fast(GITHUB_RETRY), retries: 1 } });
    const error = await failure(fetch(`http://127.0.0.1:${await closedPort()}/x`));
    expect(error).toMatchObject({ reason: 'network', attempts: 2 });
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('follows the GitLab rules: ten retries of a 502, 0.1 s doubled', async () => {
    server.reply(json(502, {}));
    const { fetch, events } = policyFetch({ policy: fast(GITLAB_RETRY) });
    expect((await fetch(`${server.url}/x`)).status).toBe(502);
    expect(server.requests).toHaveLength(11);
    const delays = events.flatMap((event) => (event.type === 'retry' ? [event.delayMs] : []));
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
  });

  it('cancels what is in flight when the budget runs out, and starts nothing after', async () => {
    server.reply(hang);
    const budget = createBudget(200);
    // Far beyond the budget: a 'timeout' here would mean the budget cancelled nothing.
    const { fetch, events } = policyFetch({ timeoutMs: 60_000, budget });
    const error = await failure(fetch(`${server.url}/x`));
    expect(error).toMatchObject({ reason: 'budget', attempts: 1 });
    expect(events.filter((event) => event.type === 'retry')).toEqual([]);
    await Promise.all(server.requests.map(released));
    const after = await failure(fetch(`${server.url}/y`));
    expect(after).toMatchObject({ reason: 'budget', attempts: 0 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('createPolicyFetch and its sender', () => {
  it('sends through the fetch it is given, under its timeout and retries', async () => {
    const send = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>((input, init) =>
      globalThis.fetch(input, init),
    );
    server.reply(text(502, 'Bad Gateway'), json(200, { ok: true }));
    const { fetch } = policyFetch({ send });
    await expect((await fetch(`${server.url}/x`)).json()).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('passes on a request its sender refuses at once: no retry, no TransportError', async () => {
    const refused = new RequestRefusedError('Refused to request http://10.0.0.1/: not https');
    const send = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>(() => Promise.reject(refused));
    const { fetch, events } = policyFetch({ policy: fast(WEB_RETRY), api: 'Web', send });
    await expect(fetch('http://10.0.0.1/')).rejects.toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);
    expect(events.map(({ type }) => type)).toEqual(['attempt']);
  });
});

describe('createPolicyFetch with a size cap (the Web lane)', () => {
  const web = fast(WEB_RETRY);
  const MAX = 64 * 1024;

  async function tooLarge(promise: Promise<unknown>): Promise<ResponseTooLargeError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ResponseTooLargeError) return error;
      throw error;
    }
    throw new Error('expected a ResponseTooLargeError');
  }

  it('reads an answer up to the cap in full', async () => {
    const body = 'x'.repeat(MAX);
    server.reply(text(200, body, { 'content-type': 'application/rss+xml' }));
    const { fetch, events } = policyFetch({ api: 'Web', policy: web, maxBodyBytes: MAX });
    const response = await fetch(`${server.url}/feed.xml`);
    await expect(response.text()).resolves.toBe(body);
    expect(events[0]).toMatchObject({ type: 'attempt', api: 'Web' });
  });

  it('refuses a body that declares more than the cap, without reading it or retrying', async () => {
    server.reply(text(200, 'x'.repeat(MAX + 1)));
    const { fetch } = policyFetch({ api: 'Web', policy: web, maxBodyBytes: MAX });
    const error = await tooLarge(fetch(`${server.url}/feed.xml`));
    expect(error.message).toBe('The answer is larger than 64 KB');
    expect(error.limitBytes).toBe(MAX);
    expect(server.requests).toHaveLength(1);
    await Promise.all(server.requests.map(released));
  });

  it('stops reading an endless body past the cap and lets the connection go', async () => {
    let written = 0;
    server.reply((_, response) => {
      // Chunked, no length: only counting what arrives can stop it.
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const timer = setInterval(() => {
        written += chunk.length;
        response.write(chunk);
      }, 1);
      response.on('close', () => clearInterval(timer));
    });
    const { fetch } = policyFetch({
      api: 'Web',
      policy: web,
      maxBodyBytes: MAX,
      timeoutMs: 60_000,
    });
    const error = await tooLarge(fetch(`${server.url}/endless.xml`));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    await Promise.all(server.requests.map(released));
    const afterRelease = written;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing more was sent once the client let go; the socket's buffers hold at most a few chunks.
    expect(written).toBe(afterRelease);
    expect(server.requests).toHaveLength(1);
  });

  it('leaves the API lanes without a cap', async () => {
    const body = JSON.stringify('x'.repeat(MAX * 2));
    server.reply(text(200, body, { 'content-type': 'application/json' }));
    const { fetch } = policyFetch();
    await expect((await fetch(`${server.url}/x`)).text()).resolves.toBe(body);
  });
});

describe('createPolicyFetch and GitHub’s rate limits (against the mock API)', () => {
  let mock: MockApi;
  beforeAll(async () => {
    mock = await startMockApi();
  });
  afterEach(() => mock.reset());
  afterAll(() => mock.close());

  /** GitHub's body for its secondary rate limit. */
  const SECONDARY = {
    message:
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0C8B:3C2D:1F2A3B4:20B5C6D:6740A1B2.',
    documentation_url:
      'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
  };
  const profile = () => `${mock.githubUrl}/users/octo-dev`;
  const retries = (events: readonly TransportEvent[]) =>
    events.flatMap((event) => (event.type === 'retry' ? [event] : []));

  it('waits as long as the Retry-After of a secondary-limit 403 says, then gets the answer', async () => {
    mock.fail({
      service: 'github',
      path: '/users/octo-dev',
      status: 403,
      times: 1,
      body: SECONDARY,
      headers: { 'retry-after': '1' },
    });
    const { fetch, events } = policyFetch();
    const response = await fetch(profile());
    expect(response.status).toBe(200);
    expect(mock.requests.map((request) => request.status)).toEqual([403, 200]);
    expect(retries(events)).toEqual([
      expect.objectContaining({
        attempt: 1,
        delayMs: 1000,
        cause: 'Request failed with status code 403',
      }),
    ]);
  });

  it('waits GitHub’s minute for a secondary limit named only by its message', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      mock.fail({
        service: 'github',
        path: '/users/octo-dev',
        status: 403,
        times: 1,
        body: SECONDARY,
      });
      const { fetch, events } = policyFetch();
      const answer = fetch(profile());
      // Bounded: without a retry (a rule that does not wait) the test fails here instead of hanging.
      for (let turn = 0; turn < 100 && retries(events).length === 0; turn += 1) await settle();
      expect(retries(events)).toEqual([
        expect.objectContaining({ attempt: 1, delayMs: SECONDARY_RATE_LIMIT_WAIT_MS }),
      ]);
      jest.advanceTimersByTime(SECONDARY_RATE_LIMIT_WAIT_MS - 1);
      await settle();
      expect(attempts(events)).toBe(1);
      jest.advanceTimersByTime(1);
      expect((await answer).status).toBe(200);
      expect(mock.requests.map((request) => request.status)).toEqual([403, 200]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails at once on a secondary limit whose wait exceeds the cap', async () => {
    mock.fail({ service: 'github', path: '/users/octo-dev', status: 429, body: SECONDARY });
    const { fetch, events } = policyFetch({ retryAfterCapMs: 5000 });
    const response = await fetch(profile());
    expect(response.status).toBe(429);
    await expect(response.json()).resolves.toEqual(SECONDARY);
    expect(retries(events)).toEqual([]);
    expect(mock.count()).toBe(1);
  });

  it('sends nothing more once an answer says the primary limit is used up, until its reset', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1800;
    mock.fail(
      rateLimited({
        path: '/users/octo-dev/repos',
        times: 1,
        headers: { ...rateLimited().headers, 'x-ratelimit-reset': String(reset) },
      }),
    );
    const { fetch, events } = policyFetch();
    expect((await fetch(`${mock.githubUrl}/users/octo-dev/repos`)).status).toBe(403);

    const held = await Promise.all(
      ['/users/octo-dev', '/users/octo-dev/orgs', '/repos/acme-labs/widget-engine/branches'].map(
        (path) => failure(fetch(`${mock.githubUrl}${path}`)),
      ),
    );
    const resetAt = new Date(reset * 1000).toISOString().replace('.000Z', 'Z');
    for (const error of held) {
      expect(error).toMatchObject({ reason: 'rate-limited', attempts: 0, resetAt });
      expect(error.message).toBe(`Not sent: the GitHub rate limit is used up until ${resetAt}`);
    }
    // Only the answer that said so reached the mock; the held requests were neither sent nor retried.
    expect(mock.requests.map((request) => request.path)).toEqual(['/users/octo-dev/repos']);
    expect(attempts(events)).toBe(1);
    expect(retries(events)).toEqual([]);
  });

  it('takes the limit’s end from a successful answer too, and sends again after the reset', async () => {
    jest.useFakeTimers({
      doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask', 'setTimeout', 'clearTimeout'],
    });
    try {
      const reset = Math.floor(Date.now() / 1000) + 60;
      mock.fail({
        service: 'github',
        path: '/users/octo-dev',
        status: 200,
        times: 1,
        body: { login: 'octo-dev' },
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      });
      const { fetch } = policyFetch();
      expect((await fetch(profile())).status).toBe(200);
      await expect(failure(fetch(profile()))).resolves.toMatchObject({ reason: 'rate-limited' });
      jest.setSystemTime(reset * 1000);
      expect((await fetch(profile())).status).toBe(200);
      expect(mock.count()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves the other lanes alone: they read no GitHub rate-limit header', async () => {
    mock.fail(rateLimited({ path: '/users/octo-dev', times: 1 }));
    const { fetch } = policyFetch({ api: 'Web', policy: fast(WEB_RETRY) });
    expect((await fetch(profile())).status).toBe(403);
    expect((await fetch(profile())).status).toBe(200);
    expect(mock.count()).toBe(2);
  });
});
