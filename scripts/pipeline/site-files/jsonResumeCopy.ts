/**
 * The page as a JSON Resume (1.0, https://jsonresume.org/schema): what registries, job boards and
 * assistants read. It is the resume the page shows, merged with what the page knows of the owner:
 * their profiles, the repositories the page shows and their open-source contributions as projects.
 * It holds nothing the page does not show (the phone and the street address only when the owner
 * asked for them, as on the page), and every URL in it passed the page's own checks.
 */
import type { OwnerSection } from '../../../src/domain/ownerSections';
import { sectionText } from '../settings/sections/sectionText';
import type { Resume, ResumeProject } from '../../../src/domain/content';
import type {
  OpenSourceContribution,
  Organization,
  Profile,
  Repository,
} from '../../../src/domain/model';
import type { ProfileLinks } from '../../../src/domain/profileLinks';
import type { PageLocale } from '../../../src/i18n/locale';
import { translate } from '../../../src/i18n/translate';
import { trimEndChar } from '../../../src/lib/text';

/** The schema version the copy follows (its `meta.version`). */
export const JSON_RESUME_VERSION = 'v1.0.0';

export interface JsonResumeInput {
  readonly resume: Resume | null;
  readonly profile: Profile | null;
  /** The owner's name as the page shows it (ownerName); '' when none is known. */
  readonly name: string;
  /** The configured login, when there is no profile. */
  readonly login: string | null;
  /** The header's links, as the page shows them. */
  readonly links: ProfileLinks;
  /** The own repositories the page shows, in its order (shownOwnRepos). */
  readonly ownRepos: readonly Repository[];
  readonly organizations: readonly Organization[];
  readonly gitlabProjects: readonly Repository[];
  /** The Forgejo tab's repositories as the page shows them (own, then its organizations'). */
  readonly forgejo?: ForgejoCopy | null;
  readonly openSource: readonly OpenSourceContribution[];
  readonly locale: PageLocale;
  /** This copy's absolute address, when the site's is known. */
  readonly canonical: string | null;
  /** When the page's data was fetched (ISO). */
  readonly lastModified: string | null;
  /** The owner's sections; those marked `resume: references` are JSON Resume's references. */
  readonly sections?: readonly OwnerSection[];
}

type Json = Record<string, unknown>;

/** What the machine copies list of the Forgejo tab: the instance's name, the profile, the repositories. */
export interface ForgejoCopy {
  readonly name: string;
  readonly profileUrl: string;
  readonly repos: readonly Repository[];
}

/** The object without its undefined fields and empty lists: the schema wants no nulls. */
function compact(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) => item !== undefined && item !== null && !(Array.isArray(item) && !item.length),
    ),
  );
}

function profiles(
  resume: Resume | null,
  links: ProfileLinks,
  login: string | null,
  forgejo: ForgejoCopy | null,
): Json[] {
  const listed: Json[] = [
    ...(resume?.basics.profiles ?? []).map((entry) => compact({ ...entry })),
    ...(links.github
      ? [{ network: 'GitHub', username: login ?? undefined, url: links.github }]
      : []),
    ...(links.gitlab ? [{ network: 'GitLab', url: links.gitlab }] : []),
    ...(forgejo ? [{ network: forgejo.name, url: forgejo.profileUrl }] : []),
    ...(links.linkedin ? [{ network: 'LinkedIn', url: links.linkedin }] : []),
    ...links.social.map(({ label, url }) => ({ network: label, url })),
  ];
  // One entry per address: the resume's own wins, listed first.
  const seen = new Set<string>();
  return listed.map(compact).filter((entry) => {
    const key = typeof entry.url === 'string' ? trimEndChar(entry.url, '/').toLowerCase() : '';
    if (!key) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function resumeProject(project: ResumeProject): Json {
  return compact({ ...project });
}

function repositoryProject(repo: Repository, entity?: string): Json {
  return compact({
    name: repo.fullName ?? (entity ? `${entity}/${repo.name}` : repo.name),
    description: repo.description ?? undefined,
    url: repo.url ?? undefined,
    keywords: [...repo.tools],
    entity,
    type: 'repository',
  });
}

/** The day of an ISO time, when it is one. */
const dayOf = (time: string | undefined): string | undefined => {
  const day = time?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
};

function contributionProject(contribution: OpenSourceContribution, locale: PageLocale): Json {
  const count = contribution.pullRequests.length;
  return compact({
    name: contribution.fullName,
    description: contribution.description ?? undefined,
    url: contribution.url ?? undefined,
    highlights: [translate(locale, 'openSource.merged', { count })],
    roles: ['Contributor'],
    entity: contribution.fullName.split('/')[0],
    type: 'open-source contribution',
    startDate: dayOf(contribution.pullRequests.at(-1)?.mergedAt),
    endDate: dayOf(contribution.pullRequests[0]?.mergedAt),
  });
}

/** The JSON Resume of one language's page. */
export function jsonResumeCopy(input: JsonResumeInput): Json {
  const { resume, profile, name, login, links, locale } = input;
  const basics = resume?.basics;
  const projects = [
    ...(resume?.projects ?? []).map(resumeProject),
    ...input.ownRepos.map((repo) => repositoryProject(repo)),
    ...input.organizations.flatMap((org) =>
      org.repos.map((repo) => repositoryProject(repo, org.login)),
    ),
    ...input.gitlabProjects.map((repo) => repositoryProject(repo)),
    ...(input.forgejo?.repos ?? []).map((repo) => repositoryProject(repo)),
    ...input.openSource.map((contribution) => contributionProject(contribution, locale)),
  ];
  const role = (entry: Resume['work'][number]) =>
    compact({ ...entry, organization: undefined, name: entry.organization });
  return compact({
    $schema: `https://raw.githubusercontent.com/jsonresume/resume-schema/${JSON_RESUME_VERSION}/schema.json`,
    basics: compact({
      name: name || undefined,
      label: basics?.label,
      email: links.email ?? undefined,
      phone: links.phone ?? undefined,
      url: links.website ?? undefined,
      summary: basics?.summary || profile?.bio || undefined,
      location: basics?.place ? compact({ ...basics.place }) : undefined,
      profiles: profiles(resume, links, profile?.login ?? login, input.forgejo ?? null),
    }),
    work: resume?.work.map(role),
    volunteer: resume?.volunteer.map((entry) => compact({ ...entry })),
    education: resume?.education.map((entry) => compact({ ...entry })),
    awards: resume?.awards.map((entry) => compact({ ...entry })),
    certificates: resume?.certificates.map((entry) => compact({ ...entry })),
    publications: resume?.publications.map((entry) => compact({ ...entry })),
    skills: resume?.skills.map((entry) => compact({ ...entry })),
    languages: resume?.languages.map((entry) => compact({ ...entry })),
    interests: resume?.interests.map((entry) => compact({ ...entry })),
    // JSON Resume's one place for text of the owner's choosing: references (testimonials).
    references: input.sections
      ?.filter((section) => section.resume === 'references')
      .map((section) => ({ name: section.title, reference: sectionText(section.body) })),
    projects,
    meta: compact({
      canonical: input.canonical ?? undefined,
      version: JSON_RESUME_VERSION,
      lastModified: input.lastModified ?? undefined,
    }),
  });
}
