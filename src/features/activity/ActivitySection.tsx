import { useMemo } from 'react';
import { activityCalendar, type ActivityCalendar } from './rules/activity';
import { useI18n } from '../../i18n/I18nContext';
import { usePortfolioPart } from '../../hooks/usePortfolioPart';

/** A cell's side and the step from one cell to the next, in the SVG's units. */
const CELL = 10;
const STEP = 13;
const LEVELS = [0, 1, 2, 3, 4] as const;

/**
 * One path per shade, each cell a move from the one before it and the same square: 371 cells as five
 * elements that compress to about 0.7 KB of the prerendered page, where 371 rectangles would cost
 * kilobytes.
 */
function cellPaths(calendar: ActivityCalendar): string[] {
  const paths = LEVELS.map(() => '');
  const last = LEVELS.map((): [number, number] | null => null);
  calendar.weeks.forEach((week, column) => {
    week.forEach((day, row) => {
      if (!day) return;
      const [x, y] = [column * STEP, row * STEP];
      const previous = last[day.level];
      const move = previous ? `m${x - previous[0]} ${y - previous[1]}` : `M${x} ${y}`;
      paths[day.level] += `${move}h${CELL}v${CELL}h-${CELL}z`;
      last[day.level] = [x, y];
    });
  });
  return paths;
}

/**
 * The last year's contributions per day, GitHub's, GitLab's and Forgejo's together, above the tabs: a
 * drawing for the eye (hidden from screen readers) under a heading and a line that say it in words,
 * each source by name ("GitHub 802 · GitLab 403 · Codeberg 12"). `forgejoName`: what the page calls
 * the Forgejo instance (src/domain/forgejoInstance.ts), null without one.
 */
export default function ActivitySection({
  forgejoName = null,
}: {
  readonly forgejoName?: string | null;
}) {
  const { t, count } = useI18n();
  const state = usePortfolioPart('activity');
  const activity = state.status === 'ready' ? state.data : null;
  const calendar = useMemo(() => (activity ? activityCalendar(activity) : null), [activity]);
  if (!calendar) return null;
  const paths = cellPaths(calendar);
  const sources = [
    calendar.github !== undefined && `GitHub ${count(calendar.github)}`,
    calendar.gitlab !== undefined && `GitLab ${count(calendar.gitlab)}`,
    calendar.forgejo !== undefined && `${forgejoName ?? 'Forgejo'} ${count(calendar.forgejo)}`,
  ].filter(Boolean);
  // Without GitHub's calendar (it needs a token), a lone source says it is the only one.
  const only =
    calendar.github !== undefined || sources.length !== 1
      ? null
      : calendar.gitlab !== undefined
        ? t('activity.gitlabOnly')
        : t('activity.only', { name: forgejoName ?? 'Forgejo' });
  return (
    <section className="activity" aria-labelledby="activity-title">
      <h2 id="activity-title" className="activity-title">
        {t('activity.total', { count: calendar.total, n: count(calendar.total) })}
      </h2>
      <p className="activity-sources">
        {sources.join(' · ')}
        {only !== null && ` (${only})`}
      </p>
      {/* On a phone the year scrolls, opened at its latest weeks (rtl), so a cell stays 8 px. A
          region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="activity-scroll" tabIndex={0} role="group" aria-labelledby="activity-title">
        <svg
          className="activity-calendar"
          viewBox={`0 0 ${calendar.weeks.length * STEP - (STEP - CELL)} ${7 * STEP - (STEP - CELL)}`}
          aria-hidden="true"
          focusable="false"
        >
          {paths.map((d, level) =>
            d ? <path key={level} className={`activity-${level}`} d={d} /> : null,
          )}
        </svg>
      </div>
      <p className="activity-legend" aria-hidden="true">
        {t('activity.less')}
        {LEVELS.map((level) => (
          <span key={level} className={`activity-swatch activity-${level}`} />
        ))}
        {t('activity.more')}
      </p>
    </section>
  );
}
