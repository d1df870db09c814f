/**
 * A local stand-in for the GitHub REST API (under /github) and the GitLab v4 API (under /gitlab)
 * that answers from a Scenario with the statuses, headers, pagination links, validators (ETag,
 * Last-Modified, 304 Not Modified) and bodies the real services send, so Octokit and Gitbeaker run
 * unmodified against it: in jest, from a browser (CORS) and standalone for manual checks. It serves
 * the owner's feeds too (under /feeds: RSS, Atom and JSON Feed from mock/answers/feeds.ts). Tests
 * inject failures, delays, hung and slow answers, broken bodies and connection resets.
 *
 * This file is the public facade and the standalone entry point; the parts live beside it: server/
 * (the HTTP server, request recording, fault rules, rate-limit books, avatars), github/ (REST routes,
 * search, GraphQL, pagination, error and rate-limit answers), gitlab/ (routes, calendar) and feeds/.
 *
 *   npx tsx mock/mockApi.ts [port]      (MOCK_GITHUB_TOKEN / MOCK_GITLAB_TOKEN optional;
 *                                               MOCK_INSTALLATION_TOKEN: a token answered like
 *                                               GitHub Actions' own; MOCK_AVATARS=1 serves the
 *                                               avatars too)
 */
import { ALLOW_LIST } from './worlds/scenario';
import { startMockApi } from './server/startMockApi';

export { BOT_LOGIN, INSTALLATION_BOT_LOGIN, TOKEN_EXPIRATION } from './github/accounts';
export { rateLimited, searchRateLimited } from './github/rateLimitAnswers';
export { rewriteAvatarUrls } from './server/avatars';
export type { DelayRule, DripRule, FailRule, RequestMatcher } from './server/faultRules';
export type { MockApi, MockApiOptions } from './server/mockApiTypes';
export type { RecordedRequest, RequestFilter, Service } from './server/requestLog';
export { startMockApi };

// Standalone: `npx tsx mock/mockApi.ts [port]`. The typeof guard keeps the module loadable
// as a real ES module, where `require` does not exist.
if (typeof require !== 'undefined' && require.main === module) {
  const port = Number(process.argv[2] ?? 4010);
  startMockApi({
    port,
    ...(process.env.MOCK_GITHUB_TOKEN ? { githubToken: process.env.MOCK_GITHUB_TOKEN } : {}),
    ...(process.env.MOCK_GITLAB_TOKEN ? { gitlabToken: process.env.MOCK_GITLAB_TOKEN } : {}),
    ...(process.env.MOCK_INSTALLATION_TOKEN
      ? { installationToken: process.env.MOCK_INSTALLATION_TOKEN }
      : {}),
    avatars: process.env.MOCK_AVATARS === '1',
    log: (line) => console.log(line),
  }).then(
    (api) => {
      const { github, gitlab } = api.scenario;
      console.log(`Mock GitHub API: ${api.githubUrl}`);
      console.log(`Mock GitLab:     ${api.gitlabUrl}`);
      console.log(`Mock Forgejo:    ${api.forgejoUrl}`);
      console.log(`Mock feeds:      ${Object.values(api.feeds).join(', ')}`);
      console.log('\nFor .env.local:');
      console.log(`REACT_APP_GITHUB_API_URL=${api.githubUrl}`);
      console.log(`REACT_APP_GITHUB_USERNAME=${github.user.login}`);
      console.log(`REACT_APP_GITLAB_URL=${api.gitlabUrl}`);
      console.log(`REACT_APP_GITLAB_USERNAME=${gitlab.user.username}`);
      if (api.scenario.forgejo) {
        console.log(`REACT_APP_FORGEJO_URL=${api.forgejoUrl}`);
        console.log(`REACT_APP_FORGEJO_USERNAME=${api.scenario.forgejo.user.login}`);
      }
      console.log(`REACT_APP_GITHUB_ALLOWED_ORG=${ALLOW_LIST.org}`);
      console.log(`REACT_APP_GITHUB_ALLOWED_REPOS=${ALLOW_LIST.repos.join(',')}`);
      console.log(`REACT_APP_FEEDS=${api.feeds.rss},${api.feeds.atom}`);
      console.log('\nCtrl+C stops it.');
      const stop = () => void api.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
