import type { PortfolioConfig } from './parseConfig';

export type { PortfolioConfig, DataMode } from './parseConfig';

/** The settings, validated by the build (scripts/pipeline/settings/env.ts) and inlined by webpack (scripts/pipeline/bundle/webpackConfig.ts). */
declare const PORTFOLIO_CONFIG: PortfolioConfig;

/**
 * The page's settings. webpack replaces PORTFOLIO_CONFIG with the result of `parseConfig` on the
 * build's REACT_APP_* values, computed in Node: the build already stopped on a bad value, so the page
 * needs neither the parser nor its messages.
 */
export const config: PortfolioConfig = PORTFOLIO_CONFIG;
