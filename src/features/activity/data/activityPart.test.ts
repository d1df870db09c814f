/** @jest-environment node */
import { startMockApi, type MockApi } from '../../../../mock/mockApi';
import {
  MOCK_FORGEJO_TOKEN,
  MOCK_GITHUB_TOKEN as GITHUB_TOKEN,
  MOCK_GITLAB_TOKEN as GITLAB_TOKEN,
} from '../../../../mock/mockOwner';
import {
  daysAgo,
  EXPECTED_ACTIVITY,
  EXPECTED_FORGEJO_ACTIVITY,
  SCENARIO,
  type Scenario,
  type ScenarioForgejo,
} from '../../../../mock/worlds/scenario';
import { mockPartContext } from '../../../../test/support/mockPartContext';
import { activityCalendar } from '../rules/activity';
import type { Activity } from '../../../domain/model';
import { fetchActivity } from './activityPart';

const INSTALLATION_TOKEN = 'ghs_FAKE-installation-token-for-tests';

let api: MockApi | null = null;
afterEach(async () => {
  jest.useRealTimers();
  await api?.close();
  api = null;
});

async function serve(scenario: Scenario): Promise<MockApi> {
  api = await startMockApi({
    scenario,
    githubToken: GITHUB_TOKEN,
    gitlabToken: GITLAB_TOKEN,
    installationToken: INSTALLATION_TOKEN,
  });
  return api;
}

const calendarOf = (activity: Activity) => activityCalendar(activity);
const warnings = (lines: readonly string[]) => lines.filter((line) => line.startsWith('!'));

describe('GitHub’s calendar as GraphQL answers it', () => {
  it('keeps the calendar when the answer has a SAML error beside its data, naming the error', async () => {
    // A repository of an organization that enforces SAML: the per-repository list answers it null
    // with a FORBIDDEN error, data and errors together; the calendar counts its commits.
    const mock = await serve({
      ...SCENARIO,
      github: {
        ...SCENARIO.github,
        samlOrgs: ['sso-corp'],
        samlContributions: { 'sso-corp/secret-tool': { [daysAgo(3)]: 4 } },
      },
    });
    const { context, log } = mockPartContext(mock, 'activity');
    const activity = await fetchActivity(context);
    // Its commits are taken out with the private ones (GitHub did not say it is public).
    expect(calendarOf(activity)).toMatchObject(EXPECTED_ACTIVITY);
    expect(warnings(log.lines)).toEqual([
      expect.stringMatching(
        /^! Activity: .*: FORBIDDEN at user\.contributionsCollection\.commitContributionsByRepository\.\d+\.repository: Resource protected by organization SAML enforcement\./,
      ),
    ]);
  });

  it('counts no private work with an installation’s token when the owner shares private counts', async () => {
    // The workflow's token: GraphQL's viewer is its bot, and the calendar counts the owner's
    // private days (restrictedContributionsCount) without saying in which repository.
    const mock = await serve({
      ...SCENARIO,
      github: { ...SCENARIO.github, sharesPrivateContributions: true },
    });
    const { context, log } = mockPartContext(mock, 'activity', { githubToken: INSTALLATION_TOKEN });
    const activity = await fetchActivity(context);
    expect(calendarOf(activity)).toMatchObject(EXPECTED_ACTIVITY);
    expect(log.lines).toContainEqual(
      expect.stringMatching(/^Activity: 42 of GitHub’s contributions left out/),
    );
  });
});

describe('GitLab’s calendar', () => {
  it('keeps the day GitLab already counts for an owner east of UTC', async () => {
    // 20:00 UTC on 10 March: in Tokyo (UTC+9) the owner's 11 March has begun, and GitLab dates
    // the day's push in the profile's time zone.
    jest.useFakeTimers({
      now: new Date('2026-03-10T20:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const mock = await serve({
      ...SCENARIO,
      gitlab: { ...SCENARIO.gitlab, calendar: { '2026-03-01': 1, '2026-03-11': 5 } },
    });
    const { context } = mockPartContext(mock, 'activity', { githubToken: null });
    const calendar = calendarOf(await fetchActivity(context));
    expect(calendar?.gitlab).toBe(6);
    expect(calendar?.weeks.flat().at(-1)).toMatchObject({ date: '2026-03-11', count: 5 });
  });

  it('leaves the calendar to GitHub with one plain line when GitLab answers 404 (a private profile)', async () => {
    const mock = await serve({ ...SCENARIO, gitlab: { ...SCENARIO.gitlab, privateProfile: true } });
    const { context, log } = mockPartContext(mock, 'activity');
    const activity = await fetchActivity(context);
    expect(activity.gitlab).toBeNull();
    expect(calendarOf(activity)).toMatchObject({ github: EXPECTED_ACTIVITY.github });
    expect(mock.count({ service: 'gitlab', path: /calendar\.json$/, status: 404 })).toBe(1);
    expect(warnings(log.lines)).toEqual([]);
    expect(log.lines.filter((line) => line.includes('GitLab shows no calendar'))).toEqual([
      'Activity: GitLab shows no calendar for octo-gl (HTTP 404: a private profile): GitHub’s alone is shown',
    ]);
  });
});

describe('Forgejo’s heatmap as the third source', () => {
  it('sums its 15-minute buckets per UTC day within the same window, without the token', async () => {
    const mock = await serve(SCENARIO);
    const { context, log } = mockPartContext(mock, 'activity', {
      forgejoToken: MOCK_FORGEJO_TOKEN,
    });
    const activity = await fetchActivity(context);
    expect(activity.forgejo?.start).toBe(activity.github?.start);
    expect(calendarOf(activity)).toMatchObject({
      github: EXPECTED_ACTIVITY.github,
      gitlab: EXPECTED_ACTIVITY.gitlab,
      forgejo: EXPECTED_FORGEJO_ACTIVITY,
      total: EXPECTED_ACTIVITY.total + EXPECTED_FORGEJO_ACTIVITY,
    });
    // The owner's token would count their private work in (20 + 30 more).
    const heatmap = mock.requests.find((request) => request.path.endsWith('/heatmap'));
    expect(heatmap?.authorization).toBeUndefined();
    expect(warnings(log.lines)).toEqual([]);
  });

  it('leaves the instance out when its heatmap is off (404), as no failure', async () => {
    const mock = await serve({
      ...SCENARIO,
      forgejo: { ...(SCENARIO.forgejo as ScenarioForgejo), heatmapDisabled: true },
    });
    const { context, log } = mockPartContext(mock, 'activity', { forgejoToken: null });
    const activity = await fetchActivity(context);
    expect(activity.forgejo).toBeNull();
    expect(calendarOf(activity)).toMatchObject({ total: EXPECTED_ACTIVITY.total });
    expect(calendarOf(activity)?.forgejo).toBeUndefined();
    expect(log.lines).toContainEqual(expect.stringContaining('has no heatmap (HTTP 404'));
    expect(warnings(log.lines)).toEqual([]);
  });

  it('keeps GitHub’s and GitLab’s days when the instance is down, naming the source', async () => {
    const mock = await serve(SCENARIO);
    mock.refuse({ service: 'forgejo', path: /^\// });
    const { context, log } = mockPartContext(mock, 'activity', { forgejoToken: null });
    const activity = await fetchActivity(context);
    expect(activity.forgejo).toBeNull();
    expect(calendarOf(activity)).toMatchObject(EXPECTED_ACTIVITY);
    expect(warnings(log.lines)).toEqual([
      expect.stringMatching(/^! Failed to fetch the Forgejo heatmap/),
    ]);
  });

  it('has no Forgejo source at all without its settings', async () => {
    const mock = await serve(SCENARIO);
    const { context } = mockPartContext(mock, 'activity');
    expect(await fetchActivity(context)).not.toHaveProperty('forgejo');
    expect(mock.count({ service: 'forgejo' })).toBe(0);
  });
});
