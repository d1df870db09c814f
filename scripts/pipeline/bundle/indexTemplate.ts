/**
 * The edits of public/index.html before a page is rendered into it, as one ordered list of transforms
 * of its document tree (as Vite's HTML plugins): the base-path placeholder in attribute values (as
 * in Create React App), the text of the empty script marked `data-head-script` (valid HTML and
 * JavaScript for webpack's minifier: src/app/headScript.ts), and the page's data (its settings, its language, and the owner's content as
 * JSON at the end of the body, for the page to read at its first render). webpack only emits the
 * template with its script tags; the build runs these on each page (then prerenders, writes the head
 * and the Content-Security-Policy: scripts/pipeline/steps.ts), and the dev server runs the same ones
 * as it serves the page. The values become attribute values and texts of the tree, so none of them
 * can change the document's structure, whatever they contain.
 */
import { CONFIG_ELEMENT_ID } from '../../../src/config/inlineConfig';
import type { PortfolioConfig } from '../../../src/config/parseConfig';
import { CONTENT_ELEMENT_ID } from '../../../src/data/inlineContent';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import type { PortfolioContent } from '../../../src/domain/content';
import { LOCALE_ELEMENT_ID } from '../../../src/i18n/inlineLocale';
import type { PageLocale } from '../../../src/i18n/locale';
import {
  appendChildren,
  bodyOf,
  createElement,
  headOf,
  elementsOf,
  findElement,
  findElements,
  getAttribute,
  hasTag,
  jsonScript,
  parseDocument,
  removeNode,
  serializeDocument,
  setAttribute,
  setText,
  type HtmlDocument,
} from '../../lib/html/document';

/** As in Create React App: the site's address setting's name between percent signs. */
const PUBLIC_URL_PLACEHOLDER = `%${SETTING_NAMES.publicUrl}%`;
const HEAD_SCRIPT_MARK = 'data-head-script';

export interface TemplateValues {
  /** The base path or full address without a trailing slash ('' at the root of a domain). */
  readonly publicUrl: string;
  /** The inline script run before the first paint (src/app/headScript.ts: the colour scheme, the tabs). */
  readonly headScript: string;
  /** The owner's resume and posts; none configured: no element (the page is as without them). */
  readonly content?: PortfolioContent;
  /** The page's language: its `lang` and `dir`, and its messages and formats as data. */
  readonly locale?: PageLocale;
  /** The settings the build validated, as data: the browser's bundle reads them there. */
  readonly config: PortfolioConfig;
  /** The owner's sections' stylesheet (sectionsStylesheet()), for a page that has sections. */
  readonly sectionsCss?: string;
}

/** One edit of the template's tree. */
export type TemplateTransform = (document: HtmlDocument, values: TemplateValues) => void;

const publicUrlPlaceholders: TemplateTransform = (document, { publicUrl }) => {
  for (const element of elementsOf(document)) {
    for (const attribute of element.attrs) {
      // split/join: no replacement pattern ($&, $') can be read into the value.
      attribute.value = attribute.value.split(PUBLIC_URL_PLACEHOLDER).join(publicUrl);
    }
  }
};

const headScript: TemplateTransform = (document, { headScript: script }) => {
  const element = findElement(
    document,
    (candidate) =>
      candidate.tagName === 'script' && getAttribute(candidate, HEAD_SCRIPT_MARK) !== null,
  );
  if (!element) return;
  setText(element, script);
  element.attrs = element.attrs.filter(({ name }) => name !== HEAD_SCRIPT_MARK);
};

/**
 * The owner's sections' styles, inlined in the head of a page that has sections only: a page without
 * them stays as it was, and the page's first script loads no stylesheet.
 */
const sectionStyles: TemplateTransform = (document, { content, sectionsCss }) => {
  if (!content?.sections?.length || !sectionsCss) return;
  appendChildren(headOf(document), [
    createElement('style', { 'data-sections-css': true }, [sectionsCss]),
  ]);
};

/** In the order they run. */
export const TEMPLATE_TRANSFORMS: readonly TemplateTransform[] = [
  publicUrlPlaceholders,
  headScript,
  (document, values) => writePageData(document, values),
  sectionStyles,
];

/** The template's tree, edited in place by every transform in order. */
export function transformTemplate(document: HtmlDocument, values: TemplateValues): void {
  for (const transform of TEMPLATE_TRANSFORMS) transform(document, values);
}

/** The same, from and to text (the dev server's page). */
export function fillIndexTemplate(html: string, values: TemplateValues): string {
  const document = parseDocument(html);
  transformTemplate(document, values);
  return serializeDocument(document);
}

/**
 * The page's own data: its settings, `lang` and `dir`, the locale (messages and formats) and the
 * owner's content, as JSON.
 */
function writePageData(
  document: HtmlDocument,
  { content, locale, config }: Pick<TemplateValues, 'content' | 'locale' | 'config'>,
): void {
  const ids = [CONFIG_ELEMENT_ID, CONTENT_ELEMENT_ID, LOCALE_ELEMENT_ID];
  for (const element of findElements(document, (e) => ids.includes(getAttribute(e, 'id') ?? ''))) {
    removeNode(element);
  }
  appendChildren(bodyOf(document), [
    jsonScript({ id: CONFIG_ELEMENT_ID, type: 'application/json' }, config),
  ]);
  if (content && (content.resume || content.posts || content.sections)) {
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
