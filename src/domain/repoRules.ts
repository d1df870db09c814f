/**
 * Which repositories and projects the page may show. Pure rules over the few fields they need, so they
 * are tested without an API.
 */

export interface RepoVisibility {
  readonly private: boolean;
  /** GitHub also reports "internal" (enterprise) repos, which are not public either. */
  readonly visibility?: string;
}

export interface OwnedRepo extends RepoVisibility {
  readonly owner: { readonly login: string };
}

export interface AllowList {
  readonly org: string | null;
  readonly repos: readonly string[];
}

/** GitHub logins and repository names are case-insensitive. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A private repo is never shown, whatever the token can see. */
export function isPublicRepo(repo: RepoVisibility): boolean {
  return !repo.private && (repo.visibility ?? 'public') === 'public';
}

/** GET /user/repos also lists collaborator and organization repos: keep the owner's public ones. */
export function isShownOwnRepo(repo: OwnedRepo, username: string): boolean {
  return sameName(repo.owner.login, username) && isPublicRepo(repo);
}

export function isAllowListedOrg(org: string, allowList: AllowList): boolean {
  return allowList.org !== null && sameName(org, allowList.org);
}

/**
 * The allow-listed organization shows only its allow-listed repos, in the order of the list; any other
 * organization shows all its repos. Public ones only, either way.
 */
export function selectOrgRepos<T extends RepoVisibility & { readonly name: string }>(
  org: string,
  repos: readonly T[],
  allowList: AllowList,
): T[] {
  const visible = repos.filter(isPublicRepo);
  if (!isAllowListedOrg(org, allowList)) return visible;
  return allowList.repos.flatMap((name) => visible.filter((repo) => sameName(repo.name, name)));
}

/**
 * GitLab projects and groups are public, internal (any signed-in user) or private: only public is shown.
 * An answer without the field counts as public only for anonymous requests, which see nothing else.
 */
export function isPublicOnGitLab(
  item: { readonly visibility?: string },
  authenticated: boolean,
): boolean {
  return item.visibility === 'public' || (!authenticated && item.visibility === undefined);
}
