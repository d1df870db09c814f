import { isPortfolioSnapshot, type PortfolioSnapshot } from './snapshot';

/** The `<script type="application/json">` in which the build inlines the snapshot into index.html. */
export const SNAPSHOT_ELEMENT_ID = 'portfolio-snapshot';

/**
 * JSON as the text of a script element: `<` is escaped so that no `</script>` or `<!--` in a
 * repository description can end the element early, and U+2028/U+2029 for old parsers.
 */
export function scriptElementJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The inlined snapshot, or null when the page has none (dev server, or an unreadable one: logged). */
export function readInlineSnapshot(doc: Document): PortfolioSnapshot | null {
  const text = doc.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isPortfolioSnapshot(value)) return value;
    console.error('The inlined portfolio snapshot is not of this version: rebuild the site.');
  } catch (error) {
    console.error('The inlined portfolio snapshot is not valid JSON: rebuild the site.', error);
  }
  return null;
}
