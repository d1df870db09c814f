import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseConfig } from '../config/parseConfig';
import type { PortfolioContent } from '../domain/content';
import { POSTS, RESUME } from '../../test/fixtures/resume';
import { fakeSource, portfolioData, repo } from '../../test/portfolioFixtures';
import { AppProviders } from './AppProviders';
import { PortfolioPage } from './PortfolioPage';

const WITHOUT = parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo' });
const codeberg = (url = 'https://codeberg.org') =>
  parseConfig({
    REACT_APP_GITHUB_USERNAME: 'octo',
    REACT_APP_FORGEJO_URL: url,
    REACT_APP_FORGEJO_USERNAME: 'octo-fj',
  });

const DATA = portfolioData({
  forgejoRepos: [
    repo({ id: 'forgejo:1', name: 'static-site', url: 'https://codeberg.org/octo-fj/static-site' }),
  ],
  forgejoOrganizations: [
    {
      login: 'fj-collective',
      url: 'https://codeberg.org/fj-collective',
      avatarUrl: null,
      description: null,
      repos: [repo({ id: 'forgejo:2', name: 'shared-lib' })],
    },
  ],
  forgejoStarred: [repo({ id: 'forgejo:3', name: 'awesome-forgejo' })],
});

async function renderPage(
  config: ReturnType<typeof parseConfig>,
  content: PortfolioContent = { resume: null, posts: null },
) {
  const source = fakeSource(DATA);
  render(
    <AppProviders source={source} content={content}>
      <PortfolioPage config={config} publicUrl="/portfolio" />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Repositories' }, { timeout: 10_000 });
  return source;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the Forgejo tab', () => {
  jest.setTimeout(30_000);

  it('is not there without the settings: the tabs are exactly the specified three', async () => {
    const source = await renderPage(WITHOUT);
    expect(tabNames()).toEqual(['GitHub Projects', 'GitLab Projects', 'Tech Stack']);
    expect(document.querySelector('.tab-pane-forgejo')).toBeNull();
    expect(source.load).not.toHaveBeenCalledWith('forgejoRepos');
  });

  it('comes after Tech Stack, named after the instance, and shows its lists', async () => {
    await renderPage(codeberg());
    expect(tabNames()).toEqual([
      'GitHub Projects',
      'GitLab Projects',
      'Tech Stack',
      'Codeberg Projects',
    ]);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Codeberg Projects' }));
    expect(
      await screen.findByRole('heading', { name: 'static-site' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'fj-collective' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'shared-lib' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'awesome-forgejo' })).toBeVisible();
    expect(document.querySelector('.tab-pane-forgejo')).not.toBeNull();
  });

  it('goes before the story’s tabs, and is called by its host elsewhere', async () => {
    await renderPage(codeberg('https://git.example.org'), { resume: RESUME, posts: POSTS });
    expect(tabNames()).toEqual([
      'GitHub Projects',
      'GitLab Projects',
      'Tech Stack',
      'git.example.org Projects',
      'Experience',
      'Writing',
    ]);
  });
});
