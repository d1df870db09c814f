/**
 * A part's fetch context against the local mock API (mock/mockApi.ts): the real services and transport
 * (waits cut to a millisecond), the mock owner's settings, and a log that records what it is told.
 */
import {
  MOCK_GITHUB_TOKEN as GITHUB_TOKEN,
  MOCK_GITLAB_TOKEN as GITLAB_TOKEN,
  mockOwnerSettings,
} from '../../mock/mockOwner';
import type { MockApi } from '../../mock/mockApi';
import { parseConfig } from '../../src/config/parseConfig';
import type { PortfolioPart } from '../../src/domain/model';
import { createFetchContexts } from '../../src/data/parts/createFetchContext';
import type { FetchContext, FetchLog } from '../../src/data/parts/fetchContext';
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
  api: Pick<MockApi, 'githubUrl' | 'gitlabUrl'>,
  part: PortfolioPart,
  options: { githubToken?: string | null; env?: Record<string, string> } = {},
): { context: FetchContext; log: RecordedLog } {
  const log = recordingLog();
  const contexts = createFetchContexts({
    config: parseConfig({ ...mockOwnerSettings(api), ...options.env }),
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
