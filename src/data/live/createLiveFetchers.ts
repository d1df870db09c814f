/**
 * Live mode's data, fetched by the visitor's browser with the same services and rules as the build.
 * This module and the API clients it imports form their own chunk: snapshot visitors never load them.
 */
import type { PortfolioConfig } from '../../config';
import type { Repository } from '../../domain/model';
import { createBudget } from '../../services/transport/budget';
import { createTransport } from '../../services/transport/createTransport';
import { FETCH_BUDGET_MS } from '../../services/transport/policy';
import { createFetchContexts } from '../parts/createFetchContext';
import type { FetchLog } from '../parts/fetchContext';
import { createPartFetchers, type PartFetchers } from '../parts/partFetchers';
import { resolveLiveToken } from './resolveLiveToken';

const browserLog: FetchLog = {
  step: () => undefined,
  warn: (message, error) => {
    if (error == null) console.warn(message);
    else console.error(message, error);
  },
};

export interface LiveFetchOptions {
  /** The build-time snapshot's copy of a repository, for a count that fails live. */
  readonly snapshotRepository?: (id: string) => Promise<Repository | undefined>;
}

export async function createLiveFetchers(
  config: PortfolioConfig,
  { snapshotRepository }: LiveFetchOptions = {},
): Promise<PartFetchers> {
  const [githubToken, gitlabToken] = await Promise.all([
    resolveLiveToken(config.liveTokens?.github ?? null),
    resolveLiveToken(config.liveTokens?.gitlab ?? null),
  ]);
  // Past the budget every request still in flight is cancelled, so each part settles (live data, the
  // snapshot's, or empty) well within 30 s of the page's load, whatever the APIs do.
  const budget = createBudget(FETCH_BUDGET_MS.browser);
  return createPartFetchers(
    createFetchContexts({
      config,
      githubToken,
      gitlabToken,
      log: browserLog,
      transport: createTransport({ runtime: 'browser', budget }),
      runtime: {
        kind: 'live',
        snapshotRepository: snapshotRepository ?? (() => Promise.resolve(undefined)),
      },
    }),
  );
}
