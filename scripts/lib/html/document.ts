/**
 * Every edit the build makes to an HTML document goes through this tree (parse5, the parser of the
 * HTML standard), never through string replacement: text nodes and attribute values are escaped when
 * the tree is serialized, so no profile text, however hostile (`$'`, `</script>`, quotes, a refresh
 * payload), can end an element or add one. Reading a built page (size, deploy) uses the same parser,
 * so comments and the text of inline scripts are never mistaken for tags.
 */
import {
  defaultTreeAdapter as adapter,
  html,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from 'parse5';
import { scriptElementJson } from '../../../src/data/inlineSnapshot';

export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Attribute values; `true` writes the attribute without a value (`<script defer>`). */
export type Attributes = Readonly<Record<string, string | true>>;

/** Elements whose text the serializer writes as it is (no escaping), as the HTML standard requires. */
const RAW_TEXT = new Set(['script', 'style']);
/** What would end a raw-text element early or open a comment state inside a script. */
const RAW_TEXT_BREAKOUT = /<\/(script|style)|<!--/i;

/** Thrown when a document lacks an element the build relies on (a changed template). */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

export function parseDocument(source: string): HtmlDocument {
  return parse(source);
}

export function serializeDocument(document: HtmlDocument): string {
  return serialize(document);
}

function isElement(node: DefaultTreeAdapterTypes.Node): node is HtmlElement {
  return adapter.isElementNode(node as DefaultTreeAdapterTypes.ChildNode);
}

/** Every element under `root`, in document order. */
export function* elementsOf(root: ParentNode): Generator<HtmlElement> {
  for (const child of adapter.getChildNodes(root)) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

export function findElements(
  root: ParentNode,
  predicate: (element: HtmlElement) => boolean,
): HtmlElement[] {
  return [...elementsOf(root)].filter(predicate);
}

export function findElement(
  root: ParentNode,
  predicate: (element: HtmlElement) => boolean,
): HtmlElement | null {
  for (const element of elementsOf(root)) if (predicate(element)) return element;
  return null;
}

/** The one element a build step needs, or a TemplateError naming it. */
export function requireElement(
  root: ParentNode,
  predicate: (element: HtmlElement) => boolean,
  what: string,
): HtmlElement {
  const element = findElement(root, predicate);
  if (!element) throw new TemplateError(`public/index.html has no ${what}.`);
  return element;
}

export const hasTag =
  (tag: string) =>
  (element: HtmlElement): boolean =>
    element.tagName === tag;

export function headOf(document: HtmlDocument): HtmlElement {
  return requireElement(document, hasTag('head'), '<head>');
}

export function bodyOf(document: HtmlDocument): HtmlElement {
  return requireElement(document, hasTag('body'), '<body>');
}

export function getAttribute(element: HtmlElement, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

export function setAttribute(element: HtmlElement, name: string, value: string): void {
  const existing = element.attrs.find((attribute) => attribute.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** The space-separated tokens of an attribute, lower-cased: `rel="stylesheet preload"`. */
export function attributeTokens(element: HtmlElement, name: string): string[] {
  return (getAttribute(element, name) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The text of an element and its descendants, as the DOM's textContent. */
export function textOf(node: ParentNode): string {
  return adapter
    .getChildNodes(node)
    .map((child) =>
      adapter.isTextNode(child) ? child.value : isElement(child) ? textOf(child) : '',
    )
    .join('');
}

function setRawText(element: HtmlElement, text: string): void {
  if (RAW_TEXT_BREAKOUT.test(text)) {
    throw new Error(
      `The text of a <${element.tagName}> element would end it early: ${JSON.stringify(text.slice(0, 80))}`,
    );
  }
  element.childNodes = [];
  adapter.insertText(element, text);
}

/** Replaces an element's children by one text node (escaped on output, except in script/style). */
export function setText(element: HtmlElement, text: string): void {
  if (RAW_TEXT.has(element.tagName)) {
    setRawText(element, text);
    return;
  }
  element.childNodes = [];
  if (text) adapter.insertText(element, text);
}

/**
 * A new element. String children become text nodes; in a script or style, whose text the serializer
 * cannot escape, a text that could end the element is refused.
 */
export function createElement(
  tag: string,
  attributes: Attributes = {},
  children: readonly (HtmlNode | string)[] = [],
): HtmlElement {
  const element = adapter.createElement(
    tag,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({
      name,
      value: value === true ? '' : value,
    })),
  );
  for (const child of children) {
    if (typeof child !== 'string') adapter.appendChild(element, child);
    else if (RAW_TEXT.has(tag)) setRawText(element, child);
    else adapter.insertText(element, child);
  }
  return element;
}

/**
 * Markup that is already HTML (React's prerender, antd's style elements), parsed in the context of
 * `context` as the browser would parse it there. Only for markup the build generated itself.
 */
export function parseChildren(context: HtmlElement, markup: string): HtmlNode[] {
  return [...parseFragment(context, markup, {}).childNodes];
}

export function appendChildren(parent: HtmlElement, nodes: readonly HtmlNode[]): void {
  for (const node of nodes) {
    if (node.parentNode) adapter.detachNode(node);
    adapter.appendChild(parent, node);
  }
}

export function removeNode(node: HtmlNode): void {
  adapter.detachNode(node);
}

/** A JSON value as the data of a script element, unable to end it (see scriptElementJson). */
export function jsonScript(attributes: Attributes, value: unknown): HtmlElement {
  return createElement('script', attributes, [scriptElementJson(value)]);
}
