import type { PortfolioPart } from '../../domain/model';
import type { StaleParts } from '../snapshot';

/** Collects, per part, the cached answers that stood in for failed requests. */
export interface StaleRecorder {
  record(part: PortfolioPart, since: string): void;
  parts(): StaleParts;
}

export function createStaleRecorder(): StaleRecorder {
  const parts: Partial<Record<PortfolioPart, { since: string; answers: number }>> = {};
  return {
    record(part, since) {
      const current = parts[part];
      parts[part] = current
        ? { since: since < current.since ? since : current.since, answers: current.answers + 1 }
        : { since, answers: 1 };
    },
    parts: () => structuredClone(parts),
  };
}
