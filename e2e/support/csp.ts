/**
 * The built pages' Content-Security-Policy, as the browser enforces it: the violations a page reports
 * (its `securitypolicyviolation` events and Chromium's console lines about them, across navigations),
 * and the policy tags of a built file.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  findElements,
  getAttribute,
  headOf,
  parseDocument,
  textOf,
  type HtmlElement,
} from '../../scripts/lib/html/document';

export interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
  readonly source: string;
  readonly page: string;
}

export interface CspRecord {
  /** The `securitypolicyviolation` events of every document the page showed. */
  readonly violations: CspViolation[];
  /** Console lines about the policy (Chromium logs each blocked load or inline code there). */
  readonly messages: string[];
}

const REPORT_BINDING = '__reportCspViolation';

/**
 * Records every policy violation of `page` from the start of each document it loads, before any of
 * its scripts (a binding, so that a navigation, the language switch say, loses none). Call before the
 * first `goto`.
 */
export async function recordCspViolations(page: Page): Promise<CspRecord> {
  const record: CspRecord = { violations: [], messages: [] };
  await page.exposeBinding(REPORT_BINDING, (_source, violation: CspViolation) => {
    record.violations.push(violation);
  });
  await page.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (value: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          page: location.href,
        });
      },
      true,
    );
  }, REPORT_BINDING);
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) record.messages.push(text);
  });
  return record;
}

/** The directives of a policy, by name, each with its source list. */
export function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

export interface PolicyTags {
  /** The Content-Security-Policy's text. */
  readonly policy: string;
  readonly referrer: string | null;
  /** The tags stand before every script, style and link of the head (a meta policy covers what follows). */
  readonly first: boolean;
  /** The text of each inline script the browser runs (JSON and other data blocks are not run). */
  readonly inlineScripts: string[];
}

/** The policy tags of a built HTML file; throws when it has no policy, or two. */
export function policyTags(file: string): PolicyTags {
  const page = parseDocument(readFileSync(file, 'utf8'));
  const metas = findElements(
    page,
    (element) =>
      element.tagName === 'meta' &&
      getAttribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  if (metas.length !== 1) throw new Error(`${file} has ${metas.length} policy tags, not one.`);
  const meta = metas[0] as HtmlElement;
  const referrer = findElements(
    page,
    (element) => element.tagName === 'meta' && getAttribute(element, 'name') === 'referrer',
  );
  const headElements = headOf(page).childNodes.filter(
    (node): node is HtmlElement => 'tagName' in node,
  );
  const firstLoading = headElements.findIndex((element) =>
    ['script', 'style', 'link'].includes(element.tagName),
  );
  // JSON and the analytics' inert element (text/x-after-paint) are data, not run.
  const executed = ['', 'text/javascript', 'application/javascript', 'module'];
  const inlineScripts = findElements(
    page,
    (element) =>
      element.tagName === 'script' &&
      getAttribute(element, 'src') === null &&
      executed.includes((getAttribute(element, 'type') ?? '').trim().toLowerCase()),
  ).map(textOf);
  return {
    policy: getAttribute(meta, 'content') ?? '',
    referrer: referrer.length === 1 ? getAttribute(referrer[0] as HtmlElement, 'content') : null,
    first:
      headElements.indexOf(meta) !== -1 &&
      (firstLoading === -1 || headElements.indexOf(meta) < firstLoading),
    inlineScripts,
  };
}
