import { screen, waitFor } from '@testing-library/react';
import { fakeSource, portfolioData, renderWithSource, repo } from '../../../test/portfolioFixtures';
import ForgejoProjectsPanel from './ForgejoProjectsPanel';

const OWN = repo({
  id: 'forgejo:1',
  name: 'static-site',
  fullName: 'octo-fj/static-site',
  url: 'https://codeberg.org/octo-fj/static-site',
  tools: ['Go', 'hugo'],
  stars: 9,
});
const SHARED = repo({
  id: 'forgejo:2',
  name: 'shared-lib',
  fullName: 'fj-collective/shared-lib',
  url: 'https://codeberg.org/fj-collective/shared-lib',
});
const STARRED = repo({ id: 'forgejo:3', name: 'awesome-forgejo', url: null });

describe('ForgejoProjectsPanel', () => {
  it('shows the own repositories, the organizations with theirs, and the starred ones', async () => {
    const data = portfolioData({
      forgejoRepos: [OWN],
      forgejoOrganizations: [
        {
          login: 'fj-collective',
          url: 'https://codeberg.org/fj-collective',
          avatarUrl: null,
          description: 'Tools we share',
          repos: [SHARED],
        },
      ],
      forgejoStarred: [STARRED],
    });
    renderWithSource(<ForgejoProjectsPanel name="Codeberg" />, fakeSource(data));
    expect(await screen.findByRole('heading', { name: 'static-site' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Repositories', 'Organizations', 'Starred Repositories']);
    expect(await screen.findByRole('heading', { name: 'fj-collective' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View fj-collective' })).toHaveAttribute(
      'href',
      'https://codeberg.org/fj-collective',
    );
    expect(screen.getByRole('heading', { name: 'shared-lib' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'awesome-forgejo' })).toBeInTheDocument();
    expect(screen.queryByText(/signed-in users only/)).not.toBeInTheDocument();
  });

  it('says plainly that organizations and stars need a token when the build had none', async () => {
    const data = portfolioData({
      forgejoRepos: [OWN],
      forgejoOrganizations: null,
      forgejoStarred: null,
    });
    renderWithSource(<ForgejoProjectsPanel name="Codeberg" />, fakeSource(data));
    expect(
      await screen.findByText(
        'Organizations and starred repositories are not shown: Codeberg lists them to signed-in users only.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Repositories']);
    expect(screen.queryByText('No organizations')).not.toBeInTheDocument();
    expect(screen.queryByText('No starred repositories')).not.toBeInTheDocument();
  });

  it('says "none" for empty lists, and "could not be loaded" for failed ones', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSource(
      <ForgejoProjectsPanel name="Codeberg" />,
      fakeSource(portfolioData({ forgejoStarred: [] }), {
        failing: ['forgejoRepos', 'forgejoOrganizations'],
      }),
    );
    expect(await screen.findByText('No starred repositories')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.queryByText('No public repositories yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No organizations')).not.toBeInTheDocument();
  });
});
