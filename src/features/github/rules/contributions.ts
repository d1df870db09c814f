import type { Contributions } from '../../../domain/model';

/**
 * own / total as a percentage rounded half up to two decimals, the way the page shows it: 55.56, 50, 0.
 * The hundredths come from one division of integers, which is exact whenever it ends in a half:
 * (own / total) × 100 first would round a binary approximation instead (23/160 gives 14.374999…,
 * shown as 14.37 where 14.38 is right).
 */
export function contributionPercentage(own: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((own * 10000) / total) / 100;
}

/**
 * Counts by commit SHA, not per request: the same commit is returned once per branch that contains it,
 * so summing per-branch counts would count shared history several times.
 */
export function countContributions(
  ownShas: Iterable<string>,
  allShas: Iterable<string>,
): Contributions {
  const own = new Set(ownShas);
  const all = new Set(allShas);
  // Author-filtered commits are commits of the repo too, so own ⊆ all and the percentage stays ≤ 100.
  own.forEach((sha) => all.add(sha));
  return { own: own.size, total: all.size, percentage: contributionPercentage(own.size, all.size) };
}

export type OwnCommitSpan = Pick<Contributions, 'firstOwnCommitAt' | 'lastOwnCommitAt'>;

/**
 * The earliest and latest of the owner's commit dates, as ISO times; empty without a readable date,
 * so a repository the owner never committed to carries no dates at all. Compared as instants, not as
 * text: git dates keep the author's time zone, so "+02:00" and "Z" times do not sort as strings.
 */
export function ownCommitSpan(dates: Iterable<string | null | undefined>): OwnCommitSpan {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const date of dates) {
    const time = date ? Date.parse(date) : Number.NaN;
    if (Number.isNaN(time)) continue;
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  if (first > last) return {};
  return {
    firstOwnCommitAt: new Date(first).toISOString(),
    lastOwnCommitAt: new Date(last).toISOString(),
  };
}

/** A count that could not be made: the dates stay unknown (absent), not "none". */
export const NO_CONTRIBUTIONS: Contributions = { own: 0, total: 0, percentage: 0 };
