import type { FetchRunResult } from './fetchRunResult';
import { formatFetchTable } from './table';

const result = (
  overrides: Partial<FetchRunResult['stats']>,
  wallMs: number,
  counted = 300,
): FetchRunResult => ({
  wallMs,
  peakRssBytes: 150 * 1024 * 1024,
  repositories: 320,
  orgRepos: 300,
  counted,
  zeroCounts: 0,
  warnings: [],
  stats: {
    attempts: { GitHub: 6332, GitLab: 3, Forgejo: 0 },
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
        { label: 'cold', result: result({}, 12_345), rateLimitUsed: 6332, refused: 0, saved: null },
        {
          label: 'warm',
          result: result(
            { attempts: { GitHub: 633, GitLab: 3, Forgejo: 0 }, notModified: 636 },
            987,
          ),
          rateLimitUsed: 0,
          refused: 0,
          saved: 5699,
        },
        {
          label: 'cold, 1000 left: run 1',
          result: result({ attempts: { GitHub: 933, GitLab: 3, Forgejo: 0 } }, 3_000, 15),
          rateLimitUsed: 933,
          refused: 0,
          saved: null,
        },
      ]),
    ).toBe(
      [
        '| run                    | requests | saved | 304 answers | rate limit used | 403/429 | counted | wall time | peak memory |',
        '| ---------------------- | -------- | ----- | ----------- | --------------- | ------- | ------- | --------- | ----------- |',
        '| cold                   | 6335     | –     | 0           | 6332            | 0       | 300/300 | 12.3 s    | 150 MB      |',
        '| warm                   | 636      | 5699  | 636         | 0               | 0       | 300/300 | 1.0 s     | 150 MB      |',
        '| cold, 1000 left: run 1 | 936      | –     | 0           | 933             | 0       | 15/300  | 3.0 s     | 150 MB      |',
      ].join('\n'),
    );
  });
});
