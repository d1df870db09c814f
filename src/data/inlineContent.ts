import { NO_CONTENT, type PortfolioContent } from '../domain/content';

/** The `<script type="application/json">` in which the build puts the owner's resume and posts. */
export const CONTENT_ELEMENT_ID = 'portfolio-content';

function isPortfolioContent(value: unknown): value is PortfolioContent {
  if (typeof value !== 'object' || value === null) return false;
  const { resume, posts, sections } = value as Partial<Record<keyof PortfolioContent, unknown>>;
  return (
    (resume === null || (typeof resume === 'object' && resume !== undefined)) &&
    (posts === null || Array.isArray(posts)) &&
    (sections === undefined || Array.isArray(sections))
  );
}

/**
 * The owner's content the build inlined (a resume, posts), or none: a page without it is the page of
 * an owner who configured neither. An unreadable one is logged, and the page shows the rest.
 */
export function readInlineContent(doc: Document): PortfolioContent {
  const text = doc.getElementById(CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return NO_CONTENT;
  try {
    const value: unknown = JSON.parse(text);
    if (isPortfolioContent(value)) return value;
    console.error('The inlined portfolio content is not of this version: rebuild the site.');
  } catch (error) {
    console.error('The inlined portfolio content is not valid JSON: rebuild the site.', error);
  }
  return NO_CONTENT;
}
