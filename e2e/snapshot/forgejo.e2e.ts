/**
 * A third forge (docs/forgejo.md) on the story site, whose owner set a Forgejo account (the mock's
 * instance, named by its host) and its token: a tab after Tech Stack with the public repositories,
 * the public organization with its repositories and the starred ones; the calendar's total is
 * GitHub's, GitLab's and the heatmap's in the same year, each named; the private repository, the
 * members-only organization's and its plans are nowhere in build/ or the build's HTTP cache. The
 * other sites, without the settings, keep the three specified tabs (prerender.e2e.ts, tabs.e2e.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXPECTED_ACTIVITY, EXPECTED_FORGEJO_ACTIVITY } from '../../mock/worlds/scenario';
import { axeViolations, panelSettled } from '../support/browser';
import { BUILDS_DIR, e2eSettings, STORY_FORGEJO_NAME } from '../support/e2eSettings';
import { STORY_SITE, useSnapshotSite } from '../support/snapshotSite';

const { storyBuild } = e2eSettings();
const TAB = `${STORY_FORGEJO_NAME} Projects`;

/** Every file of a folder, by its path in it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesOf(file) : [file];
  });
}

describe(`snapshot site ${STORY_SITE.label}: Forgejo, Gitea and Codeberg`, () => {
  const session = useSnapshotSite(STORY_SITE);

  it('has a tab after Tech Stack with the public repositories, the organization with its own and the starred ones', async () => {
    const page = await session.visit();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.indexOf(TAB)).toBe(tabs.indexOf('Tech Stack') + 1);
    await session.tab(TAB).click();
    await panelSettled(page);
    const panel = page.locator('.tab-pane-forgejo');
    for (const name of [
      'tiny-http',
      'forge-notes',
      'fj-collective',
      'shared-lib',
      'awesome-forgejo',
    ]) {
      await expect(panel).toContainText(name);
    }
    await expect(
      panel.getByRole('heading', { level: 2, name: 'Starred Repositories' }),
    ).toBeVisible();
    // A token was given: no line about organizations and stars being left out.
    await expect(panel.locator('.forgejo-needs-token')).toHaveCount(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(session.probe.errors).toEqual([]);
  });

  it("adds the instance's heatmap to the calendar: the year's total is the three sources', each named", async () => {
    const page = await session.visit();
    await expect(page.locator('.activity-title')).toHaveText(
      `${EXPECTED_ACTIVITY.total + EXPECTED_FORGEJO_ACTIVITY} contributions in the last year`,
    );
    await expect(page.locator('.activity-sources')).toHaveText(
      `GitHub ${EXPECTED_ACTIVITY.github} · GitLab ${EXPECTED_ACTIVITY.gitlab} · ${STORY_FORGEJO_NAME} ${EXPECTED_FORGEJO_ACTIVITY}`,
    );
  });

  it("keeps the private and members-only repositories out of build/ and the build's HTTP cache", () => {
    const markers = ['secret-diary', 'Private notes, never shown', 'internal-plans', 'guild-tools'];
    const cache = path.join(BUILDS_DIR, 'story-api-cache');
    const found = [...filesOf(storyBuild), ...filesOf(cache)].flatMap((file) => {
      const text = readFileSync(file).toString('latin1');
      return markers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
    // The cache holds the instance's answers: the check reads what it should.
    expect(
      filesOf(cache).some((file) => readFileSync(file).toString('latin1').includes('tiny-http')),
    ).toBe(true);
  });
});
