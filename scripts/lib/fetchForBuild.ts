/**
 * The build-time fetch (snapshot mode): the same services and rules as live mode, run in Node with the
 * build's secrets, printing one line per step and a summary.
 */
import type { PortfolioConfig } from '../../src/config';
import { createFetchContext } from '../../src/data/fetch/createFetchContext';
import { errorText, type FetchLog } from '../../src/data/fetch/fetchContext';
import { fetchSnapshot, SnapshotFetchError } from '../../src/data/fetch/fetchSnapshot';
import { createPartFetchers } from '../../src/data/fetch/partFetchers';
import type { PortfolioSnapshot } from '../../src/data/snapshot';
import type { BuildSecrets } from './env';

export class BuildFetchError extends Error {
  override name = 'BuildFetchError';
}

export interface BuildFetchOptions {
  readonly write?: (line: string) => void;
  /** Tests shorten the backoff of the retry plugin. */
  readonly retryAfterBaseValue?: number;
}

function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

function countRepos(snapshot: PortfolioSnapshot): number {
  const { ownRepos = [], organizations = [] } = snapshot.parts;
  return ownRepos.length + organizations.reduce((sum, org) => sum + org.repos.length, 0);
}

export async function fetchForBuild(
  config: PortfolioConfig,
  secrets: BuildSecrets,
  { write = console.log, retryAfterBaseValue }: BuildFetchOptions = {},
): Promise<PortfolioSnapshot> {
  const username = config.github.username;
  if (!username) throw new BuildFetchError('There is nothing to fetch without a GitHub username.');
  let calls = 0;
  const onRequest = () => {
    calls += 1;
  };
  const started = Date.now();
  const log: FetchLog = {
    step: (message) => write(`  ${message}`),
    // The reason matters in a build log: a 500 and a rate limit call for different actions.
    warn: (message, error) =>
      write(
        `  ! ${message}${error == null || message.includes(errorText(error)) ? '' : `: ${errorText(error)}`}`,
      ),
  };
  write(
    `Fetching the portfolio data of ${username} from ${config.github.apiUrl}` +
      `${secrets.githubToken ? ' with GITHUB_TOKEN' : ' without a token (public endpoints)'}` +
      (config.gitlab.url
        ? ` and ${config.gitlab.url}${secrets.gitlabToken ? ' with GITLAB_TOKEN' : ' without a token'}`
        : ''),
  );
  const fetchers = createPartFetchers(
    createFetchContext({
      config,
      githubToken: secrets.githubToken,
      gitlabToken: secrets.gitlabToken,
      log,
      onRequest,
      github: retryAfterBaseValue === undefined ? {} : { retryAfterBaseValue },
    }),
  );

  let snapshot: PortfolioSnapshot;
  try {
    snapshot = await fetchSnapshot(fetchers, log);
  } catch (error) {
    if (error instanceof SnapshotFetchError) {
      const reason = error.cause instanceof Error ? error.cause.message : String(error.cause);
      throw new BuildFetchError(`Fetching the portfolio data failed: ${reason}`, { cause: error });
    }
    throw error;
  }
  const { gitlabProjects = [], starredProjects = [], gitlabGroups = [] } = snapshot.parts;
  const failed = Object.keys(snapshot.failures);
  write(
    `Fetched ${count(countRepos(snapshot), 'GitHub repository', 'GitHub repositories')}, ` +
      `${count(gitlabProjects.length, 'GitLab project')}, ${count(starredProjects.length, 'starred project')}, ` +
      `${count(gitlabGroups.length, 'GitLab group')} with ${count(calls, 'API call')} in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s` +
      (failed.length ? ` (failed: ${failed.join(', ')})` : ''),
  );
  return snapshot;
}
