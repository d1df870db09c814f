import { Card, Divider, Flex, Skeleton } from 'antd';
import { PartErrorNotice } from '../../components/PartErrorNotice';
import { RepositoryGrid } from '../../components/RepositoryGrid';
import type { Organization, Repository } from '../../domain/model';
import { usePortfolioList, usePortfolioPart, type PartState } from '../../hooks/usePortfolioPart';
import { useI18n } from '../../i18n/I18nContext';

export interface ForgejoProjectsPanelProps {
  /** What the page calls the instance ("Codeberg"): src/domain/forgejoInstance.ts. */
  readonly name: string;
}

/** A part that may be "not asked" (null: the build had no Forgejo token). */
function listOf<T>(state: PartState<readonly T[] | null>) {
  return {
    loading: state.status === 'loading',
    failed: state.status === 'error',
    notAsked: state.status === 'ready' && state.data === null,
    items: state.status === 'ready' ? (state.data ?? []) : [],
  };
}

function OrganizationCards({ organizations }: { readonly organizations: readonly Organization[] }) {
  const { t } = useI18n();
  if (organizations.length === 0) return <p className="muted">{t('github.noOrganizations')}</p>;
  return (
    <Flex vertical gap={16}>
      {organizations.map((org) => (
        <Card
          key={org.login}
          className="organization-card"
          title={<h3 className="organization-title">{org.login}</h3>}
          extra={
            org.url ? (
              <a
                href={org.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('card.viewName', { name: org.login })}
              >
                {t('card.view')}
              </a>
            ) : null
          }
        >
          <RepositoryGrid
            repos={org.repos}
            loading={false}
            emptyText={t('github.noOrgRepositories')}
          />
        </Card>
      ))}
    </Flex>
  );
}

/**
 * The Forgejo (Gitea, Codeberg) tab, its own chunk: the user's own public repositories, their public
 * organizations with their repositories, and the repositories they starred. The instance lists the
 * last two to signed-in callers only: a build without a Forgejo token says so instead of "none".
 */
export default function ForgejoProjectsPanel({ name }: ForgejoProjectsPanelProps) {
  const { t } = useI18n();
  const repos = usePortfolioList('forgejoRepos');
  const organizations = listOf<Organization>(usePortfolioPart('forgejoOrganizations'));
  const starred = listOf<Repository>(usePortfolioPart('forgejoStarred'));
  const notAsked = organizations.notAsked || starred.notAsked;
  return (
    <>
      <section aria-labelledby="forgejo-repos-title">
        <h2 id="forgejo-repos-title" className="section-title">
          {t('github.repositories')}
        </h2>
        <RepositoryGrid
          repos={repos.items}
          loading={repos.loading}
          failed={repos.failed}
          emptyText={t('github.noRepositories')}
        />
      </section>
      {!organizations.notAsked && (
        <section>
          <Divider />
          <h2 className="section-title">{t('github.organizations')}</h2>
          {organizations.loading ? (
            <Card>
              <Skeleton active />
            </Card>
          ) : organizations.failed ? (
            <PartErrorNotice />
          ) : (
            <OrganizationCards organizations={organizations.items} />
          )}
        </section>
      )}
      {!starred.notAsked && (
        <section>
          <h2 className="section-title">{t('forgejo.starred')}</h2>
          <RepositoryGrid
            repos={starred.items}
            loading={starred.loading}
            failed={starred.failed}
            emptyText={t('forgejo.noStarred')}
          />
        </section>
      )}
      {notAsked && <p className="muted forgejo-needs-token">{t('forgejo.needsToken', { name })}</p>}
    </>
  );
}
