/**
 * The mock's GitLab v4 routes: the signed-in user, the user search, the project lists (all, a user's,
 * starred, with GitLab's order_by and sort), the groups, and the activity calendar (./calendarRoute),
 * each as the caller may see it.
 */
import type { GitLabProjectJson } from '../answers/gitlab';
import { calendarRoute } from './calendarRoute';
import { gitlabList } from './pagination';
import { isTrue, ok, sameLogin, type ApiRequest, type Reply, type Route } from '../server/routing';
import type { Scenario } from '../worlds/scenario';

export function gitlabRoutes(scenario: Scenario): Route[] {
  const { user, projects, starredProjectIds, groups } = scenario.gitlab;
  const unauthorized: Reply = { status: 401, body: { message: '401 Unauthorized' } };

  const isOwn = (project: GitLabProjectJson) =>
    project.namespace.kind === 'user' && project.namespace.full_path === user.username;
  const isStarred = (project: GitLabProjectJson) => starredProjectIds.includes(project.id);
  const isUser = (idOrUsername: string) =>
    sameLogin(idOrUsername, user.username) || idOrUsername === String(user.id);
  // Signed in, the user sees their own projects and every non-private one; anonymous, only public.
  const visible = (project: GitLabProjectJson, request: ApiRequest) =>
    project.visibility === 'public' ||
    (request.authenticated && (project.visibility === 'internal' || isOwn(project)));
  // `permissions` describes the caller's access, so anonymous responses do not have it.
  const projectJson = (project: GitLabProjectJson, request: ApiRequest): GitLabProjectJson => {
    if (request.authenticated) return project;
    const copy = { ...project };
    delete copy.permissions;
    return copy;
  };
  /** GitLab's order_by/sort: created_at, newest first, unless asked otherwise. */
  const listProjects = (request: ApiRequest, listed: readonly GitLabProjectJson[]) => {
    const orderBy = request.query.get('order_by') ?? 'created_at';
    const field = (project: GitLabProjectJson): string | number =>
      orderBy === 'id'
        ? project.id
        : orderBy === 'name'
          ? project.name.toLowerCase()
          : orderBy === 'path'
            ? project.path
            : orderBy === 'last_activity_at'
              ? project.last_activity_at
              : orderBy === 'updated_at'
                ? project.updated_at
                : project.created_at;
    const sorted = listed
      .filter((project) => {
        const wanted = request.query.get('visibility');
        return wanted === null || project.visibility === wanted;
      })
      .sort((a, b) => {
        const [x, y] = [field(a), field(b)];
        return typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y));
      });
    if ((request.query.get('sort') ?? 'desc') === 'desc') sorted.reverse();
    return gitlabList(
      request,
      sorted.map((project) => projectJson(project, request)),
    );
  };
  const userNotFound: Reply = { status: 404, body: { message: '404 User Not Found' } };
  // GitLab's public fields of a user; the web address on the host the projects are on.
  const webOrigin = projects[0]
    ? new URL(projects[0].web_url).origin
    : 'https://gitlab.example.org';
  const userJson = {
    id: user.id,
    username: user.username,
    name: user.name,
    state: 'active',
    locked: false,
    avatar_url: null,
    web_url: `${webOrigin}/${user.username}`,
  };

  return [
    // The activity calendar: a public web route of the instance, outside the API.
    calendarRoute(scenario),
    // The signed-in user (401 without a token), and the user search by exact username.
    [/^\/api\/v4\/user$/, (request) => (request.authenticated ? ok(userJson) : unauthorized)],
    [
      /^\/api\/v4\/users$/,
      (request) => {
        const username = request.query.get('username');
        return gitlabList(
          request,
          username === null || sameLogin(username, user.username) ? [userJson] : [],
        );
      },
    ],
    [
      /^\/api\/v4\/projects$/,
      (request) => {
        const owned = isTrue(request.query.get('owned'));
        const starred = isTrue(request.query.get('starred'));
        if ((owned || starred) && !request.authenticated) return unauthorized;
        return listProjects(
          request,
          projects.filter(
            (project) =>
              visible(project, request) &&
              (!owned || isOwn(project)) &&
              (!starred || isStarred(project)),
          ),
        );
      },
    ],
    [
      /^\/api\/v4\/users\/([^/]+)\/projects$/,
      (request, [idOrUsername = '']) =>
        isUser(idOrUsername)
          ? listProjects(
              request,
              projects.filter((project) => isOwn(project) && visible(project, request)),
            )
          : userNotFound,
    ],
    [
      /^\/api\/v4\/users\/([^/]+)\/starred_projects$/,
      (request, [idOrUsername = '']) =>
        isUser(idOrUsername)
          ? listProjects(
              request,
              projects.filter((project) => isStarred(project) && visible(project, request)),
            )
          : userNotFound,
    ],
    [
      /^\/api\/v4\/groups$/,
      (request) => {
        if (!request.authenticated) return unauthorized;
        const sorted = [...groups].sort((a, b) => a.name.localeCompare(b.name));
        if (request.query.get('sort') === 'desc') sorted.reverse();
        return gitlabList(request, sorted);
      },
    ],
  ];
}
