/**
 * What a shared link and a search engine see, generated at build time from the snapshot: the title and
 * description, the canonical URL, Open Graph and Twitter card tags, and a JSON-LD Person.
 */
import { scriptElementJson } from '../../../src/data/inlineSnapshot';
import type { Profile } from '../../../src/domain/model';
import { displayName } from '../../../src/domain/profileLinks';

export interface OgImage {
  /** Absolute URL. */
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
  readonly alt: string;
}

export interface SiteMetaInput {
  readonly profile: Profile | null;
  /** The configured login, when there is no profile (live mode without a snapshot). */
  readonly login: string | null;
  /** The page's absolute URL (PUBLIC_URL as a full URL), or null when only its path is known. */
  readonly siteUrl: string | null;
  readonly image: OgImage | null;
  /** The owner's other pages (GitHub, GitLab, LinkedIn, website), as the header links them. */
  readonly sameAs?: readonly string[];
}

export interface SiteMeta {
  readonly title: string;
  readonly description: string;
  /** Tags for the head, each on its own line. */
  readonly tags: string;
}

const DEFAULT_DESCRIPTION =
  'Developer portfolio: GitHub and GitLab projects, organizations and tech stack.';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** GitHub's company field is free text, often "@org": the organization's name without the mention. */
export function companyName(company: string | null): string | null {
  const name = company?.trim().replace(/^@/, '').trim();
  return name || null;
}

function ownerName(profile: Profile | null, login: string | null): string | null {
  return profile ? displayName(profile) : login;
}

export function pageTitle(profile: Profile | null, login: string | null): string {
  const name = ownerName(profile, login);
  return name ? `${name} · Developer portfolio` : 'Developer portfolio';
}

export function pageDescription(profile: Profile | null, login: string | null): string {
  if (profile?.bio) return profile.bio;
  const name = ownerName(profile, login);
  return name
    ? `Developer portfolio of ${name}: GitHub and GitLab projects, organizations and tech stack.`
    : DEFAULT_DESCRIPTION;
}

/** The JSON-LD Person (schema.org) of the owner. */
export function personJsonLd(
  profile: Profile,
  siteUrl: string | null,
  image: string | null,
  links: readonly (string | null)[] = [
    profile.htmlUrl,
    profile.gitlabUrl,
    profile.linkedinUrl,
    profile.websiteUrl,
  ],
): Record<string, unknown> {
  const sameAs = links
    .filter((url): url is string => Boolean(url))
    .filter((url, index, all) => all.indexOf(url) === index);
  const worksFor = companyName(profile.company);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: displayName(profile),
    alternateName: profile.login,
    ...(profile.bio ? { description: profile.bio } : {}),
    ...(image ? { image } : {}),
    url: siteUrl ?? profile.htmlUrl,
    sameAs,
    ...(worksFor ? { worksFor: { '@type': 'Organization', name: worksFor } } : {}),
    ...(profile.location ? { homeLocation: { '@type': 'Place', name: profile.location } } : {}),
  };
}

export function siteMeta({ profile, login, siteUrl, image, sameAs }: SiteMetaInput): SiteMeta {
  const title = pageTitle(profile, login);
  const description = pageDescription(profile, login);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    ...(siteUrl ? [`<link rel="canonical" href="${escapeHtml(siteUrl)}" />`] : []),
    meta('property', 'og:type', 'profile'),
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
    ...(profile
      ? [
          `<script type="application/ld+json">${scriptElementJson(
            personJsonLd(profile, siteUrl, profile.avatarUrl ?? image?.url ?? null, sameAs),
          )}</script>`,
        ]
      : []),
  ];
  return { title, description, tags: tags.join('\n') };
}

/** Puts the title, the description and the tags into the page's head. */
export function applySiteMeta(html: string, { title, description, tags }: SiteMeta): string {
  let page = html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(title)}</title>`);
  const descriptionTag = `<meta name="description" content="${escapeHtml(description)}" />`;
  const withDescription = page.replace(
    /<meta\s+name="?description"?\s+content=("[^"]*"|[^\s>]*)\s*\/?>/i,
    descriptionTag,
  );
  page =
    withDescription === page
      ? page.replace(/<\/head>/i, `${descriptionTag}</head>`)
      : withDescription;
  return page.replace(/<\/head>/i, `${tags}</head>`);
}
