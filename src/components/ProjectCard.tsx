import { useI18n } from '../i18n/I18nContext';
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { languageSlices } from '../domain/languageStats';
import type { Contributions, LanguageShare } from '../domain/model';
import { ContributionShare } from './ContributionShare';
import { LanguageBar } from './LanguageBar';
import { RepositoryFacts, type RepositoryFactsProps } from './RepositoryFacts';
import { ToolTag } from './ToolTag';

export interface ProjectCardProps {
  readonly title: string;
  /** Where "View" opens it; null (no safe address) leaves the card without a link. */
  readonly url: string | null;
  readonly description: string | null;
  readonly tools?: readonly string[];
  /**
   * The owner's commits in it; null where they are counted but not yet (an organization repository a
   * build's rate limit left for the next), undefined where they are not counted (own repositories).
   */
  readonly contributions?: Contributions | null;
  /** Stars, forks, last push; left out for groups. */
  readonly facts?: RepositoryFactsProps;
  readonly languages?: readonly LanguageShare[];
  /** A word beside the title: "Archived", "Not on GitHub". */
  readonly badge?: string | null;
  /** The owner pinned it (on the GitHub profile, or config.github.pinnedRepos). */
  readonly pinned?: boolean;
  /** What else the card says, after the description: a project's dates and highlights. */
  readonly children?: ReactNode;
  /** The language of the title and description (the owner's words) where it is not the page's. */
  readonly lang?: string | undefined;
}

/** A repository, project or group: what it is, where to open it, what it is made of. */
export function ProjectCard({
  title,
  url,
  description,
  tools = [],
  contributions,
  facts,
  languages = [],
  badge = null,
  pinned = false,
  children = null,
  lang,
}: ProjectCardProps) {
  const { t } = useI18n();
  return (
    <Card
      className="project-card"
      title={
        <span className="project-card-heading">
          <h3 className="project-card-title" lang={lang}>
            {title}
          </h3>
          {pinned && <span className="badge badge-pinned">{t('card.pinned')}</span>}
          {badge && <span className="badge">{badge}</span>}
        </span>
      }
      extra={
        url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('card.viewName', { name: title })}
          >
            {t('card.view')}
          </a>
        ) : null
      }
    >
      {/* Plain elements: antd's Typography would bring its editor and tooltips into the bundle. */}
      <p
        className={description ? 'project-card-text' : 'project-card-text muted'}
        lang={description ? lang : undefined}
      >
        {description || t('card.noDescription')}
      </p>
      {children}
      {facts && <RepositoryFacts {...facts} />}
      <LanguageBar slices={languageSlices(languages)} />
      {tools.length > 0 && (
        <Flex wrap gap={4} className="project-card-tools">
          {tools.map((tool, index) => (
            <ToolTag key={tool} name={tool} index={index} />
          ))}
        </Flex>
      )}
      {contributions && <ContributionShare title={title} contributions={contributions} />}
      {contributions === null && (
        <p className="contributions-pending muted">{t('contributions.pending')}</p>
      )}
    </Card>
  );
}
