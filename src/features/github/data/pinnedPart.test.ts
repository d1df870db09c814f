/** @jest-environment node */
import { startMockApi, type MockApi } from '../../../../mock/mockApi';
import {
  MOCK_GITHUB_TOKEN as GITHUB_TOKEN,
  MOCK_GITLAB_TOKEN as GITLAB_TOKEN,
} from '../../../../mock/mockOwner';
import { GITHUB_LOGIN, SCENARIO, type Scenario } from '../../../../mock/worlds/scenario';
import { mockPartContext } from '../../../../test/support/mockPartContext';
import { fetchPinned } from './pinnedPart';

/** The owner pins a repository of an organization that enforces SAML, which the token has not passed. */
const SAML_WORLD: Scenario = {
  ...SCENARIO,
  github: {
    ...SCENARIO.github,
    samlOrgs: ['sso-corp'],
    pinned: [`${GITHUB_LOGIN}/portfolio`, 'sso-corp/secret-tool', 'acme-labs/widget-engine'],
  },
};

let api: MockApi;
afterEach(() => api.close());

describe('the pinned repositories', () => {
  it('keeps the pins GitHub answers beside a SAML error, and names the error in the log', async () => {
    api = await startMockApi({
      scenario: SAML_WORLD,
      githubToken: GITHUB_TOKEN,
      gitlabToken: GITLAB_TOKEN,
    });
    const { context, log } = mockPartContext(api, 'pinned');
    await expect(fetchPinned(context)).resolves.toEqual([
      `${GITHUB_LOGIN}/portfolio`,
      'acme-labs/widget-engine',
    ]);
    // One line per error: its type, where, and GitHub's message as plain text.
    expect(log.lines.filter((line) => line.startsWith('!'))).toEqual([
      expect.stringMatching(
        /^! Pinned repositories: .*: FORBIDDEN at user\.pinnedItems\.nodes\.1: Resource protected by organization SAML enforcement\./,
      ),
    ]);
    expect(log.lines).toContainEqual(
      `Pinned repositories: ${GITHUB_LOGIN}/portfolio, acme-labs/widget-engine`,
    );
  });
});
