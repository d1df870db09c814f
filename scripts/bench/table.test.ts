import type { Figures } from './metrics';
import type { Medians } from './output';
import { formatResultsTable, layout } from './table';
import { evaluateTargets, type PresetFigures } from './targets';

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 812.4,
  lcpMs: 1234.5,
  tbtMs: 21.6,
  cls: 0.0004,
  transferBytes: 187_392,
  requestCount: 9,
  thirdPartyRequests: 0,
  firstLoadJsGzip: 99_328,
  firstLoadCssGzip: 8_704,
  apiCalls: 0,
  ...overrides,
});

describe('layout', () => {
  it('pads columns to the widest cell, indents rows under headings, trims line ends', () => {
    expect(
      layout(
        ['Name', 'n', 'note'],
        [{ heading: 'Group' }, ['a', '1', 'x'], ['bbbb', '100', '']],
        ['left', 'right', 'left'],
      ),
    ).toBe(['Name       n   note', 'Group', '  a        1   x', '  bbbb   100'].join('\n'));
  });
});

describe('formatResultsTable', () => {
  const medians: Medians = {
    mobile: {
      ours: figures(),
      peer: figures({
        performance: 90,
        lcpMs: 2883.9,
        thirdPartyRequests: 3,
        apiCalls: 1,
        firstLoadJsGzip: 163_154,
      }),
    },
    desktop: {
      ours: figures({ performance: 99, lcpMs: null }),
      peer: figures({ performance: 100, apiCalls: 1, firstLoadJsGzip: 163_154 }),
    },
  };
  const presetFigures = (median: Figures): PresetFigures => ({
    median,
    runs: [{ ...median }],
  });
  const verdicts = evaluateTargets({
    mobile: { ours: presetFigures(medians.mobile.ours), peer: presetFigures(medians.mobile.peer) },
    desktop: {
      ours: presetFigures(medians.desktop.ours),
      peer: presetFigures(medians.desktop.peer),
    },
  });
  const table = formatResultsTable(medians, verdicts, { runs: 3, peerName: 'gitprofile' });
  const lines = table.split('\n');

  it('has a row per metric under each preset, with both medians, the target and the verdict', () => {
    expect(lines[0]).toBe('Median of 3 runs          this project   gitprofile (peer)   target');
    expect(lines).toHaveLength(1 + 2 * 15);
    expect(lines[1]).toBe('Mobile (default config, simulated slow 4G)');
    expect(lines.slice(2, 16)).toEqual([
      '  Performance                       97                  90   ≥ 95, > peer    met',
      '  Accessibility                    100                 100   100             met',
      '  Best practices                   100                 100   100             met',
      '  SEO                              100                 100   100             met',
      '  FCP                           0.81 s              0.81 s',
      '  LCP                           1.23 s              2.88 s   ≤ 1.50 s        met',
      '  TBT                            22 ms               22 ms   ≤ 100 ms        met',
      '  CLS                            0.000               0.000   ≤ 0.010         met',
      '  Transferred                 183.0 KB            183.0 KB',
      '  Requests                           9                   9',
      '  First-load JS (gzip)         97.0 KB            159.3 KB   ≤ 110.0 KB      met',
      '  First-load CSS (gzip)         8.5 KB              8.5 KB',
      '  Third-party requests               0                   3   0 (every run)   met',
      '  API calls                          0                   1   0 (every run)   met',
    ]);
    expect(lines[16]).toBe('Desktop (desktop preset)');
  });

  it('marks a missed target and shows an unmeasured figure as n/a', () => {
    expect(lines[17]).toBe(
      '  Performance                       99                 100   100             MISSED',
    );
    expect(lines[22]).toBe('  LCP                              n/a              1.23 s');
  });

  it('says "run" for a single run', () => {
    expect(formatResultsTable(medians, verdicts, { runs: 1, peerName: 'p' })).toMatch(
      /^Median of 1 run /,
    );
  });
});
