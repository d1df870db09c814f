/**
 * GitHub's answers once a rate limit is used up: fail rules a test adds (`rateLimited()` for the
 * primary limit, `searchRateLimited()` for the search's own) and the 403 the mock sends by itself when
 * `githubRateLimitLeft` runs out.
 */
import type { GitHubErrorJson } from '../answers/github';
import type { FailRule } from '../server/faultRules';
import type { Reply } from '../server/routing';

/**
 * GitHub's answer when the primary rate limit is used up. Matches every GitHub path unless
 * `overrides` narrow it.
 */
export function rateLimited(overrides: Partial<FailRule> = {}): FailRule {
  return {
    service: 'github',
    path: /^\//,
    status: 403,
    body: {
      message:
        "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url:
        'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
    } satisfies GitHubErrorJson,
    headers: {
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '60',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    },
    ...overrides,
  };
}

/** GitHub's 403 for an exhausted search limit (its own, per minute): the core limit is untouched. */
export function searchRateLimited(overrides: Partial<FailRule> = {}): FailRule {
  return rateLimited({
    path: '/search/issues',
    headers: {
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '10',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60),
      'x-ratelimit-resource': 'search',
    },
    ...overrides,
  });
}

/** GitHub's 403 once the primary rate limit is used up (githubRateLimitLeft); its headers say 0 left. */
export function primaryRateLimitReply(authorized: boolean): Reply {
  return {
    status: 403,
    body: {
      message: authorized
        ? 'API rate limit exceeded for user ID 1. If you reach out to GitHub Support for help, please include the request ID.'
        : "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url:
        'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
      status: '403',
    } satisfies GitHubErrorJson,
  };
}
