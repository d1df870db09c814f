import type { FetchRunResult } from './fetchRunResult';

export interface LabelledRun {
  readonly label: string;
  readonly result: FetchRunResult;
  /** GitHub requests the mock counted against the rate limit (every answer but a 304 to a token). */
  readonly rateLimitUsed: number;
  /** Answers 403 or 429 the mock gave: the rate limit was run into. */
  readonly refused: number;
  /** Requests fewer than one cold fetch of everything asks; null for a cold run. */
  readonly saved: number | null;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function requestsOf(result: FetchRunResult): number {
  const { attempts } = result.stats;
  return attempts.GitHub + attempts.GitLab;
}

/** The benchmark's table, Markdown so it goes into the README as printed. */
export function formatFetchTable(runs: readonly LabelledRun[]): string {
  const header = [
    'run',
    'requests',
    'saved',
    '304 answers',
    'rate limit used',
    '403/429',
    'counted',
    'wall time',
    'peak memory',
  ];
  const rows = runs.map(({ label, result, rateLimitUsed, refused, saved }) => [
    label,
    String(requestsOf(result)),
    saved === null ? '–' : String(saved),
    String(result.stats.notModified),
    String(rateLimitUsed),
    String(refused),
    `${result.counted}/${result.orgRepos}`,
    seconds(result.wallMs),
    megabytes(result.peakRssBytes),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
