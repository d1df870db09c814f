/**
 * A last check before a build is called done: no secret, and no long piece of one, in any file of the
 * output. Cheap insurance against a future change that inlines more of the environment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECRET_NAME } from '../../../src/config/liveTokens';

/** Shorter pieces could occur by chance in minified code. */
export const FRAGMENT_LENGTH = 12;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function fragmentsOf(secret: string): string[] {
  if (secret.length <= FRAGMENT_LENGTH) return [secret];
  const fragments = new Set<string>();
  for (let start = 0; start + FRAGMENT_LENGTH <= secret.length; start += 1) {
    fragments.add(secret.slice(start, start + FRAGMENT_LENGTH));
  }
  return [...fragments];
}

export interface SecretLeak {
  readonly name: string;
  readonly file: string;
}

/** Secrets by name (the name, never the value, goes into the report). */
export function findSecrets(
  directory: string,
  secrets: Readonly<Record<string, string>>,
): SecretLeak[] {
  const named = Object.entries(secrets).filter(([, value]) => value.length > 0);
  if (named.length === 0) return [];
  const leaks: SecretLeak[] = [];
  for (const file of filesUnder(directory)) {
    const text = readFileSync(file, 'latin1');
    for (const [name, value] of named) {
      if (fragmentsOf(value).some((fragment) => text.includes(fragment))) {
        leaks.push({ name, file: path.relative(directory, file) });
      }
    }
  }
  return leaks.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

/**
 * Values that must never appear in the output: the build-time tokens (the GitLab one only may be
 * embedded on purpose, as REACT_APP_GITLAB_TOKEN in live mode) and every secret-looking REACT_APP_
 * value the page was not given.
 */
export function secretsToScan(
  pageEnv: Readonly<Record<string, string>>,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const secrets: Record<string, string> = {};
  const githubToken = env.GITHUB_TOKEN?.trim();
  if (githubToken) secrets.GITHUB_TOKEN = githubToken;
  const gitlabToken = env.GITLAB_TOKEN?.trim();
  if (gitlabToken && pageEnv.REACT_APP_GITLAB_TOKEN !== gitlabToken)
    secrets.GITLAB_TOKEN = gitlabToken;
  for (const [name, value] of Object.entries(env)) {
    if (
      name.startsWith('REACT_APP_') &&
      SECRET_NAME.test(name) &&
      value?.trim() &&
      !(name in pageEnv)
    ) {
      secrets[name] = value.trim();
    }
  }
  return secrets;
}
