import { useI18n } from '../../i18n/I18nContext';
import { Card, Divider, Flex, Skeleton } from 'antd';
import { PartErrorNotice } from '../../components/PartErrorNotice';
import { RepositoryGrid } from '../../components/RepositoryGrid';
import { usePortfolioList } from '../../hooks/usePortfolioPart';

/**
 * The owner's own repositories, a divider, and their organizations with the repositories they
 * contributed to (each with its commit count), pinned work first by `pins`.
 */
export function GitHubRepositories({ pins }: { readonly pins: ReadonlyMap<string, number> }) {
  const ownRepos = usePortfolioList('ownRepos');
  const organizations = usePortfolioList('organizations');
  const { t } = useI18n();
  return (
    <section aria-labelledby="github-repos-title">
      <h2 id="github-repos-title" className="section-title">
        {t('github.repositories')}
      </h2>
      <RepositoryGrid
        repos={ownRepos.items}
        loading={ownRepos.loading}
        failed={ownRepos.failed}
        emptyText={t('github.noRepositories')}
        pins={pins}
        pinnedFirst
      />
      <Divider />
      <h2 className="section-title">{t('github.organizations')}</h2>
      {organizations.loading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : organizations.failed ? (
        <PartErrorNotice />
      ) : organizations.items.length === 0 ? (
        <p className="muted">{t('github.noOrganizations')}</p>
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
                  aria-label={t('card.viewName', { name: org.login })}
                >
                  {t('card.view')}
                </a>
              }
            >
              <RepositoryGrid
                repos={org.repos}
                loading={false}
                counted
                emptyText={t('github.noOrgRepositories')}
                pins={pins}
              />
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}
