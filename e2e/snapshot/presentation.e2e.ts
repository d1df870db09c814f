/**
 * How the page presents the owner: the highlights, the facts on the cards, the organization
 * repositories' languages and contribution shares, and the Tech Stack's evidence.
 */
import {
  DIFFERENCE_ENGINE,
  EXPECTED_CONTRIBUTIONS,
  EXPECTED_OWN_ORDER,
} from '../../mock/worlds/scenario';
import { MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const months = (iso: string) =>
  `${MONTHS[new Date(iso).getUTCMonth()]} ${new Date(iso).getUTCFullYear()}`;

describe(`snapshot site ${MAIN_SITE.label}: presentation`, () => {
  const session = useSnapshotSite(MAIN_SITE);
  const { tab, card } = session;

  it('sums the owner up: highlights, the top languages bar, stars, forks and last pushes on the cards', async () => {
    const page = await session.visit();
    const highlights = page.getByRole('region', { name: 'Highlights' });
    const orgRepos = ['widget-engine', 'data-pipes', 'empty-repo', 'difference-engine', 'toolbox'];
    const orgCommits = orgRepos.reduce(
      (sum, name) => sum + (EXPECTED_CONTRIBUTIONS[name]?.own ?? 0),
      0,
    );
    const created = new Date('2016-05-04T08:12:41Z');
    const now = new Date();
    const years =
      now.getUTCFullYear() -
      created.getUTCFullYear() -
      (now.getUTCMonth() < created.getUTCMonth() ||
      (now.getUTCMonth() === created.getUTCMonth() && now.getUTCDate() < created.getUTCDate())
        ? 1
        : 0);
    await expect(highlights.locator('.highlight-list li')).toHaveTexts([
      `${EXPECTED_OWN_ORDER.length + orgRepos.length} repositories`,
      `${orgCommits} commits in 2 organizations`,
      `${years} years on GitHub`,
    ]);
    const legend = highlights.getByRole('list', { name: 'Top languages' });
    await expect(legend.locator('li').first()).toHaveText(/^TypeScript \d+(\.\d)?%$/);

    const portfolio = card('portfolio');
    await expect(portfolio.locator('.repo-facts')).toHaveText(
      /^12 stars2 forksUpdated (last year|\d+ years ago)28 Feb 2025$/,
    );
    const pushed = portfolio.locator('.repo-facts time');
    await expect(pushed).toHaveAttribute('datetime', '2025-02-28T19:40:08.000Z');
    // The date itself on focus.
    await portfolio.locator('.repo-facts .hint-trigger').focus();
    await expect(
      portfolio
        .locator('.repo-facts .hint-text')
        .evaluate((node) => getComputedStyle(node).visibility),
    ).resolves.toBe('visible');
    await expect(portfolio.locator('.repo-facts .hint-text')).toHaveText('28 Feb 2025');
    await expect(card('cli-kit').locator('.repo-facts')).toHaveText(/^25 stars/);
  });

  it("shows an organization repository's languages from /languages, with its colour bar", async () => {
    await session.visit();
    const engine = card(DIFFERENCE_ENGINE.name);
    await expect(engine.locator('.tool-tag')).toHaveTexts(['C++', 'CMake']);
    await expect(
      engine.getByRole('img', { name: 'Languages: C++ 93.9%, CMake 6.1%' }),
    ).toBeVisible();
  });

  it('draws each contribution share as a progress bar with its value, the commit counts and the active months', async () => {
    await session.visit();
    for (const name of [
      'widget-engine',
      'data-pipes',
      'difference-engine',
      'toolbox',
      'empty-repo',
    ]) {
      const expected = EXPECTED_CONTRIBUTIONS[name];
      const bar = card(name).getByRole('progressbar', {
        name: `Owner's share of the commits of ${name}`,
      });
      await expect(bar).toHaveAttribute('aria-valuenow', String(expected?.percentage));
      await expect(card(name).locator('.share-facts')).toContainText(
        `${expected?.own} of ${expected?.total} commits`,
      );
    }
    const engine = DIFFERENCE_ENGINE.contributions;
    await expect(card('difference-engine').locator('.share-facts')).toContainText(
      `active ${months(engine?.firstOwnCommitAt ?? '')} – ${months(engine?.lastOwnCommitAt ?? '')}`,
    );
    const counts = card('widget-engine').getByRole('button', { name: '5 of 9 commits' });
    await counts.hover();
    await expect(card('widget-engine').getByRole('tooltip')).toBeVisible();
    await expect(card('widget-engine').getByRole('tooltip')).toContainText(
      'Distinct commits over all branches',
    );
  });

  it('counts the shown repositories behind each Tech Stack tag and lists them on demand', async () => {
    const page = await session.visit();
    await tab('Tech Stack').click();
    await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
    const expected: [string, number][] = [
      ['TypeScript', 2],
      ['HTML5', 1],
      ['CSS3', 1],
      ['Python', 1],
      ['Go', 2],
      ['Rust', 1],
      ['C++', 1],
      ['Docker', 1],
      ['Ansible', 1],
      ['Bash', 2],
    ];
    const toggles = page.locator('.tech-stack').getByRole('button');
    await expect(
      toggles.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('aria-label') ?? node.textContent),
      ),
    ).resolves.toEqual(
      expected.map(
        ([tool, count]) =>
          `${tool}, used in ${count} ${count === 1 ? 'repository' : 'repositories'}`,
      ),
    );
    const go = page.getByRole('button', { name: 'Go, used in 2 repositories' });
    await go.focus();
    await page.keyboard.press('Enter');
    await expect(go).toHaveAttribute('aria-expanded', 'true');
    const region = page.getByRole('region', { name: 'Go in 2 repositories' });
    await expect(region.getByRole('link')).toHaveTexts(['cli-kit', 'toolbox']);
    // JavaScript is only in the hidden fork: no count.
    await expect(page.getByRole('button', { name: /^JavaScript,/ })).toHaveCount(0);
  });
});
