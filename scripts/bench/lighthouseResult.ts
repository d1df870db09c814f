/**
 * The figures the bench keeps from a Lighthouse result (LHR). Only the parts read here are typed, so
 * the parser works on a saved JSON report as well as on the live object (lighthouseResult.test.ts
 * checks at compile time that Lighthouse's own Result type fits).
 */
import type { RunFigures } from './metrics';

type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LhrCategory {
  /** 0-1; null when Lighthouse could not score the category (e.g. an audit errored). */
  readonly score: number | null;
}

export interface LhrAudit {
  readonly score: number | null;
  readonly numericValue?: number;
  /** A table (an array of rows) for network-requests; other audits' items have other shapes. */
  readonly details?: { readonly type: string; readonly items?: unknown };
}

export interface LighthouseResultJson {
  readonly lighthouseVersion: string;
  readonly finalDisplayedUrl: string;
  readonly runWarnings: readonly string[];
  /** Set when the whole run failed (NO_FCP, page not loaded...): figures are then unreliable. */
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly categories: Readonly<Partial<Record<string, LhrCategory>>>;
  readonly audits: Readonly<Partial<Record<string, LhrAudit>>>;
}

/** A row of the network-requests table (Lighthouse 12), the fields the bench reads. */
interface NetworkRequestRow {
  readonly url: string;
  readonly statusCode?: number;
  readonly transferSize?: number;
}

interface ParsedRun {
  readonly figures: RunFigures;
  /** The requests counted as API calls, to show what the page called. */
  readonly apiCallUrls: readonly string[];
  /** Requests to the owner's chosen analytics: another origin, but not counted as third-party. */
  readonly analyticsUrls: readonly string[];
  /** `CODE: message` when Lighthouse reported a runtime error, else null. */
  readonly runtimeError: string | null;
  readonly warnings: readonly string[];
}

const GITHUB_API_HOST = 'api.github.com';

/**
 * Whether a request is a call to a GitHub or GitLab API: api.github.com, a GitLab REST path
 * (`/api/v4/`) on any host, or the mock API's `/github` and `/gitlab` routes (`apiOrigins`); the
 * mock's `/avatars/` images are not API calls.
 */
export function isApiCall(url: string, apiOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.hostname === GITHUB_API_HOST) return true;
  if (parsed.pathname.startsWith('/api/v4/')) return true;
  return apiOrigins.includes(parsed.origin) && /^\/(github|gitlab)(\/|$)/.test(parsed.pathname);
}

function isNetworkRequestRow(item: unknown): item is NetworkRequestRow {
  return (
    typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string'
  );
}

/** The network-requests rows; [] when the audit is missing or has no table (a failed run). */
export function networkRequests(lhr: LighthouseResultJson): NetworkRequestRow[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table' || !Array.isArray(details.items)) return [];
  return (details.items as readonly unknown[]).filter(isNetworkRequestRow);
}

/** Lighthouse's 0-1 score as the report shows it, 0-100. */
function categoryScore(lhr: LighthouseResultJson, id: CategoryId): number | null {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

function numeric(lhr: LighthouseResultJson, auditId: string): number | null {
  const value = lhr.audits[auditId]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

// data: and blob: URLs appear in the table but never reach the network.
const isOnTheWire = (row: NetworkRequestRow) => /^https?:/i.test(row.url);

/** The origin of a URL, or null for one that does not parse. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function parseLighthouseResult(
  lhr: LighthouseResultJson,
  apiOrigins: readonly string[],
  analyticsOrigins: readonly string[] = [],
): ParsedRun {
  const requests = networkRequests(lhr);
  const haveRequests = lhr.audits['network-requests']?.details?.type === 'table';
  const apiCallUrls = requests.map((row) => row.url).filter((url) => isApiCall(url, apiOrigins));
  // Another origin than the page's: a visitor's address goes to that host (an avatar CDN, an API).
  const pageOrigin = originOf(lhr.finalDisplayedUrl);
  const elsewhere = requests.filter((row) => isOnTheWire(row) && originOf(row.url) !== pageOrigin);
  const isAnalytics = (row: { url: string }) => analyticsOrigins.includes(originOf(row.url) ?? '');
  const thirdParty = elsewhere.filter((row) => !isAnalytics(row));
  return {
    figures: {
      performance: categoryScore(lhr, 'performance'),
      accessibility: categoryScore(lhr, 'accessibility'),
      bestPractices: categoryScore(lhr, 'best-practices'),
      seo: categoryScore(lhr, 'seo'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      transferBytes: numeric(lhr, 'total-byte-weight'),
      requestCount: haveRequests ? requests.filter(isOnTheWire).length : null,
      thirdPartyRequests: haveRequests ? thirdParty.length : null,
      apiCalls: haveRequests ? apiCallUrls.length : null,
    },
    apiCallUrls,
    analyticsUrls: elsewhere.filter(isAnalytics).map((row) => row.url),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings,
  };
}
