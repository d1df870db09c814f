/** @jest-environment node */
import { closedPort } from '../../../test/support/closedPort';
import {
  json,
  startScriptedServer,
  text,
  type ScriptedServer,
} from '../../../test/support/scriptedServer';
import { ResponseTooLargeError } from './bodyLimit';
import { unlimitedBudget } from './budget';
import { createTransport } from './createTransport';
import { TransportError } from './transportError';
import { createTransportStats, type TransportEvent } from './transportEvents';

let server: ScriptedServer;
beforeEach(async () => {
  server = await startScriptedServer();
});
afterEach(() => server.close());

function transport(maxBodyBytes?: number) {
  const events: TransportEvent[] = [];
  const stats = createTransportStats();
  const lanes = createTransport({
    runtime: 'build',
    budget: unlimitedBudget(),
    onEvent: (event) => {
      events.push(event);
      stats.listener(event);
    },
    tuning: {
      timeoutMs: 1000,
      github: { baseDelayMs: 1 },
      gitlab: { baseDelayMs: 1 },
      web: { baseDelayMs: 1 },
    },
    ...(maxBodyBytes !== undefined ? { maxBodyBytes } : {}),
  });
  return { lanes, events, stats };
}

describe('createTransport lanes', () => {
  it('sends other hosts through the Web lane, with its own events', async () => {
    server.reply(text(200, '<rss/>', { 'content-type': 'application/rss+xml' }));
    const { lanes, events } = transport();
    expect((await lanes.Web(`${server.url}/feed.xml`)).status).toBe(200);
    expect(events.map((event) => [event.type, 'api' in event ? event.api : null])).toEqual([
      ['attempt', 'Web'],
      ['answer', 'Web'],
    ]);
  });

  it("keeps each lane's retries: GitHub retries a 413, the Web lane does not", async () => {
    server.reply(json(413, {}));
    const { lanes } = transport();
    expect((await lanes.Web(`${server.url}/feed.xml`)).status).toBe(413);
    expect(server.requests).toHaveLength(1);
    expect((await lanes.GitHub(`${server.url}/user`)).status).toBe(413);
    expect(server.requests).toHaveLength(4);
  });

  it('retries a refused connection on the Web lane (GitLab does not)', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/feed.xml`;
    const { lanes, events } = transport();
    await expect(lanes.Web(url)).rejects.toBeInstanceOf(TransportError);
    expect(events.filter((event) => event.type === 'attempt')).toHaveLength(2);
    await expect(lanes.GitLab(url)).rejects.toBeInstanceOf(TransportError);
    expect(events.filter((event) => event.type === 'attempt')).toHaveLength(3);
  });

  it('leaves Web requests out of the API counts the build summary prints', async () => {
    server.reply(text(200, '<rss/>'));
    const { lanes, stats } = transport();
    await lanes.Web(`${server.url}/feed.xml`);
    await lanes.GitHub(`${server.url}/user`);
    expect(stats.snapshot().attempts).toEqual({ GitHub: 1, GitLab: 0, Forgejo: 0 });
  });

  it('sends each lane through the fetch given for it, the others through the platform’s', async () => {
    server.reply(text(200, 'platform'));
    const web = jest.fn(() => Promise.resolve(new Response('guarded')));
    const lanes = createTransport({
      runtime: 'build',
      budget: unlimitedBudget(),
      tuning: { timeoutMs: 1000 },
      send: { Web: web },
    });
    await expect((await lanes.Web('https://feeds.example/rss.xml')).text()).resolves.toBe(
      'guarded',
    );
    await expect((await lanes.GitHub(`${server.url}/user`)).text()).resolves.toBe('platform');
    expect(web).toHaveBeenCalledTimes(1);
  });

  it('applies a size cap to the transport it is given to', async () => {
    server.reply(text(200, 'x'.repeat(2048)));
    await expect(transport(1024).lanes.Web(`${server.url}/big.xml`)).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
    await expect(
      (await transport().lanes.Web(`${server.url}/big.xml`)).text(),
    ).resolves.toHaveLength(2048);
  });
});
