/**
 * Feed text becomes plain text here, through the HTML parser (parse5), never a regular expression:
 * no markup from a feed reaches the page, and the page renders what is left as text. Entities are
 * decoded by the parser, whitespace is collapsed, and characters that only disturb a reader (controls,
 * bidirectional overrides) go.
 */
import { defaultTreeAdapter as adapter, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { withoutInvisible } from '../../../../src/lib/invisibleCharacters';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type Template = DefaultTreeAdapterTypes.Template;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Whose text a reader never sees: code, styles, embedded documents, form widgets. */
const HIDDEN = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'canvas',
  'title',
  'textarea',
  'select',
  'head',
]);

/** Elements that end a line or a block: their text must not run into the next word. */
const SEPARATED = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * Markup a title may carry as formatting (`<em>`, `<code>`, a link): reduced to its text. Any other
 * tag in a title is what the author wrote about ("Why <script> blocks rendering", "Array<T>") and
 * stays as the text it was.
 */
const TITLE_MARKUP = new Set([
  ...SEPARATED,
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'nobr',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

/** One line of readable text: invisible characters gone, every run of whitespace one space. */
export function cleanText(text: string): string {
  return withoutInvisible(text).replace(/\s+/g, ' ').trim();
}

function isElement(node: Node): node is Element {
  return adapter.isElementNode(node);
}

function isTemplate(element: Element): element is Template {
  return element.tagName === 'template' && 'content' in element;
}

function childrenOf(element: Element): Node[] {
  // A template's children live in its content fragment.
  return adapter.getChildNodes(isTemplate(element) ? adapter.getTemplateContent(element) : element);
}

function visibleText(parent: ParentNode): string {
  return adapter
    .getChildNodes(parent)
    .map((node) => {
      if (adapter.isTextNode(node)) return node.value;
      if (!isElement(node) || HIDDEN.has(node.tagName)) return '';
      const text = visibleText(node);
      return SEPARATED.has(node.tagName) ? ` ${text} ` : text;
    })
    .join('');
}

/** The text a reader of this HTML sees (a description, a post's content), on one line. */
export function htmlToText(html: string): string {
  return cleanText(visibleText(parseFragment(html)));
}

function titleParts(nodes: readonly Node[], source: string): string {
  return nodes
    .map((node) => {
      if (adapter.isTextNode(node)) return node.value;
      if (!isElement(node)) return '';
      const inner = titleParts(childrenOf(node), source);
      if (TITLE_MARKUP.has(node.tagName)) {
        return SEPARATED.has(node.tagName) ? ` ${inner} ` : inner;
      }
      // The tags as the author wrote them, around their (decoded) content.
      const location = node.sourceCodeLocation;
      const tag = (at: { startOffset: number; endOffset: number } | undefined) =>
        at ? source.slice(at.startOffset, at.endOffset) : '';
      return `${tag(location?.startTag)}${inner}${tag(location?.endTag)}`;
    })
    .join('');
}

/**
 * A title as text: formatting markup reduced to its text, entities decoded, any other tag kept as the
 * text it is (see TITLE_MARKUP), on one line.
 */
export function titleText(value: string): string {
  const fragment = parseFragment(value, { sourceCodeLocationInfo: true });
  return cleanText(titleParts(fragment.childNodes, value));
}
