import {
  BUILD_METRICS,
  RUN_METRICS,
  type BuildFigures,
  type Figures,
  type RunFigures,
  type RunMetric,
} from './metrics';

/** The median of the measured values (nulls skipped); null when none was measured. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The largest measured value; null when none was measured. */
export function maximum(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length === 0 ? null : Math.max(...measured);
}

/** Each run metric's median over the runs, beside the build's own figures. */
export function medianFigures(runs: readonly RunFigures[], build: BuildFigures): Figures {
  const figures: Partial<Record<RunMetric, number | null>> = {};
  for (const metric of RUN_METRICS) figures[metric] = median(runs.map((run) => run[metric]));
  const buildFigures = Object.fromEntries(BUILD_METRICS.map((metric) => [metric, build[metric]]));
  return { ...(figures as Record<RunMetric, number | null>), ...buildFigures } as Figures;
}
