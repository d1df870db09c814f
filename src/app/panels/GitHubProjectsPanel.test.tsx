import { render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { RESUME } from '../../../test/fixtures/resume';
import { fakeSource, portfolioData, renderWithSource, repo } from '../../../test/portfolioFixtures';
import GitHubProjectsPanel from './GitHubProjectsPanel';

describe('GitHubProjectsPanel', () => {
  it('shows own repositories, a divider and one card per organization with its repositories', async () => {
    const data = portfolioData({
      ownRepos: [repo({ id: '1', name: 'mine' })],
      organizations: [
        {
          login: 'acme',
          url: 'https://github.com/acme',
          avatarUrl: null,
          description: null,
          repos: [
            repo({
              id: '2',
              name: 'acme-one',
              contributions: { own: 5, total: 9, percentage: 55.56 },
            }),
            repo({ id: '3', name: 'acme-two', contributions: { own: 0, total: 0, percentage: 0 } }),
          ],
        },
      ],
    });
    const { container } = renderWithSource(<GitHubProjectsPanel />, fakeSource(data));
    expect(await screen.findByRole('heading', { name: 'mine' })).toBeInTheDocument();
    expect(container.querySelector('.ant-divider')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Organizations' })).toBeInTheDocument();
    const orgCard = (await screen.findByRole('heading', { name: 'acme' })).closest(
      '.organization-card',
    );
    if (!(orgCard instanceof HTMLElement)) throw new Error('no organization card');
    expect(within(orgCard).getByRole('heading', { name: 'acme-one' })).toBeInTheDocument();
    expect(within(orgCard).getByText('Contributions: 5')).toBeInTheDocument();
    expect(within(orgCard).getByText('Contribution Percentage: 55.56%')).toBeInTheDocument();
    expect(within(orgCard).getByText('Contribution Percentage: 0%')).toBeInTheDocument();
  });

  it('shows skeletons while loading and fills each list when its data arrives', async () => {
    const source = fakeSource(portfolioData(), { pending: ['organizations'] });
    const { container } = renderWithSource(<GitHubProjectsPanel />, source);
    expect(container.querySelectorAll('.ant-skeleton-active').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'repo-one' })).toBeInTheDocument();
    expect(container.querySelectorAll('.ant-skeleton-active').length).toBeGreaterThan(0);
  });

  it('logs a failed list, says it could not be loaded (not that there is none) and shows the rest', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSource(
      <GitHubProjectsPanel />,
      fakeSource(portfolioData(), { failing: ['ownRepos'] }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.queryByText('No public repositories yet')).not.toBeInTheDocument();
    expect(await screen.findByText('No organizations')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load ownRepos:', expect.any(Error));
  });

  it("adds the resume's projects after the organizations, marked as not on GitHub", async () => {
    render(
      <AppProviders source={fakeSource(portfolioData())} content={{ resume: RESUME, posts: null }}>
        <GitHubProjectsPanel />
      </AppProviders>,
    );
    const section = await screen.findByRole('region', { name: 'Other projects' });
    // The open-source section holds its place while it loads, and goes once it is known to be empty.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Repositories',
        'Organizations',
        'Other projects',
      ]),
    );
    const card = within(section);
    expect(card.getByRole('heading', { level: 3, name: 'atlas-tiles' })).toBeVisible();
    expect(card.getByText('Not on GitHub')).toBeVisible();
    expect(card.getByRole('link', { name: 'View atlas-tiles' })).toHaveAttribute(
      'href',
      'https://atlas.example.org',
    );
    expect(section).toHaveTextContent('Jan 2022 – Feb 2023');
    expect(section).toHaveTextContent('Served 2 M tiles a month');
    expect(card.getByText('Mapbox')).toBeVisible();
  });

  it('has no such section without a resume', async () => {
    renderWithSource(<GitHubProjectsPanel />, fakeSource(portfolioData()));
    await screen.findByRole('heading', { name: 'repo-one' });
    expect(screen.queryByRole('heading', { name: 'Other projects' })).toBeNull();
  });
});
