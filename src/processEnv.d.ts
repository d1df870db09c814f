/**
 * All of `process` the page may read: what webpack inlines as process.env (CRA's convention:
 * PUBLIC_URL and the REACT_APP_* settings; see scripts/pipeline/settings/env.ts). The page has no Node.
 * Only src/tsconfig.json reads this file; the root check has Node's own declaration.
 */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };
