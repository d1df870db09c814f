import { partFetchersOf, portfolioData } from '../../../test/portfolioFixtures';
import { ApiError } from '../../services/apiError';
import { SNAPSHOT_VERSION } from '../snapshot';
import { failsWholeFetch, fetchSnapshot, SnapshotFetchError } from './fetchSnapshot';
import type { FetchLog } from './fetchContext';

const NOW = () => new Date('2026-11-22T09:30:00.000Z');

const silentLog = (): FetchLog & { warnings: string[] } => {
  const warnings: string[] = [];
  return { warnings, step: () => undefined, warn: (message) => warnings.push(message) };
};

const apiError = (kind: ApiError['kind'], status: number | null = null) =>
  new ApiError('GitHub', kind, status, `GitHub failed: ${kind}`);

describe('fetchSnapshot', () => {
  it('collects every part with the fetch time', async () => {
    const data = portfolioData();
    await expect(fetchSnapshot(partFetchersOf(data), silentLog(), NOW)).resolves.toEqual({
      version: SNAPSHOT_VERSION,
      fetchedAt: '2026-11-22T09:30:00.000Z',
      parts: data,
      failures: {},
    });
  });

  it('records a partial failure and keeps the other parts', async () => {
    const data = portfolioData();
    const log = silentLog();
    const snapshot = await fetchSnapshot(
      partFetchersOf(data, { gitlabGroups: apiError('http', 500) }),
      log,
      NOW,
    );
    expect(snapshot.parts.gitlabGroups).toBeUndefined();
    expect(snapshot.parts.profile).toEqual(data.profile);
    expect(snapshot.failures).toEqual({ gitlabGroups: 'GitHub failed: http' });
    expect(log.warnings).toEqual(['Failed to fetch gitlabGroups: GitHub failed: http']);
  });

  it('fails as a whole when the profile fails', async () => {
    const error = apiError('http', 500);
    await expect(
      fetchSnapshot(partFetchersOf(portfolioData(), { profile: error }), silentLog(), NOW),
    ).rejects.toEqual(new SnapshotFetchError('profile', error));
  });

  it('keeps GitHub data when GitLab is out of reach, and GitLab data when a GitHub list is refused', async () => {
    const data = portfolioData();
    const snapshot = await fetchSnapshot(
      partFetchersOf(data, {
        gitlabProjects: apiError('unreachable'),
        ownRepos: apiError('unauthorized', 401),
      }),
      silentLog(),
      NOW,
    );
    expect(Object.keys(snapshot.failures).sort()).toEqual(['gitlabProjects', 'ownRepos']);
    expect(snapshot.parts.organizations).toEqual(data.organizations);
    expect(snapshot.parts.starredProjects).toEqual(data.starredProjects);
  });

  it('records which parts carry earlier answers, and since when', async () => {
    const data = portfolioData();
    const log = silentLog();
    const snapshot = await fetchSnapshot(
      partFetchersOf(data, { gitlabGroups: apiError('http', 502) }),
      log,
      NOW,
      () => ({
        organizations: { since: '2026-11-21T06:00:00.000Z', answers: 2 },
        gitlabGroups: { since: '2026-11-20T06:00:00.000Z', answers: 1 },
      }),
    );
    // The failed part has nothing stale to show.
    expect(snapshot.stale).toEqual({
      organizations: { since: '2026-11-21T06:00:00.000Z', answers: 2 },
    });
    expect(log.warnings).toContain(
      'organizations uses 2 earlier answers from the API cache in place of failed requests ' +
        '(stale since 2026-11-21T06:00:00.000Z)',
    );
  });
});

describe('failsWholeFetch', () => {
  it('stops for the profile only', () => {
    expect(failsWholeFetch('profile')).toBe(true);
    expect(failsWholeFetch('organizations')).toBe(false);
    expect(failsWholeFetch('gitlabGroups')).toBe(false);
  });
});
