/** The text tables the bench prints. */
import {
  formatFigure,
  METRIC_INFO,
  METRICS,
  PRESETS,
  type Preset,
  type RunMetric,
} from './metrics';
import { halfMedians, type Medians, type Pages } from './output';
import { verdictFor, type Verdict } from './targets';

type Align = 'left' | 'right';

/** A section heading (`Mobile`) or a row of cells. */
export type Line = { readonly heading: string } | readonly string[];

/**
 * Columns padded to their widest cell; the first column holds labels (indented under headings), the
 * others align as told. Trailing spaces are trimmed so the output diffs cleanly.
 */
export function layout(header: readonly string[], lines: readonly Line[], align: readonly Align[]) {
  const rows = lines.filter((line): line is readonly string[] => Array.isArray(line));
  const indented = (cells: readonly string[]) => [`  ${cells[0] ?? ''}`, ...cells.slice(1)];
  const widths = header.map((title, column) =>
    Math.max(
      title.length,
      ...rows.map((row) => (column === 0 ? indented(row) : row)[column]?.length ?? 0),
    ),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return (align[column] ?? 'left') === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('   ')
      .trimEnd();
  return [
    render(header),
    ...lines.map((line) => ('heading' in line ? line.heading : render(indented(line)))),
  ].join('\n');
}

export const PRESET_TITLES: Readonly<Record<Preset, string>> = {
  mobile: 'Mobile (default config, simulated slow 4G)',
  desktop: 'Desktop (desktop preset)',
};

/**
 * Rows = metrics per preset; columns = this project, the earlier build when one was measured too
 * (--base), the peer (medians), target, verdict.
 */
export function formatResultsTable(
  medians: Medians,
  verdicts: readonly Verdict[],
  { runs, peerName }: { runs: number; peerName: string },
): string {
  const withBase = PRESETS.some((preset) => medians[preset].base !== undefined);
  const lines: Line[] = PRESETS.flatMap((preset): Line[] => [
    { heading: PRESET_TITLES[preset] },
    ...METRICS.map((metric) => {
      const verdict = verdictFor(verdicts, preset, metric);
      return [
        METRIC_INFO[metric].label,
        formatFigure(metric, medians[preset].ours[metric]),
        ...(withBase ? [formatFigure(metric, medians[preset].base?.[metric] ?? null)] : []),
        formatFigure(metric, medians[preset].peer[metric]),
        verdict?.target ?? '',
        verdict ? (verdict.met ? 'met' : 'MISSED') : '',
      ];
    }),
  ]);
  return layout(
    [
      `Median of ${runs} run${runs === 1 ? '' : 's'}`,
      'this project',
      ...(withBase ? ['base'] : []),
      `${peerName} (peer)`,
      'target',
      '',
    ],
    lines,
    ['left', 'right', ...(withBase ? (['right'] as const) : []), 'right', 'left', 'left'],
  );
}

/** The timings a change to the page's script moves, read twice per build (odd and even runs). */
const HALVED: readonly RunMetric[] = ['tbtMs', 'lcpMs', 'performance'];

/**
 * How well the run measured: each build's median over its odd runs and over its even runs, side by
 * side (two measurements of the same build, minutes apart), and with a base, this project's mobile
 * TBT as a share of the base's. Empty when a preset has fewer than two runs.
 */
export function formatAgreement(pages: Pages, peerName: string): string {
  const named = [
    ['this project', pages.ours],
    ...(pages.base ? [['base', pages.base] as const] : []),
    [peerName, pages.peer],
  ] as const;
  const lines: Line[] = PRESETS.flatMap((preset): Line[] =>
    pages.ours.presets[preset].runs.length < 2
      ? []
      : [
          { heading: PRESET_TITLES[preset] },
          ...HALVED.map((metric) => [
            METRIC_INFO[metric].label,
            ...named.map(([, page]) =>
              halfMedians(page.presets[preset].runs, metric)
                .map((figure) => formatFigure(metric, figure))
                .join(' / '),
            ),
          ]),
        ],
  );
  if (lines.length === 0) return '';
  const table = layout(['Medians of the odd / even runs', ...named.map(([name]) => name)], lines, [
    'left',
    ...named.map(() => 'right' as const),
  ]);
  const ours = pages.ours.presets.mobile.median.tbtMs;
  const base = pages.base?.presets.mobile.median.tbtMs;
  if (ours === null || base === null || base === undefined || base === 0) return table;
  return (
    `${table}

Mobile TBT: this project ${formatFigure('tbtMs', ours)}, ` +
    `${Math.round((100 * ours) / base)} % of the base's ${formatFigure('tbtMs', base)}.`
  );
}
