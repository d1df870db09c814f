/**
 * The mock world's owner as a build sees them: the settings that build their page against a mock API
 * (the e2e builds, the benchmark's, the screenshots'), the fake tokens the mock accepts, and a CV.
 */
import {
  ALLOW_LIST,
  FORGEJO_TOKEN,
  FORGEJO_USERNAME,
  GITHUB_LOGIN,
  GITLAB_USERNAME,
} from './worlds/scenario';
import type { MockApi } from './mockApi';
import { SETTING_NAMES } from '../src/config/settingNames';

export const MOCK_GITHUB_TOKEN = 'ghp_FAKE-e2e-Q8w7e6r5-not-a-real-token';
export const MOCK_GITLAB_TOKEN = 'glpat-FAKE.e2e.Lq4Wm8.not.real';
/** REACT_APP_LINKEDIN_URL of the builds: only a fallback, so the page must not show it. */
const LINKEDIN_SETTING = 'https://www.linkedin.com/in/octo-dev-from-the-setting';

/** The settings that build the mock world's owner against `api` (the e2e builds and the bench's). */
export function mockOwnerSettings(api: Pick<MockApi, 'githubUrl' | 'gitlabUrl'>) {
  return {
    REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
    REACT_APP_GITHUB_API_URL: api.githubUrl,
    REACT_APP_GITLAB_URL: api.gitlabUrl,
    REACT_APP_GITLAB_USERNAME: GITLAB_USERNAME,
    REACT_APP_GITHUB_ALLOWED_ORG: ALLOW_LIST.org,
    REACT_APP_GITHUB_ALLOWED_REPOS: ALLOW_LIST.repos.join(','),
    REACT_APP_LINKEDIN_URL: LINKEDIN_SETTING,
    [SETTING_NAMES.githubToken]: MOCK_GITHUB_TOKEN,
    [SETTING_NAMES.gitlabToken]: MOCK_GITLAB_TOKEN,
  };
}

/** The mock Forgejo user's token: the one token the mock's Forgejo instance knows. */
export const MOCK_FORGEJO_TOKEN = FORGEJO_TOKEN;

/**
 * The settings that add the mock world's Forgejo user (a fourth tab) to a build against `api`;
 * `withToken` false leaves the build secret out (no organizations, no stars).
 */
export function mockForgejoSettings(api: Pick<MockApi, 'forgejoUrl'>, withToken = true) {
  return {
    [SETTING_NAMES.forgejoUrl]: api.forgejoUrl,
    [SETTING_NAMES.forgejoUsername]: FORGEJO_USERNAME,
    ...(withToken ? { [SETTING_NAMES.forgejoToken]: MOCK_FORGEJO_TOKEN } : {}),
  };
}

/** A one-page PDF, as small as a valid one gets: an owner's CV that is not the demo's. */
export const OWNER_CV_PDF = [
  '%PDF-1.4',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
  '',
].join('\n');
