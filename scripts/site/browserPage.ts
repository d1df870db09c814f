/**
 * What a tool and a browser test both do with a page in headless Chromium: launch it, wait for the
 * page to be interactive or its panel settled, load every image.
 */
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchHeadlessChromium } from '../lib/chromium';
export { interactive, scriptsListening } from '../lib/interactivePage';

/**
 * Headless Debian's Chromium (or the chromiumPath setting's), for the browser tests and the screenshots: with
 * its sandbox where it starts with one.
 */
export function launchChromium(): Promise<Browser> {
  return launchHeadlessChromium(chromiumPath());
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

/** The shown tab has its chunk and its data: no skeleton is left on the page. */
export async function panelSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.ant-skeleton') === null);
}
