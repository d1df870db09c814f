/** The JSON file a bench run writes (and a later run reads back with --compare). */
import type { BuildFigures, Figures, PageId, Preset, RunFigures, RunMetric } from './metrics';
import { median, medianFigures } from './stats';
import { evaluateTargets, type Verdict } from './targets';

export const OUTPUT_SCHEMA_VERSION = 1;

export interface RunRecord {
  /** 1-based, in the order the runs happened (interleaved with the other page). */
  readonly run: number;
  readonly figures: RunFigures;
  readonly apiCallUrls: readonly string[];
  /** Requests to the owner's analytics (--analytics); absent in outputs written before it. */
  readonly analyticsUrls?: readonly string[];
  readonly runtimeError: string | null;
  readonly warnings: readonly string[];
  readonly durationMs: number;
}

interface PresetOutput {
  readonly runs: readonly RunRecord[];
  readonly median: Figures;
}

export interface PageOutput {
  readonly name: string;
  readonly url: string;
  readonly buildDir: string;
  readonly sizes: BuildFigures;
  readonly presets: Readonly<Record<Preset, PresetOutput>>;
}

export interface BenchOutput {
  readonly schemaVersion: typeof OUTPUT_SCHEMA_VERSION;
  readonly date: string;
  /** `git rev-parse --short HEAD`, with `-dirty` when tracked files had changes. */
  readonly commit: string;
  readonly lighthouseVersion: string;
  readonly chromiumVersion: string;
  readonly runs: number;
  readonly setup: {
    /** false with --build. */
    readonly builtByBench: boolean;
    /** Whether the mock API stayed up during the runs (the page showed its avatars). */
    readonly mockApiDuringRuns: boolean;
  };
  /** `base`: the earlier build measured in the same runs (--base); absent without. */
  readonly pages: Pages;
  readonly targets: {
    readonly met: number;
    readonly missed: number;
    readonly verdicts: readonly Verdict[];
  };
}

export type Pages = Readonly<Record<PageId, PageOutput>> & { readonly base?: PageOutput };

export type Medians = Readonly<
  Record<Preset, Readonly<Record<PageId, Figures>> & { readonly base?: Figures }>
>;

export function mediansOf(output: Pick<BenchOutput, 'pages'>): Medians {
  const { base } = output.pages;
  const of = (preset: Preset) => ({
    ours: output.pages.ours.presets[preset].median,
    peer: output.pages.peer.presets[preset].median,
    ...(base ? { base: base.presets[preset].median } : {}),
  });
  return { mobile: of('mobile'), desktop: of('desktop') };
}

/**
 * A figure's median over the odd runs and over the even ones: two measurements of the same build in
 * the same minutes. Where they differ by more than two builds do, the run had too few rounds.
 */
export function halfMedians(
  runs: readonly RunRecord[],
  metric: RunMetric,
): readonly [number | null, number | null] {
  const half = (parity: number) =>
    median(runs.filter(({ run }) => run % 2 === parity).map(({ figures }) => figures[metric]));
  return [half(1), half(0)];
}

/** A page's runs with their medians (the build's sizes folded in). */
export function pageOutput(
  page: Omit<PageOutput, 'presets'>,
  runs: Readonly<Record<Preset, readonly RunRecord[]>>,
): PageOutput {
  const preset = (name: Preset): PresetOutput => ({
    runs: runs[name],
    median: medianFigures(
      runs[name].map((run) => run.figures),
      page.sizes,
    ),
  });
  return { ...page, presets: { mobile: preset('mobile'), desktop: preset('desktop') } };
}

export function judge(pages: Pages): BenchOutput['targets'] {
  const figures = (preset: Preset, page: PageId) => ({
    median: pages[page].presets[preset].median,
    runs: pages[page].presets[preset].runs.map((run) => run.figures),
  });
  const verdicts = evaluateTargets({
    mobile: { ours: figures('mobile', 'ours'), peer: figures('mobile', 'peer') },
    desktop: { ours: figures('desktop', 'ours'), peer: figures('desktop', 'peer') },
  });
  const met = verdicts.filter((verdict) => verdict.met).length;
  return { met, missed: verdicts.length - met, verdicts };
}
