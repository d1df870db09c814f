/** `--compare FILE`: how each median moved since an earlier bench output. */
import { BenchError } from './benchError';
import {
  formatDelta,
  formatFigure,
  METRIC_INFO,
  METRICS,
  PAGES,
  PRESETS,
  type Figures,
  type Metric,
  type PageId,
  type Preset,
} from './metrics';
import type { Medians } from './output';
import { layout, PRESET_TITLES, type Line } from './table';

export interface EarlierRun {
  readonly medians: Medians;
  readonly date: string | null;
  readonly commit: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The medians of an earlier output. Metrics it lacks (an older or newer bench) read as not measured;
 * a file that is not a bench output at all is refused.
 */
export function readEarlierRun(json: unknown, file: string): EarlierRun {
  const pages = isRecord(json) ? json.pages : undefined;
  const figuresOf = (page: PageId, preset: Preset): Figures => {
    const pageRecord = isRecord(pages) ? pages[page] : undefined;
    const presets = isRecord(pageRecord) ? pageRecord.presets : undefined;
    const presetRecord = isRecord(presets) ? presets[preset] : undefined;
    const median = isRecord(presetRecord) ? presetRecord.median : undefined;
    if (!isRecord(median)) {
      throw new BenchError(
        `${file} is not a bench output: it has no pages.${page}.presets.${preset}.median.`,
      );
    }
    const entries = METRICS.map((metric): [Metric, number | null] => {
      const value = median[metric];
      return [metric, typeof value === 'number' && Number.isFinite(value) ? value : null];
    });
    return Object.fromEntries(entries) as Record<Metric, number | null>;
  };
  const forPreset = (preset: Preset) => ({
    ours: figuresOf('ours', preset),
    peer: figuresOf('peer', preset),
  });
  const text = (key: string) =>
    isRecord(json) && typeof json[key] === 'string' ? (json[key] as string) : null;
  return {
    medians: { mobile: forPreset('mobile'), desktop: forPreset('desktop') },
    date: text('date'),
    commit: text('commit'),
  };
}

/** `+3 better`, `+0.20 s worse`, `±0`, or `n/a` when either side was not measured. */
export function formatChange(metric: Metric, before: number | null, now: number | null): string {
  if (before === null || now === null) return 'n/a';
  const delta = now - before;
  const text = formatDelta(metric, delta);
  if (text.startsWith('±')) return text;
  const better = METRIC_INFO[metric].higherIsBetter ? delta > 0 : delta < 0;
  return `${text} ${better ? 'better' : 'worse'}`;
}

export function formatComparison(now: Medians, earlier: EarlierRun, file: string): string {
  const lines: Line[] = PRESETS.flatMap((preset): Line[] => [
    { heading: PRESET_TITLES[preset] },
    ...METRICS.map((metric) => [
      METRIC_INFO[metric].label,
      ...PAGES.flatMap((page) => {
        const before = earlier.medians[preset][page][metric];
        const current = now[preset][page][metric];
        return [
          formatFigure(metric, before),
          formatFigure(metric, current),
          formatChange(metric, before, current),
        ];
      }),
    ]),
  ]);
  const about = [earlier.date, earlier.commit && `commit ${earlier.commit}`]
    .filter(Boolean)
    .join(', ');
  return [
    `Compared with ${file}${about ? ` (${about})` : ''}:`,
    layout(
      ['Median', 'ours before', 'ours now', 'change', 'peer before', 'peer now', 'change'],
      lines,
      ['left', 'right', 'right', 'left', 'right', 'right', 'left'],
    ),
  ].join('\n');
}
