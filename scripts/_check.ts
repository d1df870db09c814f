import { chromium } from 'playwright-core';
import { serveSite } from './site/pagesServer';
import { chromiumPath, CHROMIUM_FLAGS } from './site/chromium';
import { axeViolations } from '../e2e/support/browser';
async function main() {
  const site = await serveSite('/tmp/demo-build', '/portfolio/');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
  for (const path of ['de/', '']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 1400 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await page.waitForTimeout(2000);
    console.log(path || 'en', 'home', JSON.stringify(await axeViolations(page)));
    await page.getByRole('tab').nth(3).click();
    await page.waitForTimeout(3000);
    console.log(path || 'en', 'experience', JSON.stringify(await axeViolations(page)));
    await context.close();
  }
  await browser.close(); await site.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
