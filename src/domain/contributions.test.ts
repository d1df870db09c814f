import {
  contributionPercentage,
  countContributions,
  ownCommitSpan,
  roundPercentage,
} from './contributions';

describe('contribution arithmetic', () => {
  it('rounds percentages to two decimals, shown as plain numbers', () => {
    expect(contributionPercentage(5, 9)).toBe(55.56);
    expect(contributionPercentage(1, 2)).toBe(50);
    expect(contributionPercentage(1, 3)).toBe(33.33);
    expect(contributionPercentage(2, 3)).toBe(66.67);
    expect(contributionPercentage(0, 7)).toBe(0);
    expect(`${contributionPercentage(1, 2)}%`).toBe('50%');
    expect(roundPercentage(12.345)).toBe(12.35);
  });

  it('is 0 when the repository has no commits', () => {
    expect(contributionPercentage(0, 0)).toBe(0);
  });

  it('counts distinct SHAs, so history shared by branches counts once', () => {
    const own = ['a', 'b', 'a', 'b'];
    const all = ['a', 'b', 'c', 'a', 'b', 'c', 'd'];
    expect(countContributions(own, all)).toEqual({ own: 2, total: 4, percentage: 50 });
  });

  it('keeps own ⊆ all, so the percentage never exceeds 100', () => {
    expect(countContributions(['a', 'b', 'x'], ['a'])).toEqual({
      own: 3,
      total: 3,
      percentage: 100,
    });
  });

  it('is all zeros without commits', () => {
    expect(countContributions([], [])).toEqual({ own: 0, total: 0, percentage: 0 });
  });
});

describe('the owner’s first and last commit', () => {
  it('is the earliest and the latest date, in any order, as ISO times', () => {
    expect(
      ownCommitSpan(['2025-01-08T10:00:00Z', '2024-11-30T08:22:16Z', '2025-02-01T00:00:00Z']),
    ).toEqual({
      firstOwnCommitAt: '2024-11-30T08:22:16.000Z',
      lastOwnCommitAt: '2025-02-01T00:00:00.000Z',
    });
  });

  it('compares instants, not the text of dates in other time zones', () => {
    // 01:30+02:00 is 23:30 the day before in UTC: earlier than 00:15Z, though it sorts later as text.
    expect(ownCommitSpan(['2025-03-02T00:15:00Z', '2025-03-02T01:30:00+02:00'])).toEqual({
      firstOwnCommitAt: '2025-03-01T23:30:00.000Z',
      lastOwnCommitAt: '2025-03-02T00:15:00.000Z',
    });
  });

  it('is one date twice for a single commit, and ignores repeats', () => {
    const date = '2025-01-06T14:02:11Z';
    expect(ownCommitSpan([date, date])).toEqual({
      firstOwnCommitAt: '2025-01-06T14:02:11.000Z',
      lastOwnCommitAt: '2025-01-06T14:02:11.000Z',
    });
  });

  it('skips missing and unreadable dates', () => {
    expect(ownCommitSpan([null, undefined, '', 'yesterday', '2025-01-06T14:02:11Z'])).toEqual({
      firstOwnCommitAt: '2025-01-06T14:02:11.000Z',
      lastOwnCommitAt: '2025-01-06T14:02:11.000Z',
    });
  });

  it('has no dates without a readable own commit', () => {
    expect(ownCommitSpan([])).toEqual({});
    expect(ownCommitSpan([null, 'not a date'])).toEqual({});
  });
});
