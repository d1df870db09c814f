import type { TransportStats } from '../../src/services/transport/transportEvents';

/** What one run of fetchRunMain.ts prints. */
export interface FetchRunResult {
  readonly wallMs: number;
  /** Peak resident memory of the process, in bytes. */
  readonly peakRssBytes: number;
  readonly stats: TransportStats;
  readonly repositories: number;
  /** Organization repositories shown. */
  readonly orgRepos: number;
  /** Organization repositories with counts (the others wait for a later build: null). */
  readonly counted: number;
  /** Counts of 0 own commits: in the benchmark's world every repository has some, so each is false. */
  readonly zeroCounts: number;
  readonly warnings: readonly string[];
}
