/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { unlimitedBudget } from '../../../src/services/transport/budget';
import { WEB_RETRY } from '../../../src/services/transport/policy';
import { createPolicyFetch } from '../../../src/services/transport/policyFetch';
import { TransportError } from '../../../src/services/transport/transportError';
import type { TransportEvent } from '../../../src/services/transport/transportEvents';
import {
  AddressLookupFailed,
  createGuardedFetch,
  MAX_REDIRECTS,
  OutboundRequestRefused,
  type Lookup,
} from './outboundGuard';

const BLOG = 'https://blog.example';
const FEED = `${BLOG}/feed.xml`;

/** What the injected lookup answers; any other name fails as it would offline. */
const DNS: Readonly<Record<string, readonly string[]>> = {
  'blog.example': ['93.184.215.14'],
  'cdn.example': ['93.184.215.15', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  // One public address is not enough: any blocked one refuses the name.
  'internal.example': ['93.184.215.16', '10.0.0.5'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'nas.home.example': ['192.168.1.5'],
  'avatars.githubusercontent.com': ['185.199.108.133', '2606:50c0:8000::154'],
};

let lookups: string[];
const lookup: Lookup = (hostname) => {
  lookups.push(hostname);
  const addresses = DNS[hostname];
  if (!addresses) {
    return Promise.reject(
      Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
    );
  }
  return Promise.resolve(addresses.map((address) => ({ address })));
};

const guarded = (ownerUrls: readonly string[] = [FEED]) =>
  createGuardedFetch({ ownerUrls, lookup });

async function refusal(promise: Promise<unknown>): Promise<OutboundRequestRefused> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundRequestRefused);
    return error as OutboundRequestRefused;
  }
  throw new Error('expected an OutboundRequestRefused');
}

/** The blog's feed answers with a redirect to `location`. */
const redirect = (location: string, status = 302, path = '/feed.xml') =>
  nock(BLOG).get(path).reply(status, '', { location });

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  lookups = [];
});
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('the guarded fetch and https', () => {
  it('follows a redirect to another https host (checked: it resolves to public addresses)', async () => {
    redirect('https://cdn.example/feed.xml', 301);
    const target = nock('https://cdn.example').get('/feed.xml').reply(200, '<rss/>');
    const response = await guarded()(FEED);
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('<rss/>');
    expect(target.isDone()).toBe(true);
    // The owner's host is not looked up; the one it redirects to is.
    expect(lookups).toEqual(['cdn.example']);
  });

  it('lets GitHub’s avatar host through for the avatar: public and https, not the owner’s', async () => {
    const avatar = 'https://avatars.githubusercontent.com/u/583231?v=4';
    nock('https://avatars.githubusercontent.com')
      .get('/u/583231')
      .query({ v: '4' })
      .reply(200, 'png');
    const fetch = guarded(['https://api.github.com']);
    expect((await fetch(avatar)).status).toBe(200);
    expect(lookups).toEqual(['avatars.githubusercontent.com']);
  });

  it('refuses a redirect to http, without requesting it', async () => {
    redirect('http://cdn.example/feed.xml');
    const target = nock('http://cdn.example').get('/feed.xml').reply(200, '<rss/>');
    const error = await refusal(guarded()(FEED));
    expect(error.message).toBe(
      'Refused to follow the redirect to http://cdn.example/feed.xml: not https; not retried',
    );
    expect(error).toMatchObject({ url: 'http://cdn.example/feed.xml', redirect: true });
    expect(target.isDone()).toBe(false);
  });

  it('refuses a redirect to http even on the owner’s host, when the owner gave it as https', async () => {
    redirect('http://blog.example/feed.xml');
    const error = await refusal(guarded()(FEED));
    expect(error.why).toBe('not https');
  });

  it('allows http on a host the owner configured with http:, and only there', async () => {
    const owner = 'http://blog.example/feed.xml';
    nock('http://blog.example')
      .get('/feed.xml')
      .reply(301, '', { location: '/new/feed.xml' })
      .get('/new/feed.xml')
      .reply(200, '<rss/>');
    const response = await guarded([owner])(owner);
    await expect(response.text()).resolves.toBe('<rss/>');

    nock('http://blog.example')
      .get('/feed.xml')
      .reply(302, '', { location: 'http://cdn.example/feed.xml' });
    expect((await refusal(guarded([owner])(owner))).why).toBe('not https');
  });

  it('refuses other schemes', async () => {
    redirect('ftp://cdn.example/feed.xml');
    expect((await refusal(guarded()(FEED))).why).toBe('not https (ftp:)');
    redirect('file:///etc/passwd');
    expect((await refusal(guarded()(FEED))).why).toBe('not https (file:)');
  });
});

describe('the guarded fetch and addresses', () => {
  it.each([
    ['http://127.0.0.1/feed.xml', 'http://127.0.0.1/feed.xml', 'a loopback address (127.0.0.1)'],
    [
      'http://169.254.169.254/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      'a link-local address (169.254.169.254)',
    ],
    ['https://[::1]:8443/x', 'https://[::1]:8443/x', 'a loopback address (::1)'],
    [
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:7f00:1]/x',
      'an IPv4-mapped IPv6 address (::ffff:7f00:1)',
    ],
    ['https://10.0.0.8/x', 'https://10.0.0.8/x', 'a private address (10.0.0.8)'],
    ['https://192.168.1.1/x', 'https://192.168.1.1/x', 'a private address (192.168.1.1)'],
    ['https://[fd00::1]/x', 'https://[fd00::1]/x', 'a private address (fd00::1)'],
    ['https://[fe80::1]/x', 'https://[fe80::1]/x', 'a link-local address (fe80::1)'],
    ['https://100.64.1.1/x', 'https://100.64.1.1/x', 'a shared (CGNAT) address (100.64.1.1)'],
    ['https://0/x', 'https://0.0.0.0/x', 'an unspecified address (0.0.0.0)'],
    ['https://[::]/x', 'https://[::]/x', 'an unspecified address (::)'],
    ['https://239.1.2.3/x', 'https://239.1.2.3/x', 'a multicast address (239.1.2.3)'],
    // Odd spellings of 127.0.0.1: the URL parser reads them as the address they are.
    ['https://2130706433/x', 'https://127.0.0.1/x', 'a loopback address (127.0.0.1)'],
    ['https://0x7f.1/x', 'https://127.0.0.1/x', 'a loopback address (127.0.0.1)'],
    ['https://017700000001/x', 'https://127.0.0.1/x', 'a loopback address (127.0.0.1)'],
    ['https://127.1/x', 'https://127.0.0.1/x', 'a loopback address (127.0.0.1)'],
    ['https://localhost/x', 'https://localhost/x', 'a localhost name (localhost)'],
    ['http://LOCALHOST:4010/x', 'http://localhost:4010/x', 'a localhost name (localhost)'],
    [
      'https://admin.localhost./x',
      'https://admin.localhost./x',
      'a localhost name (admin.localhost)',
    ],
    [
      'https://internal.example/x',
      'https://internal.example/x',
      'internal.example resolves to a private address (10.0.0.5)',
    ],
    [
      'https://metadata.example/x',
      'https://metadata.example/x',
      'metadata.example resolves to a link-local address (169.254.169.254)',
    ],
    [
      'https://mapped.example/x',
      'https://mapped.example/x',
      'mapped.example resolves to an IPv4-mapped IPv6 address (::ffff:127.0.0.1)',
    ],
  ])('refuses a redirect to %s', async (location, url, why) => {
    redirect(location);
    const error = await refusal(guarded()(FEED));
    expect(error.message).toBe(`Refused to follow the redirect to ${url}: ${why}; not retried`);
    // Nothing else was asked: net connect is disabled, so an attempt would fail otherwise.
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('names what an address is before its scheme', async () => {
    redirect('http://169.254.169.254/latest/meta-data/iam/');
    expect((await refusal(guarded()(FEED))).why).toBe('a link-local address (169.254.169.254)');
  });

  it('checks the URL asked for too, not only the redirects', async () => {
    const error = await refusal(
      guarded(['https://api.github.com'])('http://169.254.169.254/latest/meta-data/'),
    );
    expect(error.message).toBe(
      'Refused to request http://169.254.169.254/latest/meta-data/: a link-local address (169.254.169.254); not retried',
    );
    expect(error.redirect).toBe(false);
  });

  it('allows the hosts the owner’s settings name, whatever they are or resolve to', async () => {
    const e2eFeed = 'http://localhost:4010/feeds/atom.xml';
    nock('http://localhost:4010')
      .get('/feeds/atom.xml')
      .reply(302, '', { location: '/feeds/atom-2.xml' })
      .get('/feeds/atom-2.xml')
      .reply(200, '<feed/>');
    await expect((await guarded([e2eFeed])(e2eFeed)).text()).resolves.toBe('<feed/>');

    const nas = 'https://nas.home.example/feed.xml';
    nock('https://nas.home.example').get('/feed.xml').reply(200, '<rss/>');
    expect((await guarded([nas])(nas)).status).toBe(200);

    const router = 'http://10.0.0.8/feed.xml';
    redirect(router);
    nock('http://10.0.0.8').get('/feed.xml').reply(200, '<rss/>');
    expect((await guarded([FEED, router])(FEED)).status).toBe(200);
    // The owner's hosts are not looked up.
    expect(lookups).toEqual([]);
  });

  it('refuses a redirect to a name whose lookup fails: it is not requested (fails closed)', async () => {
    redirect('https://offline.example/feed.xml');
    const target = nock('https://offline.example').get('/feed.xml').reply(200, '<rss/>');
    const error = await guarded()(FEED).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressLookupFailed);
    expect((error as Error).message).toBe(
      'offline.example could not be looked up (ENOTFOUND); not requested',
    );
    expect(target.isDone()).toBe(false);
    expect(lookups).toEqual(['offline.example']);
    nock.cleanAll();
  });

  it('refuses a name whose lookup answers no address at all', async () => {
    redirect('https://empty.example/feed.xml');
    const fetch = createGuardedFetch({ ownerUrls: [FEED], lookup: () => Promise.resolve([]) });
    await expect(fetch(FEED)).rejects.toBeInstanceOf(AddressLookupFailed);
  });

  it('gives up a lookup when the request is cancelled', async () => {
    redirect('https://slow.example/feed.xml');
    const controller = new AbortController();
    const fetch = createGuardedFetch({
      ownerUrls: [FEED],
      lookup: () => new Promise(() => undefined),
    });
    const pending = fetch(FEED, { signal: controller.signal });
    const reason = new Error('timed out');
    setTimeout(() => controller.abort(reason), 10);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('the guarded fetch and redirects', () => {
  const chain = (hops: number) => {
    const scope = nock(BLOG);
    for (let hop = 0; hop < hops; hop += 1) {
      scope.get(`/${hop}`).reply(302, '', { location: `/${hop + 1}` });
    }
    return scope;
  };

  it(`follows up to ${MAX_REDIRECTS} redirects`, async () => {
    const scope = chain(MAX_REDIRECTS).get(`/${MAX_REDIRECTS}`).reply(200, 'done');
    const response = await guarded()(`${BLOG}/0`);
    await expect(response.text()).resolves.toBe('done');
    expect(scope.isDone()).toBe(true);
  });

  it(`refuses a ${MAX_REDIRECTS + 1}th redirect, without requesting it`, async () => {
    chain(MAX_REDIRECTS + 1);
    const last = nock(BLOG)
      .get(`/${MAX_REDIRECTS + 1}`)
      .reply(200, 'done');
    const error = await refusal(guarded()(`${BLOG}/0`));
    expect(error.message).toBe(
      `Refused to follow the redirect to ${BLOG}/${MAX_REDIRECTS + 1}: more than ${MAX_REDIRECTS} redirects; not retried`,
    );
    expect(last.isDone()).toBe(false);
  });

  it('resolves a relative Location against the URL that sent it (303)', async () => {
    nock(BLOG)
      .get('/feeds/a/feed.xml')
      .reply(303, '', { location: '../b/feed.xml?v=2' })
      .get('/feeds/b/feed.xml')
      .query({ v: '2' })
      .reply(200, '<rss/>');
    const response = await guarded()(`${BLOG}/feeds/a/feed.xml`);
    await expect(response.text()).resolves.toBe('<rss/>');
  });

  it('turns a POST into a GET after a 303, without its body', async () => {
    nock(BLOG).post('/form', 'a=1').reply(303, '', { location: '/done' });
    nock(BLOG, { badheaders: ['content-type'] })
      .get('/done')
      .reply(200, 'ok');
    const response = await guarded()(`${BLOG}/form`, {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expect(response.text()).resolves.toBe('ok');
  });

  it('returns a 3xx without a Location, and a 304, as they are', async () => {
    nock(BLOG).get('/feed.xml').reply(304).get('/other').reply(302);
    expect((await guarded()(FEED)).status).toBe(304);
    expect((await guarded()(`${BLOG}/other`)).status).toBe(302);
  });

  it('sends credentials to the same origin only', async () => {
    const headers = { authorization: 'token secret', 'user-agent': 'portfolio-build/1.0' };
    nock(BLOG, { reqheaders: headers })
      .get('/feed.xml')
      .reply(302, '', { location: '/moved.xml' })
      .get('/moved.xml')
      .reply(302, '', { location: 'https://cdn.example/feed.xml' });
    nock('https://cdn.example', {
      badheaders: ['authorization'],
      reqheaders: { 'user-agent': 'portfolio-build/1.0' },
    })
      .get('/feed.xml')
      .reply(200, '<rss/>');
    expect((await guarded()(FEED, { headers })).status).toBe(200);
  });

  it('returns the redirect as it is when the caller asks for redirect: "manual"', async () => {
    redirect('https://cdn.example/feed.xml');
    const response = await guarded()(FEED, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://cdn.example/feed.xml');
    expect(lookups).toEqual([]);

    redirect('https://cdn.example/feed.xml');
    await expect(guarded()(FEED, { redirect: 'error' })).rejects.toThrow(TypeError);
  });

  it('refuses a Location that is not a URL', async () => {
    redirect('https://[oops/');
    expect((await refusal(guarded()(FEED))).message).toBe(
      `Refused to request ${FEED}: it redirects to "https://[oops/", which is not a URL; not retried`,
    );
  });

  it('looks the platform fetch up at each call (an interceptor installed later is used)', async () => {
    const fetch = guarded();
    const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('spied'));
    await expect((await fetch(FEED)).text()).resolves.toBe('spied');
    expect(spy).toHaveBeenCalledWith(FEED, expect.objectContaining({ redirect: 'manual' }));
  });
});

describe('the guarded fetch below the policy fetch', () => {
  function policyFetch({ timeoutMs = 2000, retries = 3 } = {}) {
    const events: TransportEvent[] = [];
    const fetch = createPolicyFetch({
      api: 'Web',
      policy: { ...WEB_RETRY, retries, baseDelayMs: 1 },
      retryAfterCapMs: 50,
      budget: unlimitedBudget(),
      timeoutMs,
      onEvent: (event) => events.push(event),
      send: guarded(),
    });
    return { fetch, events };
  }

  it('does not retry a refused request: one request, and the refusal as it is', async () => {
    redirect('https://169.254.169.254/latest/meta-data/');
    const { fetch, events } = policyFetch();
    const error = await refusal(fetch(FEED));
    expect(error.why).toBe('a link-local address (169.254.169.254)');
    expect(events.map(({ type }) => type)).toEqual(['attempt']);
  });

  it('still retries what fails on the network, and follows redirects within the attempt', async () => {
    nock(BLOG)
      .get('/feed.xml')
      .reply(500)
      .get('/feed.xml')
      .reply(301, '', { location: 'https://cdn.example/feed.xml' });
    nock('https://cdn.example').get('/feed.xml').reply(200, '<rss/>');
    const { fetch, events } = policyFetch();
    await expect((await fetch(FEED)).text()).resolves.toBe('<rss/>');
    expect(events.map(({ type }) => type)).toEqual([
      'attempt',
      'answer',
      'retry',
      'attempt',
      'answer',
    ]);
  });

  it('retries a failed lookup as a network failure, and never sends the request', async () => {
    redirect('https://offline.example/feed.xml', 302).persist();
    const target = nock('https://offline.example').get('/feed.xml').reply(200, '<rss/>');
    const { fetch, events } = policyFetch({ retries: 1 });
    const error = await fetch(FEED).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'network' });
    expect(events.map(({ type }) => type)).toEqual(['attempt', 'retry', 'attempt']);
    expect(lookups).toEqual(['offline.example', 'offline.example']);
    expect(target.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('times out across the hops: the attempt’s timeout covers the redirects', async () => {
    redirect('https://cdn.example/feed.xml');
    nock('https://cdn.example').get('/feed.xml').delay(1000).reply(200, '<rss/>');
    const { fetch } = policyFetch({ timeoutMs: 200, retries: 0 });
    const error = await fetch(FEED).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });
});

describe('the guarded fetch at connect time (real sockets)', () => {
  /** A TCP server on 127.0.0.1 that counts the connections it gets and answers plain HTTP. */
  let server: Server;
  let port: number;
  let connections: number;
  let hosts: string[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      hosts.push(request.headers.host ?? '');
      response.end('<rss/>');
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    // Only these names reach the network, and only through the guard's own lookup.
    nock.enableNetConnect((host) => /^(owner-feed|rebind)\.test(:\d+)?$/.test(host));
  });
  beforeEach(() => {
    connections = 0;
    hosts = [];
  });
  afterAll(async () => {
    nock.disableNetConnect();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Answers each name's queued addresses in turn (the last one stays), as a rebinding DNS would. */
  function changingLookup(
    answers: Readonly<Record<string, readonly (readonly string[])[]>>,
  ): Lookup {
    const asked: Record<string, number> = {};
    return (hostname) => {
      lookups.push(hostname);
      const queue = answers[hostname] ?? [];
      const turn = Math.min(asked[hostname] ?? 0, queue.length - 1);
      asked[hostname] = turn + 1;
      const addresses = queue[turn];
      if (!addresses) {
        return Promise.reject(
          Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }),
        );
      }
      return Promise.resolve(addresses.map((address) => ({ address })));
    };
  }

  it('connects where its own lookup says: the owner’s host, whatever it resolves to', async () => {
    const feed = `http://owner-feed.test:${port}/feed.xml`;
    const fetch = createGuardedFetch({
      ownerUrls: [feed],
      lookup: changingLookup({ 'owner-feed.test': [['127.0.0.1']] }),
    });
    const response = await fetch(feed);
    await expect(response.text()).resolves.toBe('<rss/>');
    expect(hosts).toEqual([`owner-feed.test:${port}`]);
    // Not looked up before the request (the owner's), only by the socket.
    expect(lookups).toEqual(['owner-feed.test']);
  });

  it('refuses a name that resolves to a public address at the check and to loopback at the connect (DNS rebinding)', async () => {
    const fetch = createGuardedFetch({
      ownerUrls: [FEED],
      lookup: changingLookup({ 'rebind.test': [['93.184.215.14'], ['127.0.0.1']] }),
    });
    const error = await refusal(fetch(`https://rebind.test:${port}/feed.xml`));
    expect(error.message).toBe(
      `Refused to request https://rebind.test:${port}/feed.xml: rebind.test resolves to a loopback address (127.0.0.1); not retried`,
    );
    // Checked before the request and again by the socket, which never connected.
    expect(lookups).toEqual(['rebind.test', 'rebind.test']);
    expect(connections).toBe(0);
  });

  it('refuses at the connect a name with one private address among public ones', async () => {
    const fetch = createGuardedFetch({
      ownerUrls: [FEED],
      lookup: changingLookup({
        'rebind.test': [['93.184.215.14'], ['93.184.215.14', '::1', '127.0.0.1']],
      }),
    });
    const error = await refusal(fetch(`https://rebind.test:${port}/`));
    expect(error.why).toBe('rebind.test resolves to a loopback address (::1)');
    expect(connections).toBe(0);
  });

  it('does not connect when the lookup fails at the connect', async () => {
    // Public at the check; the socket's own lookup then finds nothing (no queued answer left).
    let asked = 0;
    const fetch = createGuardedFetch({
      ownerUrls: [FEED],
      lookup: () =>
        (asked += 1) === 1
          ? Promise.resolve([{ address: '93.184.215.14' }])
          : Promise.reject(
              Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' }),
            ),
    });
    const error = await fetch(`https://rebind.test:${port}/`).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(OutboundRequestRefused);
    expect(((error as Error).cause as Error).message).toBe(
      'rebind.test could not be looked up (EAI_AGAIN); not requested',
    );
    expect(asked).toBe(2);
    expect(connections).toBe(0);
  });
});
