import type { PortfolioConfig } from '../../config';
import { NAMES_IN_PAGE_MESSAGES } from '../../config/settingNames';
import type { PortfolioPart } from '../../domain/model';
import { createLimit } from '../../lib/limit';
import { createGitHubApi } from '../../services/github/githubApi';
import type { GitHubOrg } from '../../services/github/githubTypes';
import { createGitLabApi } from '../../services/gitlab/gitlabApi';
import type { ForgejoApi } from '../../services/forgejo/forgejoApi';
import type { Transport } from '../../services/transport/createTransport';
import type { Fetch } from '../../services/transport/policyFetch';
import { reportStaleAnswers } from '../../services/transport/staleAnswers';
import type { StaleParts } from '../snapshot';
import {
  MAX_CONCURRENT_REQUESTS,
  type FetchContext,
  type FetchLog,
  type FetchRuntime,
} from './fetchContext';
import { createStaleRecorder } from './staleRecorder';

/**
 * Makes the Forgejo client over a fetch (the transport's Forgejo lane, which reports stale answers to
 * the part that asked). Given by the build only (features/forgejo/data/forgejoClient.ts, with the
 * build's token): live mode shows the build's snapshot of Forgejo, so the client and its checks stay
 * out of the live chunk.
 */
export type ForgejoClientFactory = (fetch: Fetch) => ForgejoApi;

export interface FetchContextOptions {
  readonly config: PortfolioConfig;
  readonly githubToken: string | null;
  readonly gitlabToken: string | null;
  readonly log: FetchLog;
  /** How requests travel: the transport policy, and at build time the HTTP cache. */
  readonly transport: Transport;
  /** What the build's fetch or live mode has of its own. */
  readonly runtime: FetchRuntime;
  /** The build's Forgejo client, when Forgejo is configured; none in live mode. */
  readonly forgejo?: ForgejoClientFactory | null;
}

export interface FetchContexts {
  /** The services for one part: every cached answer it receives is recorded against it. */
  contextFor(part: PortfolioPart): FetchContext;
  staleParts(): StaleParts;
}

/** The services for one fetch of the configured portfolio, in Node or in the browser alike. */
export function createFetchContexts({
  config,
  githubToken,
  gitlabToken,
  log,
  transport,
  runtime,
  forgejo = null,
}: FetchContextOptions): FetchContexts {
  const username = config.github.username;
  if (!username)
    throw new Error(
      `Fetching needs ${NAMES_IN_PAGE_MESSAGES.githubUsername} (the demo never fetches).`,
    );
  const { url: gitlabUrl, username: gitlabUsername } = config.gitlab;
  // Shared by every part, so concurrency stays bounded overall.
  const limit = createLimit(MAX_CONCURRENT_REQUESTS);
  const stale = createStaleRecorder();
  const githubApi = (onStale: (since: string) => void) =>
    createGitHubApi({
      baseUrl: config.github.apiUrl,
      username,
      token: githubToken,
      fetch: reportStaleAnswers(transport.GitHub, onStale),
    });
  // Asked once per fetch: both the organizations and the open-source contributions need the list.
  let organizations: Promise<{ orgs: GitHubOrg[]; stale: string[] }> | null = null;
  const sharedOrganizations = () =>
    (organizations ??= (async () => {
      const staleSince: string[] = [];
      const api = githubApi((since) => staleSince.push(since));
      return { orgs: await limit(() => api.listOrgs()), stale: staleSince };
    })());
  return {
    contextFor(part) {
      const onStale = (since: string) => stale.record(part, since);
      return {
        config,
        username,
        github: githubApi(onStale),
        githubOrganizations: async () => {
          const shared = await sharedOrganizations();
          // A cached answer that stood in is stale data in every part that read it.
          for (const since of shared.stale) onStale(since);
          return shared.orgs;
        },
        gitlab:
          gitlabUrl && gitlabUsername
            ? createGitLabApi({
                url: gitlabUrl,
                username: gitlabUsername,
                token: gitlabToken,
                fetch: reportStaleAnswers(transport.GitLab, onStale),
              })
            : null,
        forgejo: forgejo ? forgejo(reportStaleAnswers(transport.Forgejo, onStale)) : null,
        limit,
        log,
        runtime,
        staleCounts: (since) => stale.recordCounts(part, since),
        otherGitHubParts: () => Promise.resolve(),
      };
    },
    staleParts: () => stale.parts(),
  };
}
