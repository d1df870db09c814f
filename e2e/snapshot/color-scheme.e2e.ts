/** Dark mode: by the system, by the switch (remembered), and applied before any script runs. */
import { interactive } from '../support/browser';
import { MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe(`snapshot site ${MAIN_SITE.label}: colour scheme`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('follows a dark system, and the switch overrides it, remembered after a reload', async () => {
    const page = await session.visit(undefined, '#/', 'dark');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(theme()).resolves.toBe('dark');
    await expect(background()).resolves.toBe('rgb(13, 17, 23)');
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(theme()).resolves.toBe('light');
    await expect(background()).resolves.toBe('rgb(245, 247, 250)');
    await page.reload();
    await interactive(page);
    await expect(theme()).resolves.toBe('light');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await page.reload();
    await expect(theme()).resolves.toBe('dark');
    expect(session.probe.errors).toEqual([]);
    expect(session.probe.warnings).toEqual([]);
  });

  it('sets the theme before the first paint: the prerendered page is dark without JavaScript', async () => {
    const page = await session.openWith({ javaScriptEnabled: true, colorScheme: 'dark' });
    // The page's scripts never arrive: only the inline head script runs.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto(`${session.url}#/`);
    await expect(
      page.evaluate(
        () => getComputedStyle(document.querySelector('.project-card') as Element).backgroundColor,
      ),
    ).resolves.toBe('rgb(22, 27, 34)');
  });
});
