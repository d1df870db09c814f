/**
 * The activity calendar's data: GitHub's contribution calendar (GraphQL, which needs a token) and
 * GitLab's calendar.json (public), both cut to the year ending on the fetch's day. A source that
 * fails is left out and named; the part fails only when every source it asked failed.
 */
import type { Activity, DailyCounts } from '../../domain/model';
import { dailyCounts, windowEndingOn, withoutPrivateContributions } from '../../domain/activity';
import { sameName } from '../../domain/repoRules';
import type { FetchContext } from './fetchContext';

const NO_ACTIVITY: Activity = { github: null, gitlab: null };

type Window = ReturnType<typeof windowEndingOn>;

/** Today's date (UTC): the window ends on it, whatever an earlier answer standing in says. */
const today = () => new Date().toISOString().slice(0, 10);

async function githubDays(context: FetchContext, window: Window): Promise<DailyCounts | null> {
  const { github, limit, log, username } = context;
  if (!github.authenticated) {
    log.step(
      'Activity: GitHub’s calendar needs a token (set GITHUB_TOKEN): GitLab’s alone is shown',
    );
    return null;
  }
  const calendar = await limit(() => github.getContributionCalendar());
  let byDate = Object.fromEntries(
    calendar.days.map(({ date, contributionCount }) => [date, contributionCount]),
  );
  // The owner's own token counts the owner's private contributions too: they are taken out again,
  // so the page shows what the public profile does. Any other token (the workflow's) sees public
  // work only.
  if (calendar.viewer === null || sameName(calendar.viewer, username)) {
    const own = await limit(() => github.getPrivateContributions());
    if (!own.complete) {
      throw new Error(
        'the calendar of your own token counts your private contributions, and GitHub listed ' +
          'too many of them to take them out (over 100 repositories, or 100 contributions to one); ' +
          'give the build a token that sees public repositories only (a fine-grained token), or ' +
          'set REACT_APP_ACTIVITY=false',
      );
    }
    byDate = withoutPrivateContributions(byDate, own.byDate);
  }
  return dailyCounts(byDate, window.start, window.days);
}

export async function fetchActivity(context: FetchContext): Promise<Activity> {
  const { config, gitlab, limit, log } = context;
  if (!config.activity.enabled) return NO_ACTIVITY;
  const window = windowEndingOn(today());
  const failures: unknown[] = [];
  const github = await githubDays(context, window).catch((error: unknown) => {
    log.warn('Failed to fetch the GitHub contribution calendar', error);
    failures.push(error);
    return null;
  });
  let fromGitLab: DailyCounts | null = null;
  if (gitlab) {
    try {
      const byDate = await limit(() => gitlab.getCalendar());
      fromGitLab = dailyCounts(byDate, window.start, window.days);
    } catch (error) {
      log.warn('Failed to fetch the GitLab activity calendar', error);
      failures.push(error);
    }
  }
  const asked = (context.github.authenticated ? 1 : 0) + (gitlab ? 1 : 0);
  if (asked > 0 && failures.length === asked) throw failures[0];
  const total = (days: DailyCounts | null) => days?.counts.reduce((sum, n) => sum + n, 0);
  log.step(
    `Activity: GitHub ${total(github) ?? 'not known'}, GitLab ${total(fromGitLab) ?? 'not known'}`,
  );
  return { github, gitlab: fromGitLab };
}
