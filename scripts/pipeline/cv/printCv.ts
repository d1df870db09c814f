/**
 * The CV printed from the built page itself, as a visitor's browser prints it (index.css, print): the
 * site served as GitHub Pages serves it, each language page opened in headless Chromium, its print
 * view saved as a tagged PDF with an outline and links. Nothing leaves the machine: the page has its
 * data inlined, and the analytics service (the build's print is no visit) is cut off.
 */
import type { Browser, Page } from 'playwright-core';
import { launchHeadlessChromium } from '../../lib/chromium';
import { interactive } from '../../lib/interactivePage';
import { startPagesServer } from '../../lib/pagesServer';
import type { CvPaper } from './cvPlan';

/** How long a page may take to load and lay out its print view before the CV is given up. */
const PAGE_TIMEOUT_MS = 60_000;
/** How long the print waits for the page's data to settle before it prints what is there. */
const SETTLE_TIMEOUT_MS = 20_000;

export interface CvPage {
  readonly language: string;
  /** The page's path on the site, with slashes: /portfolio/de/. */
  readonly path: string;
}

export interface PrintCvOptions {
  readonly browser: string;
  /** The built site, served under basePath ('' for a site at the origin's root). */
  readonly outputPath: string;
  readonly basePath: string;
  readonly pages: readonly CvPage[];
  readonly paper: CvPaper;
  /** Origins the page must not reach while printed (the analytics service's). */
  readonly blockedOrigins: readonly string[];
}

/** Launches the browser and closes it: whether the build can print at all, before it plans to. */
export async function browserStarts(
  executablePath: string,
  log?: (line: string) => void,
): Promise<string | null> {
  try {
    const browser = await launch(executablePath, log);
    await browser.close();
    return null;
  } catch (error) {
    return firstLine(error);
  }
}

/** With its sandbox where it starts with one (decided at the plan's check, once per build). */
function launch(executablePath: string, log?: (line: string) => void): Promise<Browser> {
  return launchHeadlessChromium(executablePath, log);
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.slice(0, 300) ?? '';
}

/** Each page's printed CV (PDF bytes), or the reason that page could not be printed. */
export async function printCvs(
  options: PrintCvOptions,
): Promise<Map<string, Uint8Array | { readonly failed: string }>> {
  const server = await startPagesServer([
    { basePath: `${options.basePath}/`, root: options.outputPath },
  ]);
  const printed = new Map<string, Uint8Array | { readonly failed: string }>();
  let browser: Browser | null = null;
  try {
    browser = await launch(options.browser);
    const context = await browser.newContext({
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
    });
    const blocked = new Set(options.blockedOrigins);
    await context.route(
      (url) => blocked.has(url.origin),
      (route) => route.abort('blockedbyclient'),
    );
    for (const { language, path } of options.pages) {
      const page = await context.newPage();
      try {
        printed.set(language, await printPage(page, `${server.origin}${path}`, options.paper));
      } catch (error) {
        printed.set(language, { failed: firstLine(error) });
      } finally {
        await page.close();
      }
    }
  } catch (error) {
    for (const { language } of options.pages) {
      if (!printed.has(language)) printed.set(language, { failed: firstLine(error) });
    }
  } finally {
    await browser?.close();
    await server.close();
  }
  return printed;
}

async function printPage(page: Page, url: string, paper: CvPaper): Promise<Uint8Array> {
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: PAGE_TIMEOUT_MS });
  // Hydrated: the page renders every panel for print only once its Tabs run (usePrintMode), which
  // a visitor's first act brings (src/lib/islandMoments.ts).
  await interactive(page);
  await page.emulateMedia({ media: 'print' });
  // Every panel's chunk and data in, no skeleton left, the fonts and images ready. A source that
  // never answers (live mode) must not cost the CV: after a while it is printed as it stands, as a
  // visitor would see it.
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelector('.ant-skeleton') === null, undefined, {
      timeout: SETTLE_TIMEOUT_MS,
    })
    .catch(() => undefined);
  await page.evaluate(async (timeout) => {
    const ready = Promise.all([
      document.fonts.ready,
      ...Array.from(document.images, (image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ]);
    // An image that never arrives is printed without it.
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, timeout))]);
  }, SETTLE_TIMEOUT_MS);
  return page.pdf({
    format: paper === 'letter' ? 'Letter' : 'A4',
    printBackground: true,
    tagged: true,
    outline: true,
  });
}
