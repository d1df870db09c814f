import { LanguageBar } from '../../components/LanguageBar';
import { TOP_LANGUAGES, type Highlights } from '../../domain/highlights';

const plural = (count: number, one: string, many = `${one}s`) => (count === 1 ? one : many);

/** The numbers a recruiter reads first, and the owner's languages as GitHub's colour bar. */
export function ProfileHighlights({ highlights }: { highlights: Highlights }) {
  const {
    repositories,
    organizationCommits,
    organizations,
    yearsOnGitHub,
    languageBytes,
    topLanguages,
  } = highlights;
  return (
    <section className="highlights" aria-label="Highlights">
      <ul className="highlight-list">
        <li>
          <strong>{repositories}</strong> {plural(repositories, 'repository', 'repositories')}
        </li>
        {organizations > 0 && (
          <li>
            <strong>{organizationCommits}</strong> {plural(organizationCommits, 'commit')} in{' '}
            {organizations} {plural(organizations, 'organization')}
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
          <LanguageBar
            shares={languageBytes}
            limit={TOP_LANGUAGES}
            className="language-bar-wide"
            decorative
          />
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
