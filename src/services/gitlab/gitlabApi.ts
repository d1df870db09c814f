import { Groups, Projects, Users } from '@gitbeaker/rest';
import { NAMES_IN_PAGE_MESSAGES } from '../../config/settingNames';
import { trimEndChar } from '../../lib/text';
import { describeFailure } from '../apiError';
import { PAGE_SIZE } from '../pageSize';
import type { Fetch } from '../transport/policyFetch';
import { createGitLabRequester } from './gitlabRequester';
import type { GitLabGroupJson, GitLabProject } from './gitlabTypes';

/**
 * The GitLab calls the portfolio makes. With a token: GET /projects?owned=true, ?starred=true and
 * GET /groups. Without one the "current user" is anonymous, so owned/starred would mean nothing:
 * the public per-user endpoints are used instead, and groups (which have no public per-user list)
 * are reported as unavailable.
 */
export interface GitLabApi {
  readonly authenticated: boolean;
  listOwnedProjects(): Promise<GitLabProject[]>;
  listStarredProjects(): Promise<GitLabProject[]>;
  listGroups(): Promise<GitLabGroupJson[]>;
  /**
   * The user's activity calendar of the last year, contributions by date: GitLab's public web route
   * GET {url}/users/{username}/calendar.json (outside /api/v4, no token needed; GitLab calls it
   * semi-private: https://gitlab.com/gitlab-org/gitlab/-/issues/322153). GitLab dates the days in
   * the user's profile time zone. Null when GitLab answers 404: a private profile shows no calendar
   * (https://docs.gitlab.com/user/profile/#make-your-user-profile-page-private).
   */
  getCalendar(): Promise<Record<string, unknown> | null>;
}

/** A failed request outside the API client, shaped as describeFailure reads a client's failures. */
class CalendarRequestError extends Error {
  constructor(
    readonly status: number,
    readonly response: { readonly headers: Headers },
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'CalendarRequestError';
  }
}

export interface GitLabApiOptions {
  /** The instance, e.g. https://gitlab.example.org (the client adds /api/v4). */
  readonly url: string;
  readonly username: string;
  readonly token: string | null;
  /** Every request goes through it: the transport policy and, at build time, the HTTP cache. */
  readonly fetch: Fetch;
}

/** Pages followed at most per list: 10 × PAGE_SIZE items is more than a portfolio shows. */
const MAX_PAGES = 10;

export class GitLabGroupsNeedTokenError extends Error {
  constructor() {
    super(
      `GitLab groups need a token: GitLab has no public list of a user’s groups. Set ${NAMES_IN_PAGE_MESSAGES.gitlabToken} ` +
        `(snapshot builds) or ${NAMES_IN_PAGE_MESSAGES.gitlabTokenPlain} (live mode) to show them.`,
    );
    this.name = 'GitLabGroupsNeedTokenError';
  }
}

export function createGitLabApi({ url, username, token, fetch }: GitLabApiOptions): GitLabApi {
  const options = {
    host: url,
    requesterFn: createGitLabRequester(fetch),
    // Gitbeaker's own timeout would span every retry of a request; the transport times each attempt.
    queryTimeout: null,
    ...(token ? { token } : {}),
  };
  const projects = new Projects(options);
  const groups = new Groups(options);
  const users = new Users(options);
  const authenticated = Boolean(token);
  const pages = { perPage: PAGE_SIZE, maxPages: MAX_PAGES } as const;
  const call = <T>(what: string, request: () => Promise<T>) =>
    describeFailure({ api: 'GitLab', baseUrl: url, what }, request);

  return {
    authenticated,

    listOwnedProjects: () =>
      call(`the projects of ${username}`, (): Promise<GitLabProject[]> =>
        authenticated
          ? projects.all({ owned: true, ...pages })
          : users.allProjects(username, pages),
      ),

    listStarredProjects: () =>
      call(`the starred projects of ${username}`, (): Promise<GitLabProject[]> =>
        authenticated
          ? projects.all({ starred: true, ...pages })
          : users.allStarredProjects(username, pages),
      ),

    getCalendar: () =>
      call(`the activity calendar of ${username}`, async () => {
        const address = `${trimEndChar(url, '/')}/users/${encodeURIComponent(username)}/calendar.json`;
        const response = await fetch(address, { headers: { accept: 'application/json' } });
        if (response.status === 404) return null;
        if (!response.ok) throw new CalendarRequestError(response.status, response);
        const days: unknown = await response.json();
        return typeof days === 'object' && days !== null && !Array.isArray(days)
          ? (days as Record<string, unknown>)
          : {};
      }),

    listGroups: () =>
      authenticated
        ? call(`the groups of ${username}`, (): Promise<GitLabGroupJson[]> => groups.all(pages))
        : Promise.reject(new GitLabGroupsNeedTokenError()),
  };
}
