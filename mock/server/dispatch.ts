/**
 * Dispatch: the routes of the world served, per service, and the reply a request gets from them once
 * its credentials are checked (GitHub's rules for an installation's and a bot's token on /user
 * included), or the service's own 401 or 404.
 */
import { DEFAULT_FORGEJO_URL, forgejoBadToken, forgejoNotFound } from '../answers/forgejo';
import type { GitHubUserSummaryJson } from '../answers/github';
import { feedRoutes } from '../feeds/feedRoutes';
import { forgejoRoutes } from '../forgejo/routes';
import { BOT_LOGIN, INSTALLATION_BOT_LOGIN } from '../github/accounts';
import { GITHUB_DOCS, githubError, USER_ENDPOINT_DOCS } from '../github/errors';
import { graphqlRoute } from '../github/graphqlRoute';
import { githubRoutes } from '../github/restRoutes';
import { gitlabRoutes } from '../gitlab/routes';
import type { Scenario } from '../worlds/scenario';
import type { Caller, KnownTokens } from './callers';
import type { Service } from './requestLog';
import type { ApiRequest, Reply, Route } from './routing';

/** Every route of a world: the REST-like ones per service, and GitHub's GraphQL. */
export interface WorldRoutes {
  readonly routes: Readonly<Record<Service, Route[]>>;
  readonly graphql: ReturnType<typeof graphqlRoute>;
  /** The Forgejo instance's web address: where its error bodies' swagger `url` points. */
  readonly forgejoUrl: string;
}

export function worldRoutes(scenario: Scenario): WorldRoutes {
  return {
    routes: {
      github: githubRoutes(scenario),
      gitlab: gitlabRoutes(scenario),
      feeds: feedRoutes(),
      forgejo: forgejoRoutes(scenario),
    },
    graphql: graphqlRoute(scenario),
    forgejoUrl: scenario.forgejo?.webUrl ?? DEFAULT_FORGEJO_URL,
  };
}

/** One request as dispatch sees it. */
export interface DispatchedRequest {
  readonly service: Service;
  readonly method: string;
  /** Without the service's prefix and the query. */
  readonly path: string;
  readonly url: URL;
  /** The mock's own address: the base of the links it answers. */
  readonly origin: string;
  readonly requestBody: string;
  readonly caller: Caller;
}

/**
 * The service's own 404; Forgejo's is ctx.NotFound()'s APINotFound (`message`, swagger `url`,
 * `errors`), on the instance at `forgejoUrl`.
 */
export function notFoundReply(service: Service, forgejoUrl: string = DEFAULT_FORGEJO_URL): Reply {
  return service === 'github'
    ? githubError(404, 'Not Found')
    : service === 'gitlab'
      ? { status: 404, body: { error: '404 Not Found' } }
      : service === 'forgejo'
        ? { status: 404, body: forgejoNotFound(forgejoUrl) }
        : { status: 404, body: 'Not Found' };
}

/** The service's own 401 for credentials it does not accept. */
function unauthorizedReply(service: Service, forgejoUrl: string): Reply {
  return service === 'github'
    ? githubError(401, 'Bad credentials')
    : service === 'forgejo'
      ? { status: 401, body: forgejoBadToken(forgejoUrl) }
      : { status: 401, body: { message: '401 Unauthorized' } };
}

export function routeReply(
  { service, method, path, url, origin, requestBody, caller }: DispatchedRequest,
  { routes, graphql, forgejoUrl }: WorldRoutes,
  { installationToken, botToken }: KnownTokens,
): Reply {
  const { credential, credentialsValid } = caller;
  const notFound = () => notFoundReply(service, forgejoUrl);
  if (!credentialsValid) return unauthorizedReply(service, forgejoUrl);
  const installation =
    service === 'github' && credential !== undefined && credential === installationToken;
  const bot = service === 'github' && credential !== undefined && credential === botToken;
  if (bot && path === '/user' && (method === 'GET' || method === 'HEAD')) {
    const profile: GitHubUserSummaryJson = {
      login: BOT_LOGIN,
      id: 90210,
      type: 'User',
      name: null,
    };
    return { status: 200, body: profile };
  }
  if (bot && path.startsWith('/user/')) return { status: 200, body: [] };
  // Signed in as the owner: an installation's or a bot's token sees public data only, like an
  // anonymous caller.
  const authenticated = credential !== undefined && !installation && !bot;
  if (service === 'github' && /^\/user(\/|$)/.test(path)) {
    if (installation) {
      return githubError(
        403,
        'Resource not accessible by integration',
        USER_ENDPOINT_DOCS[path] ?? GITHUB_DOCS,
      );
    }
    if (!authenticated) return githubError(401, 'Requires authentication');
  }
  if (service === 'github' && method === 'POST' && path === '/graphql') {
    return graphql(
      requestBody,
      credential !== undefined,
      authenticated,
      bot ? BOT_LOGIN : INSTALLATION_BOT_LOGIN,
    );
  }
  if (method !== 'GET' && method !== 'HEAD') return notFound();
  const selfUrl = `${origin}/${service}${path}`;
  const apiRequest: ApiRequest = { path, query: url.searchParams, authenticated, selfUrl };
  for (const [pattern, handler] of routes[service]) {
    const match = pattern.exec(path);
    if (match)
      return handler(
        apiRequest,
        match.slice(1).map((part) => decodeURIComponent(part)),
      );
  }
  return notFound();
}
