/**
 * Answers kept open on purpose: a hung one (no answer until the connection is cut) and a dripping
 * one (status and headers at once, then the body one byte at a time).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Prepared } from './preparedReply';

/**
 * Leaves the answer open until the client goes, or reset()/close() cut the connection (through
 * `openAnswers`, which holds each open answer's cut while it lasts).
 */
export function keepOpen(
  request: IncomingMessage,
  response: ServerResponse,
  openAnswers: Set<() => void>,
  stop: () => void,
): void {
  const cut = () => {
    stop();
    request.socket.destroy();
  };
  openAnswers.add(cut);
  response.once('close', () => {
    stop();
    openAnswers.delete(cut);
  });
}

/** What a dripping answer needs beside the reply. */
export interface DripContext {
  readonly response: ServerResponse;
  readonly method: string;
  /** The service's headers of the answer. */
  readonly serviceHeaders: Readonly<Record<string, string>>;
  /** Pause before each byte of the body. */
  readonly intervalMs: number;
  /** Called with the status once it and the headers are written. */
  readonly answered: (status: number) => void;
  /** Keeps the answer open until it ends; `stop` halts the dripping. */
  readonly keepOpen: (stop: () => void) => void;
}

/** The status and headers at once, then the body one byte every `intervalMs`. */
export function drip(
  prepared: Prepared,
  { response, method, serviceHeaders, intervalMs, answered, keepOpen }: DripContext,
): void {
  const bytes = Buffer.from(method === 'HEAD' ? '' : prepared.body);
  response.writeHead(prepared.status, {
    ...serviceHeaders,
    ...prepared.headers,
    // The full length up front, as a slow server sends it: a client sees a cut body as cut.
    'content-length': String(Buffer.byteLength(prepared.body)),
  });
  answered(prepared.status);
  if (bytes.length === 0) {
    response.end();
    return;
  }
  // Without this the headers would wait for the first byte of the body.
  response.flushHeaders();
  let offset = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const chunk = bytes.subarray(offset, offset + 1);
    offset += 1;
    if (offset < bytes.length) {
      response.write(chunk);
      timer = setTimeout(tick, intervalMs);
    } else {
      response.end(chunk);
    }
  };
  timer = setTimeout(tick, intervalMs);
  keepOpen(() => clearTimeout(timer));
}
