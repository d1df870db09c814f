/**
 * What a snapshot visitor downloads: no API client (they sit in the live-mode chunk), and nothing from
 * any other origin, the avatar included (the build made it part of the site).
 */
import { measure } from '../../scripts/size/main';
import { panelSettled } from '../support/browser';
import { MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

describe(`snapshot site ${MAIN_SITE.label}: first load`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('carries no API client in a snapshot build (they sit in the live-mode chunk)', () => {
    const measurement = measure(MAIN_SITE.build);
    expect(measurement.apiClientsInFirstLoad).toEqual([]);
    expect(measurement.apiClientChunks).toHaveLength(1);
  });

  it.each([
    ['phone', { width: 375, height: 812 }],
    ['desktop', { width: 1280, height: 900 }],
  ])('makes no third-party request on a %s, on any tab', async (_, viewport) => {
    const page = await session.visit(viewport);
    for (const name of ['GitHub Projects', 'GitLab Projects', 'Tech Stack']) {
      await session.tab(name).click();
      await panelSettled(page);
    }
    await page.waitForLoadState('networkidle');
    const origin = new URL(session.url).origin;
    const { requests } = session.probe;
    expect(requests.length).toBeGreaterThan(5);
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(requests.some((url) => /\/static\/media\/avatar-96\.[0-9a-f]{8}\.avif$/.test(url))).toBe(
      true,
    );
  });
});
