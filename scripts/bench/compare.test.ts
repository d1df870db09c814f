import { formatChange, formatComparison, readEarlierRun } from './compare';
import type { Figures } from './metrics';
import type { Medians } from './output';

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 96,
  seo: 90,
  fcpMs: 1900,
  lcpMs: 2900,
  tbtMs: 180,
  cls: 0,
  transferBytes: 198_334,
  requestCount: 10,
  thirdPartyRequests: 0,
  firstLoadJsGzip: 163_154,
  firstLoadCssGzip: 16_731,
  apiCalls: 1,
  ...overrides,
});

const medians = (ours: Partial<Figures> = {}): Medians => ({
  mobile: { ours: figures(ours), peer: figures() },
  desktop: { ours: figures(ours), peer: figures({ performance: 100 }) },
});

/** What a bench run writes, reduced to what --compare reads. */
const output = (m: Medians) => ({
  date: '2026-11-22T18:00:00.000Z',
  commit: 'c7fb733-dirty',
  pages: {
    ours: { presets: { mobile: { median: m.mobile.ours }, desktop: { median: m.desktop.ours } } },
    peer: { presets: { mobile: { median: m.mobile.peer }, desktop: { median: m.desktop.peer } } },
  },
});

describe('readEarlierRun', () => {
  it('reads the medians, date and commit of an earlier output (JSON round trip)', () => {
    const earlier = readEarlierRun(JSON.parse(JSON.stringify(output(medians()))), 'old.json');
    expect(earlier).toEqual({
      medians: medians(),
      date: '2026-11-22T18:00:00.000Z',
      commit: 'c7fb733-dirty',
    });
  });

  it('reads a metric the earlier bench did not have as not measured', () => {
    const old = output(medians());
    const { apiCalls: _dropped, ...withoutApiCalls } = old.pages.ours.presets.mobile.median;
    const earlier = readEarlierRun(
      {
        ...old,
        pages: {
          ...old.pages,
          ours: { presets: { ...old.pages.ours.presets, mobile: { median: withoutApiCalls } } },
        },
      },
      'old.json',
    );
    expect(earlier.medians.mobile.ours.apiCalls).toBeNull();
    expect(earlier.medians.mobile.ours.performance).toBe(90);
  });

  it('refuses a file that is not a bench output', () => {
    expect(() => readEarlierRun({ lighthouseVersion: '12.8.2' }, 'lhr.json')).toThrow(
      'lhr.json is not a bench output: it has no pages.ours.presets.mobile.median.',
    );
    expect(() => readEarlierRun([], 'list.json')).toThrow('list.json is not a bench output');
  });
});

describe('formatChange', () => {
  it.each([
    ['performance', 85, 88, '+3 better'],
    ['performance', 90, 89, '-1 worse'],
    ['lcpMs', 2500, 2100, '-0.40 s better'],
    ['tbtMs', 100, 180, '+80 ms worse'],
    ['firstLoadJsGzip', 150 * 1024, 150 * 1024, '±0.0 KB'],
    ['cls', 0.0001, 0.0002, '±0.000'],
    ['apiCalls', null, 0, 'n/a'],
  ] as const)('%s %s → %s: %s', (metric, before, now, expected) => {
    expect(formatChange(metric, before, now)).toBe(expected);
  });
});

describe('formatComparison', () => {
  it('puts before, now and the change of both pages side by side', () => {
    const earlier = readEarlierRun(output(medians({ performance: 85, lcpMs: 3300 })), 'old.json');
    const text = formatComparison(medians({ performance: 88 }), earlier, 'old.json');
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'Compared with old.json (2026-11-22T18:00:00.000Z, commit c7fb733-dirty):',
    );
    expect(lines[1]).toMatch(
      /^Median +ours before +ours now +change +peer before +peer now +change$/,
    );
    expect(lines[2]).toBe('Mobile (default config, simulated slow 4G)');
    expect(lines[3]).toMatch(/^ {2}Performance +85 +88 +\+3 better +90 +90 +±0$/);
    expect(lines[8]).toMatch(
      /^ {2}LCP +3\.30 s +2\.90 s +-0\.40 s better +2\.90 s +2\.90 s +±0\.00 s$/,
    );
    expect(lines).toHaveLength(2 + 2 * 15);
  });
});
