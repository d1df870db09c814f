/**
 * Builders for Forgejo (and Gitea) API v1 response bodies, with the shapes a Forgejo instance sends:
 * the structs its swagger (`/swagger.v1.json`, Gitea's templates/swagger/v1_json.tmpl) is generated
 * from: modules/structs/user.go (User, with Forgejo's `pronouns` and the `username` alias its
 * MarshalJSON adds), repo.go (Repository), org.go (Organization), models/activities/user_heatmap.go
 * (UserHeatmapData), routers/api/v1/repo/language.go (LanguageStatistics: bytes per language, largest
 * first) and services/context/api.go (APIError, APINotFound). Every builder is deterministic: ids
 * derive from the names given.
 *
 * What Forgejo does that GitHub does not, and the builders keep: times carry the server's own UTC
 * offset (`2024-03-01T10:00:00+01:00`), an unset time is Go's zero time (`0001-01-01T00:00:00Z`) or
 * the epoch (a zero TimeStamp), an empty list is often `null` (`topics`), an absent text is `""`.
 */
import { fakeId } from './github';

/** The instance the builders put in web URLs unless told otherwise. */
export const DEFAULT_FORGEJO_URL = 'https://forgejo.example.org';

/** `[api] MAX_RESPONSE_ITEMS` and `DEFAULT_PAGING_NUM`: modules/setting/api.go's defaults. */
export const FORGEJO_MAX_RESPONSE_ITEMS = 50;
export const FORGEJO_DEFAULT_PAGING_NUM = 30;

/** Go's zero time.Time as encoding/json writes it. */
export const GO_ZERO_TIME = '0001-01-01T00:00:00Z';

/** GET /api/v1/version ("ServerVersion"). */
export interface ForgejoVersionJson {
  version: string;
}

/** "User": GET /users/{username}, GET /user, a repository's `owner`. */
export interface ForgejoUserJson {
  id: number;
  login: string;
  /** Only for the user themself or an admin; else "". */
  login_name: string;
  source_id: number;
  full_name: string;
  /** The primary address for a signed-in caller (unless kept private); else a placeholder. */
  email: string;
  avatar_url: string;
  html_url: string;
  /** Only for the user themself or an admin; else "". */
  language: string;
  is_admin: boolean;
  /** Only for the user themself or an admin; else Go's zero time. */
  last_login: string;
  created: string;
  restricted: boolean;
  active: boolean;
  prohibit_login: boolean;
  location: string;
  pronouns: string;
  website: string;
  description: string;
  visibility: 'public' | 'limited' | 'private';
  followers_count: number;
  following_count: number;
  starred_repos_count: number;
  /** Forgejo's backward-compatible copy of `login`. */
  username: string;
}

/** "Permission": what the caller may do with a repository. */
export interface ForgejoPermissionJson {
  admin: boolean;
  push: boolean;
  pull: boolean;
}

export interface ForgejoInternalTrackerJson {
  enable_time_tracker: boolean;
  allow_only_contributors_to_track_time: boolean;
  enable_issue_dependencies: boolean;
}

/** "Repository": items of GET /users/{username}/repos, /orgs/{org}/repos, /users/{username}/starred. */
export interface ForgejoRepositoryJson {
  id: number;
  owner: ForgejoUserJson;
  name: string;
  full_name: string;
  description: string;
  empty: boolean;
  private: boolean;
  fork: boolean;
  template: boolean;
  parent: ForgejoRepositoryJson | null;
  mirror: boolean;
  size: number;
  language: string;
  languages_url: string;
  html_url: string;
  url: string;
  link: string;
  ssh_url: string;
  clone_url: string;
  original_url: string;
  website: string;
  stars_count: number;
  forks_count: number;
  watchers_count: number;
  open_issues_count: number;
  open_pr_counter: number;
  release_counter: number;
  default_branch: string;
  archived: boolean;
  created_at: string;
  updated_at: string;
  archived_at: string;
  permissions: ForgejoPermissionJson;
  has_issues: boolean;
  internal_tracker?: ForgejoInternalTrackerJson;
  has_wiki: boolean;
  has_wiki_contents: boolean;
  wiki_branch?: string;
  globally_editable_wiki: boolean;
  has_pull_requests: boolean;
  has_projects: boolean;
  has_releases: boolean;
  has_packages: boolean;
  has_actions: boolean;
  ignore_whitespace_conflicts: boolean;
  allow_merge_commits: boolean;
  allow_rebase: boolean;
  allow_rebase_explicit: boolean;
  allow_squash_merge: boolean;
  allow_fast_forward_only_merge: boolean;
  allow_rebase_update: boolean;
  default_delete_branch_after_merge: boolean;
  default_merge_style: string;
  default_allow_maintainer_edit: boolean;
  default_update_style: string;
  avatar_url: string;
  /** The owner's visibility is "limited": only signed-in users see the repository. */
  internal: boolean;
  mirror_interval: string;
  object_format_name: 'sha1' | 'sha256';
  mirror_updated: string;
  repo_transfer: null;
  /** `null`, not `[]`, for a repository without topics. */
  topics: string[] | null;
}

/** "Organization": items of GET /users/{username}/orgs. */
export interface ForgejoOrganizationJson {
  id: number;
  name: string;
  full_name: string;
  email: string;
  avatar_url: string;
  description: string;
  website: string;
  location: string;
  visibility: 'public' | 'limited' | 'private';
  repo_admin_change_team_access: boolean;
  /** Deprecated copy of `name`. */
  username: string;
}

/** Items of GET /users/{username}/heatmap ("UserHeatmapData"). */
export interface ForgejoHeatmapEntryJson {
  /** Unix seconds, a multiple of 900: actions are counted in 15-minute buckets. */
  timestamp: number;
  contributions: number;
}

/** GET /repos/{owner}/{repo}/languages ("LanguageStatistics"): bytes per language. */
export type ForgejoLanguagesJson = Record<string, number>;

/** "APIError" (ctx.Error): 401, 403, 422, 500 and some 404s. */
export interface ForgejoApiErrorJson {
  message: string;
  url: string;
}

/**
 * "APINotFound" (ctx.NotFound): a string argument replaces the message, errors are listed:
 * `{"message":"The target couldn't be found.","url":"…/api/swagger","errors":[]}`.
 */
export interface ForgejoNotFoundJson {
  message: string;
  url: string;
  errors: string[];
}

/** Where `url` of an error body points: `[api] SWAGGER_URL`, AppURL + "api/swagger". */
export function forgejoSwaggerUrl(webUrl: string): string {
  return `${webUrl.replace(/\/$/, '')}/api/swagger`;
}

/** The locale's `error.not_found`, which ctx.NotFound() says without a message of its own. */
export const FORGEJO_NOT_FOUND_MESSAGE = "The target couldn't be found.";

export function forgejoError(message: string, webUrl: string): ForgejoApiErrorJson {
  return { message, url: forgejoSwaggerUrl(webUrl) };
}

export function forgejoNotFound(
  webUrl: string,
  message: string = FORGEJO_NOT_FOUND_MESSAGE,
  errors: string[] = [],
): ForgejoNotFoundJson {
  return { message, url: forgejoSwaggerUrl(webUrl), errors };
}

/**
 * The 401 of any request whose token the instance does not know: services/auth/oauth2.go fails the
 * request with user_model.ErrUserNotExist{} before any route runs, even /version.
 */
export function forgejoBadToken(webUrl: string): ForgejoApiErrorJson {
  return forgejoError('user does not exist [uid: 0, name: ]', webUrl);
}

/** reqToken()'s 401 on a route that needs a signed-in caller. */
export function forgejoTokenRequired(webUrl: string): ForgejoApiErrorJson {
  return forgejoError('token is required', webUrl);
}

const hostOf = (webUrl: string) => new URL(webUrl).host;
const trimmed = (webUrl: string) => webUrl.replace(/\/$/, '');

export function forgejoUser(
  login: string,
  overrides: Partial<ForgejoUserJson> = {},
  webUrl: string = DEFAULT_FORGEJO_URL,
): ForgejoUserJson {
  const id = overrides.id ?? fakeId(`forgejo-user-${login}`) % 1_000_000;
  return {
    id,
    login,
    login_name: '',
    source_id: 0,
    full_name: '',
    email: `${login}@noreply.${hostOf(webUrl)}`,
    avatar_url: `${trimmed(webUrl)}/avatars/${fakeId(login).toString(16)}`,
    html_url: `${trimmed(webUrl)}/${login}`,
    language: '',
    is_admin: false,
    last_login: GO_ZERO_TIME,
    created: '2022-01-10T09:30:00+01:00',
    restricted: false,
    active: false,
    prohibit_login: false,
    location: '',
    pronouns: '',
    website: '',
    description: '',
    visibility: 'public',
    followers_count: 0,
    following_count: 0,
    starred_repos_count: 0,
    username: login,
    ...overrides,
  };
}

/**
 * A user as another caller sees them (services/convert/user.go toUser): the account's own fields
 * (login name, language, last login, admin and activity flags) only for the user themself, the
 * primary e-mail only for a signed-in caller, else `<login>@noreply.<domain>`.
 */
export function forgejoUserSeenBy(
  user: ForgejoUserJson,
  { self, signedIn }: { readonly self: boolean; readonly signedIn: boolean },
  webUrl: string = DEFAULT_FORGEJO_URL,
): ForgejoUserJson {
  if (self) return user;
  return {
    ...user,
    login_name: '',
    source_id: 0,
    email: signedIn ? user.email : `${user.login}@noreply.${hostOf(webUrl)}`,
    language: '',
    is_admin: false,
    last_login: GO_ZERO_TIME,
    active: false,
    prohibit_login: false,
  };
}

/** An organization as the owner of a repository: Forgejo writes it as a User. */
export function forgejoOrgAsOwner(
  org: ForgejoOrganizationJson,
  webUrl: string = DEFAULT_FORGEJO_URL,
): ForgejoUserJson {
  return forgejoUser(
    org.name,
    {
      id: org.id,
      full_name: org.full_name,
      email: '',
      avatar_url: org.avatar_url,
      location: org.location,
      website: org.website,
      description: org.description,
      visibility: org.visibility,
    },
    webUrl,
  );
}

export function forgejoOrg(
  name: string,
  overrides: Partial<ForgejoOrganizationJson> = {},
  webUrl: string = DEFAULT_FORGEJO_URL,
): ForgejoOrganizationJson {
  return {
    id: fakeId(`forgejo-org-${name}`) % 1_000_000,
    name,
    full_name: '',
    email: '',
    avatar_url: `${trimmed(webUrl)}/avatars/${fakeId(`org-${name}`).toString(16)}`,
    description: '',
    website: '',
    location: '',
    visibility: 'public',
    repo_admin_change_team_access: false,
    username: name,
    ...overrides,
  };
}

/** The caller's permission on a repository: the owner's token, or anyone who may only read. */
export const OWNER_PERMISSION: ForgejoPermissionJson = { admin: true, push: true, pull: true };
export const READ_PERMISSION: ForgejoPermissionJson = { admin: false, push: false, pull: true };

export function forgejoRepo(
  owner: ForgejoUserJson,
  name: string,
  overrides: Partial<ForgejoRepositoryJson> = {},
  webUrl: string = DEFAULT_FORGEJO_URL,
): ForgejoRepositoryJson {
  const fullName = `${owner.login}/${name}`;
  const base = trimmed(webUrl);
  return {
    id: fakeId(`forgejo-repo-${fullName}`) % 1_000_000,
    owner,
    name,
    full_name: fullName,
    description: '',
    empty: false,
    private: false,
    fork: false,
    template: false,
    parent: null,
    mirror: false,
    size: 128,
    language: '',
    languages_url: `${base}/api/v1/repos/${fullName}/languages`,
    html_url: `${base}/${fullName}`,
    url: `${base}/api/v1/repos/${fullName}`,
    link: '',
    ssh_url: `git@${hostOf(webUrl)}:${fullName}.git`,
    clone_url: `${base}/${fullName}.git`,
    original_url: '',
    website: '',
    stars_count: 0,
    forks_count: 0,
    watchers_count: 1,
    open_issues_count: 0,
    open_pr_counter: 0,
    release_counter: 0,
    default_branch: 'main',
    archived: false,
    created_at: '2023-01-15T10:00:00+01:00',
    updated_at: '2024-06-01T12:00:00+02:00',
    archived_at: '1970-01-01T01:00:00+01:00',
    permissions: READ_PERMISSION,
    has_issues: true,
    internal_tracker: {
      enable_time_tracker: true,
      allow_only_contributors_to_track_time: true,
      enable_issue_dependencies: true,
    },
    has_wiki: true,
    has_wiki_contents: false,
    wiki_branch: 'main',
    globally_editable_wiki: false,
    has_pull_requests: true,
    has_projects: true,
    has_releases: true,
    has_packages: true,
    has_actions: false,
    ignore_whitespace_conflicts: false,
    allow_merge_commits: true,
    allow_rebase: true,
    allow_rebase_explicit: true,
    allow_squash_merge: true,
    allow_fast_forward_only_merge: true,
    allow_rebase_update: true,
    default_delete_branch_after_merge: false,
    default_merge_style: 'merge',
    default_allow_maintainer_edit: false,
    default_update_style: 'merge',
    avatar_url: '',
    internal: false,
    mirror_interval: '',
    object_format_name: 'sha1',
    mirror_updated: GO_ZERO_TIME,
    repo_transfer: null,
    topics: null,
    ...overrides,
  };
}

/** The 15-minute bucket (unix seconds) an action at `ms` counts in. */
export function heatmapBucket(ms: number): number {
  return Math.floor(ms / 1000 / 900) * 900;
}
