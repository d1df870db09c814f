/**
 * All of `process` the page may read: what webpack inlines as process.env (CRA's convention:
 * NODE_ENV and the base path, the table's page settings; see clientEnv in scripts/pipeline/settings/env.ts). The page has no Node.
 * Only src/tsconfig.json reads this file; the root check has Node's own declaration.
 */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };
