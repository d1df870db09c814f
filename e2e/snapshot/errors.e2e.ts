/**
 * When something goes wrong: an unknown route, the hand-over to the router (its own chunk, loaded from
 * under the base path), a tab chunk that fails to load or is slow.
 */
import { chunkContaining, interactive } from '../support/browser';
import { BOTH_SITES, MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe.each(BOTH_SITES)('snapshot site $label: errors', (site) => {
  const session = useSnapshotSite(site);
  const { tab, card } = session;

  it('shows the error screen for an unknown route', async () => {
    const page = await session.visit(undefined, '#/no-such-route');
    // The router is a chunk of its own, loaded after the page's scripts.
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.locator('body')).toContainText('Unexpected Application Error!404 Not Found');
  });

  it('hands over to the router when the hash leaves #/, and shows its error screen', async () => {
    const page = await session.visit();
    await page.evaluate(() => {
      window.location.hash = '#/no-such-route';
    });
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect(page.locator('body')).toContainText('404 Not Found');
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  it('explains a tab chunk that fails to load, and retries it once it is back', async () => {
    const chunk = chunkContaining(site.build, '"gitlab.starred"');
    const { page } = await session.open();
    let blocked = true;
    await page.route(`**/static/js/${chunk}`, (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await page.goto(`${session.url}#/`);
    await interactive(page);
    await tab('GitLab Projects').click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    const message = await alert.textContent();
    expect(message).toMatch(
      new RegExp(
        `Loading chunk \\d+ failed\\.\\s*\\(error: .*${site.basePath}static/js/${chunk.replace(/\./g, '\\.')}\\)`,
      ),
    );

    blocked = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await card('infra-scripts').waitFor();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

describe(`snapshot site ${MAIN_SITE.label}: a slow chunk`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('shows the skeleton, not a blank panel, while a chunk is slow', async () => {
    const chunk = chunkContaining(MAIN_SITE.build, '"techStack.title"');
    const { page } = await session.open();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/static/js/${chunk}`, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the page preloads the panels' chunks once it is idle, and the held one
    // would keep the load event from ever firing.
    await page.goto(`${session.url}#/`, { waitUntil: 'domcontentloaded' });
    await interactive(page);
    await session.tab('Tech Stack').click();
    await page.locator('.panel-skeleton').waitFor();
    release();
    await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
    await expect(page.locator('.panel-skeleton')).toHaveCount(0);
  });
});
