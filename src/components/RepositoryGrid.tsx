import type { Repository } from '../domain/model';
import { CardGrid } from './CardGrid';
import { ProjectCard } from './ProjectCard';

interface RepositoryGridProps {
  readonly repos: readonly Repository[];
  readonly loading: boolean;
  readonly emptyText: string;
}

export function RepositoryGrid({ repos, loading, emptyText }: RepositoryGridProps) {
  return (
    <CardGrid
      items={repos}
      loading={loading}
      emptyText={emptyText}
      itemKey={(repo) => repo.id}
      renderItem={(repo) => (
        <ProjectCard
          title={repo.name}
          url={repo.url}
          description={repo.description}
          tools={repo.tools}
          contributions={repo.contributions}
        />
      )}
    />
  );
}
