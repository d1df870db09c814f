import type { RunFigures } from './metrics';
import { maximum, median, medianFigures } from './stats';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[90, null, 92], 91],
    [[], null],
    [[null, null], null],
  ])('%j → %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('maximum', () => {
  it('skips unmeasured values', () => {
    expect(maximum([0, null, 2, 1])).toBe(2);
    expect(maximum([null])).toBeNull();
  });
});

describe('medianFigures', () => {
  const run = (performance: number | null, lcpMs: number): RunFigures => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 900,
    lcpMs,
    tbtMs: 10,
    cls: 0,
    transferBytes: 200_000,
    requestCount: 8,
    thirdPartyRequests: 0,
    apiCalls: 0,
  });

  it('takes each metric’s median over the runs and the build’s sizes as they are', () => {
    const figures = medianFigures([run(97, 1400), run(null, 1700), run(99, 1300)], {
      firstLoadJsGzip: 120_000,
      firstLoadCssGzip: 9_000,
    });
    expect(figures).toEqual({
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 900,
      lcpMs: 1400,
      tbtMs: 10,
      cls: 0,
      transferBytes: 200_000,
      requestCount: 8,
      thirdPartyRequests: 0,
      apiCalls: 0,
      firstLoadJsGzip: 120_000,
      firstLoadCssGzip: 9_000,
    });
  });
});
