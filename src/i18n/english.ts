/**
 * The English page: the messages as written in messages.ts, and dates written as the page always has
 * ("22 Nov 2026", "Sep 2024": three-letter months, whatever a newer ICU says), so that an English
 * page is exactly the specified one. Build-side and tests only: a browser gets its page's locale from
 * the page itself.
 */
import type { LocaleFormat, PageLocale } from './locale';
import { EN } from './messages';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const ENGLISH_FORMAT: LocaleFormat = {
  decimal: '.',
  group: ',',
  groupFrom: 4,
  percent: '{n}%',
  monthYear: MONTHS.map((month) => `${month} {year}`),
  dayMonthYear: MONTHS.map((month) => `{day} ${month} {year}`),
  relative: {
    today: 'today',
    yesterday: 'yesterday',
    lastMonth: 'last month',
    lastYear: 'last year',
    days: { one: '{n} day ago', other: '{n} days ago' },
    months: { one: '{n} month ago', other: '{n} months ago' },
    years: { one: '{n} year ago', other: '{n} years ago' },
  },
};

export const ENGLISH: PageLocale = {
  language: 'en',
  dir: 'ltr',
  messages: EN,
  format: ENGLISH_FORMAT,
  alternates: [],
};
