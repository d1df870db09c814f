/**
 * The owner's open-source contributions: the repositories of other people the owner got pull requests
 * merged into, weighted by how much those projects matter (their stars). The owner's own repositories
 * and their organizations' are on the page already; a private repository never is.
 */

import type { MergedPullRequest, OpenSourceContribution } from './model';

/** One pull request the search found, as the rule needs it. */
export interface PullRequestFound {
  /** `owner/name` of the repository it was opened against. */
  readonly repository: string;
  readonly title: string;
  readonly number: number;
  /** Its page; null when the API gave no safe (http/https) address. */
  readonly url: string | null;
  /** ISO time it was merged; null for one closed without merging. */
  readonly mergedAt: string | null;
}

/** What the repository's own answer says of it. */
export interface RepositoryFound {
  /** `owner/name`. */
  readonly fullName: string;
  readonly url: string | null;
  readonly description: string | null;
  readonly stars: number;
  readonly private: boolean;
}

const ownerOf = (fullName: string) => fullName.slice(0, fullName.indexOf('/')).toLowerCase();
const time = (iso: string) => Date.parse(iso) || 0;

/** The latest merge of a card's pull requests. */
export function lastMergedAt(contribution: OpenSourceContribution): string | null {
  return contribution.pullRequests[0]?.mergedAt ?? null;
}

/**
 * The section's cards: the merged pull requests grouped by repository, without the owner's own
 * repositories, their organizations' (`organizations`, logins) and any repository that is private or
 * whose answer is missing; the most starred first, then the most pull requests, then the latest merge;
 * at most `limit`.
 */
export function openSourceContributions({
  pullRequests,
  repositories,
  login,
  organizations,
  limit,
}: {
  readonly pullRequests: readonly PullRequestFound[];
  readonly repositories: readonly RepositoryFound[];
  readonly login: string;
  readonly organizations: readonly string[];
  /** REACT_APP_OPEN_SOURCE_LIMIT. */
  readonly limit: number;
}): OpenSourceContribution[] {
  const excluded = new Set([login, ...organizations].map((name) => name.toLowerCase()));
  const known = new Map(repositories.map((repo) => [repo.fullName.toLowerCase(), repo]));
  const merged = new Map<string, MergedPullRequest[]>();
  for (const pull of pullRequests) {
    if (pull.mergedAt === null) continue;
    const key = pull.repository.toLowerCase();
    if (excluded.has(ownerOf(key))) continue;
    const list = merged.get(key) ?? [];
    // The search may list a pull request twice across its pages (results shift while it pages).
    if (!list.some(({ number }) => number === pull.number)) {
      list.push({ title: pull.title, number: pull.number, url: pull.url, mergedAt: pull.mergedAt });
    }
    merged.set(key, list);
  }
  const cards = [...merged].flatMap(([key, pulls]) => {
    const repo = known.get(key);
    if (!repo || repo.private) return [];
    return [
      {
        fullName: repo.fullName,
        url: repo.url,
        description: repo.description,
        stars: repo.stars,
        pullRequests: pulls.sort(
          (a, b) => time(b.mergedAt) - time(a.mergedAt) || b.number - a.number,
        ),
      },
    ];
  });
  return cards
    .sort(
      (a, b) =>
        b.stars - a.stars ||
        b.pullRequests.length - a.pullRequests.length ||
        time(lastMergedAt(b) ?? '') - time(lastMergedAt(a) ?? '') ||
        a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }),
    )
    .slice(0, Math.max(0, limit));
}

/** The repositories whose answers the cards need: every other person's one with a merged pull. */
export function repositoriesToAsk({
  pullRequests,
  login,
  organizations,
}: {
  readonly pullRequests: readonly PullRequestFound[];
  readonly login: string;
  readonly organizations: readonly string[];
}): string[] {
  const excluded = new Set([login, ...organizations].map((name) => name.toLowerCase()));
  const names = new Map<string, string>();
  for (const pull of pullRequests) {
    const key = pull.repository.toLowerCase();
    if (pull.mergedAt !== null && !excluded.has(ownerOf(key)) && !names.has(key)) {
      names.set(key, pull.repository);
    }
  }
  return [...names.values()];
}
