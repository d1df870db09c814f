/** The text tables the bench prints. */
import { formatFigure, METRIC_INFO, METRICS, PRESETS, type Preset } from './metrics';
import type { Medians } from './output';
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

/** Rows = metrics per preset; columns = this project, the peer (medians), target, verdict. */
export function formatResultsTable(
  medians: Medians,
  verdicts: readonly Verdict[],
  { runs, peerName }: { runs: number; peerName: string },
): string {
  const lines: Line[] = PRESETS.flatMap((preset): Line[] => [
    { heading: PRESET_TITLES[preset] },
    ...METRICS.map((metric) => {
      const verdict = verdictFor(verdicts, preset, metric);
      return [
        METRIC_INFO[metric].label,
        formatFigure(metric, medians[preset].ours[metric]),
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
      `${peerName} (peer)`,
      'target',
      '',
    ],
    lines,
    ['left', 'right', 'right', 'left', 'left'],
  );
}
