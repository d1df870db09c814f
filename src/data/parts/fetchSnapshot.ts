import type { PortfolioData, PortfolioPart } from '../../domain/model';
import { internalError, type ApiError, type ApiName } from '../../services/apiError';
import {
  SNAPSHOT_VERSION,
  type PartFailures,
  type PortfolioSnapshot,
  type StaleParts,
} from '../snapshot';
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

/** The API a part comes from, named when the part fails outside a service call. */
const PART_API: Readonly<Record<PortfolioPart, ApiName>> = {
  profile: 'GitHub',
  ownRepos: 'GitHub',
  organizations: 'GitHub',
  openSource: 'GitHub',
  pinned: 'GitHub',
  activity: 'GitHub',
  gitlabProjects: 'GitLab',
  starredProjects: 'GitLab',
  gitlabGroups: 'GitLab',
  forgejoRepos: 'Forgejo',
  forgejoOrganizations: 'Forgejo',
  forgejoStarred: 'Forgejo',
  // The configured list (config/techStack.ts): nothing is fetched for it, so it never fails.
  techStack: 'GitHub',
};

/**
 * A part's failure as an ApiError. The services describe their own failures; anything else was thrown
 * by the portfolio's code around them (mapping the answers, toModel.ts) and is a bug: 'internal'.
 */
function asApiError(part: PortfolioPart, reason: unknown): ApiError {
  return internalError(reason, { api: PART_API[part], what: part });
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
  const results = await Promise.all(
    PORTFOLIO_PARTS.map((part) =>
      fetchers[part]().then(
        (value) => ({ part, value }),
        (reason: unknown) => ({ part, error: asApiError(part, reason), at: now().toISOString() }),
      ),
    ),
  );
  for (const result of results) {
    if ('error' in result && failsWholeFetch(result.part)) {
      throw new SnapshotFetchError(result.part, result.error);
    }
  }
  const parts: Partial<Record<PortfolioPart, PortfolioData[PortfolioPart]>> = {};
  const failures: PartFailures = {};
  for (const result of results) {
    const { part } = result;
    if ('value' in result) {
      parts[part] = result.value;
    } else {
      // The snapshot is public: it keeps the kind and the time; the message goes to the log only.
      failures[part] = { kind: result.error.kind, at: result.at };
      log.warn(`Failed to fetch ${part}: ${result.error.message}`, result.error);
    }
  }
  // A part that failed anyway has no data to be stale.
  const stale: StaleParts = Object.fromEntries(
    Object.entries(staleParts()).filter(([part]) => part in parts),
  );
  for (const [part, { since, answers, earlierCounts = 0 }] of Object.entries(stale)) {
    const uses = [
      ...(answers > 0
        ? [
            `${answers === 1 ? '1 earlier answer' : `${answers} earlier answers`} from the API ` +
              'cache in place of failed requests',
          ]
        : []),
      ...(earlierCounts > 0
        ? [
            `the counts of an earlier build for ${earlierCounts === 1 ? '1 repository' : `${earlierCounts} repositories`}`,
          ]
        : []),
    ];
    log.warn(`${part} uses ${uses.join(' and ')} (stale since ${since})`, null);
  }
  return {
    version: SNAPSHOT_VERSION,
    fetchedAt: now().toISOString(),
    parts: parts as Partial<PortfolioData>,
    failures,
    ...(Object.keys(stale).length > 0 ? { stale } : {}),
  };
}
