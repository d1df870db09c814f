/**
 * public/index.html's placeholders, filled through the document tree as html-webpack-plugin hands the
 * template over: `%PUBLIC_URL%` in attribute values (as in Create React App) and the text of the
 * script whose whole text is `%COLOR_SCHEME_SCRIPT%`; and the owner's content (resume, posts) as JSON
 * at the end of the body, for the page to read at its first render (the dev server's page too). The
 * values become attribute values and texts of the tree, so none of them can change the document's
 * structure, whatever they contain.
 */
import { CONTENT_ELEMENT_ID } from '../../../src/data/inlineContent';
import type { PortfolioContent } from '../../../src/domain/content';
import { LOCALE_ELEMENT_ID } from '../../../src/i18n/inlineLocale';
import type { PageLocale } from '../../../src/i18n/locale';
import {
  appendChildren,
  bodyOf,
  createElement,
  elementsOf,
  findElement,
  findElements,
  getAttribute,
  hasTag,
  headOf,
  jsonScript,
  parseDocument,
  removeNode,
  serializeDocument,
  setAttribute,
  setText,
  textOf,
  type HtmlDocument,
} from '../../lib/html/document';

const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';
const COLOR_SCHEME_PLACEHOLDER = '%COLOR_SCHEME_SCRIPT%';

export interface TemplateValues {
  /** The base path or full address without a trailing slash ('' at the root of a domain). */
  readonly publicUrl: string;
  /** The inline script that sets the colour scheme before the first paint. */
  readonly colorSchemeScript: string;
  /** The owner's resume and posts; none configured: no element (the page is as without them). */
  readonly content?: PortfolioContent;
  /** The page's language: its `lang` and `dir`, and its messages and formats as data. */
  readonly locale?: PageLocale;
  /** REACT_APP_ACCENT_COLOR's page colours (accentCss.ts), a style at the end of the head. */
  readonly accentCss?: string;
}

export function fillIndexTemplate(html: string, values: TemplateValues): string {
  const document = parseDocument(html);
  for (const element of elementsOf(document)) {
    for (const attribute of element.attrs) {
      // split/join: no replacement pattern ($&, $') can be read into the value.
      attribute.value = attribute.value.split(PUBLIC_URL_PLACEHOLDER).join(values.publicUrl);
    }
  }
  const script = findElement(
    document,
    (element) =>
      element.tagName === 'script' && textOf(element).trim() === COLOR_SCHEME_PLACEHOLDER,
  );
  if (script) setText(script, values.colorSchemeScript);
  if (values.accentCss) {
    appendChildren(headOf(document), [
      createElement('style', { 'data-accent': true }, [values.accentCss]),
    ]);
  }
  writePageData(document, values);
  return serializeDocument(document);
}

/**
 * The page's own data, replacing any it had (a site's pages in other languages start from the first
 * one's): `lang` and `dir`, the locale (messages and formats) and the owner's content, as JSON.
 */
export function writePageData(
  document: HtmlDocument,
  { content, locale }: Pick<TemplateValues, 'content' | 'locale'>,
): void {
  const ids = [CONTENT_ELEMENT_ID, LOCALE_ELEMENT_ID];
  for (const element of findElements(document, (e) => ids.includes(getAttribute(e, 'id') ?? ''))) {
    removeNode(element);
  }
  if (content && (content.resume || content.posts)) {
    appendChildren(bodyOf(document), [
      jsonScript({ id: CONTENT_ELEMENT_ID, type: 'application/json' }, content),
    ]);
  }
  if (locale) {
    const root = findElement(document, hasTag('html'));
    if (root) {
      setAttribute(root, 'lang', locale.language);
      setAttribute(root, 'dir', locale.dir);
    }
    appendChildren(bodyOf(document), [
      jsonScript({ id: LOCALE_ELEMENT_ID, type: 'application/json' }, locale),
    ]);
  }
}
