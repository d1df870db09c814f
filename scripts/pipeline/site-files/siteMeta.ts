/**
 * What a shared link and a search engine see, generated at build time from the snapshot: the title and
 * description, the canonical URL, Open Graph and Twitter card tags, and a JSON-LD Person.
 */
import type { Resume } from '../../../src/domain/content';
import type { Profile } from '../../../src/domain/model';
import { byRecency } from '../../../src/domain/resumeDates';
import { ENGLISH } from '../../../src/i18n/english';
import { LANGUAGES, type Language } from '../../../src/i18n/languages';
import type { PageLocale } from '../../../src/i18n/locale';
import { translate } from '../../../src/i18n/translate';
import {
  appendChildren,
  createElement,
  findElement,
  getAttribute,
  hasTag,
  headOf,
  jsonScript,
  setAttribute,
  setText,
  type HtmlDocument,
} from '../../lib/html/document';

export interface OgImage {
  /** Absolute URL. */
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
  readonly alt: string;
}

/** The same page in another language, for `hreflang` alternates. */
export interface PageAlternate {
  readonly language: string;
  /** Absolute when the site's address is known, else the path. */
  readonly href: string;
}

export interface SiteMetaInput {
  readonly profile: Profile | null;
  /** The owner's name as the page shows it (ownerName); '' when none is known. */
  readonly name: string;
  /** The page's absolute URL (the site's address setting as a full URL, and its language's path), or null. */
  readonly siteUrl: string | null;
  /** The page's language: its texts, and `og:locale`. English when not given. */
  readonly locale?: PageLocale;
  /**
   * Every language's page of the site, the first the default (x-default): `hreflang` alternates.
   * Empty for a site in one language.
   */
  readonly alternates?: readonly PageAlternate[];
  readonly image: OgImage | null;
  /** The owner's other pages (GitHub, GitLab, LinkedIn, website), as the header links them (profilePages). */
  readonly sameAs: readonly string[];
  /** The owner's resume: its name, summary, job, schools, credentials and skills win. */
  readonly resume?: Resume | null;
  /** config.openToWork: leads the description, and is the JSON-LD's `seeks`. */
  readonly openToWork?: string | null;
}

/** A `<meta>` or `<link>` of the head, as attribute values (escaped when the page is written). */
export interface HeadTag {
  readonly tag: 'meta' | 'link';
  readonly attributes: Readonly<Record<string, string>>;
}

export interface SiteMeta {
  readonly title: string;
  readonly description: string;
  /** Canonical, Open Graph and Twitter card tags, in order. */
  readonly tags: readonly HeadTag[];
  /** The JSON-LD Person, when the owner's profile is known. */
  readonly jsonLd: Record<string, unknown> | null;
}

/** GitHub's company field is free text, often "@org": the organization's name without the mention. */
export function companyName(company: string | null): string | null {
  const name = company?.trim().replace(/^@/, '').trim();
  return name || null;
}

function pageTitle(name: string, locale: PageLocale): string {
  return name ? translate(locale, 'site.title', { name }) : translate(locale, 'site.titleAlone');
}

/**
 * The resume's summary, else GitHub's bio, else a sentence naming the owner; led by what work the
 * owner is looking for, when they say (a search result shows the description's start only).
 */
function pageDescription(
  profile: Profile | null,
  name: string,
  resume: Resume | null,
  locale: PageLocale,
  openToWork: string | null,
): string {
  const written = resume?.basics.summary || profile?.bio;
  const about =
    written ||
    (name
      ? translate(locale, 'site.descriptionOf', { name })
      : translate(locale, 'site.description'));
  return openToWork ? `${translate(locale, 'header.openToWork')}: ${openToWork}. ${about}` : about;
}

const organization = (name: string, url?: string) => ({
  '@type': 'Organization',
  name,
  ...(url ? { url } : {}),
});

/** What the resume tells search engines: the job, the employer, schools, credentials, skills. */
function resumeFacts(resume: Resume): Record<string, unknown> {
  const { basics, work, education, certificates, skills } = resume;
  // The current job: one without an end; the latest started when several are.
  const current = [...work].filter((role) => !role.endDate).sort(byRecency)[0];
  const alumniOf = education.map(({ institution, url }) => ({
    '@type': 'EducationalOrganization',
    name: institution,
    ...(url ? { url } : {}),
  }));
  const hasCredential = certificates.map(({ name, issuer, url }) => ({
    '@type': 'EducationalOccupationalCredential',
    name,
    ...(issuer ? { recognizedBy: organization(issuer) } : {}),
    ...(url ? { url } : {}),
  }));
  const knowsAbout = [
    ...new Set(skills.flatMap(({ name, keywords }) => (keywords.length ? keywords : [name]))),
  ];
  return {
    ...(basics.label ? { jobTitle: basics.label } : {}),
    ...(current ? { worksFor: organization(current.organization, current.url) } : {}),
    ...(alumniOf.length ? { alumniOf } : {}),
    ...(hasCredential.length ? { hasCredential } : {}),
    ...(knowsAbout.length ? { knowsAbout } : {}),
  };
}

export interface PersonInput {
  /** The owner's name as the page shows it (ownerName). */
  readonly name: string;
  readonly siteUrl: string | null;
  readonly image: string | null;
  /** The owner's other pages, as the header links them (profilePages). */
  readonly sameAs: readonly string[];
  readonly resume?: Resume | null;
  readonly openToWork?: string | null;
}

/** The JSON-LD Person (schema.org) of the owner; the resume's facts win over GitHub's. */
export function personJsonLd(
  profile: Profile,
  { name, siteUrl, image, sameAs: links, resume = null, openToWork = null }: PersonInput,
): Record<string, unknown> {
  const sameAs = links.filter((url, index, all) => url && all.indexOf(url) === index);
  const worksFor = companyName(profile.company);
  const description = resume?.basics.summary || profile.bio;
  const location = resume?.basics.location || profile.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name,
    alternateName: profile.login,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    url: siteUrl ?? profile.htmlUrl,
    sameAs,
    ...(worksFor ? { worksFor: organization(worksFor) } : {}),
    ...(location ? { homeLocation: { '@type': 'Place', name: location } } : {}),
    ...(resume ? resumeFacts(resume) : {}),
    ...(openToWork ? { seeks: { '@type': 'Demand', description: openToWork } } : {}),
  };
}

export function siteMeta({
  profile,
  name,
  siteUrl,
  image,
  sameAs,
  resume = null,
  locale = ENGLISH,
  alternates = [],
  openToWork = null,
}: SiteMetaInput): SiteMeta {
  const title = pageTitle(name, locale);
  const description = pageDescription(profile, name, resume, locale, openToWork);
  const ogLocale = (language: string) =>
    LANGUAGES[language as Language]?.ogLocale ?? language.replace('-', '_');
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [attribute]: key, content },
  });
  const hreflangs = siteUrl ? alternates : [];
  const tags: HeadTag[] = [
    ...(siteUrl ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: siteUrl } }] : []),
    // Only absolute alternates, like the canonical link: search engines (and Lighthouse's SEO audit)
    // take a relative hreflang for an error, so a site whose address is unknown names none.
    ...hreflangs.map(({ language, href }): HeadTag => ({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: language, href },
    })),
    ...(hreflangs[0]
      ? [
          {
            tag: 'link' as const,
            attributes: { rel: 'alternate', hreflang: 'x-default', href: hreflangs[0].href },
          },
        ]
      : []),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:locale', ogLocale(locale.language)),
    ...alternates
      .filter(({ language }) => language !== locale.language)
      .map(({ language }) => meta('property', 'og:locale:alternate', ogLocale(language))),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(siteUrl ? [meta('property', 'og:url', siteUrl)] : []),
    ...(profile ? [meta('property', 'profile:username', profile.login)] : []),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:alt', image.alt),
          ...(image.width && image.height
            ? [
                meta('property', 'og:image:width', String(image.width)),
                meta('property', 'og:image:height', String(image.height)),
              ]
            : []),
        ]
      : []),
    meta('name', 'twitter:card', image?.width === 1200 ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image.url)] : []),
  ];
  const jsonLd = profile
    ? personJsonLd(profile, {
        name,
        siteUrl,
        image: profile.avatarUrl ?? image?.url ?? null,
        sameAs,
        resume,
        openToWork,
      })
    : null;
  return { title, description, tags, jsonLd };
}

/**
 * Puts the title, the description, the tags and the JSON-LD into the page's head, as elements of its
 * tree: whatever the profile says stays an attribute value or a text.
 */
export function applySiteMeta(
  document: HtmlDocument,
  { title, description, tags, jsonLd }: SiteMeta,
): void {
  const head = headOf(document);
  const titleElement = findElement(head, hasTag('title'));
  if (titleElement) setText(titleElement, title);
  else appendChildren(head, [createElement('title', {}, [title])]);
  const descriptionElement = findElement(
    head,
    (element) => element.tagName === 'meta' && getAttribute(element, 'name') === 'description',
  );
  if (descriptionElement) setAttribute(descriptionElement, 'content', description);
  else appendChildren(head, [createElement('meta', { name: 'description', content: description })]);
  appendChildren(head, [
    ...tags.map(({ tag, attributes }) => createElement(tag, attributes)),
    ...(jsonLd ? [jsonScript({ type: 'application/ld+json' }, jsonLd)] : []),
  ]);
}
