/**
 * A part's fetch context against the local mock API (mock/mockApi.ts): the real services and transport
 * (waits cut to a millisecond), the mock owner's settings, and a log that records what it is told.
 */
import {
  MOCK_FORGEJO_TOKEN,
  MOCK_GITHUB_TOKEN as GITHUB_TOKEN,
  MOCK_GITLAB_TOKEN as GITLAB_TOKEN,
  mockForgejoSettings,
  mockOwnerSettings,
} from '../../mock/mockOwner';
import type { MockApi } from '../../mock/mockApi';
import { parseConfig } from '../../src/config/parseConfig';
import type { PortfolioPart } from '../../src/domain/model';
import { createFetchContexts } from '../../src/data/parts/createFetchContext';
import type { FetchContext, FetchLog } from '../../src/data/parts/fetchContext';
import { forgejoClientFactory } from '../../src/features/forgejo/data/forgejoClient';
import { fastTransport } from './fastTransport';

export interface RecordedLog extends FetchLog {
  /** Every line in order: steps as they are, warnings as `! message`. */
  readonly lines: string[];
}

export function recordingLog(): RecordedLog {
  const lines: string[] = [];
  return {
    lines,
    step: (message) => lines.push(message),
    warn: (message) => lines.push(`! ${message}`),
  };
}

export function mockPartContext(
  api: Pick<MockApi, 'githubUrl' | 'gitlabUrl'> & Partial<Pick<MockApi, 'forgejoUrl'>>,
  part: PortfolioPart,
  options: {
    githubToken?: string | null;
    env?: Record<string, string>;
    /** The mock's Forgejo user too, with its token unless `null` (the build's client). */
    forgejoToken?: string | null;
  } = {},
): { context: FetchContext; log: RecordedLog } {
  const log = recordingLog();
  const withForgejo = options.forgejoToken !== undefined && api.forgejoUrl !== undefined;
  const config = parseConfig({
    ...mockOwnerSettings(api),
    ...(withForgejo && api.forgejoUrl ? mockForgejoSettings({ forgejoUrl: api.forgejoUrl }) : {}),
    ...options.env,
  });
  const forgejoToken = options.forgejoToken === null ? null : MOCK_FORGEJO_TOKEN;
  const contexts = createFetchContexts({
    config,
    forgejo: withForgejo ? forgejoClientFactory(config, forgejoToken) : null,
    githubToken: options.githubToken === undefined ? GITHUB_TOKEN : options.githubToken,
    gitlabToken: GITLAB_TOKEN,
    log,
    transport: fastTransport(),
    runtime: {
      kind: 'build',
      rateLimitLeft: () => null,
      counts: { load: () => Promise.resolve(new Map()), save: () => Promise.resolve() },
    },
  });
  return { context: contexts.contextFor(part), log };
}
