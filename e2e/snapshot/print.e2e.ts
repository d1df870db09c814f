/** The printout: one light column, every panel, no tabs bar or switch, the links written out. */
import { gridColumns } from '../support/browser';
import { MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe(`snapshot site ${MAIN_SITE.label}: print`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('prints one column with every panel, no tabs bar, and the links written out', async () => {
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
    await expect(gridColumns(page, '.card-grid')).resolves.toBe(1);
    const written = await page
      .getByRole('link', { name: 'View portfolio' })
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(written).toBe('" (https://github.com/octo-dev/portfolio)"');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.ant-tabs-nav')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'My Tech Stack', includeHidden: true }),
    ).toBeHidden();
  });
});
