/**
 * The printout is a CV: one light page, every panel in the page's order, no tabs bar or switch, the
 * projects two to a row as plain entries, the header's links written out.
 */
import { gridColumns } from '../support/browser';
import { MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe(`snapshot site ${MAIN_SITE.label}: print`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('prints every panel, no tabs bar, the projects two to a row, and the links written out', async () => {
    const page = await session.visit();
    await session.card('portfolio').waitFor();
    await page.emulateMedia({ media: 'print' });
    await page
      .getByRole('heading', { name: 'My Tech Stack', includeHidden: true })
      .waitFor({ state: 'visible' });
    for (const title of [
      'Repositories',
      'Organizations',
      'Projects',
      'Starred Projects',
      'My Tech Stack',
    ]) {
      await expect(
        page.getByRole('heading', { name: title, exact: true, includeHidden: true }),
      ).toBeVisible();
    }
    await expect(page.locator('.ant-tabs-nav')).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeHidden();
    await expect(gridColumns(page, '.card-grid')).resolves.toBe(2);
    // Each card's own link stays on the screen: the header's addresses lead to them all.
    await expect(page.getByRole('link', { name: 'View portfolio' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download CV' })).toBeHidden();
    const written = await page
      .locator('.profile-links a[href="https://github.com/octo-dev"]')
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(written).toBe('" (https://github.com/octo-dev)"');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.ant-tabs-nav')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'My Tech Stack', includeHidden: true }),
    ).toBeHidden();
  });
});
