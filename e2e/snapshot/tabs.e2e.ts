/**
 * The tabs of the snapshot page: the GitHub projects it opens with, then the other tabs, whose lazy
 * chunks load from under the base path.
 */
import {
  EXPECTED_CONTRIBUTIONS,
  EXPECTED_PINNED_ORDER,
  HIDDEN_OWN,
  NEVER_SHOWN,
} from '../../mock/worlds/scenario';
import { e2eSettings } from '../support/e2eSettings';
import { BOTH_SITES, MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

const { mockPort } = e2eSettings();

describe(`snapshot site ${MAIN_SITE.label}: GitHub Projects (default tab)`, () => {
  const session = useSnapshotSite(MAIN_SITE);
  const { tab, card } = session;

  it('shows own repos, then the organizations with the allow-listed repos and exact contributions', async () => {
    const page = await session.visit();
    await expect(tab('GitHub Projects')).toHaveAttribute('aria-selected', 'true');
    await card('widget-engine').waitFor();

    const repos = page.locator('.card-grid').first().locator('.project-card h3');
    // The pinned one first, then most stars first; the fork and the archived repository hidden.
    await expect(repos).toHaveTexts(EXPECTED_PINNED_ORDER);
    await expect(card('dotfiles')).toContainText('No description provided');
    await expect(card('portfolio')).toContainText('My developer portfolio');

    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
    const orgs = page.locator('.organization-title');
    await expect(orgs).toHaveTexts(['acme-labs', 'open-tools-collective']);
    await expect(page.getByRole('link', { name: 'View acme-labs' })).toHaveAttribute(
      'href',
      `http://127.0.0.1:${mockPort}/github/acme-labs`,
    );

    for (const name of ['widget-engine', 'data-pipes', 'toolbox', 'empty-repo']) {
      const expected = EXPECTED_CONTRIBUTIONS[name];
      const text = await card(name).textContent();
      expect([name, text]).toEqual([
        name,
        expect.stringContaining(
          `Contributions: ${expected?.own}Contribution Percentage: ${expected?.percentage}%`,
        ),
      ]);
    }
    await expect(card('widget-engine')).toContainText('Contribution Percentage: 55.56%');
    await expect(
      card('widget-engine').getByRole('link', { name: 'View widget-engine' }),
    ).toHaveAttribute('href', 'https://github.com/acme-labs/widget-engine');

    const body = await page.locator('body').textContent();
    for (const [hidden, why] of Object.entries(NEVER_SHOWN)) {
      expect([hidden, why, body?.includes(hidden)]).toEqual([hidden, why, false]);
    }
    // Hidden, though the inline snapshot keeps them (a setting can show them without a new fetch).
    const shown = await page.locator('#root').innerText();
    for (const hidden of HIDDEN_OWN) {
      expect([hidden, shown.includes(hidden)]).toEqual([hidden, false]);
    }
    expect(session.apiRequests).toEqual([]);
    expect(session.probe.errors).toEqual([]);
  });
});

describe(`snapshot site ${MAIN_SITE.label}: pinned work`, () => {
  const session = useSnapshotSite(MAIN_SITE);
  const { card } = session;

  it('tags the profile’s pins wherever their card is, the pinned own repository first', async () => {
    const page = await session.visit();
    const pinned = (title: string) => card(title).locator('.badge-pinned');
    await expect(page.locator('.card-grid').first().locator('.project-card h3')).toHaveTexts(
      EXPECTED_PINNED_ORDER,
    );
    // An own repository, an organization's and someone else's.
    for (const title of ['portfolio', 'widget-engine', 'big-corp/framework']) {
      await expect(pinned(title)).toHaveText('Pinned');
    }
    for (const title of ['cli-kit', 'dotfiles', 'data-pipes', 'indie-dev/tiny-lib']) {
      await expect(pinned(title)).toHaveCount(0);
    }
    // The private pin is never shown.
    expect((await page.locator('#root').textContent())?.includes('private-notes')).toBe(false);
    expect(session.probe.errors).toEqual([]);
  });
});

describe(`snapshot site ${MAIN_SITE.label}: Open-source contributions`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('shows the public repositories of others the owner got pull requests merged into, by stars', async () => {
    const page = await session.visit();
    const section = page.getByRole('region', { name: 'Open-source contributions' });
    // After the organizations.
    await expect(page.locator('h2.section-title')).toHaveTexts([
      'Repositories',
      'Organizations',
      'Open-source contributions',
    ]);
    const cards = section.locator('.project-card');
    // Own (octo-dev/portfolio), organization (acme-labs) and private (secret-corp) repositories are
    // left out; most stars first.
    await expect(cards.locator('h3')).toHaveTexts(['big-corp/framework', 'indie-dev/tiny-lib']);
    const framework = cards.nth(0);
    await expect(framework).toContainText('A web framework many teams use');
    await expect(framework).toContainText('2 merged pull requests');
    await expect(framework.getByRole('link', { name: 'View big-corp/framework' })).toHaveAttribute(
      'href',
      'https://github.com/big-corp/framework',
    );
    // The closed pull request that was never merged is not counted.
    const tinyLib = cards.nth(1);
    await expect(tinyLib).toContainText('No description provided');
    await expect(tinyLib).toContainText('1 merged pull request ·');
    // The pull requests open where the reader asks, without moving what is above them.
    const list = framework.locator('details ul');
    await expect(list).toBeHidden();
    const top = () =>
      framework.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const above = await top();
    await framework.getByText('Pull requests in big-corp/framework').click();
    await expect(list.locator('li')).toHaveTexts([
      '#4021 Stream large responses',
      '#3990 Fix the router on trailing slashes',
    ]);
    await expect(list.getByRole('link', { name: '#4021' })).toHaveAttribute(
      'href',
      'https://github.com/big-corp/framework/pull/4021',
    );
    await expect(top()).resolves.toBe(above);
    const text = (await section.textContent()) ?? '';
    for (const absent of ['secret-corp', 'Private work', 'widget-engine', 'Rewrite everything']) {
      expect([absent, text.includes(absent)]).toEqual([absent, false]);
    }
    expect(session.probe.errors).toEqual([]);
  });
});

describe.each(BOTH_SITES)('snapshot site $label: other tabs', (site) => {
  const session = useSnapshotSite(site);
  const { tab, card } = session;

  it('switches to GitLab Projects and Tech Stack', async () => {
    const page = await session.visit();
    await tab('GitLab Projects').click();
    await card('infra-scripts').waitFor();
    for (const title of ['Projects', 'Starred Projects', 'GitLab Organizations']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(card('awesome-selfhosted')).toBeVisible();
    await expect(card('platform-team')).toBeVisible();
    const link = (title: string) => card(title).getByRole('link', { name: `View ${title}` });
    await expect(link('infra-scripts')).toHaveAttribute(
      'href',

      'https://gitlab.example.org/octo-gl/infra-scripts',
    );
    await expect(link('platform-team')).toHaveAttribute(
      'href',

      'https://gitlab.example.org/groups/platform-team',
    );

    await tab('Tech Stack').click();
    await page.getByRole('heading', { name: 'My Tech Stack' }).waitFor();
    const tags = await page.locator('.tech-stack .ant-tag').count();
    expect(tags).toBeGreaterThanOrEqual(65);
    expect(session.probe.errors).toEqual([]);
  });
});
