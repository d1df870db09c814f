import type { PortfolioData, PortfolioPart } from '../domain/model';

/** Path of the build-time snapshot, relative to the site's base path (never absolute: the site lives under /portfolio/). */
export const SNAPSHOT_PATH = 'data/portfolio.json';

export const SNAPSHOT_VERSION = 1;

/** A part built partly from the build's HTTP cache because requests failed (stale-if-error). */
export interface StalePart {
  /** ISO time of the oldest cached answer used: the part is at least as fresh as this. */
  readonly since: string;
  /** How many cached answers stood in for failed requests. */
  readonly answers: number;
}

export type StaleParts = Partial<Record<PortfolioPart, StalePart>>;

/**
 * What the build fetched, published beside the page. A part that failed at build time is absent and its
 * reason kept, so the page logs why that list is empty instead of guessing.
 */
export interface PortfolioSnapshot {
  readonly version: typeof SNAPSHOT_VERSION;
  /** ISO time of the fetch. */
  readonly fetchedAt: string;
  readonly parts: Partial<PortfolioData>;
  readonly failures: Partial<Record<PortfolioPart, string>>;
  /** Parts that carry earlier answers in place of failed requests; absent when none. */
  readonly stale?: StaleParts;
}

export function isPortfolioSnapshot(value: unknown): value is PortfolioSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Partial<PortfolioSnapshot>;
  return (
    snapshot.version === SNAPSHOT_VERSION &&
    typeof snapshot.fetchedAt === 'string' &&
    typeof snapshot.parts === 'object' &&
    snapshot.parts !== null &&
    typeof snapshot.failures === 'object' &&
    snapshot.failures !== null
  );
}
