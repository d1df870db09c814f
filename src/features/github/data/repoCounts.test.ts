import type { HeadCommits, RepositoryCounts } from '../../../data/parts/countStore';
import {
  branchesToRequest,
  countHeads,
  countRepository,
  gatheredRecord,
  uncountedBranches,
  type BranchHead,
} from './repoCounts';

const OWNER_DATE = '2025-01-0';

/** A list as GitHub gives it, newest first: [sha, by the owner (with a date)]. */
function listed(commits: readonly (readonly [string, boolean])[]): HeadCommits {
  return {
    all: commits.map(([sha]) => sha),
    own: commits
      .filter(([, own]) => own)
      .map(([sha], index) => ({ sha, date: `${OWNER_DATE}${index + 1}T10:00:00Z` })),
  };
}

const main = listed([
  ['m3', true],
  ['m2', false],
  ['m1', true],
]);
const feature = listed([
  ['f1', true],
  ['m2', false],
  ['m1', true],
]);

const earlierOf = (heads: Record<string, HeadCommits>): RepositoryCounts => ({
  countedAt: '2026-11-20T05:00:00.000Z',
  contributions: countHeads(Object.values(heads)),
  heads: new Map(Object.entries(heads)),
});

const branch = (name: string, head: string): BranchHead => ({ name, head });

describe('branchesToRequest', () => {
  it('asks for every branch when nothing was counted', () => {
    const branches = [branch('main', 'm3'), branch('feature', 'f1')];
    expect(branchesToRequest(branches, undefined)).toEqual(branches);
  });

  it('asks only for branches whose head no earlier count listed', () => {
    const earlier = earlierOf({ m3: main });
    expect(branchesToRequest([branch('main', 'm3'), branch('feature', 'f1')], earlier)).toEqual([
      branch('feature', 'f1'),
    ]);
  });

  it('asks once for branches at the same head', () => {
    expect(branchesToRequest([branch('main', 'm3'), branch('release', 'm3')], undefined)).toEqual([
      branch('main', 'm3'),
    ]);
    expect(
      uncountedBranches([branch('main', 'm3'), branch('release', 'm3')], undefined),
    ).toHaveLength(2);
  });
});

describe('countHeads', () => {
  it('counts distinct SHAs over every head, own ⊆ all, with the owner’s first and last date', () => {
    expect(countHeads([main, feature])).toEqual({
      own: 3,
      total: 4,
      percentage: 75,
      firstOwnCommitAt: '2025-01-01T10:00:00.000Z',
      lastOwnCommitAt: '2025-01-02T10:00:00.000Z',
    });
  });

  it('counts the owner’s commits beyond the first page of all commits as commits too', () => {
    const deep: HeadCommits = { all: ['a2'], own: [{ sha: 'a1', date: null }] };
    expect(countHeads([deep])).toEqual({ own: 1, total: 2, percentage: 50 });
  });

  it('is 0 without commits, with no dates', () => {
    expect(countHeads([])).toEqual({ own: 0, total: 0, percentage: 0 });
  });
});

describe('countRepository', () => {
  const at = '2026-11-22T05:00:00.000Z';

  it('gives an incremental count the numbers of a cold one', () => {
    const branches = [branch('main', 'm3'), branch('feature', 'f1')];
    const cold = countRepository(
      branches,
      undefined,
      new Map([
        ['m3', main],
        ['f1', feature],
      ]),
      at,
    );
    const incremental = countRepository(
      branches,
      earlierOf({ m3: main }),
      new Map([['f1', feature]]),
      at,
    );
    expect(incremental.contributions).toEqual(cold.contributions);
    expect(incremental.record).toEqual(cold.record);
    expect(cold.record).toEqual({
      countedAt: at,
      contributions: cold.contributions,
      heads: new Map([
        ['m3', main],
        ['f1', feature],
      ]),
    });
  });

  it('no longer counts, nor keeps, a branch gone since', () => {
    const { contributions, record } = countRepository(
      [branch('main', 'm3')],
      earlierOf({ m3: main, f1: feature }),
      new Map(),
      at,
    );
    expect(contributions).toMatchObject({ own: 2, total: 3 });
    expect([...record.heads.keys()]).toEqual(['m3']);
  });

  it('counts a list that is not its head’s, but does not keep it', () => {
    // main moved between the branches list (m3) and its commits request (m4 on top).
    const moved = listed([
      ['m4', true],
      ['m3', true],
      ['m2', false],
      ['m1', true],
    ]);
    const { contributions, record } = countRepository(
      [branch('main', 'm3')],
      undefined,
      new Map([['m3', moved]]),
      at,
    );
    expect(contributions).toMatchObject({ own: 3, total: 4 });
    expect(record.heads.size).toBe(0);
  });

  it('fails when a head has no list at all (a bug of the caller)', () => {
    expect(() => countRepository([branch('main', 'm3')], undefined, new Map(), at)).toThrow(
      'No commits were listed for branch main (head m3)',
    );
  });
});

describe('gatheredRecord', () => {
  const at = '2026-11-23T05:00:00.000Z';

  it('keeps the heads listed so far that are still a branch’s, its own list only, without counts', () => {
    const fix = listed([['x1', true], ...main.all.map((sha): [string, boolean] => [sha, false])]);
    const record = gatheredRecord(
      [branch('main', 'm3'), branch('feature', 'f1'), branch('fix', 'x1'), branch('next', 'n1')],
      undefined,
      // feature moved on between its branches list and its commits request: f2's list, not f1's.
      new Map([
        ['m3', main],
        [
          'f1',
          listed([['f2', true], ...feature.all.map((sha): [string, boolean] => [sha, false])]),
        ],
        ['x1', fix],
      ]),
      at,
    );
    expect(record).toEqual({
      countedAt: at,
      contributions: null,
      heads: new Map([
        ['m3', main],
        ['x1', fix],
      ]),
    });
  });

  it('keeps an earlier count, with its date, and the earlier heads still current', () => {
    const earlier = earlierOf({ m3: main, f0: feature });
    const record = gatheredRecord(
      [branch('main', 'm3'), branch('feature', 'f1')],
      earlier,
      new Map([['f1', feature]]),
      at,
    );
    expect(record.countedAt).toBe(earlier.countedAt);
    expect(record.contributions).toEqual(earlier.contributions);
    expect([...record.heads.keys()]).toEqual(['m3', 'f1']);
  });
});
