import { useI18n } from '../../i18n/I18nContext';
import { Divider } from 'antd';
import { CardGrid } from '../../components/CardGrid';
import { ProjectCard } from '../../components/ProjectCard';
import type { OpenSourceContribution } from '../../domain/model';
import { lastMergedAt } from './rules/openSource';
import { usePortfolioList } from '../../hooks/usePortfolioPart';
import { useReferenceTime } from '../../hooks/useReferenceTime';

/** How many merged pull requests, when the latest was merged, and the list itself on demand. */
function MergedPullRequests({ contribution }: { contribution: OpenSourceContribution }) {
  const { t, rich, dayMonthYear, timeAgo } = useI18n();
  const referenceTime = useReferenceTime();
  const { pullRequests } = contribution;
  const latest = lastMergedAt(contribution);
  const absolute = latest ? dayMonthYear(latest) : null;
  const relative = latest && referenceTime !== null ? timeAgo(latest, referenceTime) : null;
  return (
    <>
      <p className="open-source-summary">
        {t('openSource.merged', { count: pullRequests.length })}
        {latest && absolute && (
          <>
            {' · '}
            {rich('openSource.latest', {
              when: (
                <time dateTime={latest} title={absolute}>
                  {relative ?? absolute}
                </time>
              ),
            })}
          </>
        )}
      </p>
      {/* A disclosure: it opens where the reader asks, so the page never moves by itself. */}
      <details className="open-source-pulls">
        <summary>{t('openSource.list', { name: contribution.fullName })}</summary>
        <ul>
          {pullRequests.map((pull) => (
            <li key={pull.number}>
              {pull.url ? (
                <a href={pull.url} target="_blank" rel="noopener noreferrer">
                  #{pull.number}
                </a>
              ) : (
                <span>#{pull.number}</span>
              )}{' '}
              <span>{pull.title}</span>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

/**
 * The repositories of other people the owner got pull requests merged into, after the organizations.
 * Left out when there are none (REACT_APP_OPEN_SOURCE=false fetches none); a failure is said.
 */
export function OpenSourceSection({ pins }: { pins: ReadonlyMap<string, number> }) {
  const openSource = usePortfolioList('openSource');
  const referenceTime = useReferenceTime();
  const { t } = useI18n();
  if (!openSource.loading && !openSource.failed && openSource.items.length === 0) return null;
  return (
    <>
      <Divider />
      <section aria-labelledby="github-open-source-title" className="open-source">
        <h2 id="github-open-source-title" className="section-title">
          {t('github.openSource')}
        </h2>
        <CardGrid
          items={openSource.items}
          loading={openSource.loading}
          failed={openSource.failed}
          emptyText=""
          itemKey={(contribution) => contribution.fullName}
          renderItem={(contribution) => (
            <ProjectCard
              title={contribution.fullName}
              url={contribution.url}
              description={contribution.description}
              facts={{ stars: contribution.stars, referenceTime }}
              pinned={pins.has(contribution.fullName.toLowerCase())}
            >
              <MergedPullRequests contribution={contribution} />
            </ProjectCard>
          )}
        />
      </section>
    </>
  );
}
