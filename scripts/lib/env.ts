/**
 * CRA-style environment: `.env.local` overrides `.env`, the real environment overrides both, and only
 * REACT_APP_* values (plus NODE_ENV and PUBLIC_URL) are inlined into the page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { ConfigError, parseConfig, type PortfolioConfig } from '../../src/config/parseConfig';

export const ROOT = path.resolve(__dirname, '../..');
/** The site's base path on GitHub Pages: https://<user>.github.io/portfolio/ */
export const PUBLIC_URL = '/portfolio';

// Secrets never go into the bundle, whatever their prefix, unless the owner chose live mode.
const SECRET = /TOKEN/;

export function loadEnvFiles(mode: 'development' | 'production' | 'test'): void {
  process.env.NODE_ENV ??= mode;
  const files = mode === 'test' ? ['.env'] : ['.env.local', '.env'];
  for (const file of files) {
    const fullPath = path.join(ROOT, file);
    if (existsSync(fullPath)) loadDotenv({ path: fullPath, quiet: true });
  }
}

/** Validates the settings once; a bad value stops the command with the message that names it. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): PortfolioConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\nConfiguration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The values the page may see, as webpack DefinePlugin definitions of `process.env`. */
export function clientEnv(config: PortfolioConfig, env: NodeJS.ProcessEnv = process.env) {
  const values: Record<string, string> = {
    NODE_ENV: env.NODE_ENV ?? 'production',
    PUBLIC_URL,
  };
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('REACT_APP_') || value === undefined) continue;
    if (SECRET.test(key) && config.dataMode !== 'live') continue;
    values[key] = value;
  }
  return values;
}
