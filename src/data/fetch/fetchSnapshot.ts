import type { PortfolioData, PortfolioPart } from '../../domain/model';
import { ApiError } from '../../services/apiError';
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from '../snapshot';
import { errorText, type FetchLog } from './fetchContext';
import { PORTFOLIO_PARTS, type PartFetchers } from './partFetchers';

/**
 * A failure that makes the snapshot worthless: publishing it would replace a good portfolio with an
 * empty one. Without the profile there is no page; a rejected token or an unreachable host fails every
 * later call the same way.
 */
export function failsWholeFetch(part: PortfolioPart, error: unknown): boolean {
  if (part === 'profile') return true;
  return (
    error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'unreachable')
  );
}

export class SnapshotFetchError extends Error {
  constructor(
    readonly part: PortfolioPart,
    cause: unknown,
  ) {
    super(`Could not fetch the portfolio data (${part}): ${errorText(cause)}`, { cause });
    this.name = 'SnapshotFetchError';
  }
}

/**
 * Fetches every part at once; partial failures are logged and recorded in the snapshot. When the fetch
 * fails as a whole, the reason reported is the first fatal one in part order (the profile first), so the
 * same problem always gives the same message.
 */
export async function fetchSnapshot(
  fetchers: PartFetchers,
  log: FetchLog,
  now: () => Date = () => new Date(),
): Promise<PortfolioSnapshot> {
  const results = await Promise.allSettled(PORTFOLIO_PARTS.map((part) => fetchers[part]()));
  const parts: Partial<Record<PortfolioPart, PortfolioData[PortfolioPart]>> = {};
  const failures: Partial<Record<PortfolioPart, string>> = {};
  PORTFOLIO_PARTS.forEach((part, index) => {
    const result = results[index];
    if (result?.status !== 'rejected') return;
    if (failsWholeFetch(part, result.reason)) throw new SnapshotFetchError(part, result.reason);
  });
  PORTFOLIO_PARTS.forEach((part, index) => {
    const result = results[index];
    if (!result) return;
    if (result.status === 'fulfilled') {
      parts[part] = result.value;
    } else {
      failures[part] = errorText(result.reason);
      log.warn(`Failed to fetch ${part}: ${errorText(result.reason)}`, result.reason);
    }
  });
  return {
    version: SNAPSHOT_VERSION,
    fetchedAt: now().toISOString(),
    parts: parts as Partial<PortfolioData>,
    failures,
  };
}
