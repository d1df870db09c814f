/**
 * jsdom without Node's fetch family: copy them in so that the API clients (and nock, which intercepts
 * Node's fetch) work in component tests as they do in the browser.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'AbortController',
  'AbortSignal',
] as const;

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const target = this.global as unknown as Record<string, unknown>;
    const source = globalThis as unknown as Record<string, unknown>;
    for (const name of FROM_NODE) target[name] = source[name];
  }
}
