/**
 * The mock's HTTP server: it routes each request to its service (/github, /gitlab, /feeds,
 * /forgejo, and the avatars), records it, applies the fault rules (delay, then fail, hang, drip,
 * malformed or refuse), answers 304 to a conditional request that still matches, keeps GitHub's
 * rate-limit books, and hands back the handle tests and tools drive (MockApi).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_ROUTES } from '../answers/feeds';
import { forgejoCaller } from '../forgejo/routes';
import { primaryRateLimitReply } from '../github/rateLimitAnswers';
import { SCENARIO } from '../worlds/scenario';
import { avatarSender } from './avatars';
import { callerOf } from './callers';
import { routeReply, worldRoutes } from './dispatch';
import {
  failureReply,
  takeRule,
  truncatedJson,
  type Countdown,
  type DelayRule,
  type Fault,
} from './faultRules';
import { CORS_HEADERS, JSON_TYPE, PREFLIGHT_HEADERS, requestIdOf } from './headers';
import type { MockApi, MockApiOptions } from './mockApiTypes';
import { prepareReply, type Prepared } from './preparedReply';
import { rateLimitBook } from './rateLimits';
import { countMatching, readRequestBody, recordOf, type RecordedRequest } from './requestLog';
import type { Reply } from './routing';
import { serviceHeaders as serviceHeadersOf, type AnswerContext } from './serviceHeaders';
import { drip as dripAnswer, keepOpen as keepAnswerOpen } from './slowAnswers';
import { notModified as conditionalHit } from './validators';

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const {
    scenario = SCENARIO,
    githubToken,
    gitlabToken,
    installationToken,
    botToken,
    githubSsoOrganizations = [],
    port = 0,
    log,
    avatars = false,
  } = options;
  const tokens = { githubToken, gitlabToken, installationToken, botToken };
  let served = scenario;
  let world = worldRoutes(scenario);
  const requests: RecordedRequest[] = [];
  // Rules are mutable copies so that `times` can count down. Every kind of fault shares one list,
  // so that the first rule added wins whatever its kind.
  let faults: Countdown<Fault>[] = [];
  let delays: Countdown<{ readonly rule: DelayRule }>[] = [];
  const pendingDelays = new Set<() => void>();
  // Answers kept open on purpose (hung, dripping): reset() and close() cut them.
  const openAnswers = new Set<() => void>();
  let closed = false;
  let requestCount = 0;

  // One hourly window per credential, like GitHub's primary limit. Unless githubRateLimitLeft says
  // otherwise it never reports exhaustion by itself (remaining stays ≥ 1): tests that want a 403 ask
  // for it with rateLimited(). GitHub does not count a 304, so its headers show the usage unchanged
  // (`counted` false).
  const rateLimits = rateLimitBook(installationToken, options.githubRateLimitLeft);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pendingDelays.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pendingDelays.add(done);
    });

  const cutOpenAnswers = () => {
    for (const cut of [...openAnswers]) cut();
  };

  let started = new Date().toUTCString();
  // Every answer last changed when the server started, or when serve() changed the world.
  let lastModified = Date.parse(started);
  const sendAvatar = avatarSender(() => started, log);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      response.writeHead(204, PREFLIGHT_HEADERS);
      response.end();
      return;
    }
    if (avatars && url.pathname.startsWith('/avatars/')) {
      await sendAvatar(request, response, url);
      return;
    }
    const service = (['github', 'gitlab', 'feeds', 'forgejo'] as const).find((prefix) =>
      new RegExp(`^/${prefix}(/|$)`).test(url.pathname),
    );
    if (!service) {
      response.writeHead(404, { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not Found: the mock serves /github/…, /gitlab/…, /feeds/… and /forgejo/…');
      return;
    }
    const path = url.pathname.slice(service.length + 1) || '/';
    // Recorded on arrival, so that the log keeps arrival order; the status follows with the answer.
    const record = recordOf(request, method, service, path, url);
    requests.push(record);
    const label = `${method} ${service} ${path}${url.search}`;
    const requestBody = method === 'POST' ? await readRequestBody(request) : '';

    requestCount += 1;
    // Forgejo knows one token, its world's user's (see forgejoCaller).
    const caller =
      service === 'forgejo'
        ? forgejoCaller(record.authorization, url.searchParams, served.forgejo)
        : callerOf(service, record.authorization, record.privateToken, tokens);
    const { credential, credentialsValid } = caller;
    const answerContext: AnswerContext = {
      service,
      path,
      requestId: requestIdOf(requestCount),
      caller,
      installationToken,
      githubSsoOrganizations,
      rateLimits,
    };
    /** The headers every answer of the service carries; `counted` false for a 304. */
    const serviceHeaders = (counted: boolean) => serviceHeadersOf(answerContext, counted);
    const routed = (): Reply =>
      routeReply({ service, method, path, url, origin, requestBody, caller }, world, tokens);
    const prepare = (answer: Reply): Prepared =>
      prepareReply(answer, { service, method, origin, avatars, started });

    const answered = (status: number, note = '') => {
      record.status = status;
      log?.(`${label} → ${status}${note}`);
    };

    const finish = (prepared: Prepared) => {
      response.writeHead(prepared.status, { ...serviceHeaders(true), ...prepared.headers });
      response.end(prepared.body);
      answered(prepared.status);
    };

    const keepOpen = (stop: () => void) => keepAnswerOpen(request, response, openAnswers, stop);

    const delay = takeRule(delays, service, method, path);
    if (delay) await sleep(delay.rule.ms);
    if (closed || response.destroyed) return;

    // Rules come before the conditional check: a failure must win over a 304.
    const fault = takeRule(faults, service, method, path);
    switch (fault?.kind) {
      case 'refuse':
        request.socket.destroy();
        log?.(`${label} → connection reset`);
        return;
      case 'hang':
        keepOpen(() => undefined);
        log?.(`${label} → no answer (hung)`);
        return;
      case 'fail':
        finish(prepare(failureReply(service, fault.rule, world.forgejoUrl)));
        return;
      case 'malformed': {
        const reply = routed();
        finish(
          prepare({
            status: 200,
            body: truncatedJson(prepare(reply).body),
            // A feed keeps its own type: a cut XML document must reach the XML parser.
            headers: {
              ...reply.headers,
              ...(service === 'feeds' ? {} : { 'content-type': JSON_TYPE }),
            },
          }),
        );
        return;
      }
      case 'drip':
        dripAnswer(prepare({ ...routed(), status: fault.rule.status ?? 200 }), {
          response,
          method,
          serviceHeaders: serviceHeaders(true),
          intervalMs: fault.rule.intervalMs,
          answered: (status) => answered(status, ' (dripping)'),
          keepOpen,
        });
        return;
      case undefined:
        break;
    }

    const prepared = prepare(routed());
    const etag = prepared.headers.etag;
    const unchanged = etag !== undefined && conditionalHit(request.headers, etag, lastModified);
    const identity = credentialsValid ? credential : undefined;
    // GitHub counts a 304 only for anonymous requests (when the mock counts down at all).
    const free = unchanged && (identity !== undefined || !rateLimits.countsDown());
    if (service === 'github' && credentialsValid && !free && rateLimits.usedUp(identity)) {
      finish(prepare(primaryRateLimitReply(identity !== undefined)));
      return;
    }
    if (unchanged) {
      const headers = { ...serviceHeaders(!free), ...prepared.headers };
      delete headers['content-type'];
      response.writeHead(304, headers);
      response.end();
      answered(304);
      return;
    }
    finish(prepared);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (closed || response.destroyed) return;
      if (!response.headersSent)
        response.writeHead(500, { ...CORS_HEADERS, 'content-type': JSON_TYPE });
      response.end(JSON.stringify({ message: `Mock API error: ${String(error)}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${address.port}`;

  const addFault = (fault: Fault) => {
    faults.push({ ...fault, left: fault.rule.times ?? Number.POSITIVE_INFINITY });
  };

  return {
    url: origin,
    githubUrl: `${origin}/github`,
    gitlabUrl: `${origin}/gitlab`,
    forgejoUrl: `${origin}/forgejo`,
    feeds: {
      rss: `${origin}${FEED_ROUTES.rss.path}`,
      atom: `${origin}${FEED_ROUTES.atom.path}`,
      json: `${origin}${FEED_ROUTES.json.path}`,
    },
    get scenario() {
      return served;
    },
    serve(next) {
      served = next;
      world = worldRoutes(next);
      started = new Date().toUTCString();
      lastModified = Date.parse(started);
    },
    limitGitHub(left) {
      rateLimits.limit(left);
    },
    requests,
    count(filter = {}) {
      return countMatching(requests, filter);
    },
    fail(rule) {
      addFault({ kind: 'fail', rule });
    },
    hang(rule) {
      addFault({ kind: 'hang', rule });
    },
    drip(rule) {
      addFault({ kind: 'drip', rule });
    },
    malformed(rule) {
      addFault({ kind: 'malformed', rule });
    },
    refuse(rule) {
      addFault({ kind: 'refuse', rule });
    },
    delay(rule) {
      delays.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY });
    },
    reset() {
      faults = [];
      delays = [];
      requests.length = 0;
      rateLimits.clear();
      cutOpenAnswers();
    },
    close() {
      closed = true;
      for (const release of [...pendingDelays]) release();
      cutOpenAnswers();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
