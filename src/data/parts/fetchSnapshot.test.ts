import { partFetchersOf, portfolioData } from '../../../test/portfolioFixtures';
import { ApiError } from '../../services/apiError';
import { SNAPSHOT_VERSION } from '../snapshot';
import { failsWholeFetch, fetchSnapshot, SnapshotFetchError } from './fetchSnapshot';
import type { FetchLog } from './fetchContext';
import { createStaleRecorder } from './staleRecorder';

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
    // The kind and the time only: the message (hosts, addresses) stays in the log.
    expect(snapshot.failures).toEqual({
      gitlabGroups: { kind: 'http', at: '2026-11-22T09:30:00.000Z' },
    });
    expect(log.warnings).toEqual(['Failed to fetch gitlabGroups: GitHub failed: http']);
  });

  it('records when a part failed, not when the fetch ended', async () => {
    const data = portfolioData();
    let clock = Date.parse('2026-11-22T09:30:00.000Z');
    const fetchers = {
      ...partFetchersOf(data, { gitlabGroups: apiError('timeout') }),
      organizations: async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        clock += 60_000;
        return data.organizations;
      },
    };
    const snapshot = await fetchSnapshot(fetchers, silentLog(), () => new Date(clock));
    expect(snapshot.failures).toEqual({
      gitlabGroups: { kind: 'timeout', at: '2026-11-22T09:30:00.000Z' },
    });
    expect(snapshot.fetchedAt).toBe('2026-11-22T09:31:00.000Z');
  });

  it('records an error thrown outside a service call (mapping an answer) as internal', async () => {
    const data = portfolioData();
    const log: FetchLog & { errors: unknown[]; warnings: string[] } = {
      warnings: [],
      errors: [],
      step: () => undefined,
      warn(message, error) {
        this.warnings.push(message);
        this.errors.push(error);
      },
    };
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    const snapshot = await fetchSnapshot(partFetchersOf(data, { starredProjects: bug }), log, NOW);
    expect(snapshot.failures).toEqual({
      starredProjects: { kind: 'internal', at: '2026-11-22T09:30:00.000Z' },
    });
    expect(log.warnings).toEqual([
      'Failed to fetch starredProjects: Internal error while fetching starredProjects from GitLab: ' +
        "Cannot read properties of undefined (reading 'map'). This is a bug in the portfolio, not a " +
        'network or settings problem; the build log shows its stack.',
    ]);
    // The original error stays the cause: the build log prints its stack.
    expect(log.errors).toEqual([expect.objectContaining({ kind: 'internal', cause: bug })]);
  });

  it('fails as a whole with an internal error when the profile’s mapping throws', async () => {
    const bug = new TypeError("Cannot read properties of null (reading 'login')");
    const failure = await fetchSnapshot(
      partFetchersOf(portfolioData(), { profile: bug }),
      silentLog(),
      NOW,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SnapshotFetchError);
    expect((failure as SnapshotFetchError).cause).toMatchObject({
      api: 'GitHub',
      kind: 'internal',
      cause: bug,
      message: expect.stringMatching(
        /^Internal error while fetching profile from GitHub: Cannot read properties of null \(reading 'login'\)\. This is a bug in the portfolio/,
      ),
    });
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
    expect(snapshot.failures).toEqual({
      gitlabProjects: { kind: 'unreachable', at: '2026-11-22T09:30:00.000Z' },
      ownRepos: { kind: 'unauthorized', at: '2026-11-22T09:30:00.000Z' },
    });
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

  it('says which repositories show an earlier build’s counts, beside earlier answers', async () => {
    const log = silentLog();
    const snapshot = await fetchSnapshot(partFetchersOf(portfolioData()), log, NOW, () => ({
      organizations: { since: '2026-11-19T06:00:00.000Z', answers: 0, earlierCounts: 7 },
      ownRepos: { since: '2026-11-21T06:00:00.000Z', answers: 1, earlierCounts: 1 },
    }));
    expect(snapshot.stale?.organizations).toEqual({
      since: '2026-11-19T06:00:00.000Z',
      answers: 0,
      earlierCounts: 7,
    });
    expect(log.warnings).toEqual([
      'organizations uses the counts of an earlier build for 7 repositories (stale since 2026-11-19T06:00:00.000Z)',
      'ownRepos uses 1 earlier answer from the API cache in place of failed requests and the counts ' +
        'of an earlier build for 1 repository (stale since 2026-11-21T06:00:00.000Z)',
    ]);
  });
});

describe('createStaleRecorder', () => {
  it('keeps, per part, the oldest date, the cached answers and the repositories with earlier counts', () => {
    const stale = createStaleRecorder();
    stale.record('organizations', '2026-11-21T06:00:00.000Z');
    stale.recordCounts('organizations', '2026-11-19T06:00:00.000Z');
    stale.recordCounts('organizations', '2026-11-20T06:00:00.000Z');
    stale.record('gitlabGroups', '2026-11-22T06:00:00.000Z');
    expect(stale.parts()).toEqual({
      organizations: { since: '2026-11-19T06:00:00.000Z', answers: 1, earlierCounts: 2 },
      gitlabGroups: { since: '2026-11-22T06:00:00.000Z', answers: 1 },
    });
    expect(stale.answers()).toBe(2);
  });
});

describe('failsWholeFetch', () => {
  it('stops for the profile only', () => {
    expect(failsWholeFetch('profile')).toBe(true);
    expect(failsWholeFetch('organizations')).toBe(false);
    expect(failsWholeFetch('gitlabGroups')).toBe(false);
  });
});
