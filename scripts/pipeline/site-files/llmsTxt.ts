/**
 * The page as an llms.txt (https://llmstxt.org): the owner's name as its title, a one-paragraph
 * summary, then sections of links: the page, the CV and the JSON Resume, the repositories, the
 * open-source contributions and the posts. Every text from an API, a feed or the resume is written as
 * Markdown text (its markup escaped, on one line), and every link is an http(s) address that cannot
 * end the link early, so no field can make a heading, a link or a section of its own.
 */
import type { Post, Resume } from '../../../src/domain/content';
import type { OwnerSection } from '../../../src/domain/ownerSections';
import { sectionText } from '../settings/sections/sectionText';
import type { OpenSourceContribution, Organization, Repository } from '../../../src/domain/model';
import { webUrlOrNull } from '../../../src/domain/safeUrl';
import type { PageLocale } from '../../../src/i18n/locale';
import { translate } from '../../../src/i18n/translate';

/** Longer texts are cut: a line per link, not a page. */
const MAX_TEXT = 200;
/** The summary's paragraph: a few sentences. */
const MAX_SUMMARY = 800;
/** An owner's section: a few paragraphs. */
const MAX_SECTION = 2000;
/** What makes emphasis, code, a link or markup in a line of Markdown. */
const MARKUP = '\\`*_[]<>';

/** One line of Markdown text: whitespace collapsed, markup characters escaped, at most MAX_TEXT. */
export function markdownText(value: string, max = MAX_TEXT): string {
  const line = [...value.split(/\s+/).filter(Boolean).join(' ')];
  const cut = line.length > max ? `${line.slice(0, max - 1).join('')}…` : line.join('');
  let escaped = '';
  for (const character of cut) {
    // Each text sits inside a line after its marker ("# ", "> ", "- ["), on one line: only what
    // makes emphasis, code, a link or markup mid-line needs escaping.
    escaped += MARKUP.includes(character) ? `\\${character}` : character;
  }
  return escaped;
}

/** An http(s) address as a Markdown link target, or null: what would end the target is encoded. */
export function markdownUrl(value: string | null | undefined): string | null {
  const url = webUrlOrNull(value);
  if (!url) return null;
  // encodeURIComponent leaves ( and ) as they are: the code point's own escape.
  return url.replace(
    /[()<>\s]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `- [text](url): note`, or the text alone without a safe address. */
function linkLine(text: string, url: string | null | undefined, note?: string | null): string {
  const target = markdownUrl(url);
  const label = markdownText(text);
  const tail = note ? `: ${markdownText(note)}` : '';
  return target ? `- [${label}](${target})${tail}` : `- ${label}${tail}`;
}

export interface LlmsTxtInput {
  readonly name: string;
  readonly resume: Resume | null;
  /** GitHub's bio, when the resume has no summary. */
  readonly bio: string | null;
  readonly openToWork: string | null;
  readonly locale: PageLocale;
  /** The page's address (absolute when the site's is known), its CV's and its JSON Resume's. */
  readonly pageUrl: string;
  readonly cvUrl: string | null;
  readonly resumeUrl: string;
  readonly ownRepos: readonly Repository[];
  readonly organizations: readonly Organization[];
  readonly gitlabProjects: readonly Repository[];
  /** The Forgejo tab's name and repositories (own, then its organizations'), when it has one. */
  readonly forgejo?: { readonly name: string; readonly repos: readonly Repository[] } | null;
  readonly openSource: readonly OpenSourceContribution[];
  readonly posts: readonly Post[];
  /** The header's other pages (GitHub, GitLab, LinkedIn, the website). */
  readonly profiles: readonly { readonly label: string; readonly url: string }[];
  /** The owner's sections (sections/*.md), in their order: each a heading and its text. */
  readonly sections?: readonly OwnerSection[];
}

function section(title: string, lines: readonly string[]): string[] {
  return lines.length ? ['', `## ${markdownText(title)}`, '', ...lines] : [];
}

/** The llms.txt of one language's page. */
export function llmsTxt(input: LlmsTxtInput): string {
  const { locale, resume } = input;
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(locale, key, values);
  const summary = [
    resume?.basics.label,
    input.openToWork ? `${t('header.openToWork')}: ${input.openToWork}.` : null,
    resume?.basics.summary || input.bio,
    resume?.basics.location,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  const repository = (repo: Repository, owner?: string) =>
    linkLine(
      repo.fullName ?? (owner ? `${owner}/${repo.name}` : repo.name),
      repo.url,
      [repo.description, repo.tools.join(', ')].filter(Boolean).join(' · ') || null,
    );
  const lines = [
    `# ${markdownText(input.name)}`,
    ...(summary ? ['', `> ${markdownText(summary, MAX_SUMMARY)}`] : []),
    ...section(t('site.titleAlone'), [
      linkLine(t('site.title', { name: input.name }), input.pageUrl),
      ...(input.cvUrl ? [linkLine(t('header.downloadCv'), input.cvUrl, 'PDF')] : []),
      linkLine('JSON Resume', input.resumeUrl),
    ]),
    ...section(t('tab.experience'), [
      ...(resume?.work ?? []).map((role) =>
        linkLine(
          [role.position, role.organization].filter(Boolean).join(' · '),
          role.url,
          [role.startDate, role.endDate].filter(Boolean).join(' – ') || null,
        ),
      ),
    ]),
    // The owner's own sections: their text as one paragraph (its markup escaped, like every text).
    ...(input.sections ?? []).flatMap(({ title, body }) => {
      const text = sectionText(body);
      return section(title, text ? [markdownText(text, MAX_SECTION)] : []);
    }),
    ...section(
      t('github.repositories'),
      input.ownRepos.map((repo) => repository(repo)),
    ),
    ...section(
      t('github.organizations'),
      input.organizations.flatMap((org) => org.repos.map((repo) => repository(repo, org.login))),
    ),
    ...section(
      t('gitlab.projects'),
      input.gitlabProjects.map((repo) => repository(repo)),
    ),
    ...(input.forgejo
      ? section(
          t('tab.forgejo', { name: input.forgejo.name }),
          input.forgejo.repos.map((repo) => repository(repo)),
        )
      : []),
    ...section(
      t('github.openSource'),
      input.openSource.map((contribution) =>
        linkLine(
          contribution.fullName,
          contribution.url,
          t('openSource.merged', { count: contribution.pullRequests.length }),
        ),
      ),
    ),
    ...section(
      t('writing.title'),
      input.posts.map((post) => linkLine(post.title, post.url, post.source)),
    ),
    ...section(
      'Optional',
      input.profiles.map(({ label, url }) => linkLine(label, url)),
    ),
  ];
  return `${lines.join('\n')}\n`;
}
