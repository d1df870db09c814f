/** The speed and quality targets of this project, judged on the medians of the runs. */
import {
  formatFigure,
  METRIC_INFO,
  PRESETS,
  type Figures,
  type Metric,
  type PageId,
  type Preset,
  type RunFigures,
} from './metrics';
import { maximum } from './stats';
import { readBudget } from '../size/main';

export interface PresetFigures {
  readonly median: Figures;
  readonly runs: readonly RunFigures[];
}

export type Measured = Readonly<Record<Preset, Readonly<Record<PageId, PresetFigures>>>>;

interface TargetSpec {
  /** null: a figure of the build, the same whatever the preset (judged once). */
  readonly preset: Preset | null;
  readonly metric: Metric;
  readonly target: string;
  /** A single API call in any run is the failure the target is about, so those use the worst run. */
  readonly over: 'median' | 'every run';
  readonly met: (ours: number, peer: number | null) => boolean;
}

/** The first load's budget (size-budget.json, which `npm run size` holds the build to). */
const FIRST_LOAD_JS_LIMIT = readBudget().firstLoadJsGzipBytes;

const perfect = (preset: Preset, metric: Metric): TargetSpec => ({
  preset,
  metric,
  target: '100',
  over: 'median',
  met: (ours) => ours >= 100,
});

const TARGETS: readonly TargetSpec[] = [
  {
    preset: 'mobile',
    metric: 'performance',
    target: '≥ 95, > peer',
    over: 'median',
    met: (ours, peer) => ours >= 95 && peer !== null && ours > peer,
  },
  { preset: 'mobile', metric: 'lcpMs', target: '≤ 1.50 s', over: 'median', met: (v) => v <= 1500 },
  { preset: 'mobile', metric: 'tbtMs', target: '≤ 100 ms', over: 'median', met: (v) => v <= 100 },
  { preset: 'mobile', metric: 'cls', target: '≤ 0.010', over: 'median', met: (v) => v <= 0.01 },
  perfect('desktop', 'performance'),
  ...PRESETS.flatMap((preset) => [
    perfect(preset, 'accessibility'),
    perfect(preset, 'bestPractices'),
    perfect(preset, 'seo'),
  ]),
  {
    preset: null,
    metric: 'firstLoadJsGzip',
    target: `≤ ${formatFigure('firstLoadJsGzip', FIRST_LOAD_JS_LIMIT)}`,
    over: 'median',
    met: (v) => v <= FIRST_LOAD_JS_LIMIT,
  },
  ...PRESETS.flatMap((preset) =>
    (['thirdPartyRequests', 'apiCalls'] as const).map((metric): TargetSpec => ({
      preset,
      metric,
      target: '0 (every run)',
      over: 'every run',
      met: (v) => v === 0,
    })),
  ),
];

export interface Verdict {
  /** `mobile.performance`, or the metric alone for a build figure: `firstLoadJsGzip`. */
  readonly id: string;
  readonly preset: Preset | null;
  readonly metric: Metric;
  readonly target: string;
  /** The judged figure of this project; null when it was not measured (then never met). */
  readonly measured: number | null;
  /** The peer's figure beside it, for the report. */
  readonly peer: number | null;
  readonly met: boolean;
}

export function evaluateTargets(measured: Measured, targets = TARGETS): Verdict[] {
  return targets.map((spec) => {
    const { ours, peer } = measured[spec.preset ?? 'mobile'];
    const judged = (page: PresetFigures) =>
      spec.over === 'every run'
        ? maximum(page.runs.map((run) => run[spec.metric as keyof RunFigures]))
        : page.median[spec.metric];
    const oursValue = judged(ours);
    const peerValue = judged(peer);
    return {
      id: spec.preset ? `${spec.preset}.${spec.metric}` : spec.metric,
      preset: spec.preset,
      metric: spec.metric,
      target: spec.target,
      measured: oursValue,
      peer: peerValue,
      met: oursValue !== null && spec.met(oursValue, peerValue),
    };
  });
}

/** The verdict shown on a table row: the preset's own, or the build's. */
export function verdictFor(
  verdicts: readonly Verdict[],
  preset: Preset,
  metric: Metric,
): Verdict | undefined {
  return verdicts.find(
    (verdict) =>
      verdict.metric === metric && (verdict.preset === preset || verdict.preset === null),
  );
}

/** One line per missed target, with the measured figure (and the peer's, when it is compared). */
export function missedLines(verdicts: readonly Verdict[]): string[] {
  return verdicts
    .filter((verdict) => !verdict.met)
    .map((verdict) => {
      const { label } = METRIC_INFO[verdict.metric];
      const name = verdict.preset ? `${label} (${verdict.preset})` : label;
      const seen =
        verdict.measured === null ? 'not measured' : formatFigure(verdict.metric, verdict.measured);
      const peer = verdict.target.includes('peer')
        ? ` (peer ${formatFigure(verdict.metric, verdict.peer)})`
        : '';
      return `MISSED ${name}: ${seen}${peer}, target ${verdict.target}`;
    });
}
