/**
 * The owner's own sections: Markdown files in the owner's folder `sections/`, rendered by the build
 * (scripts/pipeline/settings/sections/) into this model. The page never parses Markdown nor HTML: it
 * gets a tree of a few allowed elements whose text React escapes, every link checked by scheme and
 * every image a file of the site.
 */

/** The tabs a section may join, by the English name an owner writes in `placement`. */
export const SECTION_PLACEMENTS = {
  'GitHub Projects': 'github',
  'GitLab Projects': 'gitlab',
  'Tech Stack': 'tech-stack',
  // The Forgejo (Gitea, Codeberg) tab, whatever the instance's name on it.
  'Forgejo Projects': 'forgejo',
  Experience: 'experience',
  Writing: 'writing',
} as const;

/** A tab's key: one of the page's tabs. */
export type PlacedTab = (typeof SECTION_PLACEMENTS)[keyof typeof SECTION_PLACEMENTS];

/** The elements a section's body may hold (GitHub's Markdown, less raw HTML). */
export const SECTION_TAGS = [
  'p',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'span',
  'blockquote',
  'ul',
  'ol',
  'li',
  'input',
  'hr',
  'br',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
  'section',
] as const;

export type SectionTag = (typeof SECTION_TAGS)[number];

/** An element's attributes, as the page renders them (checked again there). */
export interface SectionAttributes {
  /** http(s), mailto: or a fragment of the same section (#…). */
  readonly href?: string;
  /** A file of the site (the build resized the owner's image into static/media/). */
  readonly src?: string;
  readonly alt?: string;
  readonly title?: string;
  readonly width?: number;
  readonly height?: number;
  /** Footnotes' anchors, prefixed by the build so two sections never share one. */
  readonly id?: string;
  /** Highlighting's classes (`hljs-…`), task lists' and footnotes' own. */
  readonly className?: string;
  /** A task list's box: always disabled. */
  readonly checked?: boolean;
  /** A table cell's alignment. */
  readonly align?: 'left' | 'center' | 'right';
  /** A footnote reference's pointer to its note. */
  readonly describedBy?: string;
  /** An ordered list's first number. */
  readonly start?: number;
  /** What a link says to a screen reader (a footnote's way back). */
  readonly label?: string;
}

/** An element: its tag, its attributes, its children. */
export interface SectionElement {
  readonly tag: SectionTag;
  readonly attributes?: SectionAttributes;
  readonly children?: readonly SectionNode[];
}

/** Text (escaped by React where it is rendered) or an element. */
export type SectionNode = string | SectionElement;

/** One file of `sections/`, for one language of the site. */
export interface OwnerSection {
  /** From its file name: unique on a page, the tab's key and the anchors' prefix. */
  readonly key: string;
  readonly title: string;
  /** Lower first; the file name breaks ties. */
  readonly order: number;
  /** A tab of its own, or the tab it joins. */
  readonly placement: 'tab' | PlacedTab;
  /** Whether the printout and the CV have it. */
  readonly print: boolean;
  /** The language it is written in, when it is not the page's (a fallback file on a translated page). */
  readonly language?: string;
  readonly body: readonly SectionNode[];
  /** Where JSON Resume has a place for it (`resume: references` in its front matter). */
  readonly resume?: 'references';
}

/** The sections of one tab, in the owner's order. */
export function sectionsIn(
  sections: readonly OwnerSection[] | undefined,
  placement: OwnerSection['placement'],
): OwnerSection[] {
  return (sections ?? []).filter((section) => section.placement === placement);
}

/** The sections that are tabs of their own, in the owner's order. */
export function ownTabSections(sections: readonly OwnerSection[] | undefined): OwnerSection[] {
  return sectionsIn(sections, 'tab');
}

/** The tab key of a section that is a tab of its own. */
export function sectionTabKey(section: Pick<OwnerSection, 'key'>): string {
  return `section-${section.key}`;
}

/** Owner order: `order`, then the key (the file name), so the same files give the same page. */
export function compareSections(
  a: Pick<OwnerSection, 'order' | 'key'>,
  b: Pick<OwnerSection, 'order' | 'key'>,
): number {
  return a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * The sections as a page with these tabs shows them: one placed in a tab the page lacks (a Writing
 * tab whose feeds gave no post today) becomes a tab of its own rather than vanish.
 */
export function sectionsOnPage(
  sections: readonly OwnerSection[] | undefined,
  tabKeys: readonly string[],
): OwnerSection[] {
  return (sections ?? []).map((section) =>
    section.placement === 'tab' || tabKeys.includes(section.placement)
      ? section
      : { ...section, placement: 'tab' },
  );
}
