/**
 * The owner's open-source contributions: the repositories of other people the owner got pull requests
 * merged into, weighted by how much those projects matter (their stars). The owner's own repositories
 * and their organizations' are on the page already; a private repository never is.
 */

import type { MergedPullRequest, OpenSourceContribution } from '../../../domain/model';

/** One merged pull request the search found, as the rule needs it. */
export interface PullRequestFound {
  /**
   * `owner/name` of the repository as the search names it: the name it had when the search indexed
   * it, which a renamed or transferred repository no longer has.
   */
  readonly repository: string;
  readonly title: string;
  readonly number: number;
  /** Its page; null when the API gave no safe (http/https) address. */
  readonly url: string | null;
  /**
   * ISO time it was merged, or closed where GitHub did not say when it was merged (`merged_at` is
   * optional in its schema); null when it said neither. Merged all the same: the search asked
   * `is:merged`.
   */
  readonly mergedAt: string | null;
}

/** What the repository's own answer says of it. */
export interface RepositoryFound {
  /** The `owner/name` it was asked by: a pull request's `repository`. */
  readonly asked: string;
  /** `owner/name` as GitHub spells it now (a renamed or transferred repository's new name). */
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
  return contribution.pullRequests[0]?.mergedAt || null;
}

/** A repository's pull requests, each once, by the name they were found under (lower case). */
function pullsByRepository(
  pullRequests: readonly PullRequestFound[],
  excluded: ReadonlySet<string>,
): Map<string, { readonly name: string; readonly pulls: MergedPullRequest[] }> {
  const grouped = new Map<string, { readonly name: string; readonly pulls: MergedPullRequest[] }>();
  for (const pull of pullRequests) {
    const key = pull.repository.toLowerCase();
    if (excluded.has(ownerOf(key))) continue;
    const group = grouped.get(key) ?? { name: pull.repository, pulls: [] };
    // The search may list a pull request twice across its pages (results shift while it pages).
    if (!group.pulls.some(({ number }) => number === pull.number)) {
      group.pulls.push({
        title: pull.title,
        number: pull.number,
        url: pull.url,
        mergedAt: pull.mergedAt ?? '',
      });
    }
    grouped.set(key, group);
  }
  return grouped;
}

/**
 * The section's cards: the merged pull requests grouped by repository, matched with each repository's
 * answer by the name it was asked by and shown under its current name (a renamed or transferred
 * repository keeps its pull requests; two old names of one repository make one card); without the
 * owner's own repositories, their organizations' (`organizations`, logins; by the old name or the
 * new) and any repository that is private or whose answer is missing; the most starred first, then
 * the most pull requests, then the latest merge; at most `limit`.
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
  const known = new Map(repositories.map((repo) => [repo.asked.toLowerCase(), repo]));
  const cards = new Map<string, OpenSourceContribution & { pullRequests: MergedPullRequest[] }>();
  for (const [key, { pulls }] of pullsByRepository(pullRequests, excluded)) {
    const repo = known.get(key);
    if (!repo || repo.private || excluded.has(ownerOf(repo.fullName))) continue;
    const current = repo.fullName.toLowerCase();
    const card = cards.get(current) ?? {
      fullName: repo.fullName,
      url: repo.url,
      description: repo.description,
      stars: repo.stars,
      pullRequests: [],
    };
    for (const pull of pulls) {
      if (!card.pullRequests.some(({ number }) => number === pull.number)) {
        card.pullRequests.push(pull);
      }
    }
    cards.set(current, card);
  }
  for (const card of cards.values()) {
    card.pullRequests.sort((a, b) => time(b.mergedAt) - time(a.mergedAt) || b.number - a.number);
  }
  return [...cards.values()]
    .sort(
      (a, b) =>
        b.stars - a.stars ||
        b.pullRequests.length - a.pullRequests.length ||
        time(lastMergedAt(b) ?? '') - time(lastMergedAt(a) ?? '') ||
        a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }),
    )
    .slice(0, Math.max(0, limit));
}

/**
 * The repositories whose answers the cards need: every other person's one with a merged pull request,
 * by the name the search gave, the one with the latest merge first (what a rate limit too small for
 * them all should ask first).
 */
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
  const latest = [...pullsByRepository(pullRequests, excluded).values()].map(({ name, pulls }) => ({
    name,
    at: Math.max(...pulls.map(({ mergedAt }) => time(mergedAt))),
  }));
  return latest
    .sort((a, b) => b.at - a.at || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map(({ name }) => name);
}
