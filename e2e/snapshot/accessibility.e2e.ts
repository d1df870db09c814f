/** The keyboard reaches and switches the tabs; axe finds nothing on any tab, in either scheme. */
import { axeViolations, panelSettled } from '../support/browser';
import { MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe(`snapshot site ${MAIN_SITE.label}: keyboard and accessibility`, () => {
  const session = useSnapshotSite(MAIN_SITE);
  const { tab, card } = session;

  it('reaches and switches the tabs with the keyboard, with a visible focus', async () => {
    const page = await session.visit();
    await card('portfolio').waitFor();
    // The focused tab also holds a screen-reader line ("Tab 1 of 3"), hence endsWith.
    let focused = '';
    for (let presses = 0; presses < 20 && !focused.endsWith('GitHub Projects'); presses += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'tab'
          ? (document.activeElement.textContent ?? '')
          : '',
      );
    }
    expect(focused).toMatch(/GitHub Projects$/);
    const focusRing = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(focusRing).toMatch(/^solid [1-9]/);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(tab('GitLab Projects')).toHaveAttribute('aria-selected', 'true');
    await card('infra-scripts').waitFor();
  });

  it.each(
    (['light', 'dark'] as const).flatMap((scheme) =>
      ['GitHub Projects', 'GitLab Projects', 'Tech Stack'].map((name) => [name, scheme] as const),
    ),
  )('has no axe violations on %s (%s)', async (name, scheme) => {
    const page = await session.visit(undefined, '#/', scheme);
    await card('portfolio').waitFor();
    await tab(name).click();
    await panelSettled(page);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
