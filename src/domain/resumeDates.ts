/**
 * A résumé's dates as the page writes them: "Mar 2021", "Mar 2021 – present · 3 yrs 9 mos". JSON Resume
 * dates are `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (the build checked them); a period counts whole months,
 * both ends included, as CVs do: Mar 2021 – May 2021 is 3 months. Formatted by hand, as dates.ts does,
 * so that the prerender and the browser write the same text.
 */
import type { Period, ResumeDate } from './content';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Parts {
  readonly year: number;
  /** 1-12; absent for a year alone. */
  readonly month?: number;
  readonly day?: number;
}

function partsOf(date: ResumeDate): Parts | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date);
  if (!match) return null;
  const [, year = '', month, day] = match;
  return {
    year: Number(year),
    ...(month && { month: Number(month) }),
    ...(day && { day: Number(day) }),
  };
}

/** "2021", "Mar 2021", "14 Mar 2021": as precise as the résumé is. */
export function resumeDate(date: ResumeDate): string {
  const parts = partsOf(date);
  if (!parts) return date;
  const month = parts.month ? MONTHS[parts.month - 1] : undefined;
  if (!month) return String(parts.year);
  return parts.day ? `${parts.day} ${month} ${parts.year}` : `${month} ${parts.year}`;
}

/** A period's month as a month index from year 0; a year alone starts in January, ends in December. */
function monthIndex(date: ResumeDate, end: boolean): number | null {
  const parts = partsOf(date);
  if (!parts) return null;
  return parts.year * 12 + (parts.month ?? (end ? 12 : 1)) - 1;
}

/** "1 yr", "3 yrs 9 mos", "8 mos", "1 mo": whole months, both ends included. */
export function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, one: string, many: string) =>
    n ? [`${n} ${n === 1 ? one : many}`] : [];
  return [...part(years, 'yr', 'yrs'), ...part(rest, 'mo', 'mos')].join(' ') || '1 mo';
}

/** Months of a period, both ends included; an open end runs to the reference month. */
export function periodMonths(period: Period, reference: number | null): number | null {
  if (!period.startDate) return null;
  const start = monthIndex(period.startDate, false);
  let end: number | null;
  if (period.endDate) {
    end = monthIndex(period.endDate, true);
  } else if (reference === null || Number.isNaN(reference)) {
    return null;
  } else {
    const now = new Date(reference);
    end = now.getUTCFullYear() * 12 + now.getUTCMonth();
  }
  if (start === null || end === null || end < start) return null;
  return end - start + 1;
}

/**
 * "Mar 2021 – present", "2016 – 2019", "May 2020": the period's text; null without a start. The
 * duration comes apart (periodDuration), so a card can show the dates without it.
 */
export function periodText(period: Period): string | null {
  if (!period.startDate) return period.endDate ? resumeDate(period.endDate) : null;
  const start = resumeDate(period.startDate);
  if (!period.endDate) return `${start} – present`;
  const end = resumeDate(period.endDate);
  return start === end ? start : `${start} – ${end}`;
}

/** "3 yrs 9 mos" for a period with a start; null when it cannot be counted. */
export function periodDuration(period: Period, reference: number | null): string | null {
  const months = periodMonths(period, reference);
  return months === null ? null : duration(months);
}

/** Newest first: by start date, an ongoing period before an ended one of the same start. */
export function byRecency<T extends Period>(a: T, b: T): number {
  const start = (b.startDate ?? '').localeCompare(a.startDate ?? '');
  if (start !== 0) return start;
  return (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999');
}
