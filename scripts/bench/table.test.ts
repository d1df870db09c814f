import type { Figures } from './metrics';
import { pageOutput, type Medians, type RunRecord } from './output';
import { formatAgreement, formatResultsTable, layout } from './table';
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

  it('adds a column for the earlier build measured in the same runs (--base)', () => {
    const withBase: Medians = {
      mobile: { ...medians.mobile, base: figures({ tbtMs: 396, performance: 90 }) },
      desktop: { ...medians.desktop, base: figures() },
    };
    const rows = formatResultsTable(withBase, verdicts, { runs: 3, peerName: 'gitprofile' }).split(
      '\n',
    );
    expect(rows[0]).toBe(
      'Median of 3 runs          this project       base   gitprofile (peer)   target',
    );
    expect(rows[2]).toBe(
      '  Performance                       97         90                  90   ≥ 95, > peer    met',
    );
    expect(rows[8]).toBe(
      '  TBT                            22 ms     396 ms               22 ms   ≤ 100 ms        met',
    );
  });
});

describe('formatAgreement', () => {
  const run = (number: number, tbtMs: number): RunRecord => ({
    run: number,
    figures: {
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 800,
      lcpMs: 1000,
      tbtMs,
      cls: 0,
      transferBytes: 1,
      requestCount: 1,
      thirdPartyRequests: 0,
      apiCalls: 0,
    },
    apiCallUrls: [],
    runtimeError: null,
    warnings: [],
    durationMs: 1,
  });
  const sizes = { firstLoadJsGzip: 1, firstLoadCssGzip: 1 };
  const page = (name: string, tbts: readonly number[]) =>
    pageOutput(
      { name, url: 'u', buildDir: 'd', sizes },
      {
        mobile: tbts.map((tbt, index) => run(index + 1, tbt)),
        desktop: tbts.map((_, index) => run(index + 1, 0)),
      },
    );

  it("reads each build twice (odd and even runs) and this project's mobile TBT against the base", () => {
    const text = formatAgreement(
      {
        ours: page('this project', [100, 140, 120, 160]),
        base: page('base', [300, 260, 320, 280]),
        peer: page('gitprofile', [400, 420, 380, 440]),
      },
      'gitprofile',
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'Medians of the odd / even runs      this project              base        gitprofile',
    );
    expect(lines[1]).toBe('Mobile (default config, simulated slow 4G)');
    expect(lines[2]).toBe(
      '  TBT                            110 ms / 150 ms   310 ms / 270 ms   390 ms / 430 ms',
    );
    expect(lines.at(-1)).toBe("Mobile TBT: this project 130 ms, 45 % of the base's 290 ms.");
  });

  it('has no base line without a base, and nothing to say with a single run', () => {
    const two = { ours: page('this project', [100, 140]), peer: page('p', [1, 2]) };
    expect(formatAgreement(two, 'p')).not.toContain('base');
    expect(formatAgreement({ ours: page('this project', [100]), peer: page('p', [1]) }, 'p')).toBe(
      '',
    );
  });
});
