import type { FetchRunResult } from './fetchRun';
import { formatFetchTable } from './table';

const result = (overrides: Partial<FetchRunResult['stats']>, wallMs: number): FetchRunResult => ({
  wallMs,
  peakRssBytes: 150 * 1024 * 1024,
  repositories: 320,
  warnings: [],
  stats: {
    attempts: { GitHub: 6332, GitLab: 3 },
    retries: 0,
    notModified: 0,
    stale: 0,
    rateLimit: null,
    ...overrides,
  },
});

describe('formatFetchTable', () => {
  it('prints one aligned Markdown row per run', () => {
    expect(
      formatFetchTable([
        { label: 'cold', result: result({}, 12_345), rateLimitUsed: 6332 },
        { label: 'warm', result: result({ notModified: 6335 }, 9_876), rateLimitUsed: 0 },
      ]),
    ).toBe(
      [
        '| run  | requests | 304 answers | cached after failures | rate limit used | wall time | peak memory |',
        '| ---- | -------- | ----------- | --------------------- | --------------- | --------- | ----------- |',
        '| cold | 6335     | 0           | 0                     | 6332            | 12.3 s    | 150 MB      |',
        '| warm | 6335     | 6335        | 0                     | 0               | 9.9 s     | 150 MB      |',
      ].join('\n'),
    );
  });
});
