import { screen, waitFor } from '@testing-library/react';
import { fakeSource, portfolioData, renderWithSource, repo } from '../../../test/portfolioFixtures';
import GitLabProjectsPanel from './GitLabProjectsPanel';

describe('GitLabProjectsPanel', () => {
  it('shows the three grids: projects, starred projects and groups', async () => {
    const data = portfolioData({
      gitlabProjects: [
        repo({ id: 'p1', name: 'owned-project', url: 'https://gitlab.example.org/o/p' }),
      ],
      starredProjects: [],
      gitlabGroups: [
        {
          id: 'g1',
          name: 'Research',
          fullPath: 'research',
          description: null,
          url: 'https://gitlab.example.org/research',
        },
      ],
    });
    renderWithSource(<GitLabProjectsPanel />, fakeSource(data));
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Projects', 'Starred Projects', 'GitLab Organizations']);
    expect(await screen.findByRole('heading', { name: 'owned-project' })).toBeInTheDocument();
    expect(screen.getByText('No starred projects')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Research' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Research' })).toHaveAttribute(
      'href',
      'https://gitlab.example.org/research',
    );
    expect(screen.getByText('No description provided')).toBeInTheDocument();
  });

  it('says a list could not be loaded instead of "none" when it failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSource(
      <GitLabProjectsPanel />,
      fakeSource(portfolioData(), { failing: ['gitlabProjects', 'gitlabGroups'] }),
    );
    expect(await screen.findByText('No starred projects')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This section could not be loaded.',
      'This section could not be loaded.',
    ]);
    expect(screen.queryByText('No projects yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No groups')).not.toBeInTheDocument();
  });

  it('shows a project or group without a safe address as a card without a link', async () => {
    const data = portfolioData({
      gitlabProjects: [repo({ id: 'p1', name: 'odd-project', url: null })],
      gitlabGroups: [
        { id: 'g1', name: 'Odd group', fullPath: 'odd', description: null, url: null },
      ],
    });
    renderWithSource(<GitLabProjectsPanel />, fakeSource(data));
    expect(await screen.findByRole('heading', { name: 'odd-project' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Odd group' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
