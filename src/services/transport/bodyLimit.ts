/**
 * A cap on the size of an answer, for hosts the portfolio does not know (a feed can be any URL): the
 * body is read chunk by chunk and the download stops as soon as it passes the cap, so an endless or
 * enormous answer never sits in memory. The API lanes have no cap: their answers are paginated.
 */

/** An answer refused for its size; not a TransportFailure: no retry or cached copy makes it smaller. */
export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';

  constructor(readonly limitBytes: number) {
    super(`The answer is larger than ${megabytes(limitBytes)}`);
  }
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const TOO_LARGE = Symbol('too large');

/** The whole body, or TOO_LARGE once it declares or delivers more than `maxBytes`. */
export async function readBodyWithin(
  response: Response,
  maxBytes: number,
): Promise<ArrayBuffer | typeof TOO_LARGE> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return TOO_LARGE;
  }
  if (!response.body) return new ArrayBuffer(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}
