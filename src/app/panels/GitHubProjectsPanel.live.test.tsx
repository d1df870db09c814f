/**
 * Live mode when GitHub's rate limit is spent: the visitor's browser asks GitHub (here the mock API),
 * gets 403 with x-ratelimit-remaining: 0, and the build left no snapshot to fall back on. The page must
 * say the lists could not be loaded, never "No public repositories yet" (false about the owner).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { parseConfig } from '../../config/parseConfig';
import { createLiveFetchers } from '../../data/live/createLiveFetchers';
import { liveSource } from '../../data/liveSource';
import { EN } from '../../i18n/messages';
import { GITHUB_LOGIN } from '../../../mock/worlds/scenario';
import { rateLimited, startMockApi, type MockApi } from '../../../mock/mockApi';
import { fakeSource, portfolioData, renderWithSource } from '../../../test/portfolioFixtures';
import GitHubProjectsPanel from './GitHubProjectsPanel';

const COULD_NOT_LOAD = EN['error.chunk'];

let api: MockApi;

beforeAll(async () => {
  api = await startMockApi();
});
afterEach(() => api.reset());
afterAll(() => api.close());

function liveConfig() {
  return parseConfig({
    REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
    REACT_APP_GITHUB_API_URL: api.githubUrl,
    REACT_APP_DATA_MODE: 'live',
  });
}

describe('GitHubProjectsPanel in live mode', () => {
  // The live chunk's first import transforms its modules: slow on a busy machine.
  jest.setTimeout(20_000);

  it('says the lists could not be loaded when GitHub’s rate limit is spent, never that there are none', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.fail(rateLimited());
    const config = liveConfig();
    const source = liveSource(config, {
      fallback: null,
      loadFetchers: () => createLiveFetchers(config),
    });
    renderWithSource(<GitHubProjectsPanel />, source);

    // Each list settles on its own: wait for the three (the open-source contributions too, fetched
    // live when there is no snapshot).
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3), { timeout: 10_000 });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      COULD_NOT_LOAD,
      COULD_NOT_LOAD,
      COULD_NOT_LOAD,
    ]);
    expect(screen.queryByText(EN['github.noRepositories'])).not.toBeInTheDocument();
    expect(screen.queryByText(EN['github.noOrganizations'])).not.toBeInTheDocument();
    // One under each heading: the repositories', the organizations', the open-source contributions'.
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Repositories',
      'Organizations',
      'Open-source contributions',
    ]);
    const inOrder = [headings[0], alerts[0], headings[1], alerts[1], headings[2], alerts[2]];
    inOrder.slice(1).forEach((node, index) => {
      const before = inOrder[index];
      expect(
        before && node && before.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    // GitHub was really asked, and answered with its spent rate limit.
    const github = api.requests.filter((request) => request.service === 'github');
    expect(github.length).toBeGreaterThan(0);
    expect(github.every((request) => request.status === 403)).toBe(true);
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load ownRepos:',
      expect.objectContaining({ kind: 'rate-limited' }),
    );
  });

  it('still says "none" for a list that loaded empty', async () => {
    const data = portfolioData({ ownRepos: [], organizations: [] });
    renderWithSource(<GitHubProjectsPanel />, fakeSource(data, { mode: 'live' }));
    expect(await screen.findByText(EN['github.noRepositories'])).toBeInTheDocument();
    expect(screen.getByText(EN['github.noOrganizations'])).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded list beside the one that failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSource(
      <GitHubProjectsPanel />,
      fakeSource(portfolioData(), { mode: 'live', failing: ['organizations'] }),
    );
    expect(await screen.findByRole('heading', { name: 'repo-one' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(COULD_NOT_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(EN['github.noOrganizations'])).not.toBeInTheDocument();
  });
});
