import { useI18n } from '../i18n/I18nContext';
import type { Repository } from '../domain/model';
import { useReferenceTime } from '../hooks/useReferenceTime';
import { CardGrid } from './CardGrid';
import { ProjectCard } from './ProjectCard';

interface RepositoryGridProps {
  readonly repos: readonly Repository[];
  readonly loading: boolean;
  readonly emptyText: string;
  /** The list could not be loaded: said instead of `emptyText`. */
  readonly failed?: boolean;
  /** An organization's repositories: the owner's contributions are counted, or waiting to be. */
  readonly counted?: boolean;
}

export function RepositoryGrid({
  repos,
  loading,
  emptyText,
  failed = false,
  counted = false,
}: RepositoryGridProps) {
  const referenceTime = useReferenceTime();
  const { t } = useI18n();
  return (
    <CardGrid
      items={repos}
      loading={loading}
      emptyText={emptyText}
      failed={failed}
      itemKey={(repo) => repo.id}
      renderItem={(repo) => (
        <ProjectCard
          title={repo.name}
          url={repo.url}
          description={repo.description}
          tools={repo.tools}
          {...((repo.contributions || counted) && { contributions: repo.contributions })}
          facts={{
            ...(repo.stars !== undefined && { stars: repo.stars }),
            ...(repo.forks !== undefined && { forks: repo.forks }),
            pushedAt: repo.pushedAt ?? null,
            referenceTime,
          }}
          {...(repo.languages && { languages: repo.languages })}
          badge={repo.archived ? t('card.archived') : null}
        />
      )}
    />
  );
}
