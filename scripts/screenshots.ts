/**
 * `npm run screenshots`: opens the built page (build/) under /portfolio/ in headless Chromium and saves
 * phone (375px) and desktop (1280px) screenshots of every tab to docs/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { allImagesLoaded, panelSettled } from '../e2e/support/browser';
import { serveBuild } from '../test/support/staticServer';
import { ROOT } from './build/1-settings/env';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function main(): Promise<void> {
  const outDir = path.join(ROOT, process.argv[2] ?? 'docs/screenshots');
  mkdirSync(outDir, { recursive: true });
  const server = await serveBuild(path.join(ROOT, 'build'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const viewport of VIEWPORTS) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      await page.goto(`${server.url}#/`);
      await page
        .getByRole('link', { name: /^View / })
        .first()
        .waitFor();
      await panelSettled(page);
      await allImagesLoaded(page);
      await page.screenshot({ path: path.join(outDir, `${viewport.name}.png`), fullPage: true });
      for (const tab of ['GitLab Projects', 'Tech Stack']) {
        await page.getByRole('tab', { name: tab }).click();
        await panelSettled(page);
        await allImagesLoaded(page);
        const slug = tab.toLowerCase().replace(/\s+/g, '-');
        await page.screenshot({
          path: path.join(outDir, `${viewport.name}-${slug}.png`),
          fullPage: true,
        });
      }
      await page.close();
    }
    console.log(`Screenshots written to ${path.relative(ROOT, outDir)}/`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
