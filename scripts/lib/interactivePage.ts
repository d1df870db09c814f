/**
 * A built page made interactive as a visitor makes it: on a prerendered page with its data inline the
 * Tabs hydrate at the visitor's first act (src/lib/islandMoments.ts), for the browser tests, the
 * screenshots and the CV printed by the build alike.
 */
import type { Page } from 'playwright-core';

/**
 * Waits for the page's scripts to listen for the visitor: the shell hands the head script its wake-up
 * once they do (src/index.tsx). Before that a key or a print is the browser's alone.
 */
export async function scriptsListening(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      typeof (window as { portfolioTabIntent?: { wake?: unknown } }).portfolioTabIntent?.wake ===
      'function',
  );
}

/**
 * Waits for the page's scripts to listen, acts as harmlessly as one can (a Shift key), and waits for
 * the Tabs to mark the document hydrated (`<html data-interactive>`).
 */
export async function interactive(page: Page): Promise<void> {
  await scriptsListening(page);
  await page.keyboard.press('Shift');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}
