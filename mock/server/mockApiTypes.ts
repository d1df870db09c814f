/**
 * The mock's public face: the options startMockApi takes and the handle it returns (addresses, the
 * world served, the request log, the fault rules).
 */
import type { FeedName } from '../answers/feeds';
import type { Scenario } from '../worlds/scenario';
import type { DelayRule, DripRule, FailRule, RequestMatcher } from './faultRules';
import type { RecordedRequest, RequestFilter } from './requestLog';

export interface MockApiOptions {
  /** Default: SCENARIO. */
  readonly scenario?: Scenario;
  /** When set, an Authorization header must carry exactly this token; otherwise any token passes. */
  readonly githubToken?: string;
  /** When set, PRIVATE-TOKEN (or Authorization: Bearer) must be exactly this token. */
  readonly gitlabToken?: string;
  /** Default 0: a free port. */
  readonly port?: number;
  /** Called with one line per answered request (the standalone server prints them). */
  readonly log?: (line: string) => void;
  /**
   * Serve the avatars too: every `avatar_url` the GitHub routes answer points at
   * `<url>/avatars/u/<id>?v=4` instead of avatars.githubusercontent.com (unreachable offline),
   * where a real PNG waits. Off by default: tests compare bodies with the fixtures.
   */
  readonly avatars?: boolean;
  /**
   * GitHub's primary rate limit left, per credential, at the start of each hourly window and after
   * reset(): x-ratelimit-remaining counts down from it with every counted request (a 304 costs an
   * authorized request nothing, an anonymous one as much as a 200), and once it is 0 every other
   * GitHub request gets GitHub's 403 rate-limit answer. Unset: the limit never runs out.
   */
  readonly githubRateLimitLeft?: number;
  /**
   * A token GitHub treats as an app installation's, such as GitHub Actions' own GITHUB_TOKEN: accepted
   * beside githubToken, answered GitHub's 403 "Resource not accessible by integration" on /user and
   * every /user/… path, and on the other paths like an anonymous caller (public data only), with its
   * own rate limit of 1000 an hour.
   */
  readonly installationToken?: string;
  /**
   * A personal token of another account (a bot, as live mode should use): accepted beside githubToken,
   * GET /user answers BOT_LOGIN's profile and every /user/… list is empty (the bot owns nothing); the
   * other paths answer like an anonymous caller's (public data only), with a user's rate limit.
   */
  readonly botToken?: string;
  /**
   * The ids of organizations that enforce SAML single sign-on and have not authorized githubToken:
   * GitHub then leaves their data out of answers that gather several organizations' (the `/user/…`
   * lists, the search) and says so in `X-GitHub-SSO: partial-results; organizations=<ids>`
   * (https://docs.github.com/en/rest/authentication/authenticating-to-the-rest-api#using-personal-access-tokens-classic).
   */
  readonly githubSsoOrganizations?: readonly number[];
}

export interface MockApi {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** REACT_APP_GITHUB_API_URL: Octokit appends /user/repos etc. */
  readonly githubUrl: string;
  /** REACT_APP_GITLAB_URL: Gitbeaker appends /api/v4/... */
  readonly gitlabUrl: string;
  /** REACT_APP_FORGEJO_URL: the client appends /api/v1/... */
  readonly forgejoUrl: string;
  /** The feeds' full URLs, for REACT_APP_FEEDS: `<url>/feeds/rss.xml`, `/atom.xml`, `/feed.json`. */
  readonly feeds: Readonly<Record<FeedName, string>>;
  /** The world served now (see serve()). */
  readonly scenario: Scenario;
  /**
   * Serves another world from now on, at the same address: what GitHub answers the next morning,
   * after a branch moved. Answers that did not change keep their entity tags, so they revalidate.
   */
  serve(scenario: Scenario): void;
  /**
   * Sets githubRateLimitLeft from now on (undefined: the limit never runs out), in a new window: what
   * a later build finds left.
   */
  limitGitHub(left: number | undefined): void;
  /** Every API request in arrival order (CORS preflights excluded). */
  readonly requests: RecordedRequest[];
  /** How many recorded requests match `filter`. */
  count(filter?: RequestFilter): number;
  /**
   * Makes matching requests fail. fail, hang, drip, malformed and refuse share one rule list: the
   * first added rule that matches wins, whatever its kind. A rule wins over a 304.
   */
  fail(rule: FailRule): void;
  /** Matching requests get no answer at all until reset() or close() cuts their connection. */
  hang(rule: RequestMatcher): void;
  /**
   * Matching requests get their status (200 by default) and headers at once, then the normal
   * body one byte every `intervalMs`; reset() and close() cut them.
   */
  drip(rule: DripRule): void;
  /**
   * Matching requests get 200 with a JSON content type and a truncated, unparsable JSON body (a feed:
   * its own content type and the first half of its text, which no XML or JSON parser accepts).
   */
  malformed(rule: RequestMatcher): void;
  /** Matching requests lose their connection without any answer (a connection reset). */
  refuse(rule: RequestMatcher): void;
  /** Holds matching requests back before anything else happens (before every rule above too). */
  delay(rule: DelayRule): void;
  /**
   * Forgets the rules, delays, recorded requests and rate-limit counters, and cuts hung and
   * dripping answers.
   */
  reset(): void;
  /** Stops listening, cuts open connections and releases delayed requests. */
  close(): Promise<void>;
}
