import { dayMonthYear, timeAgo } from '../domain/dates';
import { Hint } from './Hint';

export interface RepositoryFactsProps {
  readonly stars?: number;
  readonly forks?: number;
  /** ISO time of the last push or activity. */
  readonly pushedAt?: string | null;
  /** What relative dates count from; null writes the date itself. */
  readonly referenceTime: number | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Stars, forks and the last push: what GitHub shows under a repository's name. The icons are CSS
 * masks defined once in index.css: as inline SVG they would repeat on every card of the prerendered
 * page (about 2 KB gzip of its first response).
 */
export function RepositoryFacts({ stars, forks, pushedAt, referenceTime }: RepositoryFactsProps) {
  const absolute = pushedAt ? dayMonthYear(pushedAt) : null;
  const relative = pushedAt && referenceTime !== null ? timeAgo(pushedAt, referenceTime) : null;
  if (stars === undefined && forks === undefined && !absolute) return null;
  return (
    <p className="repo-facts muted">
      {stars !== undefined && (
        <span className="repo-fact" title={plural(stars, 'star')}>
          <span className="repo-fact-icon repo-fact-star" aria-hidden="true" />
          {stars}
          <span className="sr-only"> {stars === 1 ? 'star' : 'stars'}</span>
        </span>
      )}
      {forks !== undefined && (
        <span className="repo-fact" title={plural(forks, 'fork')}>
          <span className="repo-fact-icon repo-fact-fork" aria-hidden="true" />
          {forks}
          <span className="sr-only"> {forks === 1 ? 'fork' : 'forks'}</span>
        </span>
      )}
      {absolute && pushedAt && (
        <span className="repo-fact">
          Updated{' '}
          {relative ? (
            <Hint hint={absolute}>
              <time dateTime={pushedAt}>{relative}</time>
            </Hint>
          ) : (
            <time dateTime={pushedAt}>{absolute}</time>
          )}
        </span>
      )}
    </p>
  );
}
