import { ENGLISH, ENGLISH_FORMAT } from './english';
import type { LocaleFormat, PageLocale } from './locale';
import { EN } from './messages';
import {
  formatDayMonthYear,
  formatMonthYear,
  formatCount,
  formatPercent,
  formatTimeAgo,
  pluralCategory,
  translate,
} from './translate';

const GERMAN_NUMBERS: LocaleFormat = {
  ...ENGLISH_FORMAT,
  decimal: ',',
  group: '.',
  percent: '{n}\u00a0%',
};

describe('translate', () => {
  it('fills in the values and picks the plural form by count', () => {
    expect(translate(ENGLISH, 'techStack.repositories', { count: 1 })).toBe('1 repository');
    expect(translate(ENGLISH, 'techStack.repositories', { count: 2 })).toBe('2 repositories');
    expect(translate(ENGLISH, 'techStack.repositories', { count: 0 })).toBe('0 repositories');
  });

  it("follows the language's plural rules, falling back to other", () => {
    const french: PageLocale = {
      ...ENGLISH,
      language: 'fr',
      messages: { ...EN, 'card.stars': { one: 'étoile', other: 'étoiles' } },
    };
    // French counts 0 and 1 as one.
    expect(translate(french, 'card.stars', { count: 0 })).toBe('étoile');
    expect(translate(french, 'card.stars', { count: 2 })).toBe('étoiles');
    const japanese: PageLocale = {
      ...ENGLISH,
      language: 'ja',
      messages: { ...EN, 'techStack.repositories': { other: '{count} 件のリポジトリ' } },
    };
    expect(translate(japanese, 'techStack.repositories', { count: 1 })).toBe('1 件のリポジトリ');
    expect(pluralCategory('ja', 1)).toBe('other');
  });

  it('leaves an unknown placeholder as written and takes a hostile value as text', () => {
    const locale: PageLocale = {
      ...ENGLISH,
      messages: { ...EN, 'site.title': '{nme} · Portfolio' },
    };
    expect(translate(locale, 'site.title', { name: 'Ada' })).toBe('{nme} · Portfolio');
    // A value is never read as a template: $& and {name} in it stay as they are.
    expect(translate(ENGLISH, 'site.title', { name: "$& {name} $' $$" })).toBe(
      "$& {name} $' $$ · Developer portfolio",
    );
  });
});

describe('numbers and dates', () => {
  it('group a count in threes with the language’s separator', () => {
    expect(formatCount(52000, ENGLISH_FORMAT)).toBe('52,000');
    expect(formatCount(999, ENGLISH_FORMAT)).toBe('999');
    expect(formatCount(1234567, GERMAN_NUMBERS)).toBe('1.234.567');
    expect(formatCount(0, GERMAN_NUMBERS)).toBe('0');
  });

  it("write a percentage with the language's separator, up to two decimals", () => {
    expect(formatPercent(55.555, ENGLISH_FORMAT)).toBe('55.56%');
    expect(formatPercent(55.555, GERMAN_NUMBERS)).toBe('55,56\u00a0%');
    expect(formatPercent(100, GERMAN_NUMBERS)).toBe('100\u00a0%');
  });

  it('write the day, the month and the year in UTC, null for what is not a date', () => {
    expect(formatDayMonthYear('2026-11-22T06:00:00.000Z', ENGLISH_FORMAT)).toBe('22 Nov 2026');
    expect(formatDayMonthYear('2026-01-01T00:30:00+02:00', ENGLISH_FORMAT)).toBe('31 Dec 2025');
    expect(formatDayMonthYear('soon', ENGLISH_FORMAT)).toBeNull();
    expect(formatMonthYear('2024-03-31T23:30:00Z', ENGLISH_FORMAT)).toBe('Mar 2024');
    expect(formatMonthYear('2024-03-31T23:30:00-02:00', ENGLISH_FORMAT)).toBe('Apr 2024');
    expect(formatMonthYear('2024-09-01T00:00:00Z', ENGLISH_FORMAT)).toBe('Sep 2024');
    expect(formatMonthYear('soon', ENGLISH_FORMAT)).toBeNull();
  });

  it('write a date by the templates of the language', () => {
    const german: LocaleFormat = {
      ...ENGLISH_FORMAT,
      dayMonthYear: ENGLISH_FORMAT.dayMonthYear.map((_, month) => `{day}. M${month + 1} {year}`),
    };
    expect(formatDayMonthYear('2026-11-22T06:00:00Z', german)).toBe('22. M11 2026');
  });

  it.each([
    ['2026-11-22T01:00:00Z', 'today'],
    ['2026-11-23T01:00:00Z', 'today'],
    ['2026-11-21T05:00:00Z', 'yesterday'],
    ['2026-11-17T06:00:00Z', '5 days ago'],
    ['2026-11-21T06:00:00Z', 'yesterday'],
    ['2026-10-20T06:00:00Z', 'last month'],
    ['2026-08-01T06:00:00Z', '3 months ago'],
    ['2025-12-01T06:00:00Z', '11 months ago'],
    ['2025-10-01T06:00:00Z', 'last year'],
    ['2022-01-01T06:00:00Z', '4 years ago'],
  ])('write %s as "%s" on 22 Nov 2026', (iso, text) => {
    const reference = Date.parse('2026-11-22T06:00:00Z');
    expect(formatTimeAgo(iso, reference, ENGLISH_FORMAT, 'en')).toBe(text);
  });

  it('write how long ago with the plural forms of the language, null for what is not a date', () => {
    const reference = Date.parse('2026-11-22T06:00:00Z');
    const format: LocaleFormat = {
      ...ENGLISH_FORMAT,
      relative: {
        ...ENGLISH_FORMAT.relative,
        days: { one: 'il y a {n} jour', other: 'il y a {n} jours' },
      },
    };
    expect(formatTimeAgo('2026-11-17T06:00:00Z', reference, format, 'fr')).toBe('il y a 5 jours');
    expect(formatTimeAgo('', reference, ENGLISH_FORMAT, 'en')).toBeNull();
  });
});
