import type { RunFigures } from './metrics';
import { judge, mediansOf, pageOutput, type RunRecord } from './output';

const figures = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1300,
  tbtMs: 40,
  cls: 0,
  transferBytes: 150_000,
  requestCount: 12,
  thirdPartyRequests: 0,
  apiCalls: 0,
  ...overrides,
});

const record = (run: number, overrides: Partial<RunFigures> = {}): RunRecord => ({
  run,
  figures: figures(overrides),
  apiCallUrls: [],
  runtimeError: null,
  warnings: [],
  durationMs: 10_000,
});

const page = (name: string, mobile: RunRecord[], desktop: RunRecord[]) =>
  pageOutput(
    {
      name,
      url: `http://127.0.0.1:1/${name}/`,
      buildDir: name,
      sizes: { firstLoadJsGzip: 100_000, firstLoadCssGzip: 0 },
    },
    { mobile, desktop },
  );

describe('pageOutput', () => {
  it('keeps every run and adds the medians, with the build’s sizes', () => {
    const ours = page(
      'ours',
      [record(1, { performance: 94 }), record(2, { performance: 98 }), record(3)],
      [record(1, { performance: 100 })],
    );
    expect(ours.presets.mobile.runs).toHaveLength(3);
    expect(ours.presets.mobile.median).toMatchObject({
      performance: 96,
      firstLoadJsGzip: 100_000,
      firstLoadCssGzip: 0,
    });
    expect(ours.presets.desktop.median.performance).toBe(100);
    expect(ours.name).toBe('ours');
  });
});

describe('judge', () => {
  it('counts met and missed targets over both pages’ medians', () => {
    const pages = {
      ours: page('ours', [record(1)], [record(1, { performance: 100 })]),
      peer: page('peer', [record(1, { performance: 90, apiCalls: 1 })], [record(1)]),
    };
    const targets = judge(pages);
    expect(targets.verdicts).toHaveLength(16);
    expect(targets.missed).toBe(0);
    expect(targets.met).toBe(16);

    const slower = judge({ ...pages, peer: page('peer', [record(1, { performance: 97 })], []) });
    expect(slower.verdicts.filter((verdict) => !verdict.met).map((verdict) => verdict.id)).toEqual([
      'mobile.performance',
    ]);
    expect(mediansOf({ pages }).mobile.peer.apiCalls).toBe(1);
  });
});
