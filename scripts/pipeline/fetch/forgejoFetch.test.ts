/**
 * @jest-environment node
 *
 * The Forgejo (Gitea, Codeberg) tab's data through the build's real fetch (the client, the transport's
 * Forgejo lane behind the outbound guard, the HTTP cache on disk) against the mock instance: what the
 * snapshot holds with and without a token, that nothing private reaches it or the cache, the last good
 * answers when the instance is down, and the activity calendar's third source.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../../src/config/parseConfig';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { Activity } from '../../../src/domain/model';
import { activityCalendar } from '../../../src/features/activity/rules/activity';
import { GITHUB_TOKEN, GITLAB_TOKEN, mockOwnerSettings } from '../../../e2e/support/e2eSettings';
import { startMockApi, type MockApi } from '../../../mock/mockApi';
import { MOCK_FORGEJO_TOKEN, mockForgejoSettings } from '../../../mock/mockOwner';
import {
  EXPECTED_ACTIVITY,
  EXPECTED_FORGEJO_ACTIVITY,
  SCENARIO,
  type ScenarioForgejo,
} from '../../../mock/worlds/scenario';
import { BUILD_TEST_TUNING } from '../../../test/support/buildTestTuning';
import { fetchForBuild } from './fetchForBuild';

jest.setTimeout(30_000);
let api: MockApi;
let cacheDir: string;

beforeAll(async () => {
  api = await startMockApi({ githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN });
});
beforeEach(() => {
  api.reset();
  api.serve(SCENARIO);
  cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-forgejo-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));
afterAll(() => api.close());

const WORLD = SCENARIO.forgejo as ScenarioForgejo;

async function build({ forgejo = true, token = true } = {}) {
  const lines: string[] = [];
  const settings = {
    ...mockOwnerSettings(api),
    ...(forgejo ? mockForgejoSettings(api, token) : {}),
  };
  const snapshot: PortfolioSnapshot = await fetchForBuild(
    parseConfig(settings),
    {
      githubToken: GITHUB_TOKEN,
      gitlabToken: GITLAB_TOKEN,
      forgejoToken: forgejo && token ? MOCK_FORGEJO_TOKEN : null,
    },
    { write: (line) => lines.push(line), cacheDir, tuning: BUILD_TEST_TUNING },
  );
  return { snapshot, lines };
}

const names = (repos: readonly { readonly name: string }[] | null | undefined) =>
  (repos ?? []).map((repo) => repo.name);

/** Every file of the cache folder, as one text. */
function cacheText(): string {
  return readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
    .join('\n');
}

const PRIVATE = [
  'secret-diary',
  'Private notes, never shown',
  'internal-plans',
  'Private plans of the collective',
  'members-guild',
  'guild-tools',
  // The account's own fields, which only the user's token sees.
  'login_name',
  'last_login',
];

describe('the build fetch: Forgejo', () => {
  it('fetches the own public repositories, the public organizations and the stars with a token', async () => {
    const { snapshot, lines } = await build();
    const { forgejoRepos, forgejoOrganizations, forgejoStarred } = snapshot.parts;
    expect(snapshot.failures).toEqual({});
    expect(names(forgejoRepos).sort()).toEqual(
      [
        'fork-of-awesome',
        'forge-notes',
        'mirrored-lib',
        'old-experiment',
        'static-site',
        'tiny-http',
      ].sort(),
    );
    const site = forgejoRepos?.find((repo) => repo.name === 'static-site');
    expect(site).toMatchObject({
      fullName: 'octo-fj/static-site',
      url: `${WORLD.webUrl}/octo-fj/static-site`,
      tools: ['Go', 'hugo', 'website'],
      stars: 9,
      languages: [
        { name: 'Go', bytes: 21000 },
        { name: 'HTML', bytes: 8200 },
        { name: 'CSS', bytes: 1400 },
      ],
    });
    // A mirror carries work from elsewhere, as a fork does.
    expect(forgejoRepos?.find((repo) => repo.name === 'mirrored-lib')?.fork).toBe(true);
    expect(forgejoOrganizations?.map((org) => [org.login, names(org.repos)])).toEqual([
      ['fj-collective', ['shared-lib']],
    ]);
    expect(names(forgejoStarred)).toEqual(['awesome-forgejo', 'shared-lib']);
    expect(lines[0]).toContain(`and ${api.forgejoUrl} with FORGEJO_TOKEN`);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Fetched .*, 7 127\.0\.0\.1:\d+ repositories in 1 organization, 2 starred 127\.0\.0\.1:\d+ repositories in /,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^Requests: \d+ \(GitHub \d+, GitLab \d+, Forgejo \d+;/),
    );
  });

  it('without a token shows the public repositories, and neither organizations nor stars (not asked)', async () => {
    const { snapshot, lines } = await build({ token: false });
    expect(names(snapshot.parts.forgejoRepos)).toHaveLength(6);
    expect(snapshot.parts.forgejoOrganizations).toBeNull();
    expect(snapshot.parts.forgejoStarred).toBeNull();
    expect(snapshot.failures).toEqual({});
    expect(api.count({ service: 'forgejo', path: /\/(orgs|starred)$/ })).toBe(0);
    expect(lines).toContainEqual(expect.stringContaining('Forgejo organizations: not asked'));
    expect(lines[0]).toContain(
      `and ${api.forgejoUrl} without a token (no organizations, no stars)`,
    );
  });

  it('writes the private repository nowhere: not in the snapshot, not in the cache', async () => {
    const { snapshot } = await build();
    // And once more, over the answers the first build stored.
    api.reset();
    await build();
    const disk = cacheText();
    expect(disk).toContain('static-site');
    expect(disk).toContain('shared-lib');
    const published = JSON.stringify(snapshot);
    for (const secret of PRIVATE) {
      expect({ secret, disk: disk.includes(secret) }).toEqual({ secret, disk: false });
      expect({ secret, snapshot: published.includes(secret) }).toEqual({
        secret,
        snapshot: false,
      });
    }
    // The token asked (the lists hold the private repository for it): the cache kept none of it.
    expect(
      api.requests.some(
        (request) => request.service === 'forgejo' && request.authorization !== undefined,
      ),
    ).toBe(true);
  });

  it('keeps the last good tab, marked stale, when the instance is down, and the rest of the page', async () => {
    const good = await build();
    api.reset();
    api.refuse({ service: 'forgejo', path: /^\// });
    const { snapshot, lines } = await build();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.forgejoRepos).toEqual(good.snapshot.parts.forgejoRepos);
    expect(snapshot.parts.forgejoOrganizations).toEqual(good.snapshot.parts.forgejoOrganizations);
    expect(snapshot.parts.forgejoStarred).toEqual(good.snapshot.parts.forgejoStarred);
    expect(Object.keys(snapshot.stale ?? {}).sort()).toEqual([
      'activity',
      'forgejoOrganizations',
      'forgejoRepos',
      'forgejoStarred',
    ]);
    // The heatmap's last good answer too: the calendar keeps the instance's days.
    expect(snapshot.parts.activity).toEqual(good.snapshot.parts.activity);
    expect(snapshot.parts.ownRepos).toEqual(good.snapshot.parts.ownRepos);
    expect(snapshot.parts.gitlabProjects).toEqual(good.snapshot.parts.gitlabProjects);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! Using the cached answer of GET \/forgejo\/api\/v1\/users\/octo-fj\/repos/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}! forgejoRepos uses \d+ earlier answers from the API cache/),
    );
  });

  it('keeps the tab (stale) when the instance rejects a token it accepted before, and says why', async () => {
    const good = await build();
    api.reset();
    // A revoked token: every request that sends it is refused (the heatmap is asked without one).
    api.fail({ service: 'forgejo', path: /\/(repos|orgs|starred|languages)$/, status: 401 });
    const { snapshot, lines } = await build();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.forgejoRepos).toEqual(good.snapshot.parts.forgejoRepos);
    expect(snapshot.stale?.forgejoRepos).toBeDefined();
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}! Forgejo rejected FORGEJO_TOKEN \(revoked, expired or missing a scope\): the page keeps the last good data of \d+ requests/,
      ),
    );
  });

  it('records the part as failed, not empty, when the instance is down at the first build', async () => {
    api.refuse({ service: 'forgejo', path: /^\// });
    const { snapshot } = await build();
    expect(snapshot.failures.forgejoRepos).toMatchObject({ kind: 'unreachable' });
    expect(snapshot.parts.forgejoRepos).toBeUndefined();
    expect(snapshot.parts.ownRepos?.length).toBeGreaterThan(0);
  });

  it('sums GitHub, GitLab and the instance’s heatmap within one window, asking the heatmap without the token', async () => {
    const { snapshot, lines } = await build();
    const activity = snapshot.parts.activity as Activity;
    expect(activity.forgejo?.start).toBe(activity.github?.start);
    expect(activity.forgejo?.counts).toHaveLength(activity.github?.counts.length ?? -1);
    const calendar = activityCalendar(activity);
    expect(calendar).toMatchObject({
      github: EXPECTED_ACTIVITY.github,
      gitlab: EXPECTED_ACTIVITY.gitlab,
      // The anonymous heatmap: the owner's token would count the private work in too.
      forgejo: EXPECTED_FORGEJO_ACTIVITY,
      total: EXPECTED_ACTIVITY.github + EXPECTED_ACTIVITY.gitlab + EXPECTED_FORGEJO_ACTIVITY,
    });
    const heatmaps = api.requests.filter((request) => request.path.endsWith('/heatmap'));
    expect(heatmaps.map((request) => request.authorization)).toEqual([undefined]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^ {2}Activity: GitHub ${EXPECTED_ACTIVITY.github}, GitLab ${EXPECTED_ACTIVITY.gitlab}, 127\\.0\\.0\\.1:\\d+ ${EXPECTED_FORGEJO_ACTIVITY}$`,
        ),
      ),
    );
  });

  it('leaves the instance out of the calendar when its heatmap is off (404), as no failure', async () => {
    api.serve({ ...SCENARIO, forgejo: { ...WORLD, heatmapDisabled: true } });
    const { snapshot, lines } = await build();
    expect(snapshot.failures).toEqual({});
    expect(snapshot.parts.activity?.forgejo).toBeNull();
    const calendar = activityCalendar(snapshot.parts.activity as Activity);
    expect(calendar?.forgejo).toBeUndefined();
    expect(calendar?.total).toBe(EXPECTED_ACTIVITY.total);
    expect(lines).toContainEqual(expect.stringContaining('has no heatmap (HTTP 404'));
  });

  it('asks nothing of Forgejo without its settings, and the snapshot has no Forgejo data', async () => {
    const { snapshot } = await build({ forgejo: false });
    expect(api.count({ service: 'forgejo' })).toBe(0);
    expect(snapshot.parts.forgejoRepos).toEqual([]);
    expect(snapshot.parts.forgejoOrganizations).toEqual([]);
    expect(snapshot.parts.forgejoStarred).toEqual([]);
    expect(snapshot.parts.activity).not.toHaveProperty('forgejo');
  });
});
