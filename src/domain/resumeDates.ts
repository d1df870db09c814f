/**
 * A résumé's dates as the page writes them: "Mar 2021", "Mar 2021 – present · 3 yrs 9 mos". JSON Resume
 * dates are `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (the build checked them); a period counts whole months,
 * both ends included, as CVs do: Mar 2021 – May 2021 is 3 months. Written with the page's locale data
 * (src/i18n/locale.ts), so that the prerender and the browser write the same text.
 */
import type { LocaleFormat, PageLocale } from '../i18n/locale';
import { formatDayMonthYear, formatMonthYear, translate } from '../i18n/translate';
import type { Period, ResumeDate } from './content';

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
export function resumeDate(date: ResumeDate, format: LocaleFormat): string {
  const parts = partsOf(date);
  if (!parts?.month) return parts ? String(parts.year) : date;
  // Noon UTC of the day (or the first of the month): the formatters read the date in UTC.
  const iso = `${date.slice(0, 7)}-${String(parts.day ?? 1).padStart(2, '0')}T12:00:00Z`;
  return (parts.day ? formatDayMonthYear(iso, format) : formatMonthYear(iso, format)) ?? date;
}

/** A period's month as a month index from year 0; a year alone starts in January, ends in December. */
function monthIndex(date: ResumeDate, end: boolean): number | null {
  const parts = partsOf(date);
  if (!parts) return null;
  return parts.year * 12 + (parts.month ?? (end ? 12 : 1)) - 1;
}

/** A length in months as whole years and the months left: 45 → 3 years and 9 months. */
export function yearsAndMonths(months: number): {
  readonly years: number;
  readonly months: number;
} {
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** "3 yrs 9 mos", "1 mo" in the page's language: a period of less than a month counts as one. */
export function durationText(months: number, locale: PageLocale): string {
  const parts = yearsAndMonths(Math.max(1, months));
  const years = parts.years ? translate(locale, 'resume.years', { count: parts.years }) : '';
  const rest = parts.months ? translate(locale, 'resume.months', { count: parts.months }) : '';
  return years && rest
    ? translate(locale, 'resume.yearsAndMonths', { years, months: rest })
    : years || rest;
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

/** The dates a period shows: the first, and the last unless it reads as the first does. */
export interface PeriodDates {
  readonly first: ResumeDate;
  /** null: one date only (an end without a start, or an end written like the start). */
  readonly last: ResumeDate | null;
  /** No end: "– present". */
  readonly ongoing: boolean;
}

/** Which dates a period shows; null for a period without any. */
export function periodDates(period: Period, format: LocaleFormat): PeriodDates | null {
  const { startDate, endDate } = period;
  if (!startDate) return endDate ? { first: endDate, last: null, ongoing: false } : null;
  if (!endDate) return { first: startDate, last: null, ongoing: true };
  const same = resumeDate(endDate, format) === resumeDate(startDate, format);
  return { first: startDate, last: same ? null : endDate, ongoing: false };
}

/**
 * "Mar 2021 – present", "2016 – 2019", "May 2020": the period's text, `present` the word for an open
 * end; null without a date. The duration comes apart (periodMonths), so a card can show the dates
 * without it.
 */
export function periodText(period: Period, format: LocaleFormat, present: string): string | null {
  const dates = periodDates(period, format);
  if (!dates) return null;
  const first = resumeDate(dates.first, format);
  if (dates.ongoing) return `${first} – ${present}`;
  return dates.last ? `${first} – ${resumeDate(dates.last, format)}` : first;
}

/** Newest first: by start date, an ongoing period before an ended one of the same start. */
export function byRecency<T extends Period>(a: T, b: T): number {
  const start = (b.startDate ?? '').localeCompare(a.startDate ?? '');
  if (start !== 0) return start;
  return (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999');
}
