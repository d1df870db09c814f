/** The snapshot page's grid at phone, tablet and desktop widths, and its content width. */
import { gridColumns } from '../support/browser';
import { MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe(`snapshot site ${MAIN_SITE.label}: layout`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it.each([
    [375, 1],
    [700, 2],
    [1000, 3],
  ])(
    'lays the grid out at %ipx in %i column(s), never wider than the screen',
    async (width, columns) => {
      const page = await session.visit({ width, height: 900 });
      await session.card('portfolio').waitFor();
      await expect(gridColumns(page, '.card-grid')).resolves.toBe(columns);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  it('keeps the content within 1200px, centred', async () => {
    const page = await session.visit({ width: 1600, height: 900 });
    const box = await page.locator('.page').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1200);
    expect(Math.round(box?.x ?? 0)).toBe(200);
  });
});
