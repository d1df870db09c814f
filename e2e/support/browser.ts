import AxeBuilder from '@axe-core/playwright';
import { ANALYTICS_ORIGIN } from './e2eSettings';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { interactive } from '../../scripts/site/browserPage';

export {
  allImagesLoaded,
  interactive,
  scriptsListening,
  launchChromium,
  panelSettled,
} from '../../scripts/site/browserPage';

export interface ProbedPage {
  readonly page: Page;
  /** Console errors and uncaught exceptions, as a visitor's devtools would show them. */
  readonly errors: string[];
  /** Console warnings (live mode reports its snapshot fallback there). */
  readonly warnings: string[];
  /** Every URL the page requested, in order (data: URLs excluded). */
  readonly requests: string[];
}

/**
 * A page in a fresh context. Any other host than the local servers is refused, so nothing reaches the
 * real APIs or GitHub's image server; the requests are recorded, so a test can say the page made none.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  colorScheme: 'light' | 'dark' = 'light',
): Promise<ProbedPage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  // The story site's analytics host (no real one): its script answers empty, as a refused script
  // would be a console error in every test. The analytics test answers it with a stand-in itself.
  await context.route(`${ANALYTICS_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) requests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors, warnings, requests };
}

/** The lazy chunk of the build whose code contains `text` (e.g. a message key its panel uses). */
export function chunkContaining(buildDir: string, text: string): string {
  const dir = path.join(buildDir, 'static/js');
  const matches = readdirSync(dir).filter(
    (file) =>
      file.endsWith('.chunk.js') && readFileSync(path.join(dir, file), 'utf8').includes(text),
  );
  if (matches.length !== 1) {
    throw new Error(
      `Expected one chunk containing "${text}", found ${matches.length}: ${matches.join(', ')}`,
    );
  }
  return matches[0] as string;
}

/** How many cards sit side by side in the grid: row width / card width, rounded. */
export async function gridColumns(page: Page, gridSelector: string): Promise<number> {
  return page
    .locator(gridSelector)
    .first()
    .evaluate((grid) => {
      const cell = grid.querySelector('.card-grid-cell');
      if (!cell) throw new Error('the grid has no card');
      return Math.round(grid.getBoundingClientRect().width / cell.getBoundingClientRect().width);
    });
}

/** A repository, project or group card by its exact title. */
export function projectCard(page: Page, title: string): Locator {
  return page
    .locator('.project-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * Sums the layout shifts (PerformanceObserver `layout-shift`, as Lighthouse's CLS counts them: without
 * those right after an input) from the start of the page's load. Call before `goto`.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((a, b) => a + b, 0),
    );
}

/**
 * Loads `url` as a phone would (375 px, CPU throttled 4x) until the page is interactive and the network
 * idle (live fetches done), and sums the layout shifts meanwhile.
 */
export async function loadShiftOnPhone(
  browser: Browser,
  url: string,
): Promise<{ readonly probe: ProbedPage; readonly shift: number }> {
  const probe = await openPage(browser, { width: 375, height: 812 });
  const cdp = await probe.page.context().newCDPSession(probe.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const layoutShift = await recordLayoutShifts(probe.page);
  await probe.page.goto(url);
  await interactive(probe.page);
  await probe.page.waitForLoadState('networkidle');
  return { probe, shift: await layoutShift() };
}

/**
 * Waits until `check` holds, failing after `timeoutMs`: for what is not on the page (the console's
 * messages, the mock's request log), as Playwright Test's expect.poll. What is on the page has the
 * web-first matchers (locatorMatchers.ts).
 */
export async function eventually(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still not true after ${timeoutMs} ms: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page's axe violations, each with its impact and up to three of its elements: [] when clean. */
export async function axeViolations(
  page: Page,
): Promise<{ id: string; impact: string | null | undefined; nodes: string[] }[]> {
  // Violations only: axe then skips gathering what passed, which the checks never read.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}
