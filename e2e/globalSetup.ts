/**
 * Builds the site as an owner would, against the local mock API instead of GitHub and GitLab (which
 * serves the avatars too, as GitHub's image server would): in snapshot mode for a full PUBLIC_URL
 * (served under /portfolio/) and for the root of a domain (its owner's profile text hostile), and in
 * live mode with an encrypted token.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from '../scripts/pipeline/runBuild';
import { encryptToken } from '../src/lib/tokenCipher';
import { hostileScenario } from '../mock/worlds/hostileProfile';
import { closedPort } from '../test/support/closedPort';
import { writeOwnerFiles, type OwnerFiles } from '../test/support/ownerFolder';
import { startMockApi, type MockApi } from '../mock/mockApi';
import {
  BUILDS_DIR,
  CUT_XML,
  FAILING_FEEDS,
  GITHUB_TOKEN,
  GITLAB_TOKEN,
  mockOwnerSettings,
  SITE_URL,
  STORY_ACCENT,
  STORY_ANALYTICS,
  STORY_OPEN_TO_WORK,
  STORY_RESUME,
  STORY_SECTIONS,
} from './support/e2eSettings';
import { identiconPng } from '../mock/avatarPng';
import { mockForgejoSettings } from '../mock/mockOwner';
import { forgejoInstanceName } from '../src/domain/forgejoInstance';

/**
 * One build, as its owner has it: `env` as the Pages workflow passes it (tokens, PUBLIC_URL) and the
 * owner's files (by default just their CV) in a folder of its own, never the working tree's.
 */
async function build(
  name: string,
  env: Record<string, string>,
  files: OwnerFiles = { cv: true },
): Promise<string> {
  const outDir = path.join(BUILDS_DIR, name);
  const ownerDir = writeOwnerFiles(path.join(BUILDS_DIR, `${name}-owner`), files);
  const started = Date.now();
  const result = await runBuild(
    {
      // Its own: two builds run at once.
      PORTFOLIO_CACHE_DIR: path.join(BUILDS_DIR, `${name}-api-cache`),
      ...env,
      BUILD_PATH: outDir,
    },
    { ownerDir },
  );
  // Beside the build, for the tests that read what it said.
  writeFileSync(`${outDir}.log`, `${result.stdout}\n${result.stderr}`);
  if (result.code !== 0) {
    throw new Error(`The ${name} build failed:\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`e2e: ${name} build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

export default async function globalSetup(): Promise<void> {
  rmSync(BUILDS_DIR, { recursive: true, force: true });
  // The builds' logs are written beside them, a failed build's too: its error, not an ENOENT.
  mkdirSync(BUILDS_DIR, { recursive: true });
  const mockPort = await closedPort();
  const tokens = { githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN, avatars: true };
  // A mock of its own for each build that runs beside another (its rate limits, faults and request
  // log its own); the snapshot and live builds use the port the tests find again.
  const api: MockApi = await startMockApi({ port: mockPort, ...tokens });
  const hostileApi: MockApi = await startMockApi({ scenario: hostileScenario(), ...tokens });
  const storyApi: MockApi = await startMockApi(tokens);
  try {
    const settings = mockOwnerSettings(api);
    const [githubCipher, gitlabCipher] = await Promise.all([
      encryptToken(GITHUB_TOKEN),
      encryptToken(GITLAB_TOKEN),
    ]);
    // Two at a time, each build keeping about one core busy: the story build (whose hung feed keeps
    // it waiting about ten seconds) and the root build on their own mocks; the snapshot build, then
    // the live build, on the mock at the port the tests find again.
    const [[storyBuild, rootBuild], [snapshotBuild, liveBuild]] = await Promise.all([
      (async () => {
        const story = await storyBuildOf(storyApi);
        const root = await build(
          'root',
          { ...mockOwnerSettings(hostileApi), REACT_APP_DATA_MODE: 'snapshot', PUBLIC_URL: '/' },
          // No resume and no public/cv.pdf, as most owners start: the build prints the page as
          // the CV.
          {},
        );
        return [story, root] as const;
      })(),
      (async () => {
        const snapshot = await build(
          'snapshot',
          { ...settings, REACT_APP_DATA_MODE: 'snapshot', PUBLIC_URL: SITE_URL },
          // No resume and no public/cv.pdf: the build prints the page as the CV (the live build
          // keeps the owner's own PDF).
          {},
        );
        api.reset();
        const live = await build('live', {
          ...settings,
          REACT_APP_DATA_MODE: 'live',
          PUBLIC_URL: '/portfolio',
          REACT_APP_GITHUB_TOKEN_CIPHER: githubCipher.cipher,
          REACT_APP_GITHUB_TOKEN_KEY: githubCipher.key,
          REACT_APP_GITHUB_TOKEN_IV: githubCipher.iv,
          REACT_APP_GITLAB_TOKEN_CIPHER: gitlabCipher.cipher,
          REACT_APP_GITLAB_TOKEN_KEY: gitlabCipher.key,
          REACT_APP_GITLAB_TOKEN_IV: gitlabCipher.iv,
          // The mock's GitLab user is in an internal project and a private group: the build
          // refuses such a live token unless the owner accepts it
          // (scripts/pipeline/fetch/liveGitLabToken.ts).
          LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN: 'true',
        });
        return [snapshot, live] as const;
      })(),
    ]);
    process.env.E2E_SNAPSHOT_BUILD = snapshotBuild;
    process.env.E2E_ROOT_BUILD = rootBuild;
    process.env.E2E_STORY_BUILD = storyBuild;
    process.env.E2E_LIVE_BUILD = liveBuild;
    process.env.E2E_LIVE_GITHUB_KEY = githubCipher.key;
    process.env.E2E_MOCK_PORT = String(mockPort);
  } finally {
    await Promise.all([api.close(), hostileApi.close(), storyApi.close()]);
  }
}

/**
 * The owner's story: a resume, and feeds of which four fail (a build that must stay green); in
 * English at /portfolio/ and in German at /portfolio/de/. Its public settings in the owner's .env and
 * its resume as resume.json, as a fork has them.
 */
function storyBuildOf(api: MockApi): Promise<string> {
  api.fail({ service: 'feeds', path: FAILING_FEEDS.down, status: 500 });
  api.hang({ service: 'feeds', path: FAILING_FEEDS.hung });
  api.fail({
    service: 'feeds',
    path: FAILING_FEEDS.cutXml,
    status: 200,
    body: CUT_XML,
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  });
  api.malformed({ service: 'feeds', path: FAILING_FEEDS.cutJson });
  const {
    GITHUB_TOKEN: githubToken,
    GITLAB_TOKEN: gitlabToken,
    ...publicSettings
  } = mockOwnerSettings(api);
  // Its Codeberg-like account: a fourth tab, and the heatmap in the calendar.
  const { FORGEJO_TOKEN: forgejoToken, ...forgejoSettings } = mockForgejoSettings(api);
  process.env.E2E_STORY_FORGEJO_NAME = forgejoInstanceName(api.forgejoUrl);
  return build(
    'story',
    {
      GITHUB_TOKEN: githubToken,
      GITLAB_TOKEN: gitlabToken,
      FORGEJO_TOKEN: forgejoToken ?? '',
      // Its full address: the hreflang alternates are absolute or absent.
      PUBLIC_URL: SITE_URL,
    },
    {
      env: {
        ...publicSettings,
        ...forgejoSettings,
        REACT_APP_DATA_MODE: 'snapshot',
        REACT_APP_LANGUAGES: 'en,de',
        // The owner's own pins instead of the profile's (portfolio, widget-engine, framework).
        REACT_APP_PINNED_REPOS: 'dotfiles',
        REACT_APP_OPEN_TO_WORK: STORY_OPEN_TO_WORK,
        // Quoted, as .env needs it for a value that starts with #.
        REACT_APP_ACCENT_COLOR: JSON.stringify(STORY_ACCENT),
        REACT_APP_ANALYTICS: STORY_ANALYTICS,
        REACT_APP_FEEDS: [
          api.feeds.rss,
          api.feeds.atom,
          ...[FAILING_FEEDS.down, FAILING_FEEDS.hung, FAILING_FEEDS.cutXml].map(
            (feedPath) => `${api.url}/feeds${feedPath}`,
          ),
          api.feeds.json,
        ].join(','),
      },
      // No public/cv.pdf: the build prints the CV from the resume, one per language.
      resume: readFileSync(STORY_RESUME, 'utf8'),
      sections: { ...STORY_SECTIONS, 'img/stage.png': identiconPng('stage', 480) },
    },
  );
}
