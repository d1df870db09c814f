/**
 * After the pages are prerendered: each page's link-preview tags and image, in its language, and the
 * files around them: icons and manifest, 404.html, robots.txt and sitemap.xml, from the snapshot and
 * the site's location.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { OwnerSection } from '../../../src/domain/ownerSections';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { PortfolioConfig } from '../../../src/config';
import type { Post, Resume } from '../../../src/domain/content';
import { portfolioHighlights } from '../../../src/features/profile/rules/highlights';
import { profilePages } from '../../../src/domain/profileLinks';
import type { Language } from '../../../src/i18n/languages';
import type { PageLocale } from '../../../src/i18n/locale';
import type { MessageKey } from '../../../src/i18n/messages';
import { translate } from '../../../src/i18n/translate';
import { AFTER_PAINT_SCRIPT_TYPE } from '../prerender/afterPaint';
import { writeMachineCopies } from './machineCopies';
import type { PageOwner } from './pageOwner';
import { OG_IMAGE_SIZE, renderOgImage } from './ogImage';
import type { SiteLocation } from '../settings/publicUrl';
import { languagePath } from '../settings/language/pageLocale';
import { appendChildren, createElement, headOf, type HtmlDocument } from '../../lib/html/document';
import {
  notFoundPage,
  robotsTxt,
  sitemapXml,
  webManifest,
  type ManifestIcon,
  type NotFoundLanguage,
  type SitemapPage,
} from './siteFiles';
import {
  applySiteMeta,
  companyName,
  siteMeta,
  type HeadTag,
  type OgImage,
  type PageAlternate,
} from './siteMeta';

const MANIFEST_ICON_SIZES = [192, 512] as const;
const APPLE_TOUCH_ICON_SIZE = 180;

/** What every page of the site shares. */
export interface SiteInput {
  readonly outputPath: string;
  readonly snapshot: PortfolioSnapshot | null;
  readonly location: SiteLocation;
  readonly config: PortfolioConfig;
  readonly write?: (line: string) => void;
}

/** One language's page. */
export interface PageMetaInput extends SiteInput {
  /** The page's tree: its head gets the link-preview tags. */
  readonly page: HtmlDocument;
  readonly locale: PageLocale;
  /** The avatar as the build fetched it (the Avatar step), for the card; null without one. */
  readonly avatar: Uint8Array | null;
  /** The page's owner as the page shows them (the Shown pages step). */
  readonly owner: PageOwner;
  /** The page's resume (step 1), whose name, summary and facts win. */
  readonly resume: Resume | null;
  /** The page's posts, for its llms.txt. */
  readonly posts?: readonly Post[];
  /** The owner's sections on the page, for its llms.txt and resume.json. */
  readonly sections?: readonly OwnerSection[];
}

/** The site's address of a language's page, absolute when known, else its path. */
function pageHref(location: SiteLocation, languages: readonly Language[], language: Language) {
  const pathname = languagePath(location.basePath, languages, language);
  return location.siteUrl
    ? new URL(pathname.slice(location.basePath.length + 1), location.siteUrl).href
    : pathname;
}

/**
 * The card's figures, counted as the page's highlights count them: "8 repositories" (the shown own
 * ones and the organizations'), "2 organizations" (with a repository shown), "1 GitLab project".
 */
export function cardFacts(
  owner: PageOwner,
  snapshot: PortfolioSnapshot,
  locale: PageLocale,
): string[] {
  const { organizations = [], gitlabProjects = [] } = snapshot.parts;
  const shown = portfolioHighlights(owner.ownRepos, organizations, null, null);
  const fact = (count: number, key: MessageKey) =>
    count ? [translate(locale, key, { count })] : [];
  return [
    ...fact(shown.repositories, 'highlights.repositories'),
    ...fact(shown.organizations, 'site.organizations'),
    ...fact(gitlabProjects.length, 'site.gitlabProjects'),
  ];
}

/** The preview image: a generated card where the site's address is known, else the avatar. */
async function previewImage(input: PageMetaInput, owner: PageOwner): Promise<OgImage | null> {
  const { snapshot, location, outputPath, resume, locale, config, write = console.log } = input;
  const { profile, name } = owner;
  if (!profile) return null;
  const alt = translate(locale, 'site.cardAlt', { name });
  if (snapshot && location.siteUrl) {
    // One card per language: its figures are written in it.
    const file =
      locale.language === config.languages[0] ? 'og-image.png' : `og-image.${locale.language}.png`;
    try {
      const png = await renderOgImage({
        name,
        login: profile.login,
        headline: resume?.basics.label || profile.bio || companyName(profile.company),
        avatar: input.avatar,
        stats: cardFacts(owner, snapshot, locale),
        siteLabel: location.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''),
        badge: translate(locale, 'site.cardBadge'),
      });
      writeFileSync(path.join(outputPath, file), png);
      return { url: `${location.siteUrl}${file}`, ...OG_IMAGE_SIZE, alt };
    } catch (error) {
      write(`  ! The link-preview card could not be drawn; using the avatar: ${String(error)}`);
    }
  }
  return profile.avatarUrl ? { url: profile.avatarUrl, alt } : null;
}

const iconFile = (size: number) => `icons/icon-${size}.png`;

/** PNG icons drawn from the favicon: the manifest's, and the apple-touch one. */
function writeIcons(publicDir: string, outputPath: string, basePath: string): ManifestIcon[] {
  const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
  mkdirSync(path.join(outputPath, 'icons'), { recursive: true });
  const icons: ManifestIcon[] = [];
  for (const size of [...MANIFEST_ICON_SIZES, APPLE_TOUCH_ICON_SIZE]) {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
    const file = iconFile(size);
    writeFileSync(path.join(outputPath, file), png);
    if (size !== APPLE_TOUCH_ICON_SIZE)
      icons.push({ src: `${basePath}/${file}`, sizes: `${size}x${size}`, type: 'image/png' });
  }
  icons.push({ src: `${basePath}/favicon.svg`, sizes: 'any', type: 'image/svg+xml' });
  return icons;
}

/** A page's head: title, description, canonical and language alternates, previews, JSON-LD. */
export async function applyPageMeta(input: PageMetaInput): Promise<{ title: string }> {
  const { location, config, resume, locale, owner } = input;
  const { languages } = config;
  const alternates: PageAlternate[] =
    languages.length > 1
      ? languages.map((language) => ({ language, href: pageHref(location, languages, language) }))
      : [];
  const meta = siteMeta({
    profile: owner.profile,
    name: owner.name,
    siteUrl: location.siteUrl && pageHref(location, languages, locale.language as Language),
    image: await previewImage(input, owner),
    sameAs: profilePages(owner.links, translate(locale, 'header.website')).map(({ url }) => url),
    resume,
    locale,
    alternates,
    openToWork: config.openToWork,
  });
  const { basePath } = location;
  const headLinks: HeadTag[] = [
    { tag: 'link', attributes: { rel: 'manifest', href: `${basePath}/manifest.webmanifest` } },
    {
      tag: 'link',
      attributes: {
        rel: 'apple-touch-icon',
        href: `${basePath}/${iconFile(APPLE_TOUCH_ICON_SIZE)}`,
      },
    },
  ];
  const copies = writeMachineCopies({ ...input, owner, posts: input.posts ?? [] });
  applySiteMeta(input.page, { ...meta, tags: [...headLinks, ...copies, ...meta.tags] });
  // The owner's analytics: its script, started by the page's loader with the page's own scripts,
  // after the largest paint (a deferred script would still be fetched beside the avatar); published
  // pages only: the dev server's visits are nobody's.
  if (config.analytics) {
    appendChildren(headOf(input.page), [
      createElement('script', {
        type: AFTER_PAINT_SCRIPT_TYPE,
        'data-src': config.analytics.scriptUrl,
        ...config.analytics.attributes,
      }),
    ]);
  }
  return { title: meta.title };
}

/** The files around the pages, made once: in the site's first language where they have text. */
export function writeSiteFiles(
  input: SiteInput & {
    readonly publicDir: string;
    /** The first language's page: its locale and title. */
    readonly locale: PageLocale;
    readonly title: string;
    readonly ownerName: string;
    /** The other languages' pages, for 404.html. */
    readonly otherPages?: readonly NotFoundLanguage[];
  },
): void {
  const { outputPath, publicDir, snapshot, location, config, locale, title, ownerName } = input;
  const { basePath, siteUrl } = location;
  const icons = writeIcons(publicDir, outputPath, basePath);
  const manifest = webManifest(ownerName, basePath, icons, locale);
  writeFileSync(
    path.join(outputPath, 'manifest.webmanifest'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  writeFileSync(
    path.join(outputPath, '404.html'),
    notFoundPage(basePath, title, locale, input.otherPages),
  );
  writeFileSync(path.join(outputPath, 'robots.txt'), robotsTxt(siteUrl));
  if (siteUrl) {
    const { languages } = config;
    const alternates =
      languages.length > 1
        ? languages.map((language) => ({ language, url: pageHref(location, languages, language) }))
        : [];
    const pages: SitemapPage[] = languages.map((language) => ({
      url: pageHref(location, languages, language),
      alternates,
    }));
    writeFileSync(
      path.join(outputPath, 'sitemap.xml'),
      sitemapXml(pages, snapshot?.fetchedAt ?? new Date().toISOString()),
    );
  }
  // GitHub Pages would otherwise run the site through Jekyll, which skips files starting with "_".
  writeFileSync(path.join(outputPath, '.nojekyll'), '');
}
