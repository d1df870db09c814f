import { useI18n } from '../i18n/I18nContext';
import type { Repository } from '../domain/model';
import { pinnedFirst } from '../domain/pinned';
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
  /** The pins (pinOrder): a pinned repository is tagged. */
  readonly pins?: ReadonlyMap<string, number>;
  /** The pinned ones lead, in the pin order (the owner's own grid). */
  readonly pinnedFirst?: boolean;
}

const NO_PINS: ReadonlyMap<string, number> = new Map();

/** A GitHub repository's `owner/name` as pins name it; none for a GitLab project. */
const pinKeyOf = (repo: Repository) => repo.fullName?.toLowerCase() ?? '';

export function RepositoryGrid({
  repos,
  loading,
  emptyText,
  failed = false,
  counted = false,
  pins = NO_PINS,
  pinnedFirst: pinnedLead = false,
}: RepositoryGridProps) {
  const referenceTime = useReferenceTime();
  const { t } = useI18n();
  const shown = pinnedLead ? pinnedFirst(repos, pins, pinKeyOf) : repos;
  return (
    <CardGrid
      items={shown}
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
          pinned={pins.has(pinKeyOf(repo))}
        />
      )}
    />
  );
}
