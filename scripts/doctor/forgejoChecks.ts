/**
 * Check 5 (when config.forgejo.url is set): the Forgejo, Gitea or Codeberg instance answers, the user
 * exists there with a public profile, the build's token (FORGEJO_TOKEN, by its setting's name) is
 * accepted, is the user's and may read organizations, and whether the instance serves the heatmap.
 * Forgejo lists a user's organizations and stars to signed-in callers only (reqToken,
 * routers/api/v1/api.go): without a token the line says they are not shown. At most 4 requests (see
 * runDoctor.ts's MAX_REQUESTS): GET /users/{username}, GET /user, GET /users/{username}/orgs?limit=1
 * (with the token), GET /users/{username}/heatmap.
 */
import { SETTING_NAMES } from '../../src/config/settingNames';
import { forgejoInstanceName } from '../../src/domain/forgejoInstance';
import { trimEndChar } from '../../src/lib/text';
import { field, jsonOf, statusText, type HttpResult } from '../pipeline/net/uncachedHttp';
import { safeText } from '../pipeline/net/safeText';
import { fail, ok, warn, type Check, type CheckResult } from './checkResult';

const TOKEN = SETTING_NAMES.forgejoToken;
const SCOPES = 'read:user and read:repository, and read:organization for your organizations';
const URL_FIX = `Check ${SETTING_NAMES.forgejoUrl} (the address of the instance, such as https://codeberg.org) and the network.`;
const RENEW = `Create a new access token (Settings → Applications) with ${SCOPES}, and replace it in .env.local or the repository secret PORTFOLIO_${TOKEN}.`;

/** "requires scope" / "token does not have at least one of required scope(s)": Forgejo's 403 of a scope. */
const MISSING_SCOPE = /scope/i;

export const forgejoChecks: Check = async (context) => {
  const { config, secrets } = context.settings;
  const { url, username } = config?.forgejo ?? { url: null, username: null };
  // The demo fetches nothing; a setting that does not parse is the settings check's ✖.
  if (!config || config.demo || !url || !username) return [];
  const name = forgejoInstanceName(url);
  const api = `${trimEndChar(url, '/')}/api/v1`;
  const token = secrets?.forgejoToken ?? null;
  const user = encodeURIComponent(username);
  const get = (path: string, withToken: boolean): Promise<HttpResult> =>
    context.http.get('Forgejo', `${api}${path}`, {
      accept: 'application/json',
      'user-agent': 'portfolio-doctor',
      ...(withToken && token ? { authorization: `token ${token}` } : {}),
    });
  const shownUrl = safeText(url, 200);
  const instance = `${name} ${shownUrl === name ? '' : `(${shownUrl})`}`.trim();
  const userItem = `${name} user ${username}`;

  // Anonymous, as a visitor of the profile: a user whose profile is not public shows nothing.
  const profile = await get(`/users/${user}`, false);
  if (profile.kind === 'failure') {
    return [fail(instance, `did not answer (${profile.reason})`, URL_FIX)];
  }
  const results: CheckResult[] = [];
  const body = jsonOf(profile);
  if (profile.status === 404) {
    return [
      fail(
        userItem,
        `no such user with a public profile at ${shownUrl}`,
        `Check the spelling of ${SETTING_NAMES.forgejoUsername} in .env (your username as in your profile address), and that your profile's visibility is public.`,
      ),
    ];
  }
  if (profile.status !== 200 || typeof field(body, 'login') !== 'string') {
    return [
      fail(
        instance,
        `does not answer like a Forgejo or Gitea API${profile.status === 200 ? '' : ` (${statusText(profile)})`}`,
        URL_FIX,
      ),
    ];
  }
  const fullName = safeText(field(body, 'full_name'));
  results.push(ok(userItem, `${fullName ? `${fullName} at ` : ''}${shownUrl}`));

  if (token === null) {
    results.push(
      ok(
        TOKEN,
        `none: public repositories and the heatmap only; ${name} lists a user's organizations and starred repositories to signed-in callers only, so the tab leaves them out`,
      ),
    );
  } else {
    const self = await get('/user', true);
    if (self.kind === 'failure') {
      results.push(
        warn(TOKEN, `could not be checked (${self.reason})`, 'Run the doctor again later.'),
      );
    } else if (self.status === 401) {
      results.push(fail(TOKEN, `${name} rejected it (401: revoked, expired or wrong)`, RENEW));
    } else if (self.status === 403) {
      results.push(fail(TOKEN, `${name} refused it (403: it lacks the read:user scope)`, RENEW));
    } else if (self.status !== 200) {
      results.push(
        warn(TOKEN, `could not be checked (${statusText(self)})`, 'Run the doctor again later.'),
      );
    } else {
      const login = safeText(field(jsonOf(self), 'login'), 60);
      if (login.toLowerCase() !== username.toLowerCase()) {
        results.push(
          warn(
            TOKEN,
            `belongs to ${login || 'another user'}, not ${username}: organizations only that account may see are left out, and it is not yours to revoke`,
            `Use a token of ${username}'s own account.`,
          ),
        );
      } else {
        // The organizations need read:organization besides read:user.
        const orgs = await get(`/users/${user}/orgs?limit=1`, true);
        const message = orgs.kind === 'answer' ? field(jsonOf(orgs), 'message') : undefined;
        const scopeMissing =
          orgs.kind === 'answer' &&
          orgs.status === 403 &&
          typeof message === 'string' &&
          MISSING_SCOPE.test(message);
        results.push(
          scopeMissing
            ? warn(
                TOKEN,
                `accepted (${login}), but without read:organization: the build cannot list your organizations`,
                RENEW,
              )
            : ok(
                TOKEN,
                `accepted (${login}): your public organizations and starred repositories are shown`,
              ),
        );
      }
    }
  }

  if (config.activity.enabled) {
    const heatmap = await get(`/users/${user}/heatmap`, false);
    if (heatmap.kind === 'answer' && heatmap.status === 404) {
      results.push(
        ok(
          `${name} heatmap`,
          'turned off on the instance: the activity calendar shows GitHub and GitLab alone',
        ),
      );
    }
  }
  return results;
};
