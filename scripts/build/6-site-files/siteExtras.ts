/**
 * After the page is prerendered: the link-preview tags and image, the icons and manifest, 404.html,
 * robots.txt and sitemap.xml, all from the snapshot and PUBLIC_URL.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { PortfolioConfig } from '../../../src/config';
import type { Resume } from '../../../src/domain/content';
import type { Profile } from '../../../src/domain/model';
import { displayName, profileLinks } from '../../../src/domain/profileLinks';
import { OG_IMAGE_SIZE, renderOgImage } from './ogImage';
import type { SiteLocation } from '../1-settings/publicUrl';
import type { HtmlDocument } from '../../html/document';
import { notFoundPage, robotsTxt, sitemapXml, webManifest, type ManifestIcon } from './siteFiles';
import { applySiteMeta, companyName, siteMeta, type HeadTag, type OgImage } from './siteMeta';

const OG_IMAGE_FILE = 'og-image.png';
const MANIFEST_ICON_SIZES = [192, 512] as const;
const APPLE_TOUCH_ICON_SIZE = 180;

export interface SiteExtrasInput {
  /** index.html's tree: its head gets the link-preview tags. */
  readonly page: HtmlDocument;
  readonly outputPath: string;
  readonly publicDir: string;
  readonly snapshot: PortfolioSnapshot | null;
  readonly location: SiteLocation;
  readonly config: PortfolioConfig;
  /** The avatar as the build fetched it (step 3), for the card; null without one. */
  readonly avatar: Uint8Array | null;
  /** The owner's resume (step 1), whose name, summary and facts win. */
  readonly resume: Resume | null;
  readonly write?: (line: string) => void;
}

function cardFacts(snapshot: PortfolioSnapshot): string[] {
  const { ownRepos = [], organizations = [], gitlabProjects = [] } = snapshot.parts;
  const repos = ownRepos.length + organizations.reduce((sum, org) => sum + org.repos.length, 0);
  const fact = (n: number, one: string, many: string) =>
    n ? [`${n} ${n === 1 ? one : many}`] : [];
  return [
    ...fact(repos, 'repository', 'repositories'),
    ...fact(organizations.length, 'organization', 'organizations'),
    ...fact(gitlabProjects.length, 'GitLab project', 'GitLab projects'),
  ];
}

/** The preview image: a generated card where the site's address is known, else the avatar. */
async function previewImage(
  input: SiteExtrasInput,
  profile: Profile | null,
): Promise<OgImage | null> {
  const { snapshot, location, outputPath, resume, write = console.log } = input;
  if (!profile) return null;
  const name = resume?.basics.name || displayName(profile);
  if (snapshot && location.siteUrl) {
    try {
      const png = await renderOgImage({
        name,
        login: profile.login,
        headline: resume?.basics.label || profile.bio || companyName(profile.company),
        avatar: input.avatar,
        stats: cardFacts(snapshot),
        siteLabel: location.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''),
      });
      writeFileSync(path.join(outputPath, OG_IMAGE_FILE), png);
      return {
        url: `${location.siteUrl}${OG_IMAGE_FILE}`,
        ...OG_IMAGE_SIZE,
        alt: `${name}: developer portfolio`,
      };
    } catch (error) {
      write(`  ! The link-preview card could not be drawn; using the avatar: ${String(error)}`);
    }
  }
  return profile.avatarUrl ? { url: profile.avatarUrl, alt: name } : null;
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

export async function writeSiteExtras(input: SiteExtrasInput): Promise<void> {
  const { outputPath, publicDir, snapshot, location, config } = input;
  const { basePath, siteUrl } = location;
  const login = config.github.username;
  const profile = snapshot?.parts.profile ?? null;
  const { resume } = input;
  const links = profileLinks(profile, config, resume?.basics ?? null);
  const meta = siteMeta({
    profile,
    login,
    siteUrl,
    image: await previewImage(input, profile),
    sameAs: [
      links.github,
      links.gitlab,
      links.linkedin,
      links.website,
      ...links.social.map(({ url }) => url),
    ].filter((url): url is string => url !== null),
    resume,
  });

  const icons = writeIcons(publicDir, outputPath, basePath);
  const manifest = webManifest(
    resume?.basics.name || (profile ? displayName(profile) : (login ?? 'Portfolio')),
    basePath,
    icons,
  );
  writeFileSync(
    path.join(outputPath, 'manifest.webmanifest'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );

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
  applySiteMeta(input.page, { ...meta, tags: [...headLinks, ...meta.tags] });
  writeFileSync(path.join(outputPath, '404.html'), notFoundPage(basePath, meta.title));
  writeFileSync(path.join(outputPath, 'robots.txt'), robotsTxt(siteUrl));
  if (siteUrl) {
    writeFileSync(
      path.join(outputPath, 'sitemap.xml'),
      sitemapXml(siteUrl, snapshot?.fetchedAt ?? new Date().toISOString()),
    );
  }
  // GitHub Pages would otherwise run the site through Jekyll, which skips files starting with "_".
  writeFileSync(path.join(outputPath, '.nojekyll'), '');
}
