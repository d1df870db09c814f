/**
 * @jest-environment node
 *
 * A bug of the portfolio (an answer its code cannot map) in the build log: the line says it is an
 * internal error and the stack follows, for a part that fails alone and for the profile, which stops
 * the build. Other failures get no stack: it would say nothing about a 502.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../../src/config/parseConfig';
import { GITHUB_TOKEN, GITLAB_TOKEN, mockOwnerSettings } from '../../../e2e/support/e2eSettings';
import { startMockApi, type MockApi } from '../../../mock/mockApi';
import { BuildFetchError, fetchForBuild } from './fetchForBuild';

let api: MockApi;
let cacheDir: string;

beforeAll(async () => {
  api = await startMockApi({ githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN });
});
beforeEach(() => {
  api.reset();
  cacheDir = mkdtempSync(path.join(tmpdir(), 'portfolio-internal-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));
afterAll(() => api.close());

/** Every line written, split at line breaks as a terminal shows them. */
async function fetchLog(): Promise<{ lines: string[]; error: unknown }> {
  const written: string[] = [];
  const error = await fetchForBuild(
    parseConfig(mockOwnerSettings(api)),
    { githubToken: GITHUB_TOKEN, gitlabToken: GITLAB_TOKEN },
    {
      write: (line) => written.push(line),
      cacheDir,
      tuning: { timeoutMs: 2000, github: { baseDelayMs: 1 }, gitlab: { baseDelayMs: 1 } },
    },
  ).then(
    () => null,
    (failure: unknown) => failure,
  );
  return { lines: written.flatMap((line) => line.split('\n')), error };
}

/** The frames printed right under the first line that matches `heading`. */
function framesUnder(lines: readonly string[], heading: RegExp): string[] {
  const index = lines.findIndex((line) => heading.test(line));
  if (index < 0) throw new Error(`no line matches ${heading}:\n${lines.join('\n')}`);
  const rest = lines.slice(index + 1);
  const end = rest.findIndex((line) => !line.startsWith('    at '));
  return end < 0 ? rest : rest.slice(0, end);
}

describe('internal errors in the build log', () => {
  it('prints the stack under the line of a part that failed with one', async () => {
    // A group list with a hole: the visibility filter reads a property of null.
    api.fail({ service: 'gitlab', path: '/api/v4/groups', status: 200, body: [null] });
    api.fail({ service: 'gitlab', path: '/api/v4/projects', status: 500 });
    const { lines, error } = await fetchLog();
    expect(error).toBeNull();

    const frames = framesUnder(
      lines,
      /^ {2}! Failed to fetch gitlabGroups: Internal error while fetching gitlabGroups from GitLab: Cannot read properties of null \(reading 'visibility'\)\. This is a bug in the portfolio/,
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.join('\n')).toMatch(/gitlabParts\.ts/);
    // A server error is no bug of the portfolio: its line comes without a stack.
    expect(
      framesUnder(
        lines,
        /^ {2}! Failed to fetch gitlabProjects: Request failed with status code 500/,
      ),
    ).toEqual([]);
  });

  it('prints the stack before stopping when the profile failed with one', async () => {
    api.fail({ service: 'github', path: '/user', status: 200, body: null });
    const { lines, error } = await fetchLog();
    expect(error).toBeInstanceOf(BuildFetchError);
    expect((error as BuildFetchError).message).toMatch(
      /^Fetching the portfolio data failed: Internal error while fetching profile from GitHub: Cannot read properties of null \(reading 'login'\)\. This is a bug in the portfolio/,
    );
    // The message stays one line; the stack is in the log above it.
    expect((error as BuildFetchError).message).not.toContain('\n');
    const frames = framesUnder(lines, /^ {2}! profile failed with an internal error:$/);
    expect(frames.join('\n')).toMatch(/githubParts\.ts/);
  });
});
