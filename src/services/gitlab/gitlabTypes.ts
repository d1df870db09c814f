/** The fields of GitLab v4 responses this product reads (Gitbeaker's schemas are compatible). */

/** Items of GET /projects, GET /users/{user}/projects, GET /users/{user}/starred_projects */
export interface GitLabProject {
  readonly id: number;
  readonly name: string;
  readonly path_with_namespace: string;
  readonly description: string | null;
  readonly web_url: string;
  /** Absent on some older instances for anonymous requests, which only ever see public projects. */
  readonly visibility?: string;
  readonly topics?: readonly string[] | null;
  readonly star_count?: number;
  readonly forks_count?: number;
  readonly last_activity_at?: string | null;
  readonly archived?: boolean;
}

/** Items of GET /groups */
export interface GitLabGroupJson {
  readonly id: number;
  readonly name: string;
  readonly full_path: string;
  readonly description: string | null;
  readonly web_url: string;
  readonly visibility?: string;
}
