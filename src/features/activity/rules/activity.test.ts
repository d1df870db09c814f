import {
  activityCalendar,
  dailyCounts,
  heatmapDays,
  lastCalendarDay,
  publicCalendarDays,
  windowEndingOn,
  withoutPrivateContributions,
} from './activity';

describe('the activity calendar', () => {
  it('counts back 53 weeks from today, Sunday first', () => {
    // 2026-11-26 is a Thursday: the window starts on the Sunday 52 weeks before that week's.
    expect(windowEndingOn('2026-11-26')).toEqual({ start: '2025-11-23', days: 7 * 52 + 5 });
    expect(new Date('2025-11-23T00:00:00Z').getUTCDay()).toBe(0);
  });

  it('reads GitLab’s calendar.json by date, leaving out days outside the window and bad entries', () => {
    const series = dailyCounts(
      {
        '2026-01-01': 2,
        '2026-01-03': 5,
        '2025-12-31': 9,
        '2026-01-02': -4,
        nope: 3,
        '2026-01-04': 'x',
      },
      '2026-01-01',
      4,
    );
    expect(series).toEqual({ start: '2026-01-01', counts: [2, 0, 5, 0] });
  });

  it('sums GitHub and GitLab per day over GitHub’s window; the totals are the sum of the days', () => {
    const window = windowEndingOn('2026-11-26');
    const github = {
      start: window.start,
      counts: Array.from({ length: window.days }, (_, i): number => (i % 3 === 0 ? 2 : 0)),
    };
    // GitLab's year starts a day later and reaches past the window's end: only days inside count.
    const gitlab = dailyCounts(
      { '2025-11-24': 1, '2026-11-26': 4, '2026-11-27': 100, '2025-11-22': 50 },
      '2025-11-22',
      400,
    );
    const calendar = activityCalendar({ github, gitlab });
    expect(calendar?.github).toBe(github.counts.reduce((a, b) => a + b, 0));
    expect(calendar?.gitlab).toBe(5);
    expect(calendar?.total).toBe((calendar?.github ?? 0) + 5);
    const days = calendar?.weeks.flat().filter((day) => day !== null) ?? [];
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(calendar?.total);
    expect(calendar?.weeks).toHaveLength(53);
    expect(days[0]).toMatchObject({ date: '2025-11-23', count: 2 });
    expect(days[1]).toMatchObject({ date: '2025-11-24', count: 1 });
    expect(days.at(-1)).toMatchObject({ date: '2026-11-26', count: 4 });
  });

  it('without GitHub’s calendar draws GitLab’s alone over the window it was cut to', () => {
    const calendar = activityCalendar({
      github: null,
      gitlab: dailyCounts({ '2026-11-20': 3 }, '2025-11-23', 369),
    });
    expect(calendar).toMatchObject({ total: 3, gitlab: 3 });
    expect(calendar?.github).toBeUndefined();
    expect(activityCalendar({ github: null, gitlab: null })).toBeNull();
  });

  it('shades days by quartiles of the active days, none for an empty day', () => {
    const counts = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const calendar = activityCalendar({ github: { start: '2026-11-15', counts }, gitlab: null });
    const levels = calendar?.weeks.flat().map((day) => day?.level);
    expect(levels).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('takes the private contributions the owner’s own token counts out of GitHub’s days', () => {
    expect(
      withoutPrivateContributions(
        { '2026-11-01': 5, '2026-11-02': 1, '2026-11-03': 4 },
        { '2026-11-01': 3, '2026-11-02': 2, '2026-10-01': 9, '2026-11-03': 'x' },
      ),
    ).toEqual({ '2026-11-01': 2, '2026-11-02': 0, '2026-11-03': 4 });
  });
});

describe('Forgejo’s heatmap as days', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('sums the 15-minute buckets per UTC day', () => {
    expect(
      heatmapDays([
        { timestamp: at('2026-11-25T23:45:00Z'), contributions: 2 },
        { timestamp: at('2026-11-26T00:00:00Z'), contributions: 3 },
        { timestamp: at('2026-11-26T13:15:00Z'), contributions: 4 },
        { timestamp: Number.NaN, contributions: 9 },
        { timestamp: at('2026-11-24T08:00:00Z'), contributions: -1 },
      ]),
    ).toEqual({ '2026-11-24': 0, '2026-11-25': 2, '2026-11-26': 7 });
  });

  it('adds the instance’s days to GitHub’s and GitLab’s within the one window', () => {
    const { start, days } = windowEndingOn('2026-11-26');
    const series = (byDate: Record<string, number>) => dailyCounts(byDate, start, days);
    const calendar = activityCalendar({
      github: series({ '2026-11-20': 5 }),
      gitlab: series({ '2026-11-20': 1, '2026-11-21': 2 }),
      forgejo: series(heatmapDays([{ timestamp: at('2026-11-21T10:00:00Z'), contributions: 4 }])),
    });
    expect(calendar).toMatchObject({ github: 5, gitlab: 3, forgejo: 4, total: 12 });
    const day = calendar?.weeks.flat().find((cell) => cell?.date === '2026-11-21');
    expect(day?.count).toBe(6);
    // Only the instance known: its window.
    expect(activityCalendar({ github: null, gitlab: null, forgejo: series({}) })).toMatchObject({
      total: 0,
      forgejo: 0,
    });
  });
});

describe('GitHub’s calendar with public work only, whichever token asks', () => {
  const calendar = { '2026-11-01': 5, '2026-11-02': 7, '2026-11-03': 4, '2026-11-04': 2 };
  const publicByDate = { '2026-11-01': 3, '2026-11-02': 1, '2026-11-04': 2 };

  it('takes out what the lists place in non-public repositories, exactly when nothing is restricted', () => {
    expect(
      publicCalendarDays(calendar, {
        hiddenByDate: { '2026-11-01': 2 },
        hiddenComplete: true,
        publicByDate,
        restricted: null,
      }),
    ).toEqual({
      byDate: { '2026-11-01': 3, '2026-11-02': 7, '2026-11-03': 4, '2026-11-04': 2 },
      uncertain: 0,
    });
  });

  it('counts only the listed public work on the days restricted contributions may fall on', () => {
    // Another token: the owner shares private counts, 9 of them between 2 and 3 November.
    expect(
      publicCalendarDays(calendar, {
        hiddenByDate: {},
        hiddenComplete: true,
        publicByDate,
        restricted: { count: 9, from: '2026-11-02', to: '2026-11-03' },
      }),
    ).toEqual({
      byDate: { '2026-11-01': 5, '2026-11-02': 1, '2026-11-03': 0, '2026-11-04': 2 },
      uncertain: 10,
    });
  });

  it('counts only the listed public work on every day when the span or the lists are not known', () => {
    const capped = { '2026-11-01': 3, '2026-11-02': 1, '2026-11-03': 0, '2026-11-04': 2 };
    const restrictedAnywhere = { count: 1, from: null, to: null };
    expect(
      publicCalendarDays(calendar, {
        hiddenByDate: {},
        hiddenComplete: true,
        publicByDate,
        restricted: restrictedAnywhere,
      }).byDate,
    ).toEqual(capped);
    expect(
      publicCalendarDays(calendar, {
        hiddenByDate: {},
        hiddenComplete: false,
        publicByDate,
        restricted: null,
      }).byDate,
    ).toEqual(capped);
  });

  it('ends the calendar on UTC’s today, or the next day when a source already counts on it', () => {
    expect(lastCalendarDay('2026-03-10', [{ '2026-03-10': 1 }, {}])).toBe('2026-03-10');
    expect(lastCalendarDay('2026-03-10', [{}, { '2026-03-11': 5 }])).toBe('2026-03-11');
    expect(lastCalendarDay('2026-03-10', [{ '2026-03-11': 0, '2026-03-12': 4 }])).toBe(
      '2026-03-10',
    );
    expect(lastCalendarDay('2026-12-31', [{ '2027-01-01': 2 }])).toBe('2027-01-01');
  });
});
