import {
  countingAllowance,
  planCounting,
  rateLimitReserve,
  requestsFor,
  type RepositoryToCount,
} from './requestPlan';

const repo = (key: string, newHeads: number, countedBefore = false): RepositoryToCount => ({
  key,
  newHeads,
  countedBefore,
});

describe('requestsFor', () => {
  it('costs two commits requests per branch head not counted yet', () => {
    expect(requestsFor(repo('a', 7))).toBe(14);
    expect(requestsFor(repo('a', 0, true))).toBe(0);
  });
});

describe('rateLimitReserve', () => {
  it('keeps 50 of a token’s 5000 requests back', () => {
    expect(rateLimitReserve(5000)).toBe(50);
    expect(rateLimitReserve(15_000)).toBe(50);
  });

  it('keeps a tenth back of a small limit, so an anonymous build still counts', () => {
    expect(rateLimitReserve(60)).toBe(6);
    expect(rateLimitReserve(0)).toBe(0);
  });
});

describe('countingAllowance', () => {
  it('is what is left less the reserve', () => {
    expect(countingAllowance({ remaining: 1000, limit: 5000 })).toBe(950);
    expect(countingAllowance({ remaining: 40, limit: 60 })).toBe(34);
  });

  it('is never negative', () => {
    expect(countingAllowance({ remaining: 20, limit: 5000 })).toBe(0);
  });

  it('is unknown without a rate limit', () => {
    expect(countingAllowance(null)).toBeNull();
  });
});

describe('planCounting', () => {
  it('counts everything when the allowance covers it', () => {
    expect(planCounting([repo('a', 3), repo('b', 1, true)], 8)).toEqual({
      count: ['b', 'a'],
      wait: [],
      requests: 8,
    });
  });

  it('counts everything when the rate limit is unknown', () => {
    expect(planCounting([repo('a', 3000)], null)).toEqual({
      count: ['a'],
      wait: [],
      requests: 6000,
    });
  });

  it('counts moved repositories before those never counted', () => {
    const plan = planCounting([repo('new-1', 2), repo('moved', 2, true), repo('new-2', 2)], 8);
    expect(plan).toEqual({ count: ['moved', 'new-1'], wait: ['new-2'], requests: 8 });
  });

  it('counts a repository all or nothing, going on with smaller ones that still fit', () => {
    const plan = planCounting([repo('big', 5), repo('small', 1), repo('tiny', 1)], 5);
    // big needs 10; small and tiny need 2 each.
    expect(plan).toEqual({ count: ['small', 'tiny'], wait: ['big'], requests: 4 });
  });

  it('always counts a repository with nothing new: it costs nothing', () => {
    expect(planCounting([repo('unchanged', 0, true), repo('a', 1)], 0)).toEqual({
      count: ['unchanged'],
      wait: ['a'],
      requests: 0,
    });
  });

  it('plans nothing for no repositories', () => {
    expect(planCounting([], 100)).toEqual({ count: [], wait: [], requests: 0 });
  });
});
