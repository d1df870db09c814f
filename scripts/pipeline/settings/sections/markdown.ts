/**
 * A section's Markdown, rendered at build time into the page's section model
 * (src/domain/ownerSections.ts): CommonMark with GitHub's tables, task lists, strikethrough and
 * footnotes (remark-gfm), code highlighted here (rehype-highlight, so the page ships no highlighter),
 * then GitHub's sanitizer schema narrowed to what a section may hold (rehype-sanitize). Raw HTML is
 * never rendered (remark-rehype drops it), links are http(s) or the section's own anchors, images are
 * the owner's files only (./sectionImages.ts resizes them into the site); each thing dropped is said,
 * with its line.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Node } from 'unist';
import {
  SECTION_TAGS,
  type SectionAttributes,
  type SectionElement,
  type SectionNode,
  type SectionTag,
} from '../../../../src/domain/ownerSections';
import { webUrlOrNull } from '../../../../src/domain/safeUrl';

/** Where an image of the section points, and what the page gets for it (or null: it is dropped). */
export interface SectionImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface MarkdownOptions {
  /** The section's key: its anchors' prefix, so two sections on a page never share one. */
  readonly key: string;
  /** The first line of the body in its file (after the front matter), for the lines it reports. */
  readonly firstLine: number;
  /** The footnotes' heading and each note's link back, in the page's language. */
  readonly footnoteLabel: string;
  readonly backLabel: (referenceIndex: number) => string;
  /** A relative image's file in the site, or throws with the line to fix. */
  readonly image: (src: string, line: number) => Promise<SectionImage>;
  /** Something the page will not show (raw HTML, a link of another scheme, a remote image). */
  readonly warn: (line: number, what: string) => void;
}

export interface RenderedMarkdown {
  readonly body: SectionNode[];
}

const CLASS_PATTERN =
  /^(?:hljs(?:-[a-z_]+)*|language-[\w+#-]+|sr-only|footnotes|task-list-item|contains-task-list|data-footnote-backref)$/;

/** GitHub's schema, narrowed to the section's elements and web links only. */
const SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...SECTION_TAGS],
  protocols: { href: ['http', 'https'], src: [] },
  attributes: {
    ...defaultSchema.attributes,
    '*': ['align', 'alt', 'checked', 'height', 'id', 'start', 'title', 'width'],
    code: [['className', CLASS_PATTERN]],
    span: [['className', CLASS_PATTERN]],
    h3: [['className', 'sr-only']],
  },
};

const lineOf = (node: Node | undefined, firstLine: number): number =>
  (node?.position?.start.line ?? 1) + firstLine - 1;

function* walk(node: HastRoot | Element): Generator<{ node: Element; parent: HastRoot | Element }> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield { node: child, parent: node };
    yield* walk(child);
  }
}

/** A heading element's level. */
const HEADING = /^h([1-6])$/;

/**
 * Headings under the section's title (h2): the file's highest level, whichever the owner chose (`#`
 * or `##`), becomes h3, the others keep their distance to it, none deeper than h6.
 */
function headingShift(tree: HastRoot): number {
  const levels = [...walk(tree)].flatMap(({ node }) => {
    const heading = HEADING.exec(node.tagName);
    return heading && node.properties.id !== 'footnote-label' ? [Number(heading[1])] : [];
  });
  return levels.length > 0 ? 3 - Math.min(...levels) : 0;
}

/** The owner's links and images before the sanitizer: each one the page cannot have is said. */
async function checkLinksAndImages(tree: HastRoot, options: MarkdownOptions): Promise<void> {
  const removals: { parent: HastRoot | Element; node: Element }[] = [];
  const shift = headingShift(tree);
  for (const { node, parent } of [...walk(tree)]) {
    const line = lineOf(node, options.firstLine);
    // Footnotes name their heading by a fixed id: the section's own.
    if (node.properties.id === 'footnote-label') {
      node.properties.id = `${options.key}-footnote-label`;
      continue;
    }
    const describedBy = node.properties.ariaDescribedBy;
    if (Array.isArray(describedBy) && describedBy.includes('footnote-label')) {
      node.properties.ariaDescribedBy = [`${options.key}-footnote-label`];
    }
    const heading = HEADING.exec(node.tagName);
    if (heading) node.tagName = `h${Math.min(6, Number(heading[1]) + shift)}`;
    if (node.tagName === 'a') {
      const href = String(node.properties.href ?? '');
      if (href.startsWith('#')) continue;
      if (!webUrlOrNull(href)) {
        options.warn(
          line,
          `the link to "${href.slice(0, 80)}" is shown as text: only http(s) links are`,
        );
        // Its text stays, as text: an anchor without an address would still look like a link.
        node.tagName = 'span';
        node.properties = {};
      }
    }
    if (node.tagName === 'img') {
      const src = String(node.properties.src ?? '');
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(src)) {
        options.warn(
          line,
          `the image "${src.slice(0, 80)}" is not shown: put the file in sections/ and link it by its path there`,
        );
        removals.push({ node, parent });
        continue;
      }
      const image = await options.image(src, line);
      node.properties = {
        src: image.src,
        alt: String(node.properties.alt ?? ''),
        width: image.width,
        height: image.height,
        ...(node.properties.title ? { title: String(node.properties.title) } : {}),
      };
    }
  }
  for (const { parent, node } of removals) {
    parent.children = parent.children.filter((child) => child !== node) as typeof parent.children;
  }
}

const isTag = (name: string): name is SectionTag =>
  (SECTION_TAGS as readonly string[]).includes(name);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const count = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 0 && number < 1e6 ? number : undefined;
};

/** The sanitized element's attributes the page renders, nothing else. */
function attributesOf({ properties }: Element): SectionAttributes | undefined {
  const className = Array.isArray(properties.className)
    ? properties.className.map(String).filter((name) => CLASS_PATTERN.test(name))
    : [];
  const align = properties.align;
  const describedBy = properties.ariaDescribedBy;
  const href = text(properties.href);
  const attributes: SectionAttributes = {
    // The sanitizer prefixed the anchors' ids (`user-content-`), not the links to them.
    ...(href !== undefined && {
      href: href.startsWith('#') ? `#${CLOBBER_PREFIX}${href.slice(1)}` : href,
    }),
    ...(text(properties.src) !== undefined && { src: text(properties.src) }),
    ...(text(properties.alt) !== undefined && { alt: text(properties.alt) }),
    ...(text(properties.title) !== undefined && { title: text(properties.title) }),
    ...(count(properties.width) !== undefined && { width: count(properties.width) }),
    ...(count(properties.height) !== undefined && { height: count(properties.height) }),
    ...(count(properties.start) !== undefined && { start: count(properties.start) }),
    ...(text(properties.id) !== undefined && { id: text(properties.id) }),
    ...(className.length > 0 && { className: className.join(' ') }),
    ...(properties.checked === true && { checked: true }),
    ...((align === 'left' || align === 'center' || align === 'right') && { align }),
    ...(Array.isArray(describedBy) &&
      describedBy.length > 0 && { describedBy: describedBy.join(' ') }),
    ...(text(properties.ariaLabel) !== undefined && { label: text(properties.ariaLabel) }),
  };
  return Object.keys(attributes).length > 0 ? attributes : undefined;
}

const CLOBBER_PREFIX = defaultSchema.clobberPrefix ?? 'user-content-';

/** Where whitespace between elements is no text (and React would refuse it in a table). */
const CONTAINERS = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol', 'section', 'blockquote']);

/** The sanitized tree as the page's model. */
function toModel(
  nodes: readonly (RootContent | ElementContent)[],
  container = true,
): SectionNode[] {
  const model: SectionNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (container && !node.value.trim()) continue;
      model.push(node.value);
    } else if (node.type === 'element' && isTag(node.tagName)) {
      const attributes = attributesOf(node);
      const children = toModel(node.children, CONTAINERS.has(node.tagName));
      const element: SectionElement = {
        tag: node.tagName,
        ...(attributes && { attributes }),
        ...(children.length > 0 && { children }),
      };
      model.push(element);
    }
  }
  return model;
}

function* descendants(node: Node): Generator<Node> {
  for (const child of 'children' in node && Array.isArray(node.children)
    ? (node.children as Node[])
    : []) {
    yield child;
    yield* descendants(child);
  }
}

/** One section's body, rendered and checked. */
export async function renderMarkdown(
  markdown: string,
  options: MarkdownOptions,
): Promise<RenderedMarkdown> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      // The sanitizer adds its own `user-content-`; the key keeps two sections' notes apart.
      clobberPrefix: `${options.key}-`,
      footnoteLabel: options.footnoteLabel,
      footnoteLabelTagName: 'h3',
      footnoteBackLabel: (referenceIndex: number) => options.backLabel(referenceIndex + 1),
    })
    .use(() => (tree: HastRoot) => checkLinksAndImages(tree, options))
    .use(rehypeHighlight, { detect: false })
    .use(rehypeSanitize, SCHEMA);
  const mdast: MdastRoot = processor.parse(markdown);
  for (const node of descendants(mdast)) {
    if (node.type === 'html') {
      options.warn(lineOf(node, options.firstLine), 'raw HTML is not shown: write it in Markdown');
    }
  }
  const hast = (await processor.run(mdast)) as HastRoot;
  return { body: toModel(hast.children) };
}
