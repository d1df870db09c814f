import { ENGLISH, ENGLISH_FORMAT } from '../i18n/english';
import type { PageLocale } from '../i18n/locale';
import { EN } from '../i18n/messages';
import {
  byRecency,
  durationText,
  periodDates,
  periodMonths,
  periodText,
  resumeDate,
} from './resumeDates';
import type { Period } from './content';

const NOV_2026 = Date.parse('2026-11-23T10:00:00Z');

function periodDuration(period: Period, reference: number | null): string | null {
  const months = periodMonths(period, reference);
  return months === null ? null : durationText(months, ENGLISH);
}

describe('resumeDate', () => {
  it('is as precise as the résumé', () => {
    expect(resumeDate('2021', ENGLISH_FORMAT)).toBe('2021');
    expect(resumeDate('2021-03', ENGLISH_FORMAT)).toBe('Mar 2021');
    expect(resumeDate('2021-03-04', ENGLISH_FORMAT)).toBe('4 Mar 2021');
    expect(resumeDate('2021-12-31', ENGLISH_FORMAT)).toBe('31 Dec 2021');
  });

  it("writes the month in the page's format", () => {
    const german = {
      ...ENGLISH_FORMAT,
      monthYear: ENGLISH_FORMAT.monthYear.map((_, i) => `M${i + 1}/{year}`),
    };
    expect(resumeDate('2021-03', german)).toBe('M3/2021');
  });
});

describe('periodText', () => {
  it('writes a span, an ongoing one, and a single month', () => {
    const text = (period: Period) => periodText(period, ENGLISH_FORMAT, 'present');
    expect(text({ startDate: '2021-03' })).toBe('Mar 2021 – present');
    expect(periodText({ startDate: '2021-03' }, ENGLISH_FORMAT, 'heute')).toBe('Mar 2021 – heute');
    expect(text({ startDate: '2016', endDate: '2019' })).toBe('2016 – 2019');
    expect(text({ startDate: '2020-05', endDate: '2020-05' })).toBe('May 2020');
    expect(text({ endDate: '2019-06' })).toBe('Jun 2019');
    expect(text({})).toBeNull();
  });

  it('gives the dates both the text and the Experience tab show', () => {
    const dates = (period: Period) => periodDates(period, ENGLISH_FORMAT);
    expect(dates({ startDate: '2020-05', endDate: '2020-05' })).toEqual({
      first: '2020-05',
      last: null,
      ongoing: false,
    });
    expect(dates({ startDate: '2020-05', endDate: '2020-05-20' })).toEqual({
      first: '2020-05',
      last: '2020-05-20',
      ongoing: false,
    });
    expect(dates({ startDate: '2021-03' })).toEqual({
      first: '2021-03',
      last: null,
      ongoing: true,
    });
    expect(dates({ endDate: '2019-06' })).toEqual({ first: '2019-06', last: null, ongoing: false });
    expect(dates({})).toBeNull();
  });
});

describe('periodMonths and durationText', () => {
  it('count whole months, both ends included', () => {
    expect(periodMonths({ startDate: '2021-03', endDate: '2021-05' }, null)).toBe(3);
    expect(periodMonths({ startDate: '2021-03', endDate: '2021-03' }, null)).toBe(1);
    expect(periodDuration({ startDate: '2019-09', endDate: '2021-08' }, null)).toBe('2 yrs');
    expect(periodDuration({ startDate: '2019-09', endDate: '2021-09' }, null)).toBe('2 yrs 1 mo');
    // A year alone: January to December.
    expect(periodDuration({ startDate: '2016', endDate: '2019' }, null)).toBe('4 yrs');
  });

  it('runs an ongoing period to the reference month, and needs one', () => {
    expect(periodDuration({ startDate: '2021-03' }, NOV_2026)).toBe('5 yrs 9 mos');
    expect(periodDuration({ startDate: '2026-11-02' }, NOV_2026)).toBe('1 mo');
    expect(periodDuration({ startDate: '2021-03' }, null)).toBeNull();
  });

  it('has nothing to count without a start, or with an end before it', () => {
    expect(periodMonths({ endDate: '2020' }, NOV_2026)).toBeNull();
    expect(periodMonths({ startDate: '2022', endDate: '2020' }, NOV_2026)).toBeNull();
  });
});

describe('durationText', () => {
  it.each([
    [0, '1 mo'],
    [1, '1 mo'],
    [8, '8 mos'],
    [12, '1 yr'],
    [13, '1 yr 1 mo'],
    [45, '3 yrs 9 mos'],
  ])('%d months read "%s"', (months, text) => {
    expect(durationText(months, ENGLISH)).toBe(text);
  });

  it("takes the plural forms and the order from the page's messages", () => {
    const locale: PageLocale = {
      ...ENGLISH,
      language: 'de',
      messages: {
        ...EN,
        'resume.years': { one: '{count} Jahr', other: '{count} Jahre' },
        'resume.months': { one: '{count} Monat', other: '{count} Monate' },
        'resume.yearsAndMonths': '{years} und {months}',
      },
    };
    expect(durationText(13, locale)).toBe('1 Jahr und 1 Monat');
    expect(durationText(26, locale)).toBe('2 Jahre und 2 Monate');
  });
});

describe('byRecency', () => {
  it('puts the latest start first, an ongoing period before an ended one', () => {
    const periods = [
      { id: 'a', startDate: '2016', endDate: '2019' },
      { id: 'b', startDate: '2021-03' },
      { id: 'c', startDate: '2019-09', endDate: '2021-02' },
      { id: 'd', startDate: '2021-03', endDate: '2021-06' },
    ];
    expect([...periods].sort(byRecency).map(({ id }) => id)).toEqual(['b', 'd', 'c', 'a']);
  });
});
