import type { PortfolioData, PortfolioPart } from '../../domain/model';
import { SNAPSHOT_VERSION, type PortfolioSnapshot, type StaleParts } from '../snapshot';
import { errorText, type FetchLog } from './fetchContext';
import { PORTFOLIO_PARTS, type PartFetchers } from './partFetchers';

/**
 * A failure that makes the snapshot worthless: without the profile (a wrong token, an unknown user,
 * GitHub out of reach) there is no page to publish. Any other part that fails is recorded and the rest
 * published: a GitLab outage must not cost the GitHub data, and the HTTP cache has already stood in
 * for what it could.
 */
export function failsWholeFetch(part: PortfolioPart): boolean {
  return part === 'profile';
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
  staleParts: () => StaleParts = () => ({}),
): Promise<PortfolioSnapshot> {
  const results = await Promise.allSettled(PORTFOLIO_PARTS.map((part) => fetchers[part]()));
  const parts: Partial<Record<PortfolioPart, PortfolioData[PortfolioPart]>> = {};
  const failures: Partial<Record<PortfolioPart, string>> = {};
  PORTFOLIO_PARTS.forEach((part, index) => {
    const result = results[index];
    if (result?.status !== 'rejected') return;
    if (failsWholeFetch(part)) throw new SnapshotFetchError(part, result.reason);
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
  // A part that failed anyway has no data to be stale.
  const stale: StaleParts = Object.fromEntries(
    Object.entries(staleParts()).filter(([part]) => part in parts),
  );
  for (const [part, { since, answers }] of Object.entries(stale)) {
    log.warn(
      `${part} uses ${answers === 1 ? '1 earlier answer' : `${answers} earlier answers`} from the ` +
        `API cache in place of failed requests (stale since ${since})`,
      null,
    );
  }
  return {
    version: SNAPSHOT_VERSION,
    fetchedAt: now().toISOString(),
    parts: parts as Partial<PortfolioData>,
    failures,
    ...(Object.keys(stale).length > 0 ? { stale } : {}),
  };
}
