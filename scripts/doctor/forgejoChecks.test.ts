/** @jest-environment node */
import type { TransportTuning } from '../../src/services/transport/createTransport';
import { startMockApi, type MockApi } from '../../mock/mockApi';
import { mockForgejoSettings, MOCK_FORGEJO_TOKEN } from '../../mock/mockOwner';
import { GITHUB_LOGIN, SCENARIO, type ScenarioForgejo } from '../../mock/worlds/scenario';
import { ownerFolder, removeOwnerFolder } from '../../test/support/ownerFolder';
import { ownerEnv } from './context';
import { MAX_REQUESTS, runDoctor } from './runDoctor';

const GITHUB_TOKEN = 'github_pat_FAKE-doctor-forgejo-not-a-real-token';
const TUNING: TransportTuning = {
  timeoutMs: 2000,
  retryAfterCapMs: 50,
  github: { baseDelayMs: 1 },
  forgejo: { retries: 0, baseDelayMs: 1 },
  web: { baseDelayMs: 1 },
};
const WORLD = SCENARIO.forgejo as ScenarioForgejo;

let api: MockApi;
const folders: string[] = [];
beforeAll(async () => {
  api = await startMockApi({ githubToken: GITHUB_TOKEN });
});
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  api.serve(SCENARIO);
  folders.splice(0).forEach(removeOwnerFolder);
});

async function doctor(forgejoToken: string | null, env: Record<string, string> = {}) {
  const { FORGEJO_TOKEN: _omitted, ...settings } = mockForgejoSettings(api);
  const root = ownerFolder({
    env: {
      REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
      REACT_APP_GITHUB_API_URL: api.githubUrl,
      ...settings,
      ...env,
    },
  });
  folders.push(root);
  const report = await runDoctor({
    env: ownerEnv(root, {
      GITHUB_TOKEN,
      ...(forgejoToken ? { FORGEJO_TOKEN: forgejoToken } : {}),
    }),
    root,
    write: () => undefined,
    tuning: TUNING,
    nodeVersion: '26.12.1',
  });
  const host = new URL(api.forgejoUrl).host;
  const line = (item: string) =>
    report.lines.find((text) => text.slice(2).startsWith(`${item.replace('HOST', host)}:`));
  return { ...report, line, output: report.lines.join('\n') };
}

describe('the doctor’s Forgejo checks', () => {
  it('finds the user and accepts the user’s token, within the request bound, never printing it', async () => {
    const run = await doctor(MOCK_FORGEJO_TOKEN);
    expect(run.line(`HOST user octo-fj`)).toBe(
      `✔ ${new URL(api.forgejoUrl).host} user octo-fj: Octo Dev at ${api.forgejoUrl}`,
    );
    expect(run.line('FORGEJO_TOKEN')).toBe(
      '✔ FORGEJO_TOKEN: accepted (octo-fj): your public organizations and starred repositories are shown',
    );
    const forgejo = api.requests.filter((request) => request.service === 'forgejo');
    expect(forgejo.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/octo-fj',
        '/api/v1/user',
        '/api/v1/users/octo-fj/orgs',
        '/api/v1/users/octo-fj/heatmap',
      ]),
    );
    expect(forgejo.length).toBeLessThanOrEqual(4);
    expect(run.requests).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(run.output).not.toContain(MOCK_FORGEJO_TOKEN);
  });

  it('says plainly what is left out without a token', async () => {
    const run = await doctor(null);
    expect(run.line('FORGEJO_TOKEN')).toMatch(
      /^✔ FORGEJO_TOKEN: none: public repositories and the heatmap only; \S+ lists a user's organizations and starred repositories to signed-in callers only, so the tab leaves them out$/,
    );
    expect(api.count({ service: 'forgejo', path: '/api/v1/user' })).toBe(0);
  });

  it('fails on a token the instance rejects, and on an unknown user', async () => {
    const rejected = await doctor('forgejo_FAKE-revoked-token-not-real');
    expect(rejected.line('FORGEJO_TOKEN')).toMatch(
      /^✖ FORGEJO_TOKEN: \S+ rejected it \(401: revoked, expired or wrong\)\. Fix: Create a new access token/,
    );
    expect(rejected.exitCode).toBe(1);
    expect(rejected.output).not.toContain('revoked-token-not-real');
    const unknown = await doctor(null, { REACT_APP_FORGEJO_USERNAME: 'nobody-here' });
    expect(unknown.line('HOST user nobody-here')).toMatch(
      /^✖ \S+ user nobody-here: no such user with a public profile at /,
    );
  });

  it('says when the instance has the heatmap off', async () => {
    api.serve({ ...SCENARIO, forgejo: { ...WORLD, heatmapDisabled: true } });
    const run = await doctor(null);
    expect(run.line('HOST heatmap')).toBe(
      `✔ ${new URL(api.forgejoUrl).host} heatmap: turned off on the instance: the activity calendar shows GitHub and GitLab alone`,
    );
  });

  it('fails when the instance does not answer', async () => {
    api.refuse({ service: 'forgejo', path: /^\// });
    const run = await doctor(null);
    expect(run.output).toMatch(/✖ \S+ \(http:\/\/127\.0\.0\.1:\d+\/forgejo\): did not answer/);
  });
});
