/**
 * Every text of the page's interface, in English: the source of the other catalogs (catalogs/*.ts)
 * and the fallback of a message a catalog lacks. The build hands the page its language's messages
 * (src/i18n/locale.ts); this module itself never reaches a visitor's browser.
 *
 * `{name}` is a value the page fills in. A plural message gives a text per CLDR plural category of
 * its `count` (English: one, other; Japanese: other only; French: one also for 0).
 */

/** A text per plural category; `other` is always there. */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Message = string | PluralMessage;

export const EN = {
  // Tabs and the panels' headings.
  'tab.github': 'GitHub Projects',
  'tab.gitlab': 'GitLab Projects',
  'tab.forgejo': '{name} Projects',
  'tab.techStack': 'Tech Stack',
  'tab.experience': 'Experience',
  'tab.writing': 'Writing',
  'github.repositories': 'Repositories',
  'github.noRepositories': 'No public repositories yet',
  'github.organizations': 'Organizations',
  'github.openSource': 'Open-source contributions',
  'openSource.merged': {
    one: '{count} merged pull request',
    other: '{count} merged pull requests',
  },
  'activity.total': {
    one: '{n} contribution in the last year',
    other: '{n} contributions in the last year',
  },
  'activity.gitlabOnly': 'GitLab only',
  'activity.only': '{name} only',
  'activity.less': 'Less',
  'activity.more': 'More',
  'openSource.latest': 'latest merged {when}',
  'openSource.list': 'Pull requests in {name}',
  'github.noOrganizations': 'No organizations',
  'github.noOrgRepositories': 'No repositories shown',
  'github.otherProjects': 'Other projects',
  'github.noOtherProjects': 'No other projects',
  'github.notOnGitHub': 'Not on GitHub',
  'gitlab.projects': 'Projects',
  'gitlab.noProjects': 'No projects yet',
  'gitlab.starred': 'Starred Projects',
  'gitlab.noStarred': 'No starred projects',
  'gitlab.groups': 'GitLab Organizations',
  'gitlab.noGroups': 'No groups',
  'forgejo.starred': 'Starred Repositories',
  'forgejo.noStarred': 'No starred repositories',
  'forgejo.needsToken':
    'Organizations and starred repositories are not shown: {name} lists them to signed-in users only.',
  'techStack.title': 'My Tech Stack',
  'techStack.repositories': { one: '{count} repository', other: '{count} repositories' },
  'techStack.skills': { one: '{count} skill', other: '{count} skills' },
  'techStack.evidence': '{repositories} and {skills}',
  'techStack.usedIn': '{tool}, used in {evidence}',
  'techStack.in': '{tool} in {evidence}',
  'techStack.inMySkills': 'In my skills: {skills}',
  'writing.title': 'Writing',

  // Cards.
  'card.view': 'View',
  'card.viewName': 'View {name}',
  'card.noDescription': 'No description provided',
  'card.archived': 'Archived',
  'card.pinned': 'Pinned',
  'card.stars': { one: 'star', other: 'stars' },
  'card.forks': { one: 'fork', other: 'forks' },
  // {when}: a relative time ("3 days ago"); updatedOn's a date ("22 Nov 2026"), which some
  // languages write with a preposition.
  'card.updated': 'Updated {when}',
  'card.updatedOn': 'Updated {when}',
  'card.languages': 'Languages: {languages}',
  'contributions.count': 'Contributions: {count}',
  'contributions.percentage': 'Contribution Percentage: {percentage}',
  'contributions.pending': 'Contributions not counted yet: the next build counts them',
  'contributions.share': "Owner's share of the commits of {name}",
  'contributions.ofTotal': '{own} of {total} commits',
  'contributions.howCounted':
    'Distinct commits over all branches (the first 100 of each branch), counted once however many branches share them; the owner’s are the commits GitHub links to their account.',
  // {period}: one month ("Mar 2024"); activeSpan: from one month to another.
  'contributions.active': 'active {period}',
  'contributions.activeSpan': 'active {from} – {to}',
  'languages.other': 'Other',

  // Header, highlights and footer.
  'header.links': 'Profiles and contact',
  'header.avatar': 'Avatar of {name}',
  'header.email': 'E-mail',
  'header.website': 'Website',
  'header.phone': 'Phone',
  'header.openToWork': 'Open to work',
  'header.downloadCv': 'Download CV',
  /** The printed CV's title (its PDF metadata), {name} the owner's. */
  'cv.documentTitle': '{name} · CV',
  'header.darkMode': 'Dark mode',
  'header.languages': 'Languages of this page',
  'highlights.label': 'Highlights',
  'highlights.repositories': { one: '{count} repository', other: '{count} repositories' },
  'highlights.commits': {
    one: '{count} commit in {organizations}',
    other: '{count} commits in {organizations}',
  },
  /** Some repositories are not counted yet: the count is a lower bound. */
  'highlights.commitsAtLeast': {
    one: 'at least {count} commit in {organizations}',
    other: 'at least {count} commits in {organizations}',
  },
  'highlights.organizations': { one: '{count} organization', other: '{count} organizations' },
  'highlights.years': { one: '{count} year on GitHub', other: '{count} years on GitHub' },
  'highlights.newOnGitHub': 'New on GitHub',
  'highlights.topLanguages': 'Top languages',
  'footer.dataAsOf': 'Data as of {date}',
  'footer.contact': 'Contact: {email}',
  'demo.notice': 'Demo data. Set {setting} to show your own projects.',

  // The resume (Experience tab).
  'resume.work': 'Experience',
  'resume.volunteer': 'Volunteering',
  'resume.education': 'Education',
  'resume.certificates': 'Certificates',
  'resume.awards': 'Awards',
  'resume.publications': 'Publications',
  'resume.languages': 'Languages',
  'resume.interests': 'Interests',
  'resume.present': 'present',
  'resume.years': { one: '{count} yr', other: '{count} yrs' },
  'resume.months': { one: '{count} mo', other: '{count} mos' },
  'resume.yearsAndMonths': '{years} {months}',
  'resume.degree': '{studyType} in {area}',
  'resume.grade': 'Grade: {score}',
  'resume.courses': 'Courses: {courses}',

  // States and errors.
  'state.loading': 'Loading',
  'error.chunk': 'This section could not be loaded.',
  'error.retry': 'Retry',
  'error.route': 'Unexpected Application Error!',

  // What the build writes around the page: link previews, the card, 404.html.
  'site.title': '{name} · Developer portfolio',
  'site.titleAlone': 'Developer portfolio',
  'site.description':
    'Developer portfolio: GitHub and GitLab projects, organizations and tech stack.',
  'site.descriptionOf':
    'Developer portfolio of {name}: GitHub and GitLab projects, organizations and tech stack.',
  'site.cardAlt': '{name}: developer portfolio',
  /** The link-preview card's corner word, beside the site's address. */
  'site.cardBadge': 'Portfolio',
  'site.notFoundTitle': 'Page not found',
  'site.notFoundText': 'There is nothing at this address.',
  'site.notFoundLink': 'Go to the portfolio',
  'site.organizations': { one: '{count} organization', other: '{count} organizations' },
  'site.gitlabProjects': { one: '{count} GitLab project', other: '{count} GitLab projects' },
} as const satisfies Readonly<Record<string, Message>>;

export type MessageKey = keyof typeof EN;

/** A language's messages: every key, as the build merges a catalog over the English one. */
export type Messages = { readonly [K in MessageKey]: Message };

/** A catalog as translators write it: a missing key falls back to English (and a test says so). */
export type Catalog = { readonly [K in MessageKey]?: Message };
