import { CardGrid } from '../../components/CardGrid';
import { ProjectCard } from '../../components/ProjectCard';
import { RepositoryGrid } from '../../components/RepositoryGrid';
import { usePortfolioList } from '../../hooks/usePortfolioPart';

export default function GitLabProjectsPanel() {
  const projects = usePortfolioList('gitlabProjects');
  const starred = usePortfolioList('starredProjects');
  const groups = usePortfolioList('gitlabGroups');
  return (
    <>
      <section>
        <h2 className="section-title">Projects</h2>
        <RepositoryGrid
          repos={projects.items}
          loading={projects.loading}
          emptyText="No projects yet"
        />
      </section>
      <section>
        <h2 className="section-title">Starred Projects</h2>
        <RepositoryGrid
          repos={starred.items}
          loading={starred.loading}
          emptyText="No starred projects"
        />
      </section>
      <section>
        <h2 className="section-title">GitLab Organizations</h2>
        <CardGrid
          items={groups.items}
          loading={groups.loading}
          emptyText="No groups"
          itemKey={(group) => group.id}
          renderItem={(group) => (
            <ProjectCard title={group.name} url={group.url} description={group.description} />
          )}
        />
      </section>
    </>
  );
}
