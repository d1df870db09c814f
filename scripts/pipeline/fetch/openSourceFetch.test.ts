/**
 * @jest-environment node
 *
 * The open-source contributions through the build's real fetch (services, transport policy, HTTP cache
 * on disk) against the mock GitHub, answering as GitHub's search does: incomplete answers, more than
 * 1,000 results, a merged pull request without `merged_at`, a renamed repository, a spent search limit,
 * and a tokenless build whose stars must fit the rate limit the rest of the page needs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../../src/config/parseConfig';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import { GITHUB_TOKEN, GITLAB_TOKEN, mockOwnerSettings } from '../../../e2e/support/e2eSettings';
import { searchRateLimited, startMockApi, type MockApi } from '../../../mock/mockApi';
import {
  otherRepositoryName,
  withManyMergedPullRequests,
  withMergedPullRequestWithoutDate,
  withRenamedRepository,
  withRepositoriesOfOthers,
  withSearchTimingOut,
} from '../../../mock/worlds/openSourceWorlds';
import { SCENARIO } from '../../../mock/worlds/scenario';
import { fetchForBuild } from './fetchForBuild';
import { BUILD_TEST_TUNING } from '../../../test/support/buildTestTuning';

const TUNING = BUILD_TEST_TUNING;

jest.setTimeout(30_000);
let api: MockApi;
let cacheDir: string;

beforeAll(async () => {
  api = await startMockApi({ githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN });
});
beforeEach(() => {
  api.reset();
  api.serve(SCENARIO);
  api.limitGitHub(undefined);
  cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-open-source-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));
afterAll(() => api.close());

async function build({ token = true } = {}) {
  const lines: string[] = [];
  const snapshot: PortfolioSnapshot = await fetchForBuild(
    parseConfig(mockOwnerSettings(api)),
    { githubToken: token ? GITHUB_TOKEN : null, gitlabToken: GITLAB_TOKEN },
    { write: (line) => lines.push(line), cacheDir, tuning: TUNING },
  );
  return { snapshot, lines };
}

const cards = (snapshot: PortfolioSnapshot) =>
  (snapshot.parts.openSource ?? []).map(({ fullName, pullRequests }) => [
    fullName,
    pullRequests.length,
  ]);

describe('the build fetch: open-source contributions as GitHub’s search answers', () => {
  it('keeps the last good contributions, marked stale, when the search answers incomplete results', async () => {
    const good = await build();
    expect(cards(good.snapshot)).toEqual([
      ['big-corp/framework', 2],
      ['indie-dev/tiny-lib', 1],
    ]);
    api.reset();
    api.serve(withSearchTimingOut(SCENARIO));
    const { snapshot, lines } = await build();
    expect(snapshot.parts.openSource).toEqual(good.snapshot.parts.openSource);
    expect(snapshot.stale).toMatchObject({ openSource: { answers: 1 } });
    // Asked once more before the last good answer stood in; the log says why.
    expect(api.count({ path: '/search/issues' })).toBe(2);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /! Using the cached answer of GET \/github\/search\/issues\?.* \(GitHub’s search answered incomplete_results: true/,
      ),
    );
  });

  it('publishes no incomplete answer as the whole list: without a last good one the part fails', async () => {
    api.serve(withSearchTimingOut(SCENARIO));
    const { snapshot, lines } = await build();
    expect(snapshot.parts.openSource).toBeUndefined();
    expect(snapshot.failures.openSource).toMatchObject({ kind: 'timeout' });
    expect(lines).toContainEqual(expect.stringMatching(/it answered incomplete results/));
  });

  it('counts all 1,500 merged pull requests of a repository, past the search’s 1,000 per query', async () => {
    api.serve(withManyMergedPullRequests(SCENARIO, 1500));
    const { snapshot } = await build();
    expect(cards(snapshot)[0]).toEqual(['prolific/monorepo', 1500]);
    expect(api.count({ path: '/search/issues', status: 422 })).toBe(0);
  });

  it('counts a merged pull request the search answers without merged_at, dated when it closed', async () => {
    api.serve(
      withMergedPullRequestWithoutDate(SCENARIO, 'indie-dev/tiny-lib', '2025-03-01T09:00:00Z'),
    );
    const { snapshot } = await build();
    const tinyLib = snapshot.parts.openSource?.find(
      ({ fullName }) => fullName === 'indie-dev/tiny-lib',
    );
    expect(tinyLib?.pullRequests.map(({ number, mergedAt }) => [number, mergedAt])).toEqual([
      [77, '2025-03-01T09:00:00Z'],
      [7, '2025-01-20T16:00:00Z'],
    ]);
  });

  it.each([
    ['with a token (GraphQL)', true],
    ['without a token (REST, following the 301)', false],
  ])('keeps the card of a renamed and transferred repository, %s', async (_, token) => {
    api.serve(withRenamedRepository(SCENARIO, 'indie-dev/tiny-lib', 'tiny-org/tiny-lib'));
    const { snapshot } = await build({ token });
    expect(cards(snapshot)).toEqual([
      ['big-corp/framework', 2],
      ['tiny-org/tiny-lib', 1],
    ]);
  });

  it('waits for a spent search limit to reset, then reads the search, and says so', async () => {
    api.fail(
      searchRateLimited({
        times: 1,
        headers: {
          'x-ratelimit-limit': '30',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': '30',
          // Reset now: the wait is the policy's margin, the test stays fast.
          'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)),
          'x-ratelimit-resource': 'search',
        },
      }),
    );
    const { snapshot, lines } = await build();
    expect(snapshot.stale).toBeUndefined();
    expect(cards(snapshot)).toEqual([
      ['big-corp/framework', 2],
      ['indie-dev/tiny-lib', 1],
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /~ GitHub: GitHub’s search limit is used up until .*: waiting for its reset/,
      ),
    );
  });

  it('without a token, asks for stars only within the rate limit plan: the profile and the own repositories stay', async () => {
    api.serve(withRepositoriesOfOthers(SCENARIO, 80));
    api.limitGitHub(60);
    const { snapshot, lines } = await build({ token: false });
    expect(snapshot.parts.profile?.login).toBe('octo-dev');
    expect(snapshot.parts.ownRepos?.length).toBeGreaterThan(0);
    expect(Object.keys(snapshot.failures)).toEqual([]);
    expect(api.count({ status: 403 })).toBe(0);
    // The core limit (the search and GraphQL count apart): never past the 60 left, the reserve kept.
    const core = api.requests.filter(
      ({ service, path: asked }) => service === 'github' && !asked.startsWith('/search/'),
    );
    expect(core.length).toBeLessThanOrEqual(60 - 6);
    const asked = core.filter(({ path: asked }) => /^\/repos\/contributor-/.test(asked)).length;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(80);
    // The latest merges were asked first.
    expect(core.some(({ path: asked }) => asked === `/repos/${otherRepositoryName(1)}`)).toBe(true);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`the rate limit left covers ${asked} of the 8\\d repositories of others`),
      ),
    );
  });
});
