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

  it.each([
    ['profile', apiError('http', 500)],
    ['ownRepos', apiError('unauthorized', 401)],
    ['gitlabProjects', apiError('unreachable')],
  ] as const)('fails as a whole when %s fails with %p', async (part, error) => {
    await expect(
      fetchSnapshot(partFetchersOf(portfolioData(), { [part]: error }), silentLog(), NOW),
    ).rejects.toEqual(new SnapshotFetchError(part, error));
  });
});

it('reports the first fatal failure in part order, whichever arrives first', async () => {
  const failing = {
    gitlabProjects: apiError('unreachable'),
    ownRepos: apiError('unauthorized', 401),
    profile: apiError('unauthorized', 401),
  };
  await expect(
    fetchSnapshot(partFetchersOf(portfolioData(), failing), silentLog(), NOW),
  ).rejects.toMatchObject({ part: 'profile', cause: failing.profile });
  const { profile: _profile, ...withoutProfile } = failing;
  await expect(
    fetchSnapshot(partFetchersOf(portfolioData(), withoutProfile), silentLog(), NOW),
  ).rejects.toMatchObject({ part: 'ownRepos' });
});

describe('failsWholeFetch', () => {
  it('stops for the profile, a rejected token or an unreachable host only', () => {
    expect(failsWholeFetch('profile', new Error('anything'))).toBe(true);
    expect(failsWholeFetch('organizations', apiError('unauthorized', 401))).toBe(true);
    expect(failsWholeFetch('organizations', apiError('unreachable'))).toBe(true);
    expect(failsWholeFetch('organizations', apiError('rate-limited', 403))).toBe(false);
    expect(failsWholeFetch('gitlabGroups', apiError('http', 500))).toBe(false);
    expect(failsWholeFetch('gitlabGroups', new Error('other'))).toBe(false);
  });
});
