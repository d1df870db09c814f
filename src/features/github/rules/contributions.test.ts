import { contributionPercentage, countContributions, ownCommitSpan } from './contributions';

/**
 * The reference: own / total × 100 rounded half up to two decimals, as the text the card prints
 * ("14.38", "50", "0"), worked out in integers only (exact below 2^53, far above these counts).
 */
function exactPercentageText(own: number, total: number): string {
  // Hundredths rounded half up: floor((own × 10000 + total / 2) / total), doubled to stay whole.
  const numerator = 2 * own * 10000 + total;
  const denominator = 2 * total;
  const hundredths = (numerator - (numerator % denominator)) / denominator;
  const units = (hundredths - (hundredths % 100)) / 100;
  const cents = hundredths % 100;
  if (cents === 0) return `${units}`;
  if (cents % 10 === 0) return `${units}.${cents / 10}`;
  return `${units}.${String(cents).padStart(2, '0')}`;
}

describe('contribution arithmetic', () => {
  it('rounds percentages half up to two decimals, shown as plain numbers', () => {
    expect(contributionPercentage(23, 160)).toBe(14.38);
    expect(contributionPercentage(5, 9)).toBe(55.56);
    expect(contributionPercentage(1, 2)).toBe(50);
    expect(contributionPercentage(1, 3)).toBe(33.33);
    expect(contributionPercentage(2, 3)).toBe(66.67);
    expect(contributionPercentage(0, 7)).toBe(0);
    expect(`${contributionPercentage(23, 160)}%`).toBe('14.38%');
    expect(`${contributionPercentage(1, 2)}%`).toBe('50%');
    expect(`${contributionPercentage(0, 7)}%`).toBe('0%');
  });

  it('is 0 when the repository has no commits', () => {
    expect(contributionPercentage(0, 0)).toBe(0);
  });

  it('has a reference that rounds halves up and prints like the card', () => {
    expect(exactPercentageText(23, 160)).toBe('14.38');
    expect(exactPercentageText(5, 9)).toBe('55.56');
    expect(exactPercentageText(1, 2)).toBe('50');
    expect(exactPercentageText(1, 8)).toBe('12.5');
    expect(exactPercentageText(1, 400)).toBe('0.25');
    expect(exactPercentageText(1, 1600)).toBe('0.06');
    expect(exactPercentageText(0, 9)).toBe('0');
    expect(exactPercentageText(7, 7)).toBe('100');
  });

  it('equals the exact rounding for every count up to 2000 commits, as number and as text', () => {
    const wrong: string[] = [];
    for (let total = 1; total <= 2000; total += 1) {
      for (let own = 0; own <= total; own += 1) {
        const expected = exactPercentageText(own, total);
        const actual = contributionPercentage(own, total);
        if (actual !== Number(expected) || `${actual}` !== expected) {
          wrong.push(`${own}/${total}: ${actual}, expected ${expected}`);
        }
      }
    }
    // The first few are enough to see what went wrong.
    expect(wrong.slice(0, 5)).toEqual([]);
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
