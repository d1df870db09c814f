/**
 * The prerendered page: complete without JavaScript, hydrated by scripts loaded from under the base
 * path without a warning or a data request, and without layout shifts while it loads.
 */
import {
  EXPECTED_ACTIVITY,
  EXPECTED_CONTRIBUTIONS,
  EXPECTED_PINNED_ORDER,
} from '../../mock/worlds/scenario';
import { interactive, loadShiftOnPhone } from '../support/browser';
import { BOTH_SITES, MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe.each(BOTH_SITES)('snapshot site $label: prerendered page', (site) => {
  const session = useSnapshotSite(site);
  const { tab, card } = session;

  it('is complete without JavaScript: the owner, the tabs, the cards and the exact contributions', async () => {
    const page = await session.openWith({ javaScriptEnabled: false });
    await page.goto(`${session.url}#/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.owner.name);
    await expect(page.locator('.profile-bio')).toHaveText(site.owner.bio);
    await expect(page.locator('.profile-details')).toHaveText(site.owner.details);
    await expect(page.getByRole('tab')).toHaveTexts([
      'GitHub Projects',
      'GitLab Projects',
      'Tech Stack',
    ]);
    const repos = page.locator('.card-grid').first().locator('.project-card h3');
    await expect(repos).toHaveTexts(EXPECTED_PINNED_ORDER);
    for (const name of ['widget-engine', 'data-pipes', 'toolbox', 'empty-repo']) {
      const expected = EXPECTED_CONTRIBUTIONS[name];
      await expect(card(name)).toBeVisible();
      await expect(card(name)).toContainText(
        `Contributions: ${expected?.own}Contribution Percentage: ${expected?.percentage}%`,
      );
    }
    await expect(page.getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      `${site.basePath}cv.pdf`,
    );
    await expect(
      page.getByRole('region', { name: 'Open-source contributions' }).locator('h3'),
    ).toHaveTexts(['big-corp/framework', 'indie-dev/tiny-lib']);
    // The year's activity, GitHub's and GitLab's days summed, drawn without JavaScript.
    await expect(page.locator('.activity-title')).toHaveText(
      `${EXPECTED_ACTIVITY.total} contributions in the last year`,
    );
    await expect(page.locator('.activity-sources')).toHaveText(
      `GitHub ${EXPECTED_ACTIVITY.github} · GitLab ${EXPECTED_ACTIVITY.gitlab}`,
    );
    // Empty days, and the two shades of the three active days (4, 5 and 5 contributions).
    await expect(page.locator('svg.activity-calendar path')).toHaveCount(3);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  });

  it('hydrates without a warning, a skeleton or a request for data', async () => {
    const probe = await session.open();
    const { page } = probe;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${session.url}#/`);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    expect(probe.errors).toEqual([]);
    expect(probe.warnings).toEqual([]);
    expect(requests.filter((path) => path.endsWith('.json'))).toEqual([]);
    expect(session.apiRequests).toEqual([]);
    // Hydrated for real: the tabs switch.
    await tab('Tech Stack').click();
    await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
  });
});

describe(`snapshot site ${MAIN_SITE.label}: loading`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('does not shift while it loads on a phone with a 4x slower CPU (CLS ≤ 0.01)', async () => {
    const { probe, shift } = await loadShiftOnPhone(session.browser, `${session.url}#/`);
    session.adopt(probe);
    await session.card('widget-engine').waitFor();
    expect(shift).toBeLessThanOrEqual(0.01);
  });
});
