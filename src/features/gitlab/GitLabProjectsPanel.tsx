import { useI18n } from '../../i18n/I18nContext';
import { CardGrid } from '../../components/CardGrid';
import { ProjectCard } from '../../components/ProjectCard';
import { RepositoryGrid } from '../../components/RepositoryGrid';
import { usePortfolioList } from '../../hooks/usePortfolioPart';

export default function GitLabProjectsPanel() {
  const projects = usePortfolioList('gitlabProjects');
  const starred = usePortfolioList('starredProjects');
  const groups = usePortfolioList('gitlabGroups');
  const { t } = useI18n();
  return (
    <>
      <section>
        <h2 className="section-title">{t('gitlab.projects')}</h2>
        <RepositoryGrid
          repos={projects.items}
          loading={projects.loading}
          failed={projects.failed}
          emptyText={t('gitlab.noProjects')}
        />
      </section>
      <section>
        <h2 className="section-title">{t('gitlab.starred')}</h2>
        <RepositoryGrid
          repos={starred.items}
          loading={starred.loading}
          failed={starred.failed}
          emptyText={t('gitlab.noStarred')}
        />
      </section>
      <section>
        <h2 className="section-title">{t('gitlab.groups')}</h2>
        <CardGrid
          items={groups.items}
          loading={groups.loading}
          failed={groups.failed}
          emptyText={t('gitlab.noGroups')}
          itemKey={(group) => group.id}
          renderItem={(group) => (
            <ProjectCard title={group.name} url={group.url} description={group.description} />
          )}
        />
      </section>
    </>
  );
}
