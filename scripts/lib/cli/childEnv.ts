/**
 * The environment a tool hands to a child process it runs as the owner would (a build, a deploy), and
 * the names that are the owner's settings. A child gets the machine's basics and exactly the settings
 * it is given: a shell's REACT_APP_*, tokens or site address never change what a test builds.
 */
import { SETTING_NAMES } from '../../../src/config/settingNames';

/** How to find programs, a home, the locale and the browser: never a setting of the portfolio. */
const INHERITED = [
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'LC_ALL',
  'TZ',
  SETTING_NAMES.chromiumPath,
  'SystemRoot',
];

const OWNER_PREFIX = /^(?:REACT_APP_|RESUME_|PORTFOLIO_|LIVE_)/;
const OWNER_NAMES = new Set<string>([
  SETTING_NAMES.githubToken,
  SETTING_NAMES.gitlabToken,
  SETTING_NAMES.forgejoToken,
  SETTING_NAMES.publicUrl,
  SETTING_NAMES.buildPath,
  SETTING_NAMES.port,
]);

/** A setting of the owner's (settings.md): what a test must never take from its environment. */
export function isOwnerVariable(name: string): boolean {
  return OWNER_PREFIX.test(name) || OWNER_NAMES.has(name);
}

/** `settings` over a bare environment: the inherited basics only. */
export function hermeticEnv(
  settings: Readonly<Record<string, string>>,
  parent: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = parent[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...settings };
}
