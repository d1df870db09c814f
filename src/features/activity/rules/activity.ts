/**
 * One activity calendar across GitHub, GitLab and Forgejo (Gitea, Codeberg): contributions per day
 * over the last year, summed over the sources within one window (53 weeks, Sunday first, ending on
 * the build's day), whichever sources are known.
 */
import type { Activity, DailyCounts } from '../../../domain/model';

export interface CalendarDay {
  readonly date: string;
  readonly count: number;
  /** 0 (none) to 4 (the busiest quarter of the active days). */
  readonly level: 0 | 1 | 2 | 3 | 4;
}

export interface ActivityCalendar {
  /** Columns of seven days, Sunday first; the first and last may be partial (null before or after). */
  readonly weeks: readonly (readonly (CalendarDay | null)[])[];
  readonly total: number;
  /** Each source's total within the window; absent for a source not known. */
  readonly github?: number;
  readonly gitlab?: number;
  readonly forgejo?: number;
}

const DAY_MS = 86_400_000;
export const CALENDAR_WEEKS = 53;

const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A count as the calendar keeps it: a whole number of at least 0 (anything else counts 0). */
const safeCount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Days by date (GitLab's calendar.json, GitHub's contribution days) as counts from `start` over
 * `days` days; dates outside the range and malformed entries are left out.
 */
export function dailyCounts(
  byDate: Readonly<Record<string, unknown>>,
  start: string,
  days: number,
): DailyCounts {
  const first = dayNumber(start);
  const counts = new Array<number>(days).fill(0);
  for (const [date, value] of Object.entries(byDate)) {
    if (!ISO_DATE.test(date)) continue;
    const index = dayNumber(date) - first;
    if (index >= 0 && index < days) counts[index] = (counts[index] ?? 0) + safeCount(value);
  }
  return { start, counts };
}

/** A 15-minute bucket of Forgejo's heatmap: its start in Unix seconds, and its count. */
export interface HeatmapBucket {
  readonly timestamp: number;
  readonly contributions: number;
}

/**
 * Forgejo's heatmap as days: its buckets summed per day, a day being the UTC date of the bucket's
 * start, the page's rule for every source it dates itself (GitHub's days are UTC dates too). A bucket
 * that is no time or no count is left out.
 */
export function heatmapDays(buckets: readonly HeatmapBucket[]): Record<string, number> {
  const byDate: Record<string, number> = {};
  for (const { timestamp, contributions } of buckets) {
    const ms = timestamp * 1000;
    if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) continue;
    const date = new Date(ms).toISOString().slice(0, 10);
    byDate[date] = (byDate[date] ?? 0) + safeCount(contributions);
  }
  return byDate;
}

/**
 * GitHub's days without the contributions to private repositories that the owner's own token counts
 * in them (a profile shows anyone only its public ones, unless its owner chose otherwise): each day
 * less that day's private contributions, never below 0.
 */
export function withoutPrivateContributions(
  byDate: Readonly<Record<string, number>>,
  privateByDate: Readonly<Record<string, unknown>>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(byDate).map(([date, count]) => [
      date,
      Math.max(0, safeCount(count) - safeCount(privateByDate[date])),
    ]),
  );
}

/**
 * What GitHub's calendar may count beyond the public profile, as GitHub's GraphQL API tells the token
 * that built the page (see publicCalendarDays).
 */
export interface CalendarPrivacy {
  /**
   * Contributions the per-repository lists place in repositories not known to be public (private,
   * internal, or hidden from the token), by date: the calendar of a token that sees them counts them.
   */
  readonly hiddenByDate: Readonly<Record<string, unknown>>;
  /** Whether hiddenByDate is whole: no list of non-public repositories was cut. */
  readonly hiddenComplete: boolean;
  /** Contributions the lists place in public repositories, by date (the lists may be cut). */
  readonly publicByDate: Readonly<Record<string, unknown>>;
  /**
   * Contributions the calendar counts that the token may not see (GitHub's
   * `restrictedContributionsCount`, non-zero only when the owner shares private contribution counts),
   * and the first and last day they fall on when GitHub says; null when there are none.
   */
  readonly restricted: {
    readonly count: number;
    readonly from: string | null;
    readonly to: string | null;
  } | null;
}

export interface PublicCalendarDays {
  readonly byDate: Record<string, number>;
  /**
   * Contributions left out although no list places them in a non-public repository: the days whose
   * private part could not be told apart count only what the lists place in public repositories.
   */
  readonly uncertain: number;
}

/**
 * GitHub's days with public contributions only, whichever token asked. Each day loses what the lists
 * place in non-public repositories. Where that cannot be exact (a list of non-public repositories
 * was cut, or the day lies within the restricted contributions' span, which GitHub counts per day
 * but never places), the day counts at most what the lists place in public repositories: fewer
 * than the profile shows, perhaps, never private work.
 */
export function publicCalendarDays(
  byDate: Readonly<Record<string, number>>,
  privacy: CalendarPrivacy,
): PublicCalendarDays {
  const { restricted } = privacy;
  const inRestrictedSpan = (date: string) =>
    restricted !== null &&
    restricted.count > 0 &&
    (restricted.from === null || date >= restricted.from) &&
    (restricted.to === null || date <= restricted.to);
  const days = withoutPrivateContributions(byDate, privacy.hiddenByDate);
  let uncertain = 0;
  for (const [date, count] of Object.entries(days)) {
    if (privacy.hiddenComplete && !inRestrictedSpan(date)) continue;
    const kept = Math.min(count, safeCount(privacy.publicByDate[date]));
    uncertain += count - kept;
    days[date] = kept;
  }
  return { byDate: days, uncertain };
}

/**
 * The day the calendar ends on: UTC's today, or the next day when a source already counts on it.
 * GitLab dates its days in the owner's profile time zone, where east of UTC the next day has begun
 * (at most one day ahead: no time zone is more than 14 hours ahead of UTC). Anything later is
 * dropped with the rest of what lies outside the window.
 */
export function lastCalendarDay(
  utcToday: string,
  sources: readonly Readonly<Record<string, unknown>>[],
): string {
  const next = dateOf(dayNumber(utcToday) + 1);
  const counted = sources.some((byDate) => safeCount(byDate[next]) > 0);
  return counted ? next : utcToday;
}

/** The window counted back from `today` (YYYY-MM-DD): the Sunday 52 weeks before, through today. */
export function windowEndingOn(today: string): { start: string; days: number } {
  const end = dayNumber(today);
  // 1970-01-01 was a Thursday: day 0 is weekday 4 counting from Sunday.
  const weekday = (end + 4) % 7;
  const start = end - weekday - (CALENDAR_WEEKS - 1) * 7;
  return { start: dateOf(start), days: end - start + 1 };
}

/** Levels as GitHub draws them: quartiles of the active days' counts. */
function levelOf(count: number, quartiles: readonly number[]): CalendarDay['level'] {
  if (count <= 0) return 0;
  if (count <= (quartiles[0] ?? 0)) return 1;
  if (count <= (quartiles[1] ?? 0)) return 2;
  if (count <= (quartiles[2] ?? 0)) return 3;
  return 4;
}

function quartilesOf(counts: readonly number[]): number[] {
  const active = counts.filter((count) => count > 0).sort((a, b) => a - b);
  if (active.length === 0) return [0, 0, 0];
  // The count that ends each quarter of the active days, smallest first.
  const at = (fraction: number) =>
    active[Math.max(0, Math.ceil(active.length * fraction) - 1)] ?? 0;
  return [at(0.25), at(0.5), at(0.75)];
}

/**
 * The calendar the page draws, over the window the data was cut to (the year ending on the build's
 * day: GitHub's, else GitLab's, else Forgejo's); null when no source is known.
 */
export function activityCalendar(activity: Activity): ActivityCalendar | null {
  const { github, gitlab, forgejo = null } = activity;
  const known = github ?? gitlab ?? forgejo;
  if (!known) return null;
  const window = { start: known.start, days: known.counts.length };
  const first = dayNumber(window.start);
  const inWindow = (series: DailyCounts | null): number[] | null => {
    if (!series) return null;
    const offset = dayNumber(series.start) - first;
    return Array.from({ length: window.days }, (_, index) =>
      safeCount(series.counts[index - offset]),
    );
  };
  const fromGitHub = inWindow(github);
  const fromGitLab = inWindow(gitlab);
  const fromForgejo = inWindow(forgejo);
  const counts = Array.from(
    { length: window.days },
    (_, index) =>
      (fromGitHub?.[index] ?? 0) + (fromGitLab?.[index] ?? 0) + (fromForgejo?.[index] ?? 0),
  );
  const quartiles = quartilesOf(counts);
  const leading = (first + 4) % 7;
  const weeks: (CalendarDay | null)[][] = [];
  for (let slot = 0; slot < leading + window.days; slot += 1) {
    if (slot % 7 === 0) weeks.push([]);
    const index = slot - leading;
    const count = counts[index] ?? 0;
    weeks[weeks.length - 1]?.push(
      index < 0 ? null : { date: dateOf(first + index), count, level: levelOf(count, quartiles) },
    );
  }
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    weeks,
    total: sum(counts),
    ...(fromGitHub ? { github: sum(fromGitHub) } : {}),
    ...(fromGitLab ? { gitlab: sum(fromGitLab) } : {}),
    ...(fromForgejo ? { forgejo: sum(fromForgejo) } : {}),
  };
}
