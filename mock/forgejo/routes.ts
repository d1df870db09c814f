/**
 * The mock's Forgejo API v1 routes (under /forgejo/api/v1), each as routers/api/v1/api.go registers
 * it and as the caller may see it:
 *
 * - GET /version; GET /user (reqToken: 401 "token is required" without a token).
 * - GET /users/{username}: 404 for an unknown user (UserAssignmentAPI: "user redirect does not exist
 *   [name: …]"), and for a user whose visibility is not public unless the token is theirs.
 * - GET /users/{username}/repos, GET /orgs/{org}/repos: public repositories for anyone, the private
 *   ones too for the token (listUserRepos: `private` is ctx.IsSigned, then a read permission check),
 *   by id; an organization that is not public is not found unless signed in (orgAssignment).
 * - GET /users/{username}/orgs and GET /users/{username}/starred: in groups with reqToken() in
 *   Forgejo and Gitea alike, so 401 "token is required" without a token.
 * - GET /repos/{owner}/{repo}/languages: bytes per language; a repository the caller may not read is
 *   not found, exactly like one that does not exist (repoAssignment: ctx.NotFound()).
 * - GET /users/{username}/heatmap: registered only with `[service] ENABLE_USER_HEATMAP` (default on);
 *   `[]` when the user keeps their activity private and the caller is not them
 *   (activities_model.ActivityReadable); the user's own token also counts their private work
 *   (IncludePrivate, then the caller's access); only the last 371 days (contributionsMaxAgeSeconds).
 *
 * Lists page by `page` and `limit` (./pagination). Who calls is decided before any route
 * (forgejoCaller): no token is anonymous, the world's token is its user, any other token is a 401 on
 * every route.
 */
import {
  forgejoError,
  forgejoNotFound,
  forgejoTokenRequired,
  forgejoUserSeenBy,
  READ_PERMISSION,
  type ForgejoHeatmapEntryJson,
  type ForgejoLanguagesJson,
  type ForgejoOrganizationJson,
  type ForgejoRepositoryJson,
  type ForgejoUserJson,
  type ForgejoVersionJson,
} from '../answers/forgejo';
import type { Caller } from '../server/callers';
import { ok, sameLogin, type ApiRequest, type Reply, type Route } from '../server/routing';
import type { Scenario, ScenarioForgejo, ScenarioForgejoRepo } from '../worlds/scenario';
import { DEFAULT_PAGING, forgejoList, type ForgejoPaging } from './pagination';

/** modules/activities/user_heatmap.go: how far back the heatmap reaches (371 days). */
export const HEATMAP_MAX_AGE_SECONDS = 32_054_400;

/**
 * The credential of a request the way services/auth/oauth2.go parseToken reads it (`Authorization:
 * token …` or `bearer …`, or the deprecated `token` / `access_token` query parameters) and whether
 * the instance knows it. Any other Authorization header (Basic with a wrong password) fails too.
 */
export function forgejoCaller(
  authorization: string | undefined,
  query: URLSearchParams,
  world: ScenarioForgejo | undefined,
): Caller {
  const fromHeader =
    authorization === undefined
      ? undefined
      : (/^(?:token|bearer)\s+(\S+)$/i.exec(authorization.trim())?.[1] ?? authorization);
  const credential = fromHeader ?? query.get('token') ?? query.get('access_token') ?? undefined;
  if (credential === undefined || credential === '')
    return { credential: undefined, credentialsValid: true };
  return { credential, credentialsValid: world !== undefined && credential === world.token };
}

const API = '/api/v1';

export function forgejoRoutes(scenario: Scenario): Route[] {
  const world = scenario.forgejo;
  if (!world) return [];
  const { webUrl, user, repos, orgs, starred } = world;
  const paging: ForgejoPaging = {
    maxResponseItems: world.maxResponseItems ?? DEFAULT_PAGING.maxResponseItems,
    defaultPagingNum: world.defaultPagingNum ?? DEFAULT_PAGING.defaultPagingNum,
  };
  const list = <T>(request: ApiRequest, items: readonly T[]) => forgejoList(request, items, paging);

  const tokenRequired: Reply = { status: 401, body: forgejoTokenRequired(webUrl) };
  /** UserAssignmentAPI's 404: ctx.Error(404, "GetUserByName", ErrUserRedirectNotExist). */
  const noSuchUser = (name: string): Reply => ({
    status: 404,
    body: forgejoError(`user redirect does not exist [name: ${name}]`, webUrl),
  });
  /** repoAssignment's 404 for a repository that does not exist or that the caller may not read. */
  const repoNotFound: Reply = { status: 404, body: forgejoNotFound(webUrl) };

  const isUser = (name: string) => sameLogin(name, user.login);
  const orgOf = (name: string) => orgs.find(({ json }) => sameLogin(json.name, name));
  /** A member sees every organization of theirs; anyone else the public ones only. */
  const orgVisible = (org: ForgejoOrganizationJson, request: ApiRequest) =>
    org.visibility === 'public' || request.authenticated;
  const ownerOf = (repo: ScenarioForgejoRepo) => repo.json.owner.login;
  const isMine = (repo: ScenarioForgejoRepo) =>
    isUser(ownerOf(repo)) || orgOf(ownerOf(repo)) !== undefined;
  /** The token (the user) reads their own and their organizations' repositories; anyone the public ones. */
  const readable = (repo: ScenarioForgejoRepo, request: ApiRequest) => {
    const org = orgOf(ownerOf(repo));
    if (org && !orgVisible(org.json, request)) return false;
    return !repo.json.private || (request.authenticated && isMine(repo));
  };
  /** services/convert ToRepo: `permissions` are the caller's. */
  const repoJson = (repo: ScenarioForgejoRepo, request: ApiRequest): ForgejoRepositoryJson =>
    request.authenticated && isMine(repo)
      ? repo.json
      : { ...repo.json, permissions: READ_PERMISSION };
  const byId = (a: ScenarioForgejoRepo, b: ScenarioForgejoRepo) => a.json.id - b.json.id;
  const repoList = (request: ApiRequest, chosen: (repo: ScenarioForgejoRepo) => boolean) =>
    list(
      request,
      repos
        .filter((repo) => chosen(repo) && readable(repo, request))
        .sort(byId)
        .map((repo) => repoJson(repo, request)),
    );
  const userJson = (request: ApiRequest): ForgejoUserJson =>
    forgejoUserSeenBy(
      user,
      { self: request.authenticated, signedIn: request.authenticated },
      webUrl,
    );
  const fullName = (repo: ScenarioForgejoRepo) => repo.json.full_name.toLowerCase();

  const routes: Route[] = [
    [new RegExp(`^${API}/version$`), () => ok<ForgejoVersionJson>({ version: world.version })],
    [
      new RegExp(`^${API}/user$`),
      (request) => (request.authenticated ? ok(userJson(request)) : tokenRequired),
    ],
    [
      new RegExp(`^${API}/users/([^/]+)$`),
      (request, [name = '']) => {
        if (!isUser(name)) return noSuchUser(name);
        if (user.visibility !== 'public' && !request.authenticated) {
          // GetInfo: "fake ErrUserNotExist error message to not leak information about existence".
          return {
            status: 404,
            body: forgejoNotFound(webUrl, 'GetUserByName', [
              `user does not exist [uid: 0, name: ${name}]`,
            ]),
          };
        }
        return ok(userJson(request));
      },
    ],
    [
      new RegExp(`^${API}/users/([^/]+)/repos$`),
      (request, [name = '']) =>
        isUser(name) ? repoList(request, (repo) => isUser(ownerOf(repo))) : noSuchUser(name),
    ],
    [
      new RegExp(`^${API}/users/([^/]+)/orgs$`),
      (request, [name = '']) => {
        if (!isUser(name)) return noSuchUser(name);
        if (!request.authenticated) return tokenRequired;
        return list(
          request,
          orgs
            .map(({ json }) => json)
            .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
        );
      },
    ],
    [
      new RegExp(`^${API}/orgs/([^/]+)/repos$`),
      (request, [name = '']) => {
        const org = orgOf(name);
        if (!org) {
          return {
            status: 404,
            body: forgejoNotFound(webUrl, 'GetOrgByName', [
              `user redirect does not exist [name: ${name}]`,
            ]),
          };
        }
        if (!orgVisible(org.json, request)) {
          return { status: 404, body: forgejoNotFound(webUrl, 'HasOrgOrUserVisible') };
        }
        return repoList(request, (repo) => sameLogin(ownerOf(repo), org.json.name));
      },
    ],
    [
      new RegExp(`^${API}/users/([^/]+)/starred$`),
      (request, [name = '']) => {
        // reqToken() sits on the group, before the user is looked up.
        if (!request.authenticated) return tokenRequired;
        if (!isUser(name)) return noSuchUser(name);
        const starredRepos = starred
          .map((wanted) => repos.find((repo) => fullName(repo) === wanted.toLowerCase()))
          .filter((repo): repo is ScenarioForgejoRepo => repo !== undefined)
          .filter((repo) => readable(repo, request))
          .map((repo) => repoJson(repo, request));
        return list(request, starredRepos);
      },
    ],
    [
      new RegExp(`^${API}/repos/([^/]+)/([^/]+)/languages$`),
      (request, [owner = '', name = '']) => {
        const wanted = `${owner}/${name}`.toLowerCase();
        const repo = repos.find((candidate) => fullName(candidate) === wanted);
        if (!repo || !readable(repo, request)) return repoNotFound;
        return ok<ForgejoLanguagesJson>(repo.languages);
      },
    ],
  ];
  if (!world.heatmapDisabled) {
    routes.push([
      new RegExp(`^${API}/users/([^/]+)/heatmap$`),
      (request, [name = '']) => {
        if (!isUser(name)) return noSuchUser(name);
        if (world.keepActivityPrivate && !request.authenticated) {
          return ok<ForgejoHeatmapEntryJson[]>([]);
        }
        const since = Math.floor(Date.now() / 1000) - HEATMAP_MAX_AGE_SECONDS;
        // The user's own token sees their private work counted in, one bucket a timestamp.
        const buckets = new Map<number, number>();
        const entries = request.authenticated
          ? [...world.heatmap, ...(world.privateHeatmap ?? [])]
          : world.heatmap;
        for (const { timestamp, contributions } of entries) {
          if (timestamp >= since) {
            buckets.set(timestamp, (buckets.get(timestamp) ?? 0) + contributions);
          }
        }
        return ok<ForgejoHeatmapEntryJson[]>(
          [...buckets]
            .sort(([a], [b]) => a - b)
            .map(([timestamp, contributions]) => ({ timestamp, contributions })),
        );
      },
    ]);
  }
  return routes;
}
