/**
 * How a language writes dates, relative times and percentages, read from Node's Intl (CLDR) once at
 * build time and carried in the page (src/i18n/locale.ts): the prerender and every browser then
 * format with the same data, whatever ICU each has. English keeps the page's own writing.
 */
import { ENGLISH_FORMAT } from '../../../../src/i18n/english';
import type { LocaleFormat, PluralTemplates } from '../../../../src/i18n/locale';

/** A date in the middle of month `month` of a year with four digits, at noon UTC. */
const sampleDate = (month: number) => new Date(Date.UTC(2026, month, 15, 12));

/** The parts of a formatted value as a template: the named parts become `{name}`. */
function template(parts: readonly Intl.DateTimeFormatPart[], names: readonly string[]): string {
  return parts.map(({ type, value }) => (names.includes(type) ? `{${type}}` : value)).join('');
}

function monthTemplates(language: string, withDay: boolean): string[] {
  const format = new Intl.DateTimeFormat(language, {
    ...(withDay ? { day: 'numeric' } : {}),
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, month) =>
    template(format.formatToParts(sampleDate(month)), ['day', 'year']),
  );
}

/** The number parts of a formatted number as one `{n}`: "vor {n} Tagen", "{n} %". */
function numberTemplate(parts: readonly { type: string; value: string }[]): string {
  const number = new Set(['integer', 'group', 'decimal', 'fraction']);
  let text = '';
  let inNumber = false;
  for (const { type, value } of parts) {
    if (number.has(type)) {
      if (!inNumber) text += '{n}';
      inNumber = true;
    } else {
      text += value;
      inNumber = false;
    }
  }
  return text;
}

/** "vor {n} Tagen" per plural category, for counts from 2 (1 is "yesterday", "last month"…). */
function relativeTemplates(language: string, unit: 'day' | 'month' | 'year'): PluralTemplates {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const rules = new Intl.PluralRules(language);
  const templates: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (let n = 2; n <= 200; n += 1) {
    const category = rules.select(n);
    templates[category] ??= numberTemplate(format.formatToParts(-n, unit));
  }
  return { ...templates, other: templates.other ?? numberTemplate(format.formatToParts(-5, unit)) };
}

export function localeFormat(language: string): LocaleFormat {
  if (language === 'en') return ENGLISH_FORMAT;
  const percentParts = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).formatToParts(0.5556);
  const auto = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const group = (n: number) =>
    new Intl.NumberFormat(language).formatToParts(n).find(({ type }) => type === 'group')?.value;
  return {
    decimal: percentParts.find(({ type }) => type === 'decimal')?.value ?? '.',
    group: group(10000) ?? '',
    groupFrom: group(1000) === undefined ? 5 : 4,
    percent: numberTemplate(percentParts),
    monthYear: monthTemplates(language, false),
    dayMonthYear: monthTemplates(language, true),
    relative: {
      today: auto.format(0, 'day'),
      yesterday: auto.format(-1, 'day'),
      lastMonth: auto.format(-1, 'month'),
      lastYear: auto.format(-1, 'year'),
      days: relativeTemplates(language, 'day'),
      months: relativeTemplates(language, 'month'),
      years: relativeTemplates(language, 'year'),
    },
  };
}
