/**
 * @jest-environment node
 *
 * The live world's expectations, checked with the build's real fetch rather than by hand: the live
 * e2e tests rely on them to tell live data from the snapshot.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchForBuild } from '../../scripts/pipeline/fetch/fetchForBuild';
import { parseConfig } from '../../src/config/parseConfig';
import { shownOwnRepos } from '../../src/domain/repoSelection';
import type { PortfolioSnapshot } from '../../src/data/snapshot';
import { startMockApi } from '../mockApi';
import { LIVE_NEW_REPO, LIVE_PUSHED, LIVE_SCENARIO } from './liveScenario';
import {
  ALLOW_LIST,
  EXPECTED_OWN_ORDER_BY,
  GITHUB_LOGIN,
  GITLAB_USERNAME,
  SCENARIO,
  type Scenario,
} from './scenario';

const GITHUB_TOKEN = 'ghp_FAKE-liveScenario-not-a-real-token';
const GITLAB_TOKEN = 'glpat-FAKE.liveScenario.not.a.real.token';

/** The build's cold fetch of `world` with the reference settings (the e2e builds' allow-list). */
async function fetchWorld(
  world: Scenario,
  prepare: (api: Awaited<ReturnType<typeof startMockApi>>) => void = () => undefined,
): Promise<{ snapshot: PortfolioSnapshot; lines: string[]; origin: string }> {
  const api = await startMockApi({
    scenario: world,
    githubToken: GITHUB_TOKEN,
    gitlabToken: GITLAB_TOKEN,
  });
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-live-scenario-'));
  const lines: string[] = [];
  try {
    prepare(api);
    const config = parseConfig({
      REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
      REACT_APP_GITHUB_API_URL: api.githubUrl,
      REACT_APP_GITLAB_URL: api.gitlabUrl,
      REACT_APP_GITLAB_USERNAME: GITLAB_USERNAME,
      REACT_APP_GITHUB_ALLOWED_ORG: ALLOW_LIST.org,
      REACT_APP_GITHUB_ALLOWED_REPOS: ALLOW_LIST.repos.join(','),
    });
    const snapshot = await fetchForBuild(
      config,
      { githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN },
      { cacheDir, write: (line) => lines.push(line) },
    );
    return { snapshot, lines, origin: api.url };
  } finally {
    await api.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const orgRepo = (snapshot: PortfolioSnapshot, name: string) =>
  snapshot.parts.organizations?.flatMap((org) => org.repos).find((repo) => repo.name === name);

/**
 * The parts without what the live world changes, with the mock's address (each fetch has its own
 * port) written the same way.
 */
function unchangedParts({ snapshot, origin }: { snapshot: PortfolioSnapshot; origin: string }) {
  const { ownRepos = [], organizations = [], ...rest } = snapshot.parts;
  const parts = {
    ...rest,
    ownRepos: ownRepos.filter((repo) => repo.name !== LIVE_NEW_REPO.name),
    organizations: organizations.map((org) => ({
      ...org,
      repos: org.repos.filter((repo) => repo.name !== LIVE_PUSHED.name),
    })),
  };
  return JSON.parse(JSON.stringify(parts).replaceAll(origin, 'http://mock')) as unknown;
}

const iso = (time: string) => new Date(time).toISOString();

jest.setTimeout(30_000);

describe('the live world', () => {
  let referenceFetch: Awaited<ReturnType<typeof fetchWorld>>;
  let liveFetch: Awaited<ReturnType<typeof fetchWorld>>;
  let reference: PortfolioSnapshot;
  let live: PortfolioSnapshot;
  beforeAll(async () => {
    [referenceFetch, liveFetch] = await Promise.all([
      fetchWorld(SCENARIO),
      fetchWorld(LIVE_SCENARIO),
    ]);
    reference = referenceFetch.snapshot;
    live = liveFetch.snapshot;
  });

  it('counts one more own commit in widget-engine than the snapshot', () => {
    expect(orgRepo(reference, LIVE_PUSHED.name)?.contributions).toEqual(LIVE_PUSHED.snapshot);
    expect(orgRepo(live, LIVE_PUSHED.name)?.contributions).toEqual(LIVE_PUSHED.live);
    expect(orgRepo(live, LIVE_PUSHED.name)?.pushedAt).toBe(iso(LIVE_PUSHED.pushedAt));
  });

  it('has a new public own repository, with its languages, that the snapshot lacks', () => {
    expect(reference.parts.ownRepos?.map((repo) => repo.name)).not.toContain(LIVE_NEW_REPO.name);
    expect(live.parts.ownRepos?.find((repo) => repo.name === LIVE_NEW_REPO.name)).toMatchObject({
      description: LIVE_NEW_REPO.description,
      stars: LIVE_NEW_REPO.stars,
      pushedAt: iso(LIVE_NEW_REPO.pushedAt),
      tools: Object.keys(LIVE_NEW_REPO.languages),
    });
  });

  it('shows the new repository last among the owner’s, in every order', () => {
    const own = live.parts.ownRepos ?? [];
    for (const [sort, names] of Object.entries(EXPECTED_OWN_ORDER_BY)) {
      const shown = shownOwnRepos(own, {
        showForks: false,
        showArchived: false,
        sort: sort as keyof typeof EXPECTED_OWN_ORDER_BY,
      });
      expect([sort, shown.map((repo) => repo.name)]).toEqual([
        sort,
        [...names, LIVE_NEW_REPO.name],
      ]);
    }
  });

  it('is the reference world in everything else', () => {
    expect(unchangedParts(liveFetch)).toEqual(unchangedParts(referenceFetch));
  });

  it('gives the new repository no tools when its languages fail (no snapshot copy of it)', async () => {
    const { snapshot, lines } = await fetchWorld(LIVE_SCENARIO, (api) =>
      api.fail({ service: 'github', path: LIVE_NEW_REPO.languagesPath, status: 500 }),
    );
    const repo = snapshot.parts.ownRepos?.find((own) => own.name === LIVE_NEW_REPO.name);
    expect(repo).toMatchObject({ tools: [] });
    expect(repo).not.toHaveProperty('languages');
    expect(lines).toContainEqual(
      expect.stringContaining(`Failed to fetch languages for repo ${LIVE_NEW_REPO.name}`),
    );
  });
});
