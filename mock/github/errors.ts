/**
 * GitHub's error answers: the JSON body it sends with a failing status (message, documentation_url,
 * status) and where its 403 for an installation's token on a /user endpoint points.
 */
import type { GitHubErrorJson } from '../answers/github';
import type { Reply } from '../server/routing';

export const GITHUB_DOCS = 'https://docs.github.com/rest';

export function githubError(
  status: number,
  message: string,
  documentationUrl = GITHUB_DOCS,
): Reply & { readonly body: GitHubErrorJson } {
  return {
    status,
    body: { message, documentation_url: documentationUrl, status: String(status) },
  };
}

/** Where GitHub's 403 for an installation token on a /user endpoint points. */
export const USER_ENDPOINT_DOCS: Readonly<Record<string, string>> = {
  '/user': 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
  '/user/repos':
    'https://docs.github.com/rest/repos/repos#list-repositories-for-the-authenticated-user',
  '/user/orgs':
    'https://docs.github.com/rest/orgs/orgs#list-organizations-for-the-authenticated-user',
  '/user/social_accounts':
    'https://docs.github.com/rest/users/social-accounts#list-social-accounts-for-the-authenticated-user',
};
