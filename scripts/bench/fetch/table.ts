import type { FetchRunResult } from './fetchRun';

export interface LabelledRun {
  readonly label: string;
  readonly result: FetchRunResult;
  /** GitHub requests the mock counted against the rate limit (every answer but a 304). */
  readonly rateLimitUsed: number;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The benchmark's table, Markdown so it goes into the README as printed. */
export function formatFetchTable(runs: readonly LabelledRun[]): string {
  const header = [
    'run',
    'requests',
    '304 answers',
    'cached after failures',
    'rate limit used',
    'wall time',
    'peak memory',
  ];
  const rows = runs.map(({ label, result, rateLimitUsed }) => {
    const { attempts, notModified, stale } = result.stats;
    return [
      label,
      String(attempts.GitHub + attempts.GitLab),
      String(notModified),
      String(stale),
      String(rateLimitUsed),
      seconds(result.wallMs),
      megabytes(result.peakRssBytes),
    ];
  });
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
