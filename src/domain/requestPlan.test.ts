import { exceedsRateLimit, planContributions } from './requestPlan';

describe('planContributions', () => {
  it('plans two commits requests per branch over every repository', () => {
    expect(planContributions([3, 1, 10])).toEqual({ repositories: 3, branches: 14, requests: 28 });
  });

  it('plans nothing for no repositories', () => {
    expect(planContributions([])).toEqual({ repositories: 0, branches: 0, requests: 0 });
  });
});

describe('exceedsRateLimit', () => {
  const plan = planContributions([5]);

  it('is exceeded when more requests are planned than remain', () => {
    expect(exceedsRateLimit(plan, 9)).toBe(true);
  });

  it('fits when exactly as many remain', () => {
    expect(exceedsRateLimit(plan, 10)).toBe(false);
  });

  it('assumes it fits when the rate limit is unknown', () => {
    expect(exceedsRateLimit(plan, null)).toBe(false);
  });
});
