import { Card, Divider, Flex, Skeleton } from 'antd';
import { RepositoryGrid } from '../../components/RepositoryGrid';
import { usePortfolioContent } from '../../hooks/PortfolioContentContext';
import { usePortfolioList } from '../../hooks/usePortfolioPart';
import { ResumeProjects } from './ResumeProjects';

export default function GitHubProjectsPanel() {
  const ownRepos = usePortfolioList('ownRepos');
  const organizations = usePortfolioList('organizations');
  const projects = usePortfolioContent().resume?.projects ?? [];
  return (
    <>
      <section aria-labelledby="github-repos-title">
        <h2 id="github-repos-title" className="section-title">
          Repositories
        </h2>
        <RepositoryGrid
          repos={ownRepos.items}
          loading={ownRepos.loading}
          emptyText="No public repositories yet"
        />
        <Divider />
        <h2 className="section-title">Organizations</h2>
        {organizations.loading ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : organizations.items.length === 0 ? (
          <p className="muted">No organizations</p>
        ) : (
          <Flex vertical gap={16}>
            {organizations.items.map((org) => (
              <Card
                key={org.login}
                className="organization-card"
                title={<h3 className="organization-title">{org.login}</h3>}
                extra={
                  <a
                    href={org.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`View ${org.login}`}
                  >
                    View
                  </a>
                }
              >
                <RepositoryGrid
                  repos={org.repos}
                  loading={false}
                  emptyText="No repositories shown"
                />
              </Card>
            ))}
          </Flex>
        )}
      </section>
      {projects.length > 0 && (
        <>
          <Divider />
          <ResumeProjects projects={projects} />
        </>
      )}
    </>
  );
}
