/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchForBuild } from '../../scripts/pipeline/fetch/fetchForBuild';
import { parseConfig } from '../../src/config/parseConfig';
import { startMockApi } from '../mockApi';
import {
  LARGE_SCENARIO_TOTALS,
  largeScenario,
  largeScenarioTotals,
  type LargeScenarioOptions,
} from './largeScenario';
import { GITHUB_LOGIN, GITLAB_USERNAME, type Scenario } from './scenario';

const TOKEN = 'ghp_FAKE-largeScenario-not-a-real-token';
const GITLAB_TOKEN = 'glpat-FAKE.largeScenario.not.a.real.token';

const orgRepos = (scenario: Scenario) =>
  scenario.github.repos.filter((repo) => repo.affiliation === 'organization_member');

describe('largeScenario()', () => {
  it('counts the requests of a cold fetch of the default world', () => {
    const expected = {
      profile: 1,
      // The world has no social accounts: one empty page.
      socialAccountLists: 1,
      orgLists: 1,
      // 20 own and 300 organization repositories.
      languages: 320,
      orgRepoLists: 6,
      branchLists: 300,
      commitLists: 6000,
      // No merged pull requests elsewhere: one page of the search, no repository asked.
      mergedPullRequestSearches: 1,
    };
    // With a token GET /user/repos lists the 300 organization repositories too: 4 pages of 100.
    expect(LARGE_SCENARIO_TOTALS.githubRequests.authenticated).toEqual({
      ...expected,
      userRepoLists: 4,
      graphqlQueries: 3,
      total: 6637,
    });
    expect(LARGE_SCENARIO_TOTALS.githubRequests.anonymous).toEqual({
      ...expected,
      userRepoLists: 1,
      graphqlQueries: 0,
      total: 6631,
    });
  });

  it('moves the given number of branches, spread evenly, by one commit of the owner each', () => {
    const moved = largeScenario({ movedBranches: 150 });
    const before = orgRepos(largeScenario());
    const after = orgRepos(moved);
    const changed: string[] = [];
    after.forEach((repo, r) => {
      repo.branches.forEach((branch, b) => {
        const earlier = before[r]?.branches[b];
        if (!earlier) throw new Error('the worlds differ in shape');
        if (branch.commits[0]?.sha === earlier.commits[0]?.sha) {
          // An unmoved branch lists exactly the same commits.
          expect(branch.commits.map((commit) => commit.sha)).toEqual(
            earlier.commits.map((commit) => commit.sha),
          );
          return;
        }
        changed.push(`${repo.json.full_name}#${branch.name}`);
        const [followUp, ...rest] = branch.commits;
        expect(followUp?.author?.login).toBe(GITHUB_LOGIN);
        expect(followUp?.parents.map((parent) => parent.sha)).toEqual([earlier.commits[0]?.sha]);
        expect(rest.map((commit) => commit.sha)).toEqual(
          earlier.commits.map((commit) => commit.sha),
        );
      });
    });
    expect(changed).toHaveLength(150);
    // 150 of 3000: every twentieth branch, so one in every other repository.
    expect(new Set(changed.map((name) => name.split('#')[0])).size).toBe(150);
    // The same ones every time.
    expect(orgRepos(largeScenario({ movedBranches: 150 }))[0]?.branches[0]?.commits[0]?.sha).toBe(
      after[0]?.branches[0]?.commits[0]?.sha,
    );
  });
});

describe('largeScenarioTotals()', () => {
  it.each([
    // Lists longer than a page: 101 organization repositories, 103 repositories for /user/repos.
    [{ orgs: 1, reposPerOrg: 101, ownRepos: 2, branchesPerRepo: 1, commitsPerBranch: 2 }, true],
    // Without a token GitHub allows 60 requests an hour and the build keeps 6 of them in reserve: 45
    // requests fit, where one more branch per repository would leave a repository to the next build.
    [{ orgs: 2, reposPerOrg: 3, ownRepos: 3, branchesPerRepo: 2, commitsPerBranch: 4 }, false],
  ] as [LargeScenarioOptions, boolean][])(
    'match the requests and counts of the build’s cold fetch of %j (tokens: %s)',
    async (options, withTokens) => {
      const api = await startMockApi({
        scenario: largeScenario(options),
        githubToken: TOKEN,
        gitlabToken: GITLAB_TOKEN,
      });
      // An empty API cache: every request goes to the mock, as on a first build.
      const cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-large-scenario-'));
      try {
        const config = parseConfig({
          REACT_APP_GITHUB_USERNAME: GITHUB_LOGIN,
          REACT_APP_GITHUB_API_URL: api.githubUrl,
          REACT_APP_GITLAB_URL: api.gitlabUrl,
          REACT_APP_GITLAB_USERNAME: GITLAB_USERNAME,
        });
        const snapshot = await fetchForBuild(
          config,
          { githubToken: withTokens ? TOKEN : null, gitlabToken: withTokens ? GITLAB_TOKEN : null },
          { cacheDir, write: () => undefined },
        );
        expect(snapshot.failures).toEqual({});

        const totals = largeScenarioTotals(options);
        const counts = withTokens
          ? totals.githubRequests.authenticated
          : totals.githubRequests.anonymous;
        const github = { service: 'github' } as const;
        expect(api.count(github)).toBe(counts.total);
        expect(api.count({ ...github, status: 200 })).toBe(counts.total);
        const kinds: [keyof typeof counts, RegExp][] = [
          ['profile', /^\/(user|users\/[^/]+)$/],
          ['socialAccountLists', /\/social_accounts$/],
          ['orgLists', /^\/(user|users\/[^/]+)\/orgs$/],
          ['userRepoLists', /^\/(user|users\/[^/]+)\/repos$/],
          ['languages', /\/languages$/],
          ['orgRepoLists', /^\/orgs\/[^/]+\/repos$/],
          ['branchLists', /\/branches$/],
          ['commitLists', /\/commits$/],
          ['mergedPullRequestSearches', /^\/search\/issues$/],
          ['graphqlQueries', /^\/graphql$/],
        ];
        expect(kinds.map(([kind, path]) => [kind, api.count({ ...github, path })])).toEqual(
          kinds.map(([kind]) => [kind, counts[kind]]),
        );
        expect(api.count({ service: 'gitlab' })).toBe(
          withTokens ? totals.gitlabRequests.authenticated : totals.gitlabRequests.anonymous,
        );

        // What the page shows: every repository, each with the count the totals state.
        const { ownRepos = [], organizations = [] } = snapshot.parts;
        expect(ownRepos).toHaveLength(totals.ownRepos);
        const orgRepos = organizations.flatMap((org) => org.repos);
        expect(orgRepos).toHaveLength(totals.orgRepos);
        expect(
          orgRepos.filter(
            (repo) =>
              repo.contributions?.own !== totals.contributionsPerRepo.own ||
              repo.contributions.total !== totals.contributionsPerRepo.total ||
              repo.contributions.percentage !== totals.contributionsPerRepo.percentage,
          ),
        ).toEqual([]);
      } finally {
        await api.close();
        rmSync(cacheDir, { recursive: true, force: true });
      }
    },
    // A guard, not a measure: some 400 requests through real sockets on a possibly busy machine.
    30_000,
  );
});
