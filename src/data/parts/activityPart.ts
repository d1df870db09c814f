/**
 * The activity calendar's data: GitHub's contribution calendar (GraphQL, which needs a token) and
 * GitLab's calendar.json (public), each clipped to one window of the last year. A source that fails
 * is left out and named; the part fails only when every source it asked failed.
 */
import type { Activity, DailyCounts } from '../../domain/model';
import { dailyCounts, windowEndingOn } from '../../domain/activity';
import type { FetchContext } from './fetchContext';

const NO_ACTIVITY: Activity = { github: null, gitlab: null };

/** Today's date (UTC), the end of the window when GitHub's calendar is not known. */
const today = () => new Date().toISOString().slice(0, 10);

async function githubDays(context: FetchContext): Promise<DailyCounts | null> {
  const { github, limit, log } = context;
  if (!github.authenticated) {
    log.step(
      'Activity: GitHub’s calendar needs a token (set GITHUB_TOKEN): GitLab’s alone is shown',
    );
    return null;
  }
  const days = await limit(() => github.getContributionCalendar());
  const first = days[0]?.date;
  if (!first) return null;
  const byDate = Object.fromEntries(
    days.map(({ date, contributionCount }) => [date, contributionCount]),
  );
  return dailyCounts(byDate, first, days.length);
}

export async function fetchActivity(context: FetchContext): Promise<Activity> {
  const { config, gitlab, limit, log } = context;
  if (!config.activity.enabled) return NO_ACTIVITY;
  const failures: unknown[] = [];
  const github = await githubDays(context).catch((error: unknown) => {
    log.warn('Failed to fetch the GitHub contribution calendar', error);
    failures.push(error);
    return null;
  });
  let fromGitLab: DailyCounts | null = null;
  if (gitlab) {
    const window = github
      ? { start: github.start, days: github.counts.length }
      : windowEndingOn(today());
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
