import { parseConfig } from './parseConfig';

export type { PortfolioConfig, DataMode } from './parseConfig';

/**
 * webpack's DefinePlugin replaces `process.env` with the REACT_APP_* values of the build (as CRA did);
 * the build already validated them, so this cannot throw in a built page.
 */
export const config = parseConfig(process.env);
