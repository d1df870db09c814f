/**
 * GitLab's activity calendar (`/users/<username>/calendar.json`): a public web route of the instance,
 * outside the API, that answers the day counts; a private profile's is not found, as an unknown
 * user's.
 */
import { ok, sameLogin, type Route } from '../server/routing';
import type { Scenario } from '../worlds/scenario';

export function calendarRoute(scenario: Scenario): Route {
  const { user, calendar = {}, privateProfile = false } = scenario.gitlab;
  return [
    /^\/users\/([^/]+)\/calendar\.json$/,
    (_, [name = '']) =>
      sameLogin(name, user.username) && !privateProfile
        ? ok(calendar)
        : { status: 404, body: { message: '404 User Not Found' } },
  ];
}
