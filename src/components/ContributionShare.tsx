import { useI18n, type I18n } from '../i18n/I18nContext';
import type { Contributions } from '../domain/model';
import { Hint } from './Hint';

function activeSpan(contributions: Contributions, { t, monthYear }: I18n): string | null {
  const first = contributions.firstOwnCommitAt ? monthYear(contributions.firstOwnCommitAt) : null;
  const last = contributions.lastOwnCommitAt ? monthYear(contributions.lastOwnCommitAt) : null;
  if (!first || !last) return null;
  return first === last
    ? t('contributions.active', { period: first })
    : t('contributions.activeSpan', { from: first, to: last });
}

/** How much of a repository is the owner's own work: the counts, a bar of the share, when. */
export function ContributionShare({
  title,
  contributions,
}: {
  title: string;
  contributions: Contributions;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { own, total, percentage } = contributions;
  const active = activeSpan(contributions, i18n);
  const percent = i18n.percent(percentage);
  return (
    <div className="project-card-contributions">
      <span>{i18n.rich('contributions.count', { count: own })}</span>
      <span>{i18n.rich('contributions.percentage', { percentage: percent })}</span>
      <div
        className="share-bar"
        role="progressbar"
        aria-label={t('contributions.share', { name: title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={percent}
      >
        <span className="share-bar-fill" style={{ width: `${Math.min(100, percentage)}%` }} />
      </div>
      <span className="share-facts muted">
        <Hint hint={t('contributions.howCounted')}>
          {t('contributions.ofTotal', { own, total })}
        </Hint>
        {active && <span> · {active}</span>}
      </span>
    </div>
  );
}
