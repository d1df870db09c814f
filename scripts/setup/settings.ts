/**
 * The settings setup writes, and their checks: each field with its own schema from the one table
 * (src/config/settingsTable.ts), so that setup accepts exactly what the build will.
 */
import { allowList, ConfigError, parseConfig } from '../../src/config/parseConfig';
import {
  readSetting,
  SETTINGS as TABLE,
  settingProblem,
  type SettingId,
} from '../../src/config/settingsTable';
import { GITLAB_USERNAME } from './lookups';
import { Stopped } from '../lib/cli/stopped';

/** The settings setup writes, by setup's own key. */
const WRITTEN = {
  github: 'githubUsername',
  org: 'allowedOrg',
  repos: 'allowedRepos',
  gitlabUrl: 'gitlabUrl',
  gitlab: 'gitlabUsername',
  forgejoUrl: 'forgejoUrl',
  forgejo: 'forgejoUsername',
  linkedin: 'linkedinUrl',
  email: 'contactEmail',
  website: 'websiteUrl',
} as const satisfies Record<string, SettingId>;

export type SettingKey = keyof typeof WRITTEN;

/** The variable of each setting setup writes. */
export const SETTINGS = Object.fromEntries(
  Object.entries(WRITTEN).map(([key, id]) => [key, TABLE[id].name]),
) as Record<SettingKey, string>;

/** Values to write, by variable name; '' clears one. */
export type SettingValues = Record<string, string>;

/** A failure that ends setup with this message and exit code; nothing is written. */
export class SetupError extends Stopped {
  override name = 'SetupError';
}

/** parseConfig's error for these settings, or null when the build would accept them. */
export function configError(env: Readonly<Record<string, string | undefined>>): ConfigError | null {
  try {
    parseConfig(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

/** parseConfig's message for these settings, or null when the build would accept them. */
export const configProblem = (env: Readonly<Record<string, string | undefined>>): string | null =>
  configError(env)?.message ?? null;

/** A setting setup writes: a problem with it now may be fixed by what setup writes. */
export const isSetupSetting = (name: string): boolean =>
  (Object.values(SETTINGS) as string[]).includes(name);

/** The build's message for one setting's value, checked with that setting's schema alone. */
export const fieldProblem = (id: SettingId, text: string): string | null =>
  settingProblem(id, text);

export const loginProblem = (login: string) => fieldProblem('githubUsername', login);

export const orgProblem = (org: string) => fieldProblem('allowedOrg', org);

/** The repositories, each checked, and the pair's rule: an organization needs its list. */
export function reposProblem(org: string, repos: readonly string[]): string | null {
  const text = repos.join(',');
  const problem = orgProblem(org) ?? fieldProblem('allowedRepos', text);
  if (problem !== null) return problem;
  try {
    allowList(org.trim() || null, readSetting({ [TABLE.allowedRepos.name]: text }, 'allowedRepos'));
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

export const gitlabUrlProblem = (url: string) => fieldProblem('gitlabUrl', url);

export function gitlabUserProblem(username: string): string | null {
  return GITLAB_USERNAME.test(username)
    ? null
    : `${SETTINGS.gitlab} is not a GitLab username ("${username}"). Use the name in your GitLab profile's address, without @.`;
}

export const forgejoUrlProblem = (url: string) => fieldProblem('forgejoUrl', url);
export const forgejoUserProblem = (username: string) => fieldProblem('forgejoUsername', username);

export const linkedinProblem = (url: string) => fieldProblem('linkedinUrl', url);
export const emailProblem = (email: string) => fieldProblem('contactEmail', email);
export const websiteProblem = (url: string) => fieldProblem('websiteUrl', url);

/** The repositories of the list as written in .env, as the build reads them; none when it would refuse it. */
export function repoList(value: string | undefined): string[] {
  const read = value?.trim() ? TABLE.allowedRepos.schema.safeParse(value.trim()) : null;
  return read?.success ? read.data : [];
}
