import { ENGLISH_FORMAT } from '../../../../src/i18n/english';
import {
  formatCount,
  formatDayMonthYear,
  formatMonthYear,
  formatPercent,
  formatTimeAgo,
} from '../../../../src/i18n/translate';
import { localeFormat } from './localeFormat';

const REFERENCE = Date.parse('2026-11-22T06:00:00Z');

describe('localeFormat', () => {
  it('keeps the English page as it always was', () => {
    expect(localeFormat('en')).toBe(ENGLISH_FORMAT);
  });

  it('writes German numbers, dates and relative times as CLDR does', () => {
    const german = localeFormat('de');
    expect(formatPercent(55.555, german)).toBe('55,56\u00a0%');
    expect(formatMonthYear('2024-03-10T00:00:00Z', german)).toBe('März 2024');
    expect(formatDayMonthYear('2026-11-22T06:00:00Z', german)).toBe('22. Nov. 2026');
    expect(formatTimeAgo('2026-11-22T01:00:00Z', REFERENCE, german, 'de')).toBe('heute');
    expect(formatTimeAgo('2026-11-21T05:00:00Z', REFERENCE, german, 'de')).toBe('gestern');
    expect(formatTimeAgo('2026-11-17T06:00:00Z', REFERENCE, german, 'de')).toBe('vor 5 Tagen');
    expect(formatTimeAgo('2026-10-20T06:00:00Z', REFERENCE, german, 'de')).toBe('letzten Monat');
    expect(formatTimeAgo('2022-01-01T06:00:00Z', REFERENCE, german, 'de')).toBe('vor 4 Jahren');
  });

  it('writes French with its spaces and plural forms', () => {
    const french = localeFormat('fr');
    // A no-break space, narrow or not as the ICU's CLDR has it.
    expect(formatPercent(55.555, french)).toMatch(/^55,56[\u00a0\u202f]%$/);
    expect(formatTimeAgo('2026-11-20T06:00:00Z', REFERENCE, french, 'fr')).toBe('il y a 2 jours');
  });

  it('groups counts as each language does, the same as Intl writes them', () => {
    for (const language of ['de', 'fr', 'es', 'pt-BR', 'ja']) {
      const format = localeFormat(language);
      for (const n of [7, 999, 1000, 5200, 52000, 1234567]) {
        expect([language, n, formatCount(n, format)]).toEqual([
          language,
          n,
          new Intl.NumberFormat(language).format(n),
        ]);
      }
    }
    expect(formatCount(52000, localeFormat('de'))).toBe('52.000');
    // Spanish leaves four digits ungrouped.
    expect(formatCount(5200, localeFormat('es'))).toBe('5200');
  });

  it('writes Japanese dates in their own order', () => {
    const japanese = localeFormat('ja');
    expect(formatMonthYear('2024-03-10T00:00:00Z', japanese)).toBe('2024年3月');
    expect(formatDayMonthYear('2026-11-22T06:00:00Z', japanese)).toBe('2026年11月22日');
    expect(formatPercent(12.5, japanese)).toBe('12.5%');
    expect(formatTimeAgo('2026-11-17T06:00:00Z', REFERENCE, japanese, 'ja')).toBe('5 日前');
  });

  it('gives every plural category a text, with the number as a placeholder', () => {
    for (const language of ['de', 'fr', 'es', 'pt-BR', 'ja']) {
      const { relative } = localeFormat(language);
      for (const templates of [relative.days, relative.months, relative.years]) {
        for (const text of Object.values(templates))
          expect([language, text]).toEqual([language, expect.stringContaining('{n}')]);
      }
    }
  });
});
