/**
 * Live mode's data, fetched by the visitor's browser with the same services and rules as the build.
 * This module and the API clients it imports form their own chunk: snapshot visitors never load them.
 */
import type { PortfolioConfig } from '../../config';
import { createFetchContext } from '../fetch/createFetchContext';
import type { FetchLog } from '../fetch/fetchContext';
import { createPartFetchers, type PartFetchers } from '../fetch/partFetchers';
import { resolveLiveToken } from './liveTokens';

const browserLog: FetchLog = {
  step: () => undefined,
  warn: (message, error) => {
    if (error == null) console.warn(message);
    else console.error(message, error);
  },
};

export async function createLiveFetchers(config: PortfolioConfig): Promise<PartFetchers> {
  const [githubToken, gitlabToken] = await Promise.all([
    resolveLiveToken(config.liveTokens?.github ?? null),
    resolveLiveToken(config.liveTokens?.gitlab ?? null),
  ]);
  return createPartFetchers(
    createFetchContext({
      config,
      githubToken,
      gitlabToken,
      log: browserLog,
      // A visitor should not sit through long backoffs: one quick retry, then the snapshot.
      github: { retries: 1, maxRateLimitWait: 5 },
      strictLists: true,
    }),
  );
}
