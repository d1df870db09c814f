/** The fetch benchmark's targets (issue "Any account size"), judged on its runs. */
import { requestsOf, type LabelledRun } from './table';

export interface FetchBenchRuns {
  readonly cold: LabelledRun;
  /** The cold run's cache, nothing changed. */
  readonly warm: LabelledRun;
  /** As warm, every answer of the mock 100 ms late. */
  readonly delayed: LabelledRun;
  /** As warm, after `movedBranches` branches moved. */
  readonly moved: LabelledRun;
  readonly movedBranches: number;
  /** Cold, then again and again with 1,000 requests left each time, until every repository is counted. */
  readonly limited: readonly LabelledRun[];
  readonly limitedLeft: number;
}

export interface TargetResult {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const TARGETS = {
  warmRequests: 700,
  warmShareOfCold: 0.2,
  delayedWarmMs: 15_000,
  limitedRuns: 8,
} as const;

export function judgeFetchTargets(runs: FetchBenchRuns): TargetResult[] {
  const { cold, warm, delayed, moved, movedBranches, limited, limitedLeft } = runs;
  const movedLimit = TARGETS.warmRequests + 2 * movedBranches;
  const share = warm.result.wallMs / cold.result.wallMs;
  const last = limited.at(-1);
  const complete = last !== undefined && last.result.counted === last.result.orgRepos;
  const refused = limited.reduce((sum, run) => sum + run.refused, 0);
  const zeros = limited.reduce((sum, run) => sum + run.result.zeroCounts, 0);
  return [
    {
      target: `warm, nothing changed: ≤ ${TARGETS.warmRequests} requests`,
      measured: String(requestsOf(warm.result)),
      met: requestsOf(warm.result) <= TARGETS.warmRequests,
    },
    {
      target: `warm, nothing changed: ≤ ${TARGETS.warmShareOfCold * 100} % of the cold run's time`,
      measured: `${(share * 100).toFixed(0)} % (${seconds(warm.result.wallMs)} of ${seconds(cold.result.wallMs)})`,
      met: share <= TARGETS.warmShareOfCold,
    },
    {
      target: `warm, ${movedBranches} branches moved: ≤ ${TARGETS.warmRequests} + 2 × ${movedBranches} = ${movedLimit} requests`,
      measured: String(requestsOf(moved.result)),
      met: requestsOf(moved.result) <= movedLimit,
    },
    {
      target: `warm, 100 ms a request: ≤ ${seconds(TARGETS.delayedWarmMs)}`,
      measured: seconds(delayed.result.wallMs),
      met: delayed.result.wallMs <= TARGETS.delayedWarmMs,
    },
    {
      target: `cold, ${limitedLeft} left: no 403/429`,
      measured: `${refused} in ${limited.length} runs`,
      met: refused === 0,
    },
    {
      target: `cold, ${limitedLeft} left: complete after ≤ ${TARGETS.limitedRuns} runs`,
      measured: complete
        ? `complete after ${limited.length}`
        : `incomplete after ${limited.length}`,
      met: complete && limited.length <= TARGETS.limitedRuns,
    },
    {
      target: `cold, ${limitedLeft} left: no false 0 % on the way`,
      measured: `${zeros} counts of 0`,
      met: zeros === 0,
    },
  ];
}

export function formatTargets(results: readonly TargetResult[]): string {
  return results
    .map(({ target, measured, met }) => `${met ? '✓' : '✗'} ${target}: ${measured}`)
    .join('\n');
}
