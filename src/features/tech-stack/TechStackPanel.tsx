import { Flex, Skeleton } from 'antd';
import { useId, useMemo, useState } from 'react';
import { ToolTag } from '../../components/ToolTag';
import {
  shownRepositoryGroups,
  techEvidence,
  type ForgejoRepositories,
  type ToolEvidence,
} from './rules/techEvidence';
import { skillTags } from './rules/skillStack';
import { useI18n, type I18n } from '../../i18n/I18nContext';
import { usePortfolioContent } from '../../hooks/PortfolioContentContext';
import { usePortfolioList, usePortfolioPart } from '../../hooks/usePortfolioPart';
import type { Organization } from '../../domain/model';

const NO_ORGANIZATIONS: readonly Organization[] = [];

/** "2 repositories and 1 skill", as much as there is. */
function evidenceText(repos: number, skills: number, { t }: Pick<I18n, 't'>): string {
  const repositories = repos > 0 ? t('techStack.repositories', { count: repos }) : '';
  const listed = skills > 0 ? t('techStack.skills', { count: skills }) : '';
  return repositories && listed
    ? t('techStack.evidence', { repositories, skills: listed })
    : repositories || listed;
}

function EvidenceList({
  evidence,
  skills,
  titleId,
}: {
  evidence: ToolEvidence;
  skills: readonly string[];
  titleId: string;
}) {
  const i18n = useI18n();
  return (
    <section className="tech-evidence-region" aria-labelledby={titleId}>
      <h3 id={titleId} className="tech-evidence-title">
        {i18n.t('techStack.in', {
          tool: evidence.tool,
          evidence: evidenceText(evidence.repos.length, skills.length, i18n),
        })}
      </h3>
      {skills.length > 0 && (
        <p className="tech-evidence-skills">
          {i18n.rich('techStack.inMySkills', {
            skills: <span className="resume-strong">{skills.join(', ')}</span>,
          })}
        </p>
      )}
      {evidence.repos.length > 0 && (
        <ul className="tech-evidence-list">
          {evidence.repos.map((repo, index) => (
            // The list is replaced as a whole when another tool opens: positions are stable keys.
            <li key={index}>
              {repo.url ? (
                <a href={repo.url} target="_blank" rel="noopener noreferrer">
                  {repo.name}
                </a>
              ) : (
                <span>{repo.name}</span>
              )}{' '}
              <span className="tech-evidence-where">{repo.where}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Forgejo tab's repositories, for a page that has the tab: 'loading' until both lists are in. */
type ForgejoEvidence = ForgejoRepositories | 'loading' | null;

/** The Tech Stack with the Forgejo tab's repositories counted too (a list that failed counts none). */
function WithForgejo({ name }: { readonly name: string }) {
  const repos = usePortfolioList('forgejoRepos');
  const organizations = usePortfolioPart('forgejoOrganizations');
  const forgejo = useMemo(
    (): ForgejoEvidence =>
      repos.loading || organizations.status === 'loading'
        ? 'loading'
        : {
            name,
            repos: repos.items,
            organizations:
              organizations.status === 'ready'
                ? (organizations.data ?? NO_ORGANIZATIONS)
                : NO_ORGANIZATIONS,
          },
    [name, repos.loading, repos.items, organizations],
  );
  return <TechStack forgejo={forgejo} />;
}

/**
 * The Tech Stack tab. `forgejoName`: the Forgejo instance's name when the page has its tab, whose
 * repositories then count as evidence too (under that name); without one nothing of Forgejo is asked.
 */
export default function TechStackPanel({
  forgejoName = null,
}: {
  readonly forgejoName?: string | null;
}) {
  return forgejoName === null ? <TechStack forgejo={null} /> : <WithForgejo name={forgejoName} />;
}

function TechStack({ forgejo }: { readonly forgejo: ForgejoEvidence }) {
  const i18n = useI18n();
  const techStack = usePortfolioList('techStack');
  const ownRepos = usePortfolioList('ownRepos');
  const organizations = usePortfolioList('organizations');
  const gitlabProjects = usePortfolioList('gitlabProjects');
  const skills = usePortfolioContent().resume?.skills;
  const { skillsByTool, extraTags } = useMemo(
    () => skillTags(techStack.items, skills ?? []),
    [techStack.items, skills],
  );
  // The tool whose repositories are listed; nothing at first, so the prerender and the hydration agree.
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const regionId = useId();
  const titleId = useId();

  // Counts wait for every list: numbers that grew while the visitor read them would look wrong. A list
  // that failed is simply empty and the others still count.
  const reposLoading =
    ownRepos.loading || organizations.loading || gitlabProjects.loading || forgejo === 'loading';
  const evidence = useMemo(
    () =>
      reposLoading
        ? null
        : techEvidence(
            techStack.items,
            shownRepositoryGroups(
              ownRepos.items,
              organizations.items,
              gitlabProjects.items,
              forgejo,
            ),
          ),
    [
      reposLoading,
      techStack.items,
      ownRepos.items,
      organizations.items,
      gitlabProjects.items,
      forgejo,
    ],
  );
  const open = openIndex === null ? undefined : evidence?.[openIndex];

  return (
    <section>
      <h2 className="section-title">{i18n.t('techStack.title')}</h2>
      {techStack.loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <Flex wrap gap={8} className="tech-stack">
            {techStack.items.map((tool, index) => {
              // Nothing to open until the lists are in: a count would grow, the region stay empty.
              const repos = evidence?.[index]?.repos.length ?? 0;
              const listed = evidence ? (skillsByTool[index]?.length ?? 0) : 0;
              const count = repos + listed;
              if (count === 0) return <ToolTag key={tool} name={tool} index={index} />;
              const expanded = openIndex === index;
              return (
                <button
                  key={tool}
                  type="button"
                  className="tech-evidence-toggle"
                  aria-label={i18n.t('techStack.usedIn', {
                    tool,
                    evidence: evidenceText(repos, listed, i18n),
                  })}
                  aria-expanded={expanded}
                  aria-controls={regionId}
                  onClick={() => setOpenIndex(expanded ? null : index)}
                >
                  <ToolTag name={tool} index={index} />
                  <span className="tech-evidence-count" aria-hidden>
                    {count}
                  </span>
                </button>
              );
            })}
            {extraTags.map((tag, index) => (
              <ToolTag key={tag} name={tag} index={techStack.items.length + index} plain />
            ))}
          </Flex>
          {/* Always present, so that every button's aria-controls names an element. */}
          <div id={regionId} className="tech-evidence">
            {open && openIndex !== null ? (
              <EvidenceList
                evidence={open}
                skills={skillsByTool[openIndex] ?? []}
                titleId={titleId}
              />
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
