import { CONFIG_IN_PAGE, readInlineConfig } from './inlineConfig';
import type { PortfolioConfig } from './parseConfig';

export type { PortfolioConfig, DataMode } from './parseConfig';

/**
 * The settings, validated by the build (scripts/pipeline/settings/env.ts): inlined by webpack in the
 * prerender's bundle and the tests (scripts/pipeline/bundle/webpackConfig.ts, jest.config.ts); in the
 * browser's bundle CONFIG_IN_PAGE, and the page's data carries them (inlineConfig.ts).
 */
declare const PORTFOLIO_CONFIG: PortfolioConfig | typeof CONFIG_IN_PAGE;

/**
 * The page's settings: the result of `parseConfig` on the build's REACT_APP_* values, computed in
 * Node: the build already stopped on a bad value, so the page needs neither the parser nor its
 * messages.
 */
export const config: PortfolioConfig =
  PORTFOLIO_CONFIG === CONFIG_IN_PAGE ? readInlineConfig(document) : PORTFOLIO_CONFIG;
