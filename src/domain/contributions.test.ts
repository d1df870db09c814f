import { contributionPercentage, countContributions, roundPercentage } from './contributions';

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
