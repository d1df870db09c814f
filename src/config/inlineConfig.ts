import type { PortfolioConfig } from './parseConfig';

/** The `<script type="application/json">` in which the build puts the page's settings. */
export const CONFIG_ELEMENT_ID = 'portfolio-config';

/**
 * What webpack puts for PORTFOLIO_CONFIG in the browser's bundle: the settings are then read from
 * the page, so the JavaScript is the same whatever an owner set (a returning visitor's cached
 * scripts stay valid when the settings change, and a build with other settings compiles nothing).
 */
export const CONFIG_IN_PAGE = 'in-page';

function isPortfolioConfig(value: unknown): value is PortfolioConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { demo, dataMode, github } = value as Partial<Record<keyof PortfolioConfig, unknown>>;
  return (
    typeof demo === 'boolean' &&
    typeof dataMode === 'string' &&
    typeof github === 'object' &&
    github !== null
  );
}

/**
 * The page's settings as the build validated and inlined them: without them the page cannot know
 * whose portfolio it is, so a page without them is not shown.
 */
export function readInlineConfig(doc: Document): PortfolioConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  let value: unknown = null;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    // Said below, as a missing one.
  }
  if (!isPortfolioConfig(value)) {
    throw new Error('The page has no readable settings (#portfolio-config): rebuild the site.');
  }
  return value;
}
