/**
 * The owner's sections: `sections/*.md` in the owner's folder, and for a site in several languages
 * `sections/<language>/*.md`, a page's own copy of the file of the same name (the plain file is the
 * fallback; a file only in a language's folder is that page's alone). Each is read, its front matter
 * checked (./frontMatter.ts) and its Markdown rendered (./markdown.ts); the first problem stops the
 * build with the file, the line and the fix. Without the folder: null, and the page is as without
 * this feature.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compareSections, type OwnerSection } from '../../../../src/domain/ownerSections';
import type { Language } from '../../../../src/i18n/languages';
import { supportedLanguage } from '../../../../src/i18n/languages';
import type { SiteFile } from '../../avatar/siteAvatar';
import { SectionFileError, splitSectionFile } from './frontMatter';
import { Stopped } from '../../../lib/cli/stopped';
import { OWNER_SECTIONS_FOLDER } from '../ownerFiles';
import { FOOTNOTE_TEXTS } from './footnoteTexts';
import { renderMarkdown } from './markdown';
import { sectionImages } from './sectionImages';

export const SECTIONS_FOLDER = OWNER_SECTIONS_FOLDER;
const MAX_FILES = 40;
const MAX_FILE_BYTES = 256 * 1024;
const SECTION_FILE = /\.md$/i;

export interface SiteSections {
  /** Each language's sections, in the owner's order. */
  readonly byLanguage: Readonly<Partial<Record<Language, OwnerSection[]>>>;
  /** The images, resized, to write into the site. */
  readonly files: readonly SiteFile[];
}

export interface SectionsOptions {
  readonly languages: readonly Language[];
  /** The site's base path with its trailing slash: `/portfolio/`. */
  readonly publicPath: string;
  /** What a section holds that the page will not show. */
  readonly warn: (line: string) => void;
}

/** A file name as a key: lower case, letters, digits and dashes. */
export function sectionKey(fileName: string): string {
  const key = fileName
    .replace(SECTION_FILE, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '');
  return key || 'section';
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SECTION_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The owner's sections under `root` (the owner's folder), or null when there is no sections/ folder. */
export async function readSiteSections(
  root: string,
  options: SectionsOptions,
): Promise<SiteSections | null> {
  const folder = path.join(root, SECTIONS_FOLDER);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return null;
  const images = sectionImages(folder, options.publicPath);
  const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const plain = markdownFiles(folder);
  /** Each language's own folder: sections/de/, sections/pt-BR/ (any case). */
  const languageFolders = new Map<Language, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const language = supportedLanguage(entry.name);
    if (!language) continue; // A folder of images, say.
    languageFolders.set(language, path.join(folder, entry.name));
    if (!options.languages.includes(language)) {
      options.warn(
        `${SECTIONS_FOLDER}/${entry.name}/: the site has no ${language} page, so its sections are not shown.`,
      );
    }
  }
  const [firstLanguage] = options.languages;
  const byLanguage: Partial<Record<Language, OwnerSection[]>> = {};
  const warned = new Set<string>();
  for (const language of options.languages) {
    const own = languageFolders.get(language) ?? '';
    const translated = own ? markdownFiles(own) : [];
    const names = [...new Set([...plain, ...translated])].sort();
    if (names.length > MAX_FILES) {
      throw new SectionFileError(
        SECTIONS_FOLDER,
        1,
        `holds ${names.length} sections, more than ${MAX_FILES}: a page is read in a minute, keep the ones that matter.`,
      );
    }
    const keys = new Map<string, string>();
    const sections: OwnerSection[] = [];
    for (const name of names) {
      const isOwn = translated.includes(name);
      const file = path.join(isOwn ? own : folder, name);
      const shownFile = shown(file);
      const key = sectionKey(name);
      const other = keys.get(key);
      if (other) {
        throw new SectionFileError(
          shownFile,
          1,
          `has the same name as ${other} once made a key (${key}): rename one.`,
        );
      }
      keys.set(key, shownFile);
      if (statSync(file).size > MAX_FILE_BYTES) {
        throw new SectionFileError(
          shownFile,
          1,
          'is larger than 256 KB: a section is a page, not a book.',
        );
      }
      const { frontMatter, body, bodyLine } = splitSectionFile(
        shownFile,
        readFileSync(file, 'utf8'),
      );
      const warn = (line: number, what: string) => {
        // A plain file is rendered once per language: said once.
        const message = `${shownFile}:${line}: ${what}.`;
        if (!warned.has(message)) options.warn(message);
        warned.add(message);
      };
      const rendered = await renderMarkdown(body, {
        key,
        firstLine: bodyLine,
        footnoteLabel: FOOTNOTE_TEXTS[language].label,
        backLabel: FOOTNOTE_TEXTS[language].back,
        image: (src, line) => images.resolve(file, shownFile, src, line),
        warn,
      });
      const writtenIn = isOwn ? language : firstLanguage;
      sections.push({
        key,
        ...frontMatter,
        ...(writtenIn !== language && writtenIn && { language: writtenIn }),
        body: rendered.body,
      });
    }
    byLanguage[language] = sections.sort(compareSections);
  }
  return { byLanguage, files: images.files() };
}

/** The owner's sections, or the build stops with the file, the line and the fix. */
export async function readSectionsOrStop(
  root: string,
  options: SectionsOptions,
): Promise<SiteSections | null> {
  try {
    return await readSiteSections(root, options);
  } catch (error) {
    if (error instanceof SectionFileError) {
      throw new Stopped(
        `Section error: ${error.message}\nSee docs/your-sections.md for what a section file holds.`,
      );
    }
    throw error;
  }
}

/**
 * What to say of sections placed in a tab this site has not (no resume with experience, no feeds,
 * no Forgejo): the page shows each as a tab of its own instead.
 */
export function misplacedSections(
  sections: readonly OwnerSection[],
  tabs: { readonly experience: boolean; readonly writing: boolean; readonly forgejo: boolean },
): string[] {
  const names = {
    experience: 'Experience',
    writing: 'Writing',
    forgejo: 'Forgejo Projects',
  } as const;
  const why = {
    experience: 'no resume with work, education or the like',
    writing: 'no feeds',
    forgejo: 'no REACT_APP_FORGEJO_URL',
  } as const;
  return sections.flatMap(({ title, placement }) =>
    (placement === 'experience' || placement === 'writing' || placement === 'forgejo') &&
    !tabs[placement]
      ? [
          `Section "${title}" is placed in the ${names[placement]} tab, which this site has not (${why[placement]}): it is shown as a tab of its own`,
        ]
      : [],
  );
}
