import type { Figures, RunFigures } from './metrics';
import {
  evaluateTargets,
  missedLines,
  verdictFor,
  type Measured,
  type PresetFigures,
} from './targets';

const GOOD: RunFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0,
  transferBytes: 180_000,
  requestCount: 9,
  thirdPartyRequests: 0,
  apiCalls: 0,
};

function page(overrides: Partial<RunFigures> = {}, runs?: readonly RunFigures[]): PresetFigures {
  const median: Figures = {
    ...GOOD,
    ...overrides,
    firstLoadJsGzip: 100 * 1024,
    firstLoadCssGzip: 8_000,
  };
  return { median, runs: runs ?? [{ ...GOOD, ...overrides }] };
}

function measured(mobileOurs: PresetFigures, desktopOurs = page({ performance: 100 })): Measured {
  return {
    mobile: { ours: mobileOurs, peer: page({ performance: 90 }) },
    desktop: { ours: desktopOurs, peer: page({ performance: 100 }) },
  };
}

describe('evaluateTargets', () => {
  it('meets every target with a fast, clean page', () => {
    const verdicts = evaluateTargets(measured(page()));
    expect(verdicts.filter((verdict) => !verdict.met)).toEqual([]);
    expect(verdicts.map((verdict) => verdict.id)).toEqual([
      'mobile.performance',
      'mobile.lcpMs',
      'mobile.tbtMs',
      'mobile.cls',
      'desktop.performance',
      'mobile.accessibility',
      'mobile.bestPractices',
      'mobile.seo',
      'desktop.accessibility',
      'desktop.bestPractices',
      'desktop.seo',
      'firstLoadJsGzip',
      'mobile.thirdPartyRequests',
      'mobile.apiCalls',
      'desktop.thirdPartyRequests',
      'desktop.apiCalls',
    ]);
    expect(missedLines(verdicts)).toEqual([]);
  });

  it('needs mobile performance both ≥ 95 and above the peer', () => {
    const judge = (ours: number, peer: number | null) =>
      evaluateTargets({
        ...measured(page({ performance: ours })),
        mobile: { ours: page({ performance: ours }), peer: page({ performance: peer }) },
      })[0];
    expect(judge(96, 90)?.met).toBe(true);
    expect(judge(94, 80)?.met).toBe(false);
    expect(judge(97, 97)?.met).toBe(false);
    expect(judge(99, null)?.met).toBe(false);
  });

  it('judges the limits inclusively and desktop performance at 100 only', () => {
    const edge = evaluateTargets(
      measured(page({ lcpMs: 1500, tbtMs: 100, cls: 0.01 }), page({ performance: 99 })),
    );
    expect(verdictFor(edge, 'mobile', 'lcpMs')?.met).toBe(true);
    expect(verdictFor(edge, 'mobile', 'tbtMs')?.met).toBe(true);
    expect(verdictFor(edge, 'mobile', 'cls')?.met).toBe(true);
    expect(verdictFor(edge, 'desktop', 'performance')?.met).toBe(false);
    // Rows without a target have no verdict; the build's figure shows under both presets.
    expect(verdictFor(edge, 'desktop', 'lcpMs')).toBeUndefined();
    expect(verdictFor(edge, 'desktop', 'firstLoadJsGzip')?.id).toBe('firstLoadJsGzip');
  });

  it('fails a third-party request on any run, even when the median is 0', () => {
    const runs = [GOOD, { ...GOOD, thirdPartyRequests: 1 }, GOOD];
    const verdict = verdictFor(
      evaluateTargets(measured(page({}, runs))),
      'mobile',
      'thirdPartyRequests',
    );
    expect(verdict).toMatchObject({ measured: 1, met: false, target: '0 (every run)' });
  });

  it('fails API calls on any run, even when the median is 0', () => {
    const runs = [GOOD, { ...GOOD, apiCalls: 2 }, GOOD];
    const verdict = verdictFor(evaluateTargets(measured(page({}, runs))), 'mobile', 'apiCalls');
    expect(verdict).toMatchObject({ met: false, measured: 2 });
  });

  it('says what was missed, with the figure, once for a build figure', () => {
    const slow = {
      ...page({ performance: 88, lcpMs: 2340, accessibility: null }),
      median: {
        ...page({ performance: 88, lcpMs: 2340, accessibility: null }).median,
        firstLoadJsGzip: 200 * 1024,
      },
    };
    expect(missedLines(evaluateTargets(measured(slow)))).toEqual([
      'MISSED Performance (mobile): 88 (peer 90), target ≥ 95, > peer',
      'MISSED LCP (mobile): 2.34 s, target ≤ 1.50 s',
      'MISSED Accessibility (mobile): not measured, target 100',
      'MISSED First-load JS (gzip): 200.0 KB, target ≤ 110.0 KB',
    ]);
  });
});
