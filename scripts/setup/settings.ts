/**
 * The settings setup writes, and their checks: parseConfig's own, so that setup accepts exactly what
 * the build will.
 */
import { ConfigError, parseConfig } from '../../src/config/parseConfig';
import { GITLAB_USERNAME } from './lookups';
import { Stopped } from '../lib/cli/stopped';

export const SETTINGS = {
  github: 'REACT_APP_GITHUB_USERNAME',
  org: 'REACT_APP_GITHUB_ALLOWED_ORG',
  repos: 'REACT_APP_GITHUB_ALLOWED_REPOS',
  gitlabUrl: 'REACT_APP_GITLAB_URL',
  gitlab: 'REACT_APP_GITLAB_USERNAME',
  linkedin: 'REACT_APP_LINKEDIN_URL',
  email: 'REACT_APP_CONTACT_EMAIL',
  website: 'REACT_APP_WEBSITE_URL',
} as const;

export type SettingKey = keyof typeof SETTINGS;

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

export const loginProblem = (login: string) => configProblem({ [SETTINGS.github]: login });

export const orgProblem = (org: string) =>
  configProblem({ [SETTINGS.org]: org, [SETTINGS.repos]: 'placeholder' });

export const reposProblem = (org: string, repos: readonly string[]) =>
  configProblem({ [SETTINGS.org]: org, [SETTINGS.repos]: repos.join(',') });

export const gitlabUrlProblem = (url: string) =>
  configProblem({ [SETTINGS.gitlabUrl]: url, [SETTINGS.gitlab]: 'placeholder' });

export function gitlabUserProblem(username: string): string | null {
  return GITLAB_USERNAME.test(username)
    ? null
    : `${SETTINGS.gitlab} is not a GitLab username ("${username}"). Use the name in your GitLab profile's address, without @.`;
}

export const linkedinProblem = (url: string) => configProblem({ [SETTINGS.linkedin]: url });
export const emailProblem = (email: string) => configProblem({ [SETTINGS.email]: email });
export const websiteProblem = (url: string) => configProblem({ [SETTINGS.website]: url });

/** The repositories of a comma-separated list, as parseConfig reads it. */
export const repoList = (value: string | undefined): string[] =>
  value?.trim() ? value.split(',').map((repo) => repo.trim()) : [];
