/**
 * Each page's copies for machines, beside it: resume.json (JSON Resume) and llms.txt, in the page's
 * language, linked from its head as alternates.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { PortfolioConfig } from '../../../src/config';
import type { Post, Resume } from '../../../src/domain/content';
import type { OwnerSection } from '../../../src/domain/ownerSections';
import { cvPath } from '../../../src/domain/cvPath';
import { profilePages } from '../../../src/domain/profileLinks';
import type { Language } from '../../../src/i18n/languages';
import type { PageLocale } from '../../../src/i18n/locale';
import { translate } from '../../../src/i18n/translate';
import type { SiteLocation } from '../settings/publicUrl';
import { languagePath } from '../settings/language/pageLocale';
import type { PortfolioData } from '../../../src/domain/model';
import { forgejoInstanceName, forgejoProfileUrl } from '../../../src/domain/forgejoInstance';
import { shownOwnRepos } from '../../../src/domain/repoSelection';
import { jsonResumeCopy, type ForgejoCopy } from './jsonResumeCopy';
import { llmsTxt } from './llmsTxt';
import type { PageOwner } from './pageOwner';
import type { HeadTag } from './siteMeta';

export const JSON_RESUME_FILE = 'resume.json';
export const LLMS_TXT = 'llms.txt';

export interface MachineCopiesInput {
  readonly outputPath: string;
  readonly snapshot: PortfolioSnapshot | null;
  readonly location: SiteLocation;
  readonly config: PortfolioConfig;
  readonly locale: PageLocale;
  readonly resume: Resume | null;
  /** The owner as the page shows them (pageOwner). */
  readonly owner: PageOwner;
  readonly posts: readonly Post[];
  /** The owner's sections on this page, if any. */
  readonly sections?: readonly OwnerSection[];
}

/**
 * The Forgejo tab as the page shows it: the own repositories by the display settings, then the
 * organizations' (which carry `owner/name`); null without Forgejo settings.
 */
function forgejoCopy(config: PortfolioConfig, parts: Partial<PortfolioData>): ForgejoCopy | null {
  const { url, username } = config.forgejo;
  if (!url || !username) return null;
  return {
    name: forgejoInstanceName(url),
    profileUrl: forgejoProfileUrl(url, username),
    repos: [
      ...shownOwnRepos(parts.forgejoRepos ?? [], config.display),
      ...(parts.forgejoOrganizations ?? []).flatMap((org) => org.repos),
    ],
  };
}

/** Writes the page's two copies and gives the head's links to them. */
export function writeMachineCopies(input: MachineCopiesInput): HeadTag[] {
  const { outputPath, snapshot, location, config, locale, resume, owner } = input;
  const language = locale.language as Language;
  const pagePath = languagePath(location.basePath, config.languages, language);
  // Absolute where the site's address is known (a copy is read on its own), else the path.
  const address = (file: string) =>
    location.siteUrl
      ? new URL(`${pagePath.slice(location.basePath.length + 1)}${file}`, location.siteUrl).href
      : `${pagePath}${file}`;
  const cv = cvPath(config.cv, location.basePath, locale);
  const parts = snapshot?.parts ?? {};
  const { profile, links, ownRepos } = owner;
  const organizations = parts.organizations ?? [];
  const gitlabProjects = parts.gitlabProjects ?? [];
  const forgejo = forgejoCopy(config, parts);
  const openSource = parts.openSource ?? [];
  const copy = jsonResumeCopy({
    resume,
    profile,
    name: owner.name,
    login: config.github.username,
    links,
    ownRepos,
    organizations,
    gitlabProjects,
    forgejo,
    openSource,
    locale,
    canonical: location.siteUrl ? address(JSON_RESUME_FILE) : null,
    lastModified: snapshot?.fetchedAt ?? null,
    sections: input.sections,
  });
  const text = llmsTxt({
    name: owner.name || translate(locale, 'site.titleAlone'),
    resume,
    bio: profile?.bio ?? null,
    openToWork: config.openToWork,
    locale,
    pageUrl: address(''),
    cvUrl:
      cv && location.siteUrl
        ? new URL(cv.slice(location.basePath.length + 1), location.siteUrl).href
        : cv,
    resumeUrl: address(JSON_RESUME_FILE),
    ownRepos,
    organizations,
    gitlabProjects,
    forgejo,
    openSource,
    posts: input.posts,
    sections: input.sections,
    profiles: profilePages(links, translate(locale, 'header.website')),
  });
  const folder = path.join(outputPath, path.relative(location.basePath || '/', pagePath));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, JSON_RESUME_FILE), `${JSON.stringify(copy, null, 2)}\n`);
  writeFileSync(path.join(folder, LLMS_TXT), text);
  return [
    {
      tag: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/json',
        href: `${pagePath}${JSON_RESUME_FILE}`,
        title: 'JSON Resume',
      },
    },
    {
      tag: 'link',
      attributes: {
        rel: 'alternate',
        type: 'text/plain',
        href: `${pagePath}${LLMS_TXT}`,
        title: 'llms.txt',
      },
    },
  ];
}
