import { LanguageBar } from '../../components/LanguageBar';
import { portfolioHighlights } from '../../domain/highlights';
import type { Organization, Repository } from '../../domain/model';

const plural = (count: number, one: string, many = `${one}s`) => (count === 1 ? one : many);

export interface ProfileHighlightsProps {
  readonly ownRepos: readonly Repository[];
  readonly organizations: readonly Organization[];
  /** When the GitHub account was created. */
  readonly createdAt: string | null;
  readonly referenceTime: number | null;
}

/**
 * The numbers a recruiter reads first, and the owner's languages as GitHub's colour bar. A chunk of
 * its own (with its arithmetic and the language colours), hydrated after the first load: the
 * prerendered HTML shows it meanwhile.
 */
export default function ProfileHighlights({
  ownRepos,
  organizations,
  createdAt,
  referenceTime,
}: ProfileHighlightsProps) {
  const {
    repositories,
    organizationCommits,
    organizations: organizationCount,
    yearsOnGitHub,
    topLanguages,
  } = portfolioHighlights(ownRepos, organizations, createdAt, referenceTime);
  return (
    <section className="highlights" aria-label="Highlights">
      <ul className="highlight-list">
        <li>
          <strong>{repositories}</strong> {plural(repositories, 'repository', 'repositories')}
        </li>
        {organizationCount > 0 && (
          <li>
            <strong>{organizationCommits}</strong> {plural(organizationCommits, 'commit')} in{' '}
            {organizationCount} {plural(organizationCount, 'organization')}
          </li>
        )}
        {yearsOnGitHub !== null && (
          <li>
            {yearsOnGitHub === 0 ? (
              'New on GitHub'
            ) : (
              <>
                <strong>{yearsOnGitHub}</strong> {plural(yearsOnGitHub, 'year')} on GitHub
              </>
            )}
          </li>
        )}
      </ul>
      {topLanguages.length > 0 && (
        <div className="top-languages">
          <LanguageBar slices={topLanguages} className="language-bar-wide" decorative />
          <ul className="language-legend" aria-label="Top languages">
            {topLanguages.map((slice) => (
              <li key={slice.name}>
                <span className="language-dot" style={{ backgroundColor: slice.color }} />
                {slice.name} <span className="muted">{slice.percent}%</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
