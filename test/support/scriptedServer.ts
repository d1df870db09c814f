/**
 * A local HTTP server that answers each request with the next scripted reply: the transport's tests
 * need real sockets (timeouts on a body that drips, refused connections), which an interceptor fakes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = (request: IncomingMessage, response: ServerResponse) => void;

export interface ScriptedServer {
  readonly url: string;
  /** Requests in arrival order, with their headers. */
  readonly requests: IncomingMessage[];
  /** Queues replies; once the queue is empty every request gets the last reply queued. */
  reply(...replies: Reply[]): void;
  close(): Promise<void>;
}

export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_, response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };

export const text =
  (status: number, body: string, headers: Record<string, string> = {}): Reply =>
  (_, response) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end(body);
  };

/** Never answers (until the server closes). */
export const hang: Reply = () => undefined;

/** Sends the headers, then one byte every `intervalMs`, forever. */
export const drip =
  (intervalMs: number): Reply =>
  (_, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.write('[');
    const timer = setInterval(() => response.write(' '), intervalMs);
    response.on('close', () => clearInterval(timer));
  };

/** Resets the connection without an answer. */
export const reset: Reply = (request) => {
  request.socket.destroy();
};

export async function startScriptedServer(): Promise<ScriptedServer> {
  const queue: Reply[] = [];
  let last: Reply = json(404, { message: 'Not Found' });
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    const next = queue.shift() ?? last;
    next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(...replies) {
      queue.push(...replies);
      last = replies[replies.length - 1] ?? last;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
