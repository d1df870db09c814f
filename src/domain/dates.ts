/**
 * Dates as the page writes them. Formatted by hand in UTC, not with Intl: the prerender (Node's ICU)
 * and the hydrating browser must produce the very same text.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "22 Nov 2026"; null for a value that is not a date. */
export function dayMonthYear(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** "Mar 2024"; null for a value that is not a date. */
export function monthYear(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
}

/**
 * How long before `reference` a moment was, the way GitHub writes it: "today", "yesterday",
 * "5 days ago", "last month", "3 months ago", "last year", "4 years ago". A moment after the reference
 * (clocks differ) reads "today". Null for a value that is not a date.
 */
export function timeAgo(iso: string, reference: number): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const days = Math.floor((reference - time) / DAY_MS);
  if (days < 1) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return count(days, 'day');
  const months = Math.floor(days / 30.4375);
  if (months < 12) return months === 1 ? 'last month' : count(months, 'month');
  const years = Math.floor(days / 365.25);
  return years === 1 ? 'last year' : count(years, 'year');
}

/** Whole years from one moment to another (an account's age); null when either is not a date. */
export function wholeYears(fromIso: string, reference: number): number | null {
  const time = Date.parse(fromIso);
  if (Number.isNaN(time) || Number.isNaN(reference)) return null;
  const from = new Date(time);
  const to = new Date(reference);
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  const beforeAnniversary =
    to.getUTCMonth() < from.getUTCMonth() ||
    (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}
