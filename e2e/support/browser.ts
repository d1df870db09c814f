import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/site/chromium';

/** Headless Debian's Chromium (or CHROMIUM_PATH's), for the browser tests and the screenshots. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}

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

/**
 * Tool logos are separate files loaded with their tab, lazily: load them all and wait for them before
 * a full-page screenshot.
 */
export async function allImagesLoaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
}

/** A repository, project or group card by its exact title. */
export function projectCard(page: Page, title: string): Locator {
  return page
    .locator('.project-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * The page is interactive: the scripts, started after the first paint, have hydrated it (before that
 * the prerendered tabs do not switch). PortfolioPage marks the document when it has mounted.
 */
export async function interactive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
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

/** The shown tab has its chunk and its data: no skeleton is left on the page. */
export async function panelSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.ant-skeleton') === null);
}

/** Waits until `check` holds (a console message arrived, say), failing after `timeoutMs`. */
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
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}
