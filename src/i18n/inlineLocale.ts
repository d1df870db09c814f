import type { PageLocale } from './locale';

/** The `<script type="application/json">` in which the build puts the page's locale. */
export const LOCALE_ELEMENT_ID = 'portfolio-locale';

function isPageLocale(value: unknown): value is PageLocale {
  if (typeof value !== 'object' || value === null) return false;
  const { language, messages, format } = value as Partial<Record<keyof PageLocale, unknown>>;
  return (
    typeof language === 'string' &&
    typeof messages === 'object' &&
    messages !== null &&
    typeof format === 'object' &&
    format !== null
  );
}

/**
 * The page's language, messages and formats, as the build inlined them: the page has no other copy
 * of its texts (no catalog is bundled), so a page without them cannot be shown.
 */
export function readInlineLocale(doc: Document): PageLocale {
  const text = doc.getElementById(LOCALE_ELEMENT_ID)?.textContent;
  const value: unknown = text ? JSON.parse(text) : null;
  if (!isPageLocale(value)) {
    throw new Error('The page has no readable locale (#portfolio-locale): rebuild the site.');
  }
  return value;
}
