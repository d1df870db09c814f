/** What the bench measures, in table order, and how each figure reads. */

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** The pages the targets compare: this project's build and the peer's. */
export type PageId = 'ours' | 'peer';
export const PAGES: readonly PageId[] = ['ours', 'peer'];
/** Every page a run may measure: also an earlier build of this project to beat (--base). */
export type BenchPage = PageId | 'base';

/** Figures of one Lighthouse run. */
export const RUN_METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'transferBytes',
  'requestCount',
  'thirdPartyRequests',
  'apiCalls',
] as const;
export type RunMetric = (typeof RUN_METRICS)[number];

/** Figures of the build itself, the same in every run and preset. */
export const BUILD_METRICS = ['firstLoadJsGzip', 'firstLoadCssGzip'] as const;
export type BuildMetric = (typeof BUILD_METRICS)[number];

export type Metric = RunMetric | BuildMetric;

/** Table order: scores, timings, weight, then the requests the snapshot page must not make. */
export const METRICS: readonly Metric[] = [
  ...RUN_METRICS.filter((metric) => metric !== 'apiCalls' && metric !== 'thirdPartyRequests'),
  ...BUILD_METRICS,
  'thirdPartyRequests',
  'apiCalls',
];

/** null: not measured (a failed run, a category Lighthouse could not score). */
export type Figures = Readonly<Record<Metric, number | null>>;
export type RunFigures = Readonly<Record<RunMetric, number | null>>;
export type BuildFigures = Readonly<Record<BuildMetric, number>>;

type Unit = 'score' | 'seconds' | 'ms' | 'unitless' | 'bytes' | 'count';

interface MetricInfo {
  readonly label: string;
  readonly unit: Unit;
  /** Whether a larger figure is better (for the sign of a comparison). */
  readonly higherIsBetter: boolean;
}

export const METRIC_INFO: Readonly<Record<Metric, MetricInfo>> = {
  performance: { label: 'Performance', unit: 'score', higherIsBetter: true },
  accessibility: { label: 'Accessibility', unit: 'score', higherIsBetter: true },
  bestPractices: { label: 'Best practices', unit: 'score', higherIsBetter: true },
  seo: { label: 'SEO', unit: 'score', higherIsBetter: true },
  fcpMs: { label: 'FCP', unit: 'seconds', higherIsBetter: false },
  lcpMs: { label: 'LCP', unit: 'seconds', higherIsBetter: false },
  tbtMs: { label: 'TBT', unit: 'ms', higherIsBetter: false },
  cls: { label: 'CLS', unit: 'unitless', higherIsBetter: false },
  transferBytes: { label: 'Transferred', unit: 'bytes', higherIsBetter: false },
  requestCount: { label: 'Requests', unit: 'count', higherIsBetter: false },
  thirdPartyRequests: { label: 'Third-party requests', unit: 'count', higherIsBetter: false },
  firstLoadJsGzip: { label: 'First-load JS (gzip)', unit: 'bytes', higherIsBetter: false },
  firstLoadCssGzip: { label: 'First-load CSS (gzip)', unit: 'bytes', higherIsBetter: false },
  apiCalls: { label: 'API calls', unit: 'count', higherIsBetter: false },
};

const KB = 1024;

function formatIn(unit: Unit, value: number): string {
  switch (unit) {
    case 'score':
    case 'count':
      // Medians of an even number of runs can fall between two whole numbers.
      return Number.isInteger(value) ? String(value) : value.toFixed(1);
    case 'seconds':
      return `${(value / 1000).toFixed(2)} s`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'unitless':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / KB).toFixed(1)} KB`;
  }
}

/** A figure as the table shows it; `n/a` when it was not measured. */
export function formatFigure(metric: Metric, value: number | null): string {
  return value === null ? 'n/a' : formatIn(METRIC_INFO[metric].unit, value);
}

/** A difference with its sign: `+3`, `-0.12 s`, `+1.5 KB`, `±0`. */
export function formatDelta(metric: Metric, delta: number): string {
  const text = formatIn(METRIC_INFO[metric].unit, Math.abs(delta));
  if (/^0(\.0+)?( |$)/.test(text)) return `±${text}`;
  return `${delta < 0 ? '-' : '+'}${text}`;
}
