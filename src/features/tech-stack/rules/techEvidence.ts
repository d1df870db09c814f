import type { Organization, Repository } from '../../../domain/model';
import { toolKey } from '../../../domain/toolKey';

/**
 * Repositories shown on the page under one heading: 'GitHub', an organization's login, 'GitLab', the
 * Forgejo instance's name ('Codeberg').
 */
export interface RepositoryGroup {
  readonly where: string;
  readonly repos: readonly Pick<Repository, 'id' | 'name' | 'url' | 'tools' | 'languages'>[];
}

/** A repository that uses a tool of the tech stack. */
export interface EvidenceRepository {
  readonly name: string;
  /** Null when the repository has no safe address: it is then listed without a link. */
  readonly url: string | null;
  readonly where: string;
}

export interface ToolEvidence {
  readonly tool: string;
  readonly repos: readonly EvidenceRepository[];
}

/**
 * The groups whose repositories count as evidence: only what the page itself shows of the owner's
 * work, so a count never points at a repository the visitor cannot find. Starred projects are other
 * people's work and stay out.
 */
export function shownRepositoryGroups(
  ownRepos: readonly Repository[],
  organizations: readonly Organization[],
  gitlabProjects: readonly Repository[],
  forgejo: ForgejoRepositories | null = null,
): RepositoryGroup[] {
  return [
    { where: 'GitHub', repos: ownRepos },
    ...organizations.map((org) => ({ where: org.login, repos: org.repos })),
    { where: 'GitLab', repos: gitlabProjects },
    ...(forgejo
      ? [
          { where: forgejo.name, repos: forgejo.repos },
          ...forgejo.organizations.map((org) => ({ where: org.login, repos: org.repos })),
        ]
      : []),
  ];
}

/** The Forgejo tab's own work: the instance's name, the user's and their organizations' repositories. */
export interface ForgejoRepositories {
  readonly name: string;
  readonly repos: readonly Repository[];
  readonly organizations: readonly Organization[];
}

function repoKeys(repo: RepositoryGroup['repos'][number]): Set<string> {
  // `languages` normally repeats `tools`, but a snapshot may carry one without the other.
  const names = [...repo.tools, ...(repo.languages ?? []).map((share) => share.name)];
  return new Set(names.map(toolKey).filter((key) => key !== ''));
}

/**
 * For each tool of the tech stack, in its order, the shown repositories whose languages or topics
 * name it under any spelling `toolKey` folds together ('HTML' counts for 'HTML5'). Each repository
 * appears once per tool, in the order of the groups and of each group's list (the owner's chosen
 * order), so the result depends on nothing but its arguments.
 */
export function techEvidence(
  techStack: readonly string[],
  groups: readonly RepositoryGroup[],
): ToolEvidence[] {
  const byKey = new Map<string, { seen: Set<string>; repos: EvidenceRepository[] }>();
  for (const group of groups) {
    for (const repo of group.repos) {
      // The same repository could be listed twice (e.g. by two sources of one snapshot): its address
      // identifies it; without one, its id within its group.
      const identity = repo.url ?? `${group.where}\u0000${repo.id}`;
      for (const key of repoKeys(repo)) {
        let entry = byKey.get(key);
        if (!entry) {
          entry = { seen: new Set(), repos: [] };
          byKey.set(key, entry);
        }
        if (entry.seen.has(identity)) continue;
        entry.seen.add(identity);
        entry.repos.push({ name: repo.name, url: repo.url, where: group.where });
      }
    }
  }
  return techStack.map((tool) => ({ tool, repos: byKey.get(toolKey(tool))?.repos ?? [] }));
}
