/**
 * The count store's file: what earlier builds counted, per organization repository, compact. Every
 * commit SHA of a repository is written once, however many branch heads list it (feature branches
 * share most of their history), and each head's lists are runs of positions in that table ("0-29,31").
 * A head is the first commit of its unfiltered list, so it is not written either. The file is read
 * back as untrusted input: anything that is not what this module writes counts as nothing kept.
 */
import type { Contributions } from '../../../../src/domain/model';
import type {
  CountRecords,
  HeadCommits,
  OwnCommit,
  RepositoryCounts,
} from '../../../../src/data/parts/countStore';
import { trimEndChar } from '../../../../src/lib/text';

const COUNT_FILE_VERSION = 1;

/** Whose counts a file holds: another GitHub instance or username never reads them. */
export interface CountOwner {
  /** config.github.apiUrl as configured. */
  readonly githubApiUrl: string;
  readonly username: string;
}

interface HeadJson {
  /** Positions in `commits` of the unfiltered list, newest (the head) first. */
  readonly all: string;
  /** Positions of the owner's list. */
  readonly own: string;
}

interface RepositoryJson {
  readonly countedAt: string;
  /** null: not counted yet, heads listed so far only. */
  readonly contributions: Contributions | null;
  /** Each SHA once. */
  readonly commits: readonly string[];
  /** The owner's commit dates by position in `commits`; a commit without one has none. */
  readonly dates: Readonly<Record<string, string>>;
  readonly heads: readonly HeadJson[];
}

interface CountFileJson {
  readonly version: typeof COUNT_FILE_VERSION;
  readonly githubApiUrl: string;
  readonly username: string;
  readonly repositories: Readonly<Record<string, RepositoryJson>>;
}

/** The same instance however it is written: case of the host, a trailing slash. */
export function normalizedOwner({ githubApiUrl, username }: CountOwner): CountOwner {
  let url = githubApiUrl.trim();
  try {
    const parsed = new URL(url);
    url = `${parsed.origin}${trimEndChar(parsed.pathname, '/')}`;
  } catch {
    url = trimEndChar(url, '/');
  }
  return { githubApiUrl: url, username: username.trim().toLowerCase() };
}

/** Positions as runs: [0, 1, 2, 5, 7, 8] → "0-2,5,7-8"; the order is kept. */
export function packPositions(positions: readonly number[]): string {
  const runs: string[] = [];
  let index = 0;
  while (index < positions.length) {
    const start = positions[index] ?? 0;
    let end = start;
    while (positions[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    runs.push(start === end ? String(start) : `${start}-${end}`);
    index += 1;
  }
  return runs.join(',');
}

/** The inverse of packPositions; null when the text is not runs of positions below `size`. */
export function unpackPositions(text: string, size: number): number[] | null {
  if (text === '') return [];
  const positions: number[] = [];
  for (const run of text.split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(run);
    if (!match) return null;
    const start = Number(match[1]);
    const end = match[2] === undefined ? start : Number(match[2]);
    if (end < start || end >= size) return null;
    for (let position = start; position <= end; position += 1) positions.push(position);
  }
  return positions;
}

function repositoryJson(record: RepositoryCounts): RepositoryJson {
  const commits: string[] = [];
  const positionOf = new Map<string, number>();
  const dates: Record<string, string> = {};
  const position = (sha: string) => {
    let at = positionOf.get(sha);
    if (at === undefined) {
      at = commits.length;
      commits.push(sha);
      positionOf.set(sha, at);
    }
    return at;
  };
  const heads: HeadJson[] = [];
  for (const [head, { all, own }] of record.heads) {
    // The head is written as the first of its list: a list that does not start with it is not kept.
    if (all[0] !== head) continue;
    heads.push({
      all: packPositions(all.map(position)),
      own: packPositions(
        own.map(({ sha, date }) => {
          const at = position(sha);
          if (date !== null) dates[String(at)] = date;
          return at;
        }),
      ),
    });
  }
  return {
    countedAt: record.countedAt,
    contributions: record.contributions,
    commits,
    dates,
    heads,
  };
}

export function encodeCountFile(owner: CountOwner, records: CountRecords): string {
  const { githubApiUrl, username } = normalizedOwner(owner);
  const repositories: Record<string, RepositoryJson> = {};
  for (const key of [...records.keys()].sort()) {
    const record = records.get(key);
    if (record) repositories[key] = repositoryJson(record);
  }
  const file: CountFileJson = { version: COUNT_FILE_VERSION, githubApiUrl, username, repositories };
  return `${JSON.stringify(file)}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function contributionsOf(value: unknown): Contributions | null {
  if (!isRecord(value)) return null;
  const { own, total, percentage, firstOwnCommitAt, lastOwnCommitAt } = value;
  if (!isCount(own) || !isCount(total) || typeof percentage !== 'number') return null;
  const optionalTime = (time: unknown): time is string | null | undefined =>
    time === undefined || time === null || isTime(time);
  if (!optionalTime(firstOwnCommitAt) || !optionalTime(lastOwnCommitAt)) return null;
  // The checked fields only: anything else in the file stays out of the snapshot.
  return {
    own,
    total,
    percentage,
    ...(firstOwnCommitAt !== undefined ? { firstOwnCommitAt } : {}),
    ...(lastOwnCommitAt !== undefined ? { lastOwnCommitAt } : {}),
  };
}

function repositoryOf(value: unknown): RepositoryCounts | null {
  if (!isRecord(value)) return null;
  const { countedAt, contributions, commits, dates, heads } = value;
  const counts = contributions === null ? null : contributionsOf(contributions);
  if (contributions !== null && !counts) return null;
  if (!isTime(countedAt) || !isRecord(dates) || !Array.isArray(heads)) return null;
  if (!Array.isArray(commits) || !commits.every((sha) => typeof sha === 'string' && sha !== '')) {
    return null;
  }
  const shas = commits as string[];
  const dateOf = (position: number): string | null => {
    const date = dates[String(position)];
    return isTime(date) ? date : null;
  };
  const decoded = new Map<string, HeadCommits>();
  for (const head of heads) {
    if (!isRecord(head) || typeof head.all !== 'string' || typeof head.own !== 'string')
      return null;
    const all = unpackPositions(head.all, shas.length);
    const own = unpackPositions(head.own, shas.length);
    const first = all?.[0];
    if (!all || !own || first === undefined) return null;
    decoded.set(shas[first] ?? '', {
      all: all.map((position) => shas[position] ?? ''),
      own: own.map((position): OwnCommit => ({
        sha: shas[position] ?? '',
        date: dateOf(position),
      })),
    });
  }
  return { countedAt, contributions: counts, heads: decoded };
}

/**
 * What the file keeps for `owner`; null when it holds another owner's counts, another version, or
 * anything unreadable (a repository that does not read is dropped, not the whole file).
 */
export function decodeCountFile(text: string, owner: CountOwner): CountRecords | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const expected = normalizedOwner(owner);
  if (
    !isRecord(value) ||
    value.version !== COUNT_FILE_VERSION ||
    value.githubApiUrl !== expected.githubApiUrl ||
    value.username !== expected.username ||
    !isRecord(value.repositories)
  ) {
    return null;
  }
  const records = new Map<string, RepositoryCounts>();
  for (const [key, repository] of Object.entries(value.repositories)) {
    const record = repositoryOf(repository);
    if (record) records.set(key, record);
  }
  return records;
}
