import type { SiteAvatar } from '../domain/avatar';
import type { PortfolioData, PortfolioPart } from '../domain/model';
import type { ApiFailureKind } from '../services/apiError';

/** Path of the build-time snapshot, relative to the site's base path (never absolute: the site lives under /portfolio/). */
export const SNAPSHOT_PATH = 'data/portfolio.json';

/** Version 2: `failures` holds a kind and a time per part, no longer the message. */
export const SNAPSHOT_VERSION = 2;

/**
 * A part built partly from earlier data: the build's HTTP cache's answers because requests failed
 * (stale-if-error), or an earlier build's contribution counts the rate limit left did not cover again.
 */
export interface StalePart {
  /** ISO time of the oldest earlier data used: the part is at least as fresh as this. */
  readonly since: string;
  /** How many cached answers stood in for failed requests. */
  readonly answers: number;
  /** Repositories showing an earlier build's contribution counts; absent when none. */
  readonly earlierCounts?: number;
}

export type StaleParts = Partial<Record<PortfolioPart, StalePart>>;

/**
 * A part that could not be fetched at build time. Only the kind and the time are published: the
 * message (host names, addresses, the API's own words) stays in the build log, which has the details.
 */
export interface PartFailure {
  readonly kind: ApiFailureKind;
  /** ISO time of the failure. */
  readonly at: string;
}

export type PartFailures = Partial<Record<PortfolioPart, PartFailure>>;

/** Every failure kind, so that a snapshot can be checked at run time (a Record: none is forgotten). */
const FAILURE_KINDS: Readonly<Record<ApiFailureKind, true>> = {
  unauthorized: true,
  'rate-limited': true,
  'not-found': true,
  unreachable: true,
  timeout: true,
  malformed: true,
  http: true,
  internal: true,
};

function isPartFailure(value: unknown): value is PartFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, at } = value as Partial<Record<keyof PartFailure, unknown>>;
  return (
    typeof kind === 'string' &&
    Object.hasOwn(FAILURE_KINDS, kind) &&
    typeof at === 'string' &&
    !Number.isNaN(Date.parse(at))
  );
}

/**
 * What the build fetched, published beside the page. A part that failed at build time is absent and its
 * failure kept (kind and time), so the page says why that list is empty instead of guessing.
 */
export interface PortfolioSnapshot {
  readonly version: typeof SNAPSHOT_VERSION;
  /** ISO time of the fetch. */
  readonly fetchedAt: string;
  readonly parts: Partial<PortfolioData>;
  readonly failures: PartFailures;
  /** Parts that carry earlier answers in place of failed requests; absent when none. */
  readonly stale?: StaleParts;
  /** What the build made of the owner's avatar (scripts/pipeline/avatar/); absent when nothing. */
  readonly avatar?: SiteAvatar;
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
    snapshot.failures !== null &&
    Object.values(snapshot.failures).every(isPartFailure)
  );
}
