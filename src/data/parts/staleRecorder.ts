import type { PortfolioPart } from '../../domain/model';
import type { StalePart, StaleParts } from '../snapshot';

/**
 * Collects, per part, what stands in for data this fetch could not get: cached answers used for failed
 * requests, and counts of an earlier build for repositories not counted again.
 */
export interface StaleRecorder {
  /** A cached answer stood in for a failed request. */
  record(part: PortfolioPart, since: string): void;
  /** A repository shows the counts an earlier build made at `since`. */
  recordCounts(part: PortfolioPart, since: string): void;
  /** Cached answers recorded so far, over every part. */
  answers(): number;
  parts(): StaleParts;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function createStaleRecorder(): StaleRecorder {
  const parts: Partial<Record<PortfolioPart, Mutable<StalePart>>> = {};
  let answers = 0;
  const entry = (part: PortfolioPart, since: string): Mutable<StalePart> => {
    const current = parts[part] ?? { since, answers: 0 };
    if (since < current.since) current.since = since;
    parts[part] = current;
    return current;
  };
  return {
    record(part, since) {
      entry(part, since).answers += 1;
      answers += 1;
    },
    recordCounts(part, since) {
      const current = entry(part, since);
      current.earlierCounts = (current.earlierCounts ?? 0) + 1;
    },
    answers: () => answers,
    parts: () => structuredClone(parts),
  };
}
