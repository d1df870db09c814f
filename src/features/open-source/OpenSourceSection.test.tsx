import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeSource, portfolioData, renderWithSource } from '../../../test/portfolioFixtures';
import type { OpenSourceContribution } from '../../domain/model';
import GitHubProjectsPanel from '../../app/panels/GitHubProjectsPanel';

const framework: OpenSourceContribution = {
  fullName: 'big/framework',
  url: 'https://github.com/big/framework',
  description: null,
  stars: 900,
  pullRequests: [
    {
      title: 'Keep the <cache> warm',
      number: 12,
      url: 'https://github.com/big/framework/pull/12',
      mergedAt: '2026-05-01T10:00:00.000Z',
    },
    {
      title: 'Fix a typo',
      number: 3,
      url: null,
      mergedAt: '2025-01-01T10:00:00.000Z',
    },
  ],
};
const lib: OpenSourceContribution = {
  fullName: 'small/lib',
  url: 'https://github.com/small/lib',
  description: 'A small library',
  stars: 3,
  pullRequests: [
    {
      title: 'Add types',
      number: 1,
      url: 'https://github.com/small/lib/pull/1',
      mergedAt: '2026-02-01T10:00:00.000Z',
    },
  ],
};

describe('the Open-source contributions of the GitHub Projects tab', () => {
  it('shows a card per repository after the organizations, with its merged pull requests', async () => {
    renderWithSource(
      <GitHubProjectsPanel />,
      fakeSource(portfolioData({ openSource: [framework, lib] })),
    );
    await screen.findByRole('heading', { name: 'big/framework' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Open-source contributions' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Open-source contributions')).toBe(
      headings.indexOf('Organizations') + 1,
    );
    const section = heading.closest('section');
    if (!(section instanceof HTMLElement)) throw new Error('no section');
    const cards = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards).toEqual(['big/framework', 'small/lib']);
    const card = screen.getByRole('heading', { name: 'big/framework' }).closest('.project-card');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    expect(within(card).getByText('No description provided')).toBeInTheDocument();
    expect(within(card).getByText(/^2 merged pull requests/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View big/framework' })).toHaveAttribute(
      'href',
      'https://github.com/big/framework',
    );
    expect(within(card).getByText('900')).toBeInTheDocument();
    // The list opens on demand; the titles are text, never markup.
    const summary = within(card).getByText('Pull requests in big/framework');
    fireEvent.click(summary);
    expect(within(card).getByRole('link', { name: '#12' })).toHaveAttribute(
      'href',
      'https://github.com/big/framework/pull/12',
    );
    expect(within(card).getByText('Keep the <cache> warm')).toBeInTheDocument();
    expect(within(card).getByText('#3').tagName).toBe('SPAN');
    expect(within(section).getByText(/^1 merged pull request\b/)).toBeInTheDocument();
  });

  it('is left out when there is none (or REACT_APP_OPEN_SOURCE=false fetched none)', async () => {
    renderWithSource(<GitHubProjectsPanel />, fakeSource(portfolioData({ openSource: [] })));
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
    // While it loads, its place is held; once it is known to be empty, it goes.
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Open-source contributions' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says when it could not be loaded instead of leaving it out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSource(
      <GitHubProjectsPanel />,
      fakeSource(portfolioData(), { failing: ['openSource'] }),
    );
    const heading = await screen.findByRole('heading', { name: 'Open-source contributions' });
    const section = heading.closest('section');
    if (!(section instanceof HTMLElement)) throw new Error('no section');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This section could not be loaded.',
    );
  });
});
