/**
 * Worlds for the open-source contributions as GitHub's search really answers them: more merged pull
 * requests than one query reaches (1,000), many repositories of others, a repository renamed and
 * transferred since the pull requests went in, a merged pull request without `merged_at`, a search
 * that times out. Each takes a world (the test owner's, SCENARIO) and adds to it.
 */
import { githubRepo, githubSimpleUser } from '../answers/github';
import type { Scenario, ScenarioPullRequest, ScenarioRepo } from './scenario';

/** Another person's public repository, with `stars`, no branches (only GET /repos reads it). */
function otherRepository(fullName: string, stars: number): ScenarioRepo {
  const [owner = '', name = ''] = fullName.split('/');
  return {
    json: githubRepo(githubSimpleUser(owner), name, { stargazers_count: stars }),
    affiliation: 'collaborator',
    languages: {},
    branches: [],
  };
}

const withGitHub = (scenario: Scenario, github: Partial<Scenario['github']>): Scenario => ({
  ...scenario,
  github: { ...scenario.github, ...github },
});

/** ISO time `index` half-days before 2026-10-01 noon: a few years of merges, newest first. */
const mergedAt = (index: number) =>
  new Date(Date.UTC(2026, 9, 1, 12) - index * 43_200_000).toISOString().replace('.000Z', 'Z');

/**
 * `scenario` with `count` more merged pull requests of the owner, all into `repository` (another
 * person's, with `stars`), two a day going back from October 2026.
 */
export function withManyMergedPullRequests(
  scenario: Scenario,
  count: number,
  repository = 'prolific/monorepo',
  stars = 123_456,
): Scenario {
  const added = Array.from({ length: count }, (_, index): ScenarioPullRequest => ({
    repo: repository,
    number: 100_000 + index,
    title: `Change ${index + 1}`,
    mergedAt: mergedAt(index),
  }));
  return withGitHub(scenario, {
    elsewhere: [...(scenario.github.elsewhere ?? []), otherRepository(repository, stars)],
    pullRequests: [...(scenario.github.pullRequests ?? []), ...added],
  });
}

/** The n-th (from 1) repository withRepositoriesOfOthers adds. */
export const otherRepositoryName = (n: number) =>
  `contributor-${String(n).padStart(3, '0')}/lib-${n}`;

/**
 * `scenario` with `count` more repositories of others, one merged pull request of the owner in each,
 * the n-th merged n half-days before October 2026 with n stars.
 */
export function withRepositoriesOfOthers(scenario: Scenario, count: number): Scenario {
  const names = Array.from({ length: count }, (_, index) => otherRepositoryName(index + 1));
  return withGitHub(scenario, {
    elsewhere: [
      ...(scenario.github.elsewhere ?? []),
      ...names.map((name, index) => otherRepository(name, index + 1)),
    ],
    pullRequests: [
      ...(scenario.github.pullRequests ?? []),
      ...names.map((repo, index): ScenarioPullRequest => ({
        repo,
        number: index + 1,
        title: `Fix ${index + 1}`,
        mergedAt: mergedAt(index + 1),
      })),
    ],
  });
}

/**
 * `scenario` with the repository `from` (one of `elsewhere`) renamed and transferred to `to`: its
 * answers use the new name, the old one redirects (REST) or resolves (GraphQL), and the search
 * still names the pull requests' repository by the old name.
 */
export function withRenamedRepository(scenario: Scenario, from: string, to: string): Scenario {
  const [owner = '', name = ''] = to.split('/');
  let found = false;
  const elsewhere = (scenario.github.elsewhere ?? []).map((repo): ScenarioRepo => {
    if (repo.json.full_name !== from) return repo;
    found = true;
    const { id, description, stargazers_count, language } = repo.json;
    const moved = githubRepo(githubSimpleUser(owner, { type: 'Organization' }), name, {
      id,
      description,
      stargazers_count,
      language,
    });
    return { ...repo, json: moved, formerNames: [...(repo.formerNames ?? []), from] };
  });
  if (!found) throw new Error(`The scenario has no repository ${from} elsewhere`);
  return withGitHub(scenario, { elsewhere });
}

/**
 * `scenario` with one more merged pull request into `repository` that the search answers without
 * `merged_at` (GitHub's schema makes it optional), closed at `closedAt`.
 */
export function withMergedPullRequestWithoutDate(
  scenario: Scenario,
  repository: string,
  closedAt: string,
): Scenario {
  return withGitHub(scenario, {
    pullRequests: [
      ...(scenario.github.pullRequests ?? []),
      {
        repo: repository,
        number: 77,
        title: 'Merged, no date said',
        mergedAt: null,
        merged: true,
        closedAt,
      },
    ],
  });
}

/** `scenario` whose search times out: `incomplete_results: true`, with part of the matches. */
export function withSearchTimingOut(scenario: Scenario): Scenario {
  return withGitHub(scenario, { searchTimesOut: true });
}
