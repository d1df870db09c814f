import { monthYear } from '../domain/dates';
import type { Contributions } from '../domain/model';
import { Hint } from './Hint';

const HOW_COUNTED =
  'Distinct commits over all branches (the first 100 of each branch), counted once however many branches share them; the owner’s are the commits GitHub links to their account.';

function activeSpan(contributions: Contributions): string | null {
  const first = contributions.firstOwnCommitAt ? monthYear(contributions.firstOwnCommitAt) : null;
  const last = contributions.lastOwnCommitAt ? monthYear(contributions.lastOwnCommitAt) : null;
  if (!first || !last) return null;
  return first === last ? `active ${first}` : `active ${first} – ${last}`;
}

/** How much of a repository is the owner's own work: the counts, a bar of the share, when. */
export function ContributionShare({
  title,
  contributions,
}: {
  title: string;
  contributions: Contributions;
}) {
  const { own, total, percentage } = contributions;
  const active = activeSpan(contributions);
  return (
    <div className="project-card-contributions">
      <span>Contributions: {own}</span>
      <span>Contribution Percentage: {percentage}%</span>
      <div
        className="share-bar"
        role="progressbar"
        aria-label={`Owner's share of the commits of ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={`${percentage}%`}
      >
        <span className="share-bar-fill" style={{ width: `${Math.min(100, percentage)}%` }} />
      </div>
      <span className="share-facts muted">
        <Hint hint={HOW_COUNTED}>
          {own} of {total} commits
        </Hint>
        {active && <span> · {active}</span>}
      </span>
    </div>
  );
}
