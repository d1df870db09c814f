/**
 * The activity calendar's data: GitHub's contribution calendar (GraphQL, which needs a token),
 * GitLab's calendar.json (public) and Forgejo's heatmap (public, asked without a token; the build's
 * only), each cut to the year ending on the fetch's day. A source that fails is left out and named;
 * the part fails only when every source it asked failed.
 */
import type { Activity, DailyCounts } from '../../../domain/model';
import { NAMES_IN_PAGE_MESSAGES } from '../../../config/settingNames';
import {
  dailyCounts,
  heatmapDays,
  lastCalendarDay,
  publicCalendarDays,
  windowEndingOn,
} from '../rules/activity';
import type { FetchContext } from '../../../data/parts/fetchContext';
import { forgejoInstanceName } from '../../../domain/forgejoInstance';
import { asApiError } from '../../../services/forgejo/forgejoErrors';

const NO_ACTIVITY: Activity = { github: null, gitlab: null };

/** Today's date (UTC): the window ends on it, whatever an earlier answer standing in says. */
const today = () => new Date().toISOString().slice(0, 10);

/** Each error GitHub sent with data it answered, one line each: the data is kept all the same. */
function logProblems(context: FetchContext, what: string, problems: readonly string[]): void {
  for (const problem of problems) {
    context.log.warn(
      `${what}: GitHub's GraphQL API answered an error, the rest is kept: ${problem}`,
      null,
    );
  }
}

/**
 * GitHub's days with public contributions only, whichever token asks: the calendar counts the
 * private work the token sees, and the restricted contributions when the owner shares private
 * contribution counts; both are taken out (see publicCalendarDays).
 */
async function githubDays(context: FetchContext): Promise<Record<string, number> | null> {
  const { github, limit, log } = context;
  if (!github.authenticated) {
    log.step(
      `Activity: GitHub’s calendar needs a token (set ${NAMES_IN_PAGE_MESSAGES.githubToken}): GitLab’s alone is shown`,
    );
    return null;
  }
  const [calendar, lists] = await Promise.all([
    limit(() => github.getContributionCalendar()),
    limit(() => github.getPrivateContributions()),
  ]);
  logProblems(context, 'Activity', [...calendar.problems, ...lists.problems]);
  const byDate = Object.fromEntries(
    calendar.days.map(({ date, contributionCount }) => [date, contributionCount]),
  );
  const days = publicCalendarDays(byDate, {
    hiddenByDate: lists.byDate,
    hiddenComplete: lists.complete,
    publicByDate: lists.publicByDate,
    restricted: calendar.restricted,
  });
  if (days.uncertain > 0) {
    log.step(
      `Activity: ${days.uncertain} of GitHub’s contributions left out: on those days GitHub counts ` +
        'private work it does not place (shared private contribution counts, or more than its ' +
        'lists hold), so a day shows only the public contributions GitHub lists for it',
    );
  }
  return days.byDate;
}

/** GitLab's days, null when its profile is private (GitLab answers 404 and shows no calendar). */
async function gitlabDays(context: FetchContext): Promise<Record<string, unknown> | null> {
  const { gitlab, limit, log, config } = context;
  if (!gitlab) return null;
  const byDate = await limit(() => gitlab.getCalendar());
  if (byDate === null) {
    log.step(
      `Activity: GitLab shows no calendar for ${config.gitlab.username ?? 'the user'} (HTTP 404: ` +
        'a private profile): GitHub’s alone is shown',
    );
  }
  return byDate;
}

/**
 * Forgejo's days: its heatmap's buckets summed per UTC day; null when the instance has the heatmap
 * off (HTTP 404), which is no failure. A user who hides their activity shows an empty heatmap.
 */
async function forgejoDays(context: FetchContext): Promise<Record<string, number> | null> {
  const { forgejo, limit, log, config } = context;
  if (!forgejo || !config.forgejo.url) return null;
  const heatmap = await limit(() => forgejo.getHeatmap()).catch((error: unknown) => {
    throw asApiError(error, 'the Forgejo heatmap');
  });
  if (heatmap.status === 'disabled') {
    log.step(
      `Activity: ${forgejoInstanceName(config.forgejo.url)} has no heatmap (HTTP 404: turned off ` +
        'on the instance): it is left out of the calendar',
    );
    return null;
  }
  return heatmapDays(heatmap.entries);
}

export async function fetchActivity(context: FetchContext): Promise<Activity> {
  const { config, gitlab, forgejo, log } = context;
  if (!config.activity.enabled) return NO_ACTIVITY;
  const failures: unknown[] = [];
  const [fromGitHub, fromGitLab, fromForgejo] = await Promise.all([
    githubDays(context).catch((error: unknown) => {
      log.warn('Failed to fetch the GitHub contribution calendar', error);
      failures.push(error);
      return null;
    }),
    gitlabDays(context).catch((error: unknown) => {
      log.warn('Failed to fetch the GitLab activity calendar', error);
      failures.push(error);
      return null;
    }),
    forgejoDays(context).catch((error: unknown) => {
      log.warn('Failed to fetch the Forgejo heatmap', error);
      failures.push(error);
      return null;
    }),
  ]);
  const askedForgejo = forgejo !== null && config.forgejo.url !== null;
  const asked = (context.github.authenticated ? 1 : 0) + (gitlab ? 1 : 0) + (askedForgejo ? 1 : 0);
  if (asked > 0 && failures.length === asked) throw failures[0];
  // The window ends on UTC's today, or on the next day GitLab already counts for an owner east of UTC.
  const window = windowEndingOn(lastCalendarDay(today(), [fromGitHub ?? {}, fromGitLab ?? {}]));
  const counts = (byDate: Readonly<Record<string, unknown>> | null) =>
    byDate ? dailyCounts(byDate, window.start, window.days) : null;
  const github = counts(fromGitHub);
  const fromGitLabCounts = counts(fromGitLab);
  const fromForgejoCounts = counts(fromForgejo);
  const total = (days: DailyCounts | null) => days?.counts.reduce((sum, n) => sum + n, 0);
  const forgejoName = config.forgejo.url ? forgejoInstanceName(config.forgejo.url) : null;
  log.step(
    `Activity: GitHub ${total(github) ?? 'not known'}, GitLab ${total(fromGitLabCounts) ?? 'not known'}` +
      (askedForgejo
        ? `, ${forgejoName ?? 'Forgejo'} ${total(fromForgejoCounts) ?? 'not known'}`
        : ''),
  );
  return {
    github,
    gitlab: fromGitLabCounts,
    // Only with Forgejo: the calendar of a page without it stays as it was.
    ...(askedForgejo ? { forgejo: fromForgejoCounts } : {}),
  };
}
