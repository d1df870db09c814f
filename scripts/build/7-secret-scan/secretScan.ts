/**
 * A last check before a build is called done: no secret, and no long piece of one, in any file of the
 * output. Cheap insurance against a future change that inlines more of the environment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
