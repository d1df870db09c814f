/**
 * The build-time fetch (snapshot mode): the same services and rules as live mode, run in Node with the
 * build's secrets and the HTTP cache on disk, printing one line per step and a summary.
 */
import path from 'node:path';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { readSetting } from '../../../src/config/settingsTable';
import type { PortfolioConfig } from '../../../src/config';
import { createFetchContexts } from '../../../src/data/parts/createFetchContext';
import { errorText, type FetchLog } from '../../../src/data/parts/fetchContext';
import { fetchSnapshot, SnapshotFetchError } from '../../../src/data/parts/fetchSnapshot';
import { createPartFetchers } from '../../../src/data/parts/partFetchers';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import { internalStack } from '../../../src/services/apiError';
import { isCommitsListUrl } from '../../../src/services/github/commitsListUrl';
import { createBudget } from '../../../src/services/transport/budget';
import {
  createTransport,
  type TransportTuning,
} from '../../../src/services/transport/createTransport';
import {
  describeGitHubToken,
  GITHUB_REQUESTS_PER_HOUR,
} from '../../../src/services/github/tokenKind';
import { createHttpCacheStore } from '../net/httpCache';
import { ownerUrlsOf } from '../net/outboundFetch';
import { createGuardedFetch } from '../net/outboundGuard';
import { forgejoClientFactory } from '../../../src/features/forgejo/data/forgejoClient';
import { forgejoInstanceName } from '../../../src/domain/forgejoInstance';
import { FETCH_BUDGET_MS } from '../../../src/services/transport/policy';
import {
  createTransportStats,
  type TransportEvent,
  type TransportStats,
} from '../../../src/services/transport/transportEvents';
import { ROOT, type BuildSecrets } from '../settings/env';
import { createDiskCountStore } from './counts/diskCountStore';
import { keptAnswersLines, type KeptAnswer } from './keptAnswers';
import { COUNT_HEADERS, publicPartOfAnswer, publicPartOfQueryAnswer } from './publicAnswers';
import { countText, secondsText } from '../../../src/lib/logText';
import { trimEndChar } from '../../../src/lib/text';

export class BuildFetchError extends Error {
  override name = 'BuildFetchError';
}

/** The build's API cache: the cacheDir setting, by default where build tools keep theirs. */
export function apiCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, readSetting(env, 'cacheDir'));
}

export interface BuildFetchOptions {
  readonly write?: (line: string) => void;
  /** Default apiCacheDir(). */
  readonly cacheDir?: string;
  /** Default FETCH_BUDGET_MS.build; tests shorten it with the tuning. */
  readonly budgetMs?: number;
  readonly tuning?: TransportTuning;
  readonly now?: () => Date;
  /** Receives the request counts at the end (the fetch benchmark reports them). */
  readonly onStats?: (stats: TransportStats) => void;
}

function countRepos(snapshot: PortfolioSnapshot): number {
  const { ownRepos = [], organizations = [] } = snapshot.parts;
  return ownRepos.length + organizations.reduce((sum, org) => sum + org.repos.length, 0);
}

/** A URL without its origin: the log says which request, the origin is printed once above. */
function shortUrl(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

/**
 * The stack of a failure that is a bug of the portfolio, indented under its log line ('' for any other
 * failure: a 502's stack says nothing). The published snapshot never holds it.
 */
function stackLines(error: unknown): string {
  const stack = internalStack(error);
  if (!stack) return '';
  // The first line repeats the message; the frames ("    at …") say where.
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? `\n${frames.map((line) => `    ${line.trim()}`).join('\n')}` : '';
}

function eventLine(event: TransportEvent): string | null {
  switch (event.type) {
    case 'retry':
      return (
        `  ~ ${event.api}: ${event.cause} for GET ${shortUrl(event.url)}; attempt ` +
        `${event.attempt + 1} in ${secondsText(event.delayMs)}`
      );
    case 'stale':
      return (
        `  ! Using the cached answer of ${event.method ?? 'GET'} ${shortUrl(event.url)} from ` +
        `${event.since} ` +
        `(${event.cause})`
      );
    default:
      return null;
  }
}

/** "12 Codeberg repositories in 2 organizations, 3 starred" for the summary line. */
function forgejoLine(url: string, snapshot: PortfolioSnapshot): string {
  const { forgejoRepos = [], forgejoOrganizations, forgejoStarred } = snapshot.parts;
  const name = forgejoInstanceName(url);
  const orgRepos = (forgejoOrganizations ?? []).reduce((sum, org) => sum + org.repos.length, 0);
  return (
    `${countText(forgejoRepos.length + orgRepos, `${name} repository`, `${name} repositories`)}` +
    (forgejoOrganizations ? ` in ${countText(forgejoOrganizations.length, 'organization')}` : '') +
    (forgejoStarred
      ? `, ${countText(forgejoStarred.length, `starred ${name} repository`, `starred ${name} repositories`)}`
      : '')
  );
}

function summaryLine(stats: TransportStats): string {
  const { attempts, retries, notModified, stale, rateLimit } = stats;
  const total = attempts.GitHub + attempts.GitLab + attempts.Forgejo;
  return (
    `Requests: ${total} (GitHub ${attempts.GitHub}, GitLab ${attempts.GitLab}` +
    (attempts.Forgejo > 0 ? `, Forgejo ${attempts.Forgejo}` : '') +
    `; ` +
    `${countText(retries, 'retry', 'retries')}), ${notModified} answered 304 Not Modified, ` +
    `${countText(stale, 'cached answer')} used after failures` +
    (rateLimit
      ? `, GitHub rate limit left: ${rateLimit.remaining} of ${rateLimit.limit} ` +
        `(resets ${rateLimit.resetAt.replace('.000Z', 'Z')})`
      : '') +
    '.'
  );
}

export async function fetchForBuild(
  config: PortfolioConfig,
  secrets: BuildSecrets,
  {
    write = console.log,
    cacheDir = apiCacheDir(),
    budgetMs = FETCH_BUDGET_MS.build,
    tuning,
    now = () => new Date(),
    onStats,
  }: BuildFetchOptions = {},
): Promise<PortfolioSnapshot> {
  const username = config.github.username;
  if (!username) throw new BuildFetchError('There is nothing to fetch without a GitHub username.');
  const started = Date.now();
  const log: FetchLog = {
    step: (message) => write(`  ${message}`),
    // The reason matters in a build log: a 500 and a rate limit call for different actions. A bug of
    // the portfolio gets its stack too, which only the build log shows.
    warn: (message, error) =>
      write(
        `  ! ${message}${error == null || message.includes(errorText(error)) ? '' : `: ${errorText(error)}`}` +
          stackLines(error),
      ),
  };
  const tokenKind = secrets.githubToken ? describeGitHubToken(secrets.githubToken) : null;
  write(
    `Fetching the portfolio data of ${username} from ${config.github.apiUrl}` +
      (secrets.githubToken
        ? ` with ${SETTING_NAMES.githubToken}${tokenKind ? ` (${tokenKind})` : ''}`
        : ` without a token (public endpoints, ${GITHUB_REQUESTS_PER_HOUR.anonymous} requests an hour)`) +
      (config.gitlab.url
        ? ` and ${config.gitlab.url}${secrets.gitlabToken ? ` with ${SETTING_NAMES.gitlabToken}` : ' without a token'}`
        : '') +
      (config.forgejo.url
        ? ` and ${config.forgejo.url}${secrets.forgejoToken ? ` with ${SETTING_NAMES.forgejoToken}` : ' without a token (no organizations, no stars)'}`
        : '') +
      `; API cache: ${path.relative(ROOT, cacheDir) || cacheDir}`,
  );
  const stats = createTransportStats();
  const kept: KeptAnswer[] = [];
  const onEvent = (event: TransportEvent) => {
    stats.listener(event);
    if (event.type === 'stale' && event.reason) {
      kept.push({ url: event.url, since: event.since, reason: event.reason });
    }
    const line = eventLine(event);
    if (line) write(line);
  };
  const budget = createBudget(budgetMs);
  const apiCache = createHttpCacheStore({
    dir: cacheDir,
    onEvent,
    onWarning: (line) => write(`  ! ${line}`),
    // The count store keeps what counting needs (each SHA once). A commit list (up to 100 commits,
    // about 60 KB) would be written once and never confirmed: a branch whose head stays is not asked
    // again, one that moved answers anew. Kept, a 3,000-branch owner's cold build wrote 380 MB that
    // the next build deleted.
    storable: (url) => !isCommitsListUrl(url, config.github.apiUrl),
    // Only what the page may show reaches the disk (see publicAnswers.ts).
    storedPart: publicPartOfAnswer,
    countHeaders: COUNT_HEADERS,
    storedQueryPart: publicPartOfQueryAnswer,
  });
  const forgejoApiUrl = config.forgejo.url
    ? `${trimEndChar(config.forgejo.url, '/')}/api/v1`
    : null;
  const contexts = createFetchContexts({
    config,
    githubToken: secrets.githubToken,
    gitlabToken: secrets.gitlabToken,
    forgejo: forgejoClientFactory(config, secrets.forgejoToken ?? null),
    log,
    transport: createTransport({
      runtime: 'build',
      budget,
      onEvent,
      cache: apiCache.wrap,
      // An instance the owner named, but a redirect of its may lead anywhere: every hop is checked.
      ...(forgejoApiUrl
        ? { send: { Forgejo: createGuardedFetch({ ownerUrls: ownerUrlsOf(config) }) } }
        : {}),
      ...(tuning ? { tuning } : {}),
    }),
    runtime: {
      kind: 'build',
      rateLimitLeft: () => stats.snapshot().rateLimit,
      // What earlier builds counted, beside the HTTP cache: only new or moved branches are requested.
      counts: createDiskCountStore({
        cacheDir,
        githubApiUrl: config.github.apiUrl,
        username,
        onWarning: (line) => write(`  ! ${line}`),
      }),
    },
  });

  let snapshot: PortfolioSnapshot;
  try {
    snapshot = await fetchSnapshot(createPartFetchers(contexts), log, now, contexts.staleParts);
  } catch (error) {
    if (error instanceof SnapshotFetchError) {
      const reason = error.cause instanceof Error ? error.cause.message : String(error.cause);
      const stack = stackLines(error.cause);
      if (stack) write(`  ! ${error.part} failed with an internal error:${stack}`);
      throw new BuildFetchError(`Fetching the portfolio data failed: ${reason}`, { cause: error });
    }
    throw error;
  } finally {
    budget.close();
  }
  const { gitlabProjects = [], starredProjects = [], gitlabGroups = [] } = snapshot.parts;
  const failed = Object.keys(snapshot.failures);
  write(
    `Fetched ${countText(countRepos(snapshot), 'GitHub repository', 'GitHub repositories')}, ` +
      `${countText(gitlabProjects.length, 'GitLab project')}, ${countText(starredProjects.length, 'starred project')}, ` +
      `${countText(gitlabGroups.length, 'GitLab group')}` +
      (config.forgejo.url ? `, ${forgejoLine(config.forgejo.url, snapshot)}` : '') +
      ` in ${secondsText(Date.now() - started)}` +
      (failed.length ? ` (failed: ${failed.join(', ')})` : ''),
  );
  write(summaryLine(stats.snapshot()));
  keptAnswersLines(kept, {
    githubApiUrl: config.github.apiUrl,
    gitlabApiUrl: config.gitlab.url ? `${trimEndChar(config.gitlab.url, '/')}/api/v4` : null,
    forgejoApiUrl,
  }).forEach((line) => write(line));
  // The answers no build needs any more leave the API cache (the rule: httpCache.ts's store).
  try {
    const { removed, freedBytes } = await apiCache.prune({
      complete: failed.length === 0 && snapshot.stale === undefined && !budget.signal.aborted,
      // GitLab's API only: the same host may serve the owner's feeds (gitlab.com/alice.atom).
      scope: [
        config.github.apiUrl,
        ...(config.gitlab.url ? [`${trimEndChar(config.gitlab.url, '/')}/api/v4`] : []),
        ...(forgejoApiUrl ? [forgejoApiUrl] : []),
      ],
    });
    if (removed > 0 || freedBytes > 0) {
      write(
        `API cache: ${countText(removed, 'answer')} no longer needed removed, ` +
          `${(freedBytes / 1024).toFixed(1)} KB freed.`,
      );
    }
  } catch (error) {
    write(`  ! The API cache in ${cacheDir} could not be pruned (${errorText(error)})`);
  }
  onStats?.(stats.snapshot());
  return snapshot;
}
