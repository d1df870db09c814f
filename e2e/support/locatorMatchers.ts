/**
 * Web-first assertions for jest: `await expect(locator).toHaveText(…)` asks the page again until the
 * locator meets the expectation or the timeout passes, as Playwright Test's own matchers do, so a
 * check never races the page (a chunk still loading, live data still arriving) and never needs a
 * sleep. Registered for the e2e run by jest.e2e.config.ts; the failure names the last value seen.
 */
import type { Locator } from 'playwright-core';

/** As long as Playwright Test's default: the checks run after the page is interactive. */
export const ASSERTION_TIMEOUT_MS = 10_000;
/** Between two reads: short at first, then as Playwright Test's own retries. */
const INTERVALS_MS = [0, 50, 100, 250, 500, 1000];

type Expected = string | RegExp;

function isLocator(value: unknown): value is Locator {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Locator>).textContent === 'function' &&
    typeof (value as Partial<Locator>).count === 'function' &&
    typeof (value as Partial<Locator>).waitFor === 'function'
  );
}

const matches = (actual: string | null, expected: Expected | null) =>
  expected === null || actual === null
    ? actual === expected
    : typeof expected === 'string'
      ? actual === expected
      : expected.test(actual);

const shown = (value: unknown) => (value instanceof RegExp ? String(value) : JSON.stringify(value));

/**
 * Reads `read(locator)` until `passes` holds of it (or, negated, stops holding) within the timeout;
 * the result jest expects of a matcher.
 */
async function retrying<T>(
  context: jest.MatcherContext,
  received: unknown,
  name: string,
  read: (locator: Locator) => Promise<T>,
  passes: (value: T) => boolean,
  expectation: string,
): Promise<jest.CustomMatcherResult> {
  if (!isLocator(received)) {
    throw new TypeError(`${name} expects a Playwright Locator, got ${typeof received}`);
  }
  const wanted = !context.isNot;
  const deadline = Date.now() + ASSERTION_TIMEOUT_MS;
  let last: T | undefined;
  for (let attempt = 0; ; attempt += 1) {
    const delay = INTERVALS_MS[Math.min(attempt, INTERVALS_MS.length - 1)] ?? 1000;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    last = await read(received);
    if (passes(last) === wanted || Date.now() > deadline) break;
  }
  const pass = passes(last);
  return {
    pass,
    message: () =>
      `expected ${String(received)} ${context.isNot ? 'not ' : ''}${expectation} within ` +
      `${ASSERTION_TIMEOUT_MS} ms; last seen: ${shown(last)}`,
  };
}

/** A single element's text, or null when there is none (yet). */
async function textOf(locator: Locator): Promise<string | null> {
  return (await locator.count()) === 0 ? null : locator.first().textContent();
}

const matchers = {
  toHaveText(this: jest.MatcherContext, received: unknown, expected: Expected) {
    return retrying(
      this,
      received,
      'toHaveText',
      textOf,
      (text) => matches(text, expected),
      `to have the text ${shown(expected)}`,
    );
  },
  toContainText(this: jest.MatcherContext, received: unknown, expected: string) {
    return retrying(
      this,
      received,
      'toContainText',
      textOf,
      (text) => text !== null && text.includes(expected),
      `to contain the text ${shown(expected)}`,
    );
  },
  toHaveTexts(this: jest.MatcherContext, received: unknown, expected: readonly Expected[]) {
    return retrying(
      this,
      received,
      'toHaveTexts',
      (locator) => locator.allTextContents(),
      (texts) =>
        texts.length === expected.length &&
        texts.every((text, at) => matches(text, expected[at] ?? null)),
      `to have the texts ${shown(expected.map(String))}`,
    );
  },
  toBeVisible(this: jest.MatcherContext, received: unknown) {
    return retrying(
      this,
      received,
      'toBeVisible',
      (locator) => locator.isVisible(),
      (visible) => visible,
      'to be visible',
    );
  },
  toBeHidden(this: jest.MatcherContext, received: unknown) {
    return retrying(
      this,
      received,
      'toBeHidden',
      (locator) => locator.isVisible(),
      (visible) => !visible,
      'to be hidden',
    );
  },
  toHaveCount(this: jest.MatcherContext, received: unknown, expected: number) {
    return retrying(
      this,
      received,
      'toHaveCount',
      (locator) => locator.count(),
      (count) => count === expected,
      `to match ${expected} element(s)`,
    );
  },
  /** `expected` null: the attribute is absent; left out: present, whatever its value. */
  toHaveAttribute(
    this: jest.MatcherContext,
    received: unknown,
    name: string,
    expected?: Expected | null,
  ) {
    return retrying(
      this,
      received,
      'toHaveAttribute',
      async (locator) =>
        (await locator.count()) === 0 ? undefined : locator.first().getAttribute(name),
      (value) =>
        value !== undefined && (expected === undefined ? value !== null : matches(value, expected)),
      expected === undefined ? `to have ${name}` : `to have ${name}=${shown(expected)}`,
    );
  },
};

declare global {
  // jest's matcher types live in this namespace (@types/jest).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Matchers<R> {
      toHaveText(expected: string | RegExp): Promise<R>;
      toContainText(expected: string): Promise<R>;
      toHaveTexts(expected: readonly (string | RegExp)[]): Promise<R>;
      toBeVisible(): Promise<R>;
      toBeHidden(): Promise<R>;
      toHaveCount(expected: number): Promise<R>;
      // Optional, as @testing-library/jest-dom's matcher of the same name (the unit tests') has it.
      toHaveAttribute(name: string, expected?: string | RegExp | null): Promise<R>;
    }
  }
}

expect.extend(matchers);
