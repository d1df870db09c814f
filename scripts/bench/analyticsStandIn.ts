/**
 * `npm run bench -- --analytics`: the owner's analytics as the page meets them, without the network. A
 * stand-in for a self-hosted Plausible on a local origin of its own (a third party to the page): a
 * script about the size of Plausible's that sends the page view, and the endpoint that takes it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AnalyticsStandIn {
  /** The analytics setting for the build: plausible:<domain>@<the stand-in's script>. */
  readonly setting: string;
  readonly origin: string;
  /** Page views and events received so far. */
  readonly received: () => number;
  close(): Promise<void>;
}

/** Plausible's script does this and little more: one POST of the page view, deferred. */
const SCRIPT = `(function(){var s=document.currentScript,d=s&&s.getAttribute('data-domain'),
e=new URL('/api/event',s.src).href;function t(n,o){var b=JSON.stringify({n:n,u:location.href,
d:d,r:document.referrer||null,p:o&&o.props});if(navigator.sendBeacon){navigator.sendBeacon(e,
new Blob([b],{type:'text/plain'}))}else{fetch(e,{method:'POST',body:b,keepalive:true})}}
var q=window.plausible&&window.plausible.q||[];window.plausible=function(n,o){t(n,o)};
q.forEach(function(a){t(a[0],a[1])});t('pageview')})();`;

export async function startAnalyticsStandIn(domain: string): Promise<AnalyticsStandIn> {
  let count = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/js/script.js') {
      response.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'max-age=86400',
      });
      response.end(SCRIPT);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/api/event') {
      count += 1;
      request.resume();
      response.writeHead(202, { 'access-control-allow-origin': '*' });
      response.end();
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    setting: `plausible:${domain}@${origin}/js/script.js`,
    origin,
    received: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
