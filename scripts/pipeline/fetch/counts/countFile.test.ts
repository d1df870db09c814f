import type { CountRecords, RepositoryCounts } from '../../../../src/data/parts/countStore';
import {
  decodeCountFile,
  encodeCountFile,
  normalizedOwner,
  packPositions,
  unpackPositions,
} from './countFile';

const OWNER = { githubApiUrl: 'https://api.github.com', username: 'octo-dev' };
const sha = (n: number) => n.toString(16).padStart(40, '0');

/** A trunk of 30 commits and 9 feature branches of 1 to 3 commits of their own on top of it. */
function repository(): RepositoryCounts {
  const trunk = Array.from({ length: 30 }, (_, n) => sha(1000 - n));
  const heads = new Map<string, { all: string[]; own: { sha: string; date: string | null }[] }>();
  heads.set(trunk[0] ?? '', {
    all: trunk,
    own: trunk
      .filter((_, n) => n % 3 === 0)
      .map((commit, n) => ({
        sha: commit,
        date: `2025-01-${String(n + 1).padStart(2, '0')}T10:00:00+02:00`,
      })),
  });
  for (let b = 1; b <= 9; b += 1) {
    const own = Array.from({ length: 1 + (b % 3) }, (_, n) => sha(b * 100 + n));
    heads.set(own[0] ?? '', {
      all: [...own, ...trunk.slice(0, 30 - own.length)],
      own: own.map((commit) => ({ sha: commit, date: null })),
    });
  }
  return {
    countedAt: '2026-11-22T05:17:00.000Z',
    contributions: {
      own: 28,
      total: 48,
      percentage: 58.33,
      firstOwnCommitAt: '2025-01-01T08:00:00.000Z',
      lastOwnCommitAt: '2025-01-10T08:00:00.000Z',
    },
    heads,
  };
}

const records = (): CountRecords =>
  new Map([
    ['acme-labs/widget-engine', repository()],
    ['acme-labs/empty', { ...repository(), heads: new Map() }],
    // Not counted yet: heads listed so far only.
    ['acme-labs/monorepo', { ...repository(), contributions: null }],
  ]);

describe('packPositions', () => {
  it('writes runs of positions, keeping their order', () => {
    expect(packPositions([0, 1, 2, 5, 7, 8])).toBe('0-2,5,7-8');
    expect(packPositions([30, 31, 3, 4])).toBe('30-31,3-4');
    expect(packPositions([])).toBe('');
  });

  it('reads back what it wrote', () => {
    const positions = [4, 5, 6, 0, 9, 10, 2];
    expect(unpackPositions(packPositions(positions), 11)).toEqual(positions);
  });

  it('reads nothing that is not runs of positions within the table', () => {
    expect(unpackPositions('0-2,x', 10)).toBeNull();
    expect(unpackPositions('3-1', 10)).toBeNull();
    expect(unpackPositions('0-10', 10)).toBeNull();
    expect(unpackPositions('', 0)).toEqual([]);
  });
});

describe('the count file', () => {
  it('reads back what it wrote', () => {
    expect(decodeCountFile(encodeCountFile(OWNER, records()), OWNER)).toEqual(records());
  });

  it('writes each commit of a repository once, however many branches list it', () => {
    const file = JSON.parse(encodeCountFile(OWNER, records())) as {
      repositories: Record<string, { commits: string[]; heads: { all: string }[] }>;
    };
    const written = file.repositories['acme-labs/widget-engine'];
    // 30 trunk commits and 18 of the features' own: 48, where the lists hold 300.
    expect(written?.commits).toHaveLength(48);
    expect(new Set(written?.commits).size).toBe(48);
    expect(written?.heads[0]?.all).toBe('0-29');
    // About 65 bytes a commit: the SHA, its place in the lists and the owner's dates.
    expect(encodeCountFile(OWNER, records()).length).toBeLessThan(2 * 48 * 65);
  });

  it('is the same file for the same instance however it is written', () => {
    const other = { githubApiUrl: 'HTTPS://API.GitHub.com/', username: ' Octo-Dev ' };
    expect(normalizedOwner(other)).toEqual(OWNER);
    expect(decodeCountFile(encodeCountFile(OWNER, records()), other)).toEqual(records());
  });

  it('is nothing for another username or GitHub instance', () => {
    const text = encodeCountFile(OWNER, records());
    expect(decodeCountFile(text, { ...OWNER, username: 'someone-else' })).toBeNull();
    expect(
      decodeCountFile(text, { ...OWNER, githubApiUrl: 'https://ghe.example.com/api/v3' }),
    ).toBeNull();
  });

  it('is nothing when unreadable, and drops a repository that does not read', () => {
    expect(decodeCountFile('{"version":1', OWNER)).toBeNull();
    expect(decodeCountFile('[]', OWNER)).toBeNull();
    const file = JSON.parse(encodeCountFile(OWNER, records())) as {
      version: number;
      repositories: Record<string, Record<string, unknown>>;
    };
    expect(decodeCountFile(JSON.stringify({ ...file, version: 2 }), OWNER)).toBeNull();
    const broken = {
      ...file,
      repositories: {
        ...file.repositories,
        'acme-labs/empty': { ...file.repositories['acme-labs/empty'], heads: [{ all: '0-99' }] },
        'acme-labs/bad-counts': {
          ...file.repositories['acme-labs/widget-engine'],
          contributions: { own: 'many' },
        },
      },
    };
    expect([...(decodeCountFile(JSON.stringify(broken), OWNER)?.keys() ?? [])]).toEqual([
      'acme-labs/monorepo',
      'acme-labs/widget-engine',
    ]);
  });

  it('reads only the contribution fields it knows: anything else in the file stays out', () => {
    const file = JSON.parse(encodeCountFile(OWNER, records())) as {
      repositories: Record<string, { contributions: Record<string, unknown> }>;
    };
    const engine = file.repositories['acme-labs/widget-engine'];
    if (!engine) throw new Error('no widget-engine in the file');
    engine.contributions = { ...engine.contributions, html: '<script>alert(1)</script>' };
    const read = decodeCountFile(JSON.stringify(file), OWNER)?.get('acme-labs/widget-engine');
    expect(read?.contributions).toEqual(records().get('acme-labs/widget-engine')?.contributions);
  });
});
