import { LanguageBar, sliceName } from '../../components/LanguageBar';
import { portfolioHighlights } from './rules/highlights';
import { useI18n } from '../../i18n/I18nContext';
import type { Organization, Repository } from '../../domain/model';

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
    organizationCommitsPartial,
    organizations: organizationCount,
    yearsOnGitHub,
    topLanguages,
  } = portfolioHighlights(ownRepos, organizations, createdAt, referenceTime);
  const i18n = useI18n();
  const { t, rich } = i18n;
  const strong = (count: number) => <strong>{count}</strong>;
  return (
    <section className="highlights" aria-label={t('highlights.label')}>
      <ul className="highlight-list">
        <li>{rich('highlights.repositories', { count: strong(repositories) }, repositories)}</li>
        {organizationCount > 0 && (
          <li>
            {organizationCommitsPartial && organizationCommits === 0
              ? // Nothing counted yet: "at least 0 commits" would say nothing.
                rich(
                  'highlights.organizations',
                  { count: strong(organizationCount) },
                  organizationCount,
                )
              : rich(
                  organizationCommitsPartial ? 'highlights.commitsAtLeast' : 'highlights.commits',
                  {
                    count: strong(organizationCommits),
                    organizations: t('highlights.organizations', { count: organizationCount }),
                  },
                  organizationCommits,
                )}
          </li>
        )}
        {yearsOnGitHub !== null && (
          <li>
            {yearsOnGitHub === 0
              ? t('highlights.newOnGitHub')
              : rich('highlights.years', { count: strong(yearsOnGitHub) }, yearsOnGitHub)}
          </li>
        )}
      </ul>
      {topLanguages.length > 0 && (
        <div className="top-languages">
          <LanguageBar slices={topLanguages} className="language-bar-wide" decorative />
          <ul className="language-legend" aria-label={t('highlights.topLanguages')}>
            {topLanguages.map((slice) => (
              <li key={slice.name || 'other'}>
                <span className="language-dot" style={{ backgroundColor: slice.color }} />
                {sliceName(slice, i18n)}{' '}
                <span className="muted">{i18n.percent(slice.percent)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
