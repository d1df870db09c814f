/**
 * GitHub's issue search (GET /search/issues) for the pull-request queries the page makes: the
 * qualifiers it understands, best-match or date order, the 1,000-result cap and a search that timed
 * out (https://docs.github.com/rest/search/search).
 */
import { createHash } from 'node:crypto';
import type { GitHubIssueSearchItemJson, GitHubIssueSearchJson } from '../answers/github';
import { githubError } from './errors';
import { githubList } from './pagination';
import type { RepoLookup } from './repoLookup';
import { pageOf } from '../server/pagination';
import { ok, sameLogin, type Handler } from '../server/routing';
import type { Scenario, ScenarioPullRequest } from '../worlds/scenario';

/** GitHub's search reaches at most this many results of a query. */
const SEARCH_RESULT_CAP = 1000;

/**
 * A search qualifier's dates (`2024-01-01..2024-06-30`, `>=2024-01-01`, `<2024-01-01`, a single day),
 * as a test of a YYYY-MM-DD day; null for anything else.
 */
function dateRange(value: string): ((day: string) => boolean) | null {
  const day = '\\d{4}-\\d{2}-\\d{2}';
  const between = new RegExp(`^(${day})\\.\\.(${day})$`).exec(value);
  if (between) {
    const [, from = '', to = ''] = between;
    return (date) => date >= from && date <= to;
  }
  const compared = new RegExp(`^(>=|<=|>|<)?(${day})$`).exec(value);
  if (!compared) return null;
  const [, operator = '', bound = ''] = compared;
  return (date) =>
    operator === '>='
      ? date >= bound
      : operator === '<='
        ? date <= bound
        : operator === '>'
          ? date > bound
          : operator === '<'
            ? date < bound
            : date === bound;
}

/** GitHub's best-match order stands for an order of its own: here a hash of the pull request. */
const bestMatch = (pull: ScenarioPullRequest) =>
  createHash('sha1').update(`${pull.repo}#${pull.number}`).digest('hex');

/**
 * GET /search/issues for the queries the page makes: `type:pr author:{login} is:merged
 * -user:{login}` (and `is:public`, and `merged:` dates or ranges), any of its terms; another term is
 * answered as GitHub answers a query it cannot run (422). A private repository's pull requests only
 * for a caller with a token. As GitHub's search (https://docs.github.com/rest/search/search): best
 * match order unless `sort` says otherwise, at most 1,000 results reachable (a page past them answers
 * 422) while `total_count` counts them all, and, in a world whose search times out
 * (`searchTimesOut`), `incomplete_results: true` with part of the matches. A pull request keeps the
 * repository name it was opened under (`repository_url`), also after a rename.
 */
export function searchIssuesRoute(
  scenario: Scenario,
  { findRepo, findFormer }: RepoLookup,
): Handler {
  const served = scenario.github;
  const { user, pullRequests = [] } = served;
  return (request) => {
    const terms = (request.query.get('q') ?? '').split(/\s+/).filter(Boolean);
    let merged = false;
    let publicOnly = false;
    let author: string | null = null;
    const excludedOwners: string[] = [];
    const mergedWithin: ((day: string) => boolean)[] = [];
    for (const term of terms) {
      const [, negated = '', name = '', value = ''] = /^(-?)([a-z]+):(\S+)$/.exec(term) ?? [];
      if (name === 'type' && value === 'pr' && !negated) continue;
      if (name === 'is' && value === 'merged' && !negated) merged = true;
      else if (name === 'is' && value === 'public' && !negated) publicOnly = true;
      else if (name === 'author' && !negated) author = value;
      else if (name === 'user' && negated) excludedOwners.push(value);
      else if (name === 'merged' && !negated && dateRange(value)) {
        mergedWithin.push(dateRange(value) ?? (() => true));
      } else return githubError(422, 'Validation Failed');
    }
    const apiBase = request.selfUrl.slice(0, request.selfUrl.length - request.path.length);
    // Every pull request of the scenario is the user's: another author has none.
    if (author !== null && !sameLogin(author, user.login)) {
      return ok({
        total_count: 0,
        incomplete_results: false,
        items: [],
      } satisfies GitHubIssueSearchJson);
    }
    const isMerged = (pull: ScenarioPullRequest) => pull.merged ?? pull.mergedAt !== null;
    const closedAt = (pull: ScenarioPullRequest) => pull.closedAt ?? pull.mergedAt;
    const matching = pullRequests
      .filter((pull) => !merged || isMerged(pull))
      .filter(
        (pull) => !excludedOwners.some((login) => sameLogin(pull.repo.split('/')[0] ?? '', login)),
      )
      .filter((pull) => {
        const day = (pull.mergedAt ?? closedAt(pull) ?? '').slice(0, 10);
        return mergedWithin.every((within) => isMerged(pull) && within(day));
      })
      .filter((pull) => {
        const [owner = '', name = ''] = pull.repo.split('/');
        const repo = findRepo(owner, name, request) ?? findFormer(owner, name, request);
        return repo !== undefined && !(publicOnly && repo.json.private);
      });
    const sort = request.query.get('sort');
    const descending = request.query.get('order') !== 'asc';
    const sorted =
      sort === 'created' || sort === 'updated'
        ? [...matching].sort((a, b) => {
            const order =
              (closedAt(a) ?? '').localeCompare(closedAt(b) ?? '') || a.number - b.number;
            return descending ? -order : order;
          })
        : // Best match: an order of GitHub's own, neither by number nor by date.
          [...matching].sort(
            (a, b) => bestMatch(a).localeCompare(bestMatch(b)) || a.number - b.number,
          );
    // A search that timed out answers what it found by then: here, every other match.
    const found = served.searchTimesOut ? sorted.filter((_, index) => index % 2 === 0) : sorted;
    const items = found.map((pull): GitHubIssueSearchItemJson => ({
      number: pull.number,
      title: pull.title,
      state: 'closed',
      html_url: `https://github.com/${pull.repo}/pull/${pull.number}`,
      repository_url: `${apiBase}/repos/${pull.repo}`,
      user: { login: user.login },
      closed_at: closedAt(pull),
      pull_request: {
        url: `${apiBase}/repos/${pull.repo}/pulls/${pull.number}`,
        html_url: `https://github.com/${pull.repo}/pull/${pull.number}`,
        // GitHub's schema makes it optional; a world may leave it out of a merged one.
        ...(pull.merged && pull.mergedAt === null ? {} : { merged_at: pull.mergedAt }),
      },
    }));
    const { page, perPage } = pageOf(items, request.query, 30);
    if ((page - 1) * perPage >= SEARCH_RESULT_CAP) {
      return githubError(
        422,
        'Only the first 1000 search results are available',
        'https://docs.github.com/v3/search/',
      );
    }
    const listed = githubList(request, items.slice(0, SEARCH_RESULT_CAP));
    return {
      ...listed,
      body: {
        total_count: items.length,
        incomplete_results: served.searchTimesOut === true,
        items: listed.body,
      } satisfies GitHubIssueSearchJson,
    };
  };
}
