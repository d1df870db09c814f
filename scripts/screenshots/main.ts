/**
 * `npm run screenshots`: full-page screenshots of a build in headless Chromium, served as Pages serves
 * it: phone and desktop, every tab, and the first tab in dark mode (the 'Dark mode' switch).
 * `--mock` builds the mock owner's site first, as the README shows it. `--help` for the options.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { allImagesLoaded, interactive, launchChromium, panelSettled } from '../site/browserPage';
import { MOCK_GITHUB_TOKEN, MOCK_GITLAB_TOKEN } from '../../mock/mockOwner';
import { startMockApi, type MockApi } from '../../mock/mockApi';
import { ROOT } from '../pipeline/settings/env';
import { parseScreenshotArgs, ScreenshotUsageError, USAGE } from './args';
import { builtFor } from '../site/builtFor';
import { buildMockOwnerSite, MOCK_OWNER_BASE_PATH } from '../site/mockOwnerSite';
import { serveSite } from '../lib/pagesServer';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const OTHER_TABS = ['GitLab Projects', 'Tech Stack'] as const;
const MOCK_BUILD_DIR = path.join(ROOT, 'test-results/screenshots/build');

/** A failure whose message says what to do; printed alone, without a stack. */
class ScreenshotError extends Error {
  override name = 'ScreenshotError';
}

/** `GitLab Projects` → `gitlab-projects`, as the README links the files. */
const slug = (tab: string) => tab.toLowerCase().replace(/\s+/g, '-');

/** The base path a build was made for (`/portfolio/`, `/`), read from its index.html. */
function basePathOf(buildDir: string): string {
  const index = path.join(buildDir, 'index.html');
  if (!existsSync(index)) {
    throw new ScreenshotError(`No build in ${buildDir} (no index.html): run npm run build first.`);
  }
  const { basePath } = builtFor(readFileSync(index, 'utf8'));
  if (basePath === null) {
    throw new ScreenshotError(`${index} names no script under /static/: not a build of this site.`);
  }
  return `${basePath}/`;
}

async function shoot(browser: Browser, url: string, outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      colorScheme: 'light',
    });
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      const save = async (name: string) => {
        await panelSettled(page);
        await allImagesLoaded(page);
        const file = path.join(outDir, `${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        written.push(file);
      };
      await page.goto(`${url}#/`);
      await interactive(page);
      await save(viewport.name);
      const darkMode = page.getByRole('switch', { name: 'Dark mode' });
      await darkMode.click();
      // A light picture under a "-dark" name would go into docs/ unnoticed.
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await save(`${viewport.name}-dark`);
      await darkMode.click();
      for (const tab of OTHER_TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await save(`${viewport.name}-${slug(tab)}`);
      }
    } finally {
      await context.close();
    }
  }
  return written;
}

/**
 * The mock owner's site, built against a mock that serves the avatars too; the mock stays up while
 * the screenshots are taken, so the avatars load offline.
 */
async function mockOwnerBuild(): Promise<{ dir: string; mock: MockApi }> {
  const mock = await startMockApi({
    githubToken: MOCK_GITHUB_TOKEN,
    gitlabToken: MOCK_GITLAB_TOKEN,
    avatars: true,
  });
  console.log(`Building the mock owner's site into ${path.relative(ROOT, MOCK_BUILD_DIR)}/…`);
  const result = await buildMockOwnerSite(mock, MOCK_BUILD_DIR);
  if (result.code !== 0) {
    await mock.close();
    throw new ScreenshotError(
      `The build failed, so there is nothing to photograph:\n${`${result.stdout}\n${result.stderr}`.trim()}`,
    );
  }
  return { dir: MOCK_BUILD_DIR, mock };
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseScreenshotArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const outDir = path.resolve(ROOT, args.out);
  const { dir, mock } = args.build
    ? { dir: path.resolve(ROOT, args.build), mock: null }
    : await mockOwnerBuild();
  try {
    const basePath = mock ? MOCK_OWNER_BASE_PATH : basePathOf(dir);
    mkdirSync(outDir, { recursive: true });
    const server = await serveSite(dir, basePath);
    const browser = await launchChromium();
    try {
      const written = await shoot(browser, server.url, outDir);
      console.log(
        `${written.length} screenshots of ${path.relative(ROOT, dir) || '.'}/ written to ` +
          `${path.relative(ROOT, outDir)}/: ${written.map((file) => path.basename(file)).join(', ')}`,
      );
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await mock?.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ScreenshotUsageError) {
    console.error(`screenshots: ${error.message}\n\n${USAGE}`);
  } else if (error instanceof ScreenshotError) {
    console.error(`screenshots: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
