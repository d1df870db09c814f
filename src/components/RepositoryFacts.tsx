import { useI18n } from '../i18n/I18nContext';
import { Hint } from './Hint';

export interface RepositoryFactsProps {
  readonly stars?: number;
  readonly forks?: number;
  /** ISO time of the last push or activity. */
  readonly pushedAt?: string | null;
  /** What relative dates count from; null writes the date itself. */
  readonly referenceTime: number | null;
}

/** "12" or "52,000", with a star or fork icon before it and the word for screen readers and on hover. */
function Count({ count, noun }: { count: number; noun: 'star' | 'fork' }) {
  const { t, count: grouped } = useI18n();
  const word = t(noun === 'star' ? 'card.stars' : 'card.forks', { count });
  return (
    <span className="repo-fact" title={`${grouped(count)} ${word}`}>
      <span className={`repo-fact-icon repo-fact-${noun}`} aria-hidden="true" />
      {grouped(count)}
      <span className="sr-only"> {word}</span>
    </span>
  );
}

/**
 * Stars, forks and the last push: what GitHub shows under a repository's name. The icons are CSS
 * masks defined once in index.css: as inline SVG they would repeat on every card of the prerendered
 * page (about 2 KB gzip of its first response).
 */
export function RepositoryFacts({ stars, forks, pushedAt, referenceTime }: RepositoryFactsProps) {
  const { dayMonthYear, timeAgo, rich } = useI18n();
  const absolute = pushedAt ? dayMonthYear(pushedAt) : null;
  const relative = pushedAt && referenceTime !== null ? timeAgo(pushedAt, referenceTime) : null;
  if (stars === undefined && forks === undefined && !absolute) return null;
  return (
    <p className="repo-facts muted">
      {stars !== undefined && <Count count={stars} noun="star" />}
      {forks !== undefined && <Count count={forks} noun="fork" />}
      {absolute && pushedAt && (
        <span className="repo-fact">
          {relative
            ? rich('card.updated', {
                when: (
                  <Hint hint={absolute}>
                    <time dateTime={pushedAt}>{relative}</time>
                  </Hint>
                ),
              })
            : rich('card.updatedOn', { when: <time dateTime={pushedAt}>{absolute}</time> })}
        </span>
      )}
    </p>
  );
}
