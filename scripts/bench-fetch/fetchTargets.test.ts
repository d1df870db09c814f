import type { FetchRunResult } from './fetchRunResult';
import { formatTargets, judgeFetchTargets, type FetchBenchRuns } from './fetchTargets';
import type { LabelledRun } from './table';

const run = (
  label: string,
  { requests = 636, wallMs = 1000, counted = 300, zeroCounts = 0, refused = 0 } = {},
): LabelledRun => {
  const result: FetchRunResult = {
    wallMs,
    peakRssBytes: 0,
    repositories: 320,
    orgRepos: 300,
    counted,
    zeroCounts,
    warnings: [],
    stats: {
      attempts: { GitHub: requests - 3, GitLab: 3, Forgejo: 0 },
      retries: 0,
      notModified: 0,
      stale: 0,
      rateLimit: null,
    },
  };
  return { label, result, rateLimitUsed: 0, refused, saved: null };
};

const passing = (): FetchBenchRuns => ({
  cold: run('cold', { requests: 6636, wallMs: 20_000 }),
  warm: run('warm', { wallMs: 4000 }),
  delayed: run('delayed', { wallMs: 15_000 }),
  moved: run('moved', { requests: 1000 }),
  movedBranches: 150,
  limited: Array.from({ length: 8 }, (_, index) =>
    run(`limited ${index + 1}`, { counted: index === 7 ? 300 : 15 + 40 * index }),
  ),
  limitedLeft: 1000,
});

describe('judgeFetchTargets', () => {
  it('meets every target at its limit', () => {
    const results = judgeFetchTargets(passing());
    expect(results.map(({ met }) => met)).toEqual([true, true, true, true, true, true, true]);
    expect(formatTargets(results).split('\n')).toEqual([
      '✓ warm, nothing changed: ≤ 700 requests: 636',
      "✓ warm, nothing changed: ≤ 20 % of the cold run's time: 20 % (4.0 s of 20.0 s)",
      '✓ warm, 150 branches moved: ≤ 700 + 2 × 150 = 1000 requests: 1000',
      '✓ warm, 100 ms a request: ≤ 15.0 s: 15.0 s',
      '✓ cold, 1000 left: no 403/429: 0 in 8 runs',
      '✓ cold, 1000 left: complete after ≤ 8 runs: complete after 8',
      '✓ cold, 1000 left: no false 0 % on the way: 0 counts of 0',
    ]);
  });

  it('misses each target just past it', () => {
    const runs = passing();
    const missed = judgeFetchTargets({
      ...runs,
      warm: run('warm', { requests: 701, wallMs: 4001 }),
      delayed: run('delayed', { wallMs: 15_001 }),
      moved: run('moved', { requests: 1001 }),
      limited: [
        ...runs.limited.slice(0, 7),
        run('limited 8', { counted: 299, refused: 1, zeroCounts: 2 }),
      ],
    });
    expect(missed.map(({ met }) => met)).toEqual([false, false, false, false, false, false, false]);
  });

  it('misses completion after more runs than allowed', () => {
    const runs = passing();
    const [, , , , , complete] = judgeFetchTargets({
      ...runs,
      limited: [...runs.limited, run('limited 9')],
    });
    expect(complete).toMatchObject({ met: false, measured: 'complete after 9' });
  });
});
