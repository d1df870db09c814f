/**
 * The browser path (jsdom with fetch, the browser's transport rules, no HTTP cache): a network failure
 * reaches both clients only through the policy fetch, which wraps it as a TransportError, so only errors
 * of the portfolio's own code are left to be reported as internal. Node's path is covered by
 * githubApi.test.ts and gitlabApi.test.ts.
 */
import { closedPort } from '../../test/support/closedPort';
import {
  ApiError,
  failureKind,
  internalError,
  internalStack,
  type ApiFailureKind,
} from './apiError';
import { createGitHubApi } from './github/githubApi';
import { createGitLabApi } from './gitlab/gitlabApi';
import { unlimitedBudget } from './transport/budget';
import { createTransport } from './transport/createTransport';

function browserApis(baseUrl: string) {
  const transport = createTransport({
    runtime: 'browser',
    budget: unlimitedBudget(),
    tuning: { github: { baseDelayMs: 1 }, gitlab: { baseDelayMs: 1 } },
  });
  const github = createGitHubApi({
    baseUrl,
    username: 'octo-dev',
    token: null,
    fetch: transport.GitHub,
  });
  const gitlab = createGitLabApi({
    url: baseUrl,
    username: 'octo-gl',
    token: 'glpat-FAKE.browser.test',
    fetch: transport.GitLab,
  });
  return { github, gitlab };
}

async function kindsOf(baseUrl: string): Promise<Array<[ApiFailureKind, string]>> {
  const { github, gitlab } = browserApis(baseUrl);
  const failures = await Promise.all([
    github.getProfile().catch((error: unknown) => error),
    gitlab.listGroups().catch((error: unknown) => error),
  ]);
  return failures.map((error) => {
    if (!(error instanceof ApiError)) throw new Error(`expected an ApiError: ${String(error)}`);
    return [error.kind, error.message];
  });
}

describe('failures on the browser path', () => {
  it('reports a refused connection as unreachable for both clients', async () => {
    const kinds = await kindsOf(`http://127.0.0.1:${await closedPort()}`);
    expect(kinds).toEqual([
      ['unreachable', expect.stringMatching(/^Cannot reach GitHub at .*ECONNREFUSED/)],
      ['unreachable', expect.stringMatching(/^Cannot reach GitLab at .*ECONNREFUSED/)],
    ]);
  });

  it('reports the TypeError a browser’s fetch throws for a network failure as unreachable', async () => {
    // What Chromium's fetch rejects with for DNS, refused connections and CORS alike.
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const kinds = await kindsOf('https://api.example.test');
    expect(kinds).toEqual([
      ['unreachable', expect.stringMatching(/^Cannot reach GitHub at .*\(Failed to fetch; /)],
      ['unreachable', expect.stringMatching(/^Cannot reach GitLab at .*\(Failed to fetch; /)],
    ]);
  });
});

describe('internal errors', () => {
  const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
  const internal = internalError(bug, { api: 'GitHub', what: 'the branches of acme/x' });

  it('say what was fetched and that the portfolio is at fault, keeping the error as the cause', () => {
    expect(internal).toMatchObject({ api: 'GitHub', kind: 'internal', status: null, cause: bug });
    expect(internal.message).toBe(
      "Internal error while fetching the branches of acme/x from GitHub: Cannot read properties of undefined (reading 'map'). " +
        'This is a bug in the portfolio, not a network or settings problem; the build log shows its stack.',
    );
  });

  it('are the kind of any error that is no ApiError', () => {
    expect(failureKind(bug)).toBe('internal');
    expect(failureKind(internal)).toBe('internal');
    expect(failureKind(new ApiError('GitLab', 'timeout', null, 'slow'))).toBe('timeout');
  });

  it('give the stack of the error where the bug is; other failures give none', () => {
    expect(internalStack(internal)).toBe(bug.stack);
    expect(internalStack(bug)).toBe(bug.stack);
    expect(internalStack(new ApiError('GitHub', 'unreachable', null, 'no network'))).toBeNull();
    expect(internalStack(null)).toBeNull();
  });
});
