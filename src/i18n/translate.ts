/**
 * Messages with their values filled in, and dates and numbers in the page's language, from the
 * page's PageLocale alone (see locale.ts): the same text in the prerender and in any browser.
 */
import { Fragment, createElement, type ReactNode } from 'react';
import type { LocaleFormat, PageLocale, PluralTemplates } from './locale';
import type { Message, MessageKey } from './messages';

type Values = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count, by CLDR's rules for the language. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function pick(message: Message | PluralTemplates, language: string, count: unknown): string {
  if (typeof message === 'string') return message;
  const category = typeof count === 'number' ? pluralCategory(language, count) : 'other';
  return message[category] ?? message.other;
}

/** `{name}` → its value; an unknown name stays as written, so a translator's slip shows. */
function fill(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The message in the page's language, its values filled in (a count picks the plural form). */
export function translate(locale: PageLocale, key: MessageKey, values: Values = {}): string {
  return fill(pick(locale.messages[key], locale.language, values.count), values);
}

/**
 * The message with elements in it: each `{name}` whose value is a node is put in place as that node
 * (a number in <strong>, a date in <time>), the rest as text. Translators can reorder them freely.
 */
export function translateRich(
  locale: PageLocale,
  key: MessageKey,
  values: Readonly<Record<string, ReactNode>>,
  count?: number,
): ReactNode {
  const template = pick(locale.messages[key], locale.language, count);
  const parts = template.split(/(\{\w+\})/);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const value = name !== undefined && name in values ? values[name] : part;
      return createElement(Fragment, { key: index }, value);
    }),
  );
}

/** "55.56" → "55,56" where the language writes a comma. Up to two decimals, as the page rounds. */
function formatDecimal(value: number, format: LocaleFormat): string {
  const text = String(Math.round(value * 100) / 100);
  return format.decimal === '.' ? text : text.replace('.', format.decimal);
}

/** A whole number, grouped in threes as the language writes it: "52,000", "52.000", "1000" (es). */
export function formatCount(value: number, format: LocaleFormat): string {
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length < format.groupFrom || !format.group) return sign + digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return sign + groups.join(format.group);
}

/** "55.56%", "55,56 %". */
export function formatPercent(value: number, format: LocaleFormat): string {
  return format.percent.replace('{n}', formatDecimal(value, format));
}

function utcParts(iso: string): { year: number; month: number; day: number } | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** "22 Nov 2026" in UTC; null for a value that is not a date. */
export function formatDayMonthYear(iso: string, format: LocaleFormat): string | null {
  const parts = utcParts(iso);
  if (!parts) return null;
  return fill(format.dayMonthYear[parts.month] ?? '', { day: parts.day, year: parts.year });
}

/** "Mar 2024" in UTC; null for a value that is not a date. */
export function formatMonthYear(iso: string, format: LocaleFormat): string | null {
  const parts = utcParts(iso);
  if (!parts) return null;
  return fill(format.monthYear[parts.month] ?? '', { year: parts.year });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long before `reference` a moment was, the way GitHub writes it: today, yesterday, 5 days ago,
 * last month, 3 months ago, last year, 4 years ago. A moment after the reference (clocks differ) is
 * today. Null for a value that is not a date.
 */
export function formatTimeAgo(
  iso: string,
  reference: number,
  format: LocaleFormat,
  language: string,
): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const { relative } = format;
  const count = (n: number, templates: PluralTemplates) =>
    fill(pick(templates, language, n), { n });
  const days = Math.floor((reference - time) / DAY_MS);
  if (days < 1) return relative.today;
  if (days === 1) return relative.yesterday;
  if (days < 30) return count(days, relative.days);
  const months = Math.floor(days / 30.4375);
  if (months < 12) return months === 1 ? relative.lastMonth : count(months, relative.months);
  const years = Math.floor(days / 365.25);
  return years === 1 ? relative.lastYear : count(years, relative.years);
}
