import { fakeSource, partFetchersOf, portfolioData, repo } from '../../test/portfolioFixtures';
import { parseConfig } from '../config/parseConfig';
import type { PortfolioData } from '../domain/model';
import { ApiError } from '../services/apiError';
import type { PartFetchers } from './parts/partFetchers';
import { findRepository, liveSource } from './liveSource';

const config = parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo-dev', REACT_APP_DATA_MODE: 'live' });

const fetchers =
  (data: PortfolioData, failing: Partial<Record<keyof PortfolioData, Error>> = {}) =>
  () =>
    Promise.resolve(partFetchersOf(data, failing));

const live = portfolioData({ profile: { ...portfolioData().profile, name: 'Live Name' } });
const snapshot = portfolioData({ profile: { ...portfolioData().profile, name: 'Snapshot Name' } });
const rateLimited = new ApiError('GitHub', 'rate-limited', 403, 'GitHub API rate limit exceeded');

describe('liveSource', () => {
  it('answers from the live fetch', async () => {
    const source = liveSource(config, {
      fallback: fakeSource(snapshot),
      loadFetchers: fetchers(live),
    });
    expect(source.mode).toBe('live');
    await expect(source.load('profile')).resolves.toEqual(live.profile);
  });

  it('shows the snapshot of a part whose live fetch fails as a whole', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source = liveSource(config, {
      fallback: fakeSource(snapshot),
      loadFetchers: fetchers(live, { profile: rateLimited }),
    });
    await expect(source.load('profile')).resolves.toEqual(snapshot.profile);
    await expect(source.load('ownRepos')).resolves.toEqual(live.ownRepos);
    expect(warn).toHaveBeenCalledWith(
      'Live profile failed; showing the build-time snapshot instead.',
      rateLimited,
    );
  });

  it('takes the open-source contributions from the snapshot, live only without one', async () => {
    const contribution = {
      fullName: 'big/framework',
      url: null,
      description: null,
      stars: 1,
      pullRequests: [],
    };
    const loadFetchers = jest.fn(fetchers(portfolioData({ openSource: [contribution] })));
    const withSnapshot = liveSource(config, { fallback: fakeSource(snapshot), loadFetchers });
    await expect(withSnapshot.load('openSource')).resolves.toEqual(snapshot.openSource);
    expect(loadFetchers).not.toHaveBeenCalled();
    const alone = liveSource(config, { fallback: null, loadFetchers });
    await expect(alone.load('openSource')).resolves.toEqual([contribution]);
  });

  it('takes the Forgejo tab from the build’s snapshot, never asking the instance itself', async () => {
    const built = portfolioData({
      forgejoRepos: [repo({ id: 'forgejo:1', name: 'static-site' })],
      forgejoOrganizations: null,
      forgejoStarred: null,
    });
    const loadFetchers = jest.fn(fetchers(live));
    const source = liveSource(config, { fallback: fakeSource(built), loadFetchers });
    await expect(source.load('forgejoRepos')).resolves.toEqual(built.forgejoRepos);
    await expect(source.load('forgejoOrganizations')).resolves.toBeNull();
    await expect(source.load('forgejoStarred')).resolves.toBeNull();
    expect(loadFetchers).not.toHaveBeenCalled();
  });

  it('reports the live error when there is no snapshot to fall back on', async () => {
    const withoutSnapshot = liveSource(config, {
      fallback: null,
      loadFetchers: fetchers(live, { organizations: rateLimited }),
    });
    await expect(withoutSnapshot.load('organizations')).rejects.toBe(rateLimited);

    const snapshotMissing = liveSource(config, {
      fallback: fakeSource(snapshot, { failing: ['organizations'] }),
      loadFetchers: fetchers(live, { organizations: rateLimited }),
    });
    await expect(snapshotMissing.load('organizations')).rejects.toBe(rateLimited);
  });

  it('falls back when the live code itself cannot load, and tries it again later', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadFetchers = jest
      .fn<Promise<PartFetchers>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockImplementation(() => fetchers(live)());
    const source = liveSource(config, { fallback: fakeSource(snapshot), loadFetchers });
    await expect(source.load('profile')).resolves.toEqual(snapshot.profile);
    await expect(source.load('profile')).resolves.toEqual(live.profile);
    expect(loadFetchers).toHaveBeenCalledTimes(2);
  });
});

describe('findRepository', () => {
  it('finds a repository of the snapshot by id, own or in an organization', async () => {
    const data = portfolioData();
    const own = data.ownRepos[0];
    const inOrg = data.organizations[0]?.repos[0];
    const source = fakeSource(data);
    await expect(findRepository(source, own?.id ?? '')).resolves.toEqual(own);
    await expect(findRepository(source, inOrg?.id ?? '')).resolves.toEqual(inOrg);
    await expect(findRepository(source, 'github:0')).resolves.toBeUndefined();
  });

  it('finds nothing when the snapshot lacks those parts', async () => {
    const source = fakeSource(portfolioData(), { failing: ['ownRepos', 'organizations'] });
    await expect(findRepository(source, 'github:1')).resolves.toBeUndefined();
  });
});
