/**
 * A last check before a build is called done, in two parts:
 *
 * - by value: no secret the build knows (its tokens, the secret-looking REACT_APP_ values the page was
 *   not given), and no 12-character piece of one, in any file of the output. Cheap insurance against a
 *   future change that inlines more of the environment.
 * - by shape: nothing in any file that looks like a GitHub or GitLab token, whoever's it is and
 *   wherever it came from (a setting, the owner's files, fetched data), reported with its file and
 *   byte offset, never its text. Shapes: GitHub's `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` and 36
 *   letters or digits, `github_pat_` and 22 or more of [A-Za-z0-9_]; GitLab's documented prefixes
 *   (Token overview → Token prefixes: `glpat-`, `gloas-`, `gldt-`, `glrt-`, `glrtr-`, `glcbt-`,
 *   `glptt-`, `glft-`, `glimt-`, `glagent-`, `glwt-`, `glsoat-`, `glffct-`) and 20 or more of
 *   [A-Za-z0-9_-].
 *
 * Two exceptions to the shapes. A match whose text contains `FAKE` is skipped: the fake tokens of this
 * repository's tests carry that marker (`ghp_FAKE-e2e-Q8w7e6r5-not-a-real-token`), so a test fixture
 * that ends up in a page never stops the build; a new fake token must carry it too. And a token live
 * mode embeds on purpose (REACT_APP_GITLAB_TOKEN, a plain GitLab token the page uses) is not a leak:
 * the caller passes such values as `allowed`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_TOKEN_VARIABLES, SECRET_NAME } from '../../../src/config/liveTokens';

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

export interface TokenShape {
  /** What the report calls it. */
  readonly kind: string;
  /**
   * Global, and linear: a fixed prefix, then one class repeated (a bounded count, or an open one that
   * ends the pattern), so a failed attempt costs at most the prefix and the bounded count.
   */
  readonly pattern: RegExp;
}

/** A token's text may hold this marker only if it is a test's fake token (never a real one). */
export const FAKE_MARKER = 'FAKE';

export const TOKEN_SHAPES: readonly TokenShape[] = [
  { kind: 'GitHub token', pattern: /\bgh[opsru]_[A-Za-z0-9]{36}\b/g },
  { kind: 'GitHub fine-grained token', pattern: /\bgithub_pat_\w{22,}/g },
  {
    kind: 'GitLab token',
    pattern: /\bgl(?:pat|oas|dt|rtr?|cbt|ptt|ft|imt|agent|wt|soat|ffct)-[\w-]{20,}/g,
  },
];

export interface TokenFound {
  readonly kind: string;
  /** The token's prefix only (`ghp_`, `glpat-`): the report never repeats a token. */
  readonly prefix: string;
  /** Where it starts, in bytes from the start of the file (or characters of a text). */
  readonly offset: number;
}

/**
 * Every token-shaped piece of `text`, by offset, but those that carry the FAKE marker and those that
 * are part of an `allowed` value.
 */
export function tokenShapesIn(text: string, allowed: readonly string[] = []): TokenFound[] {
  const found: TokenFound[] = [];
  for (const { kind, pattern } of TOKEN_SHAPES) {
    for (const match of text.matchAll(pattern)) {
      const token = match[0];
      if (token.includes(FAKE_MARKER) || allowed.some((value) => value.includes(token))) continue;
      found.push({
        kind,
        prefix: /^(?:github_pat_|[a-z]+[_-])/.exec(token)?.[0] ?? '',
        offset: match.index,
      });
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

export interface TokenShapeLeak extends TokenFound {
  readonly file: string;
}

/**
 * Token-shaped text in the files under `directory` (read byte for byte, so each offset is the byte
 * offset in its file).
 */
export function findTokenShapes(
  directory: string,
  allowed: readonly string[] = [],
): TokenShapeLeak[] {
  const leaks: TokenShapeLeak[] = [];
  for (const file of filesUnder(directory)) {
    const relative = path.relative(directory, file);
    for (const found of tokenShapesIn(readFileSync(file, 'latin1'), allowed)) {
      leaks.push({ ...found, file: relative });
    }
  }
  return leaks.sort((a, b) => a.file.localeCompare(b.file) || a.offset - b.offset);
}

/** The tokens the page was given on purpose (live mode's), which the shape scan must let through. */
export function embeddedTokens(pageEnv: Readonly<Record<string, string>>): string[] {
  return LIVE_TOKEN_VARIABLES.map((name) => pageEnv[name]?.trim() ?? '').filter(Boolean);
}

/**
 * Both scans of the output: the secrets the build knows (`secretsToScan`), by value, and anything
 * shaped like a token, but what the page was given on purpose.
 */
export function scanOutput(
  directory: string,
  pageEnv: Readonly<Record<string, string>>,
  env: NodeJS.ProcessEnv = process.env,
): { readonly byValue: SecretLeak[]; readonly byShape: TokenShapeLeak[] } {
  return {
    byValue: findSecrets(directory, secretsToScan(pageEnv, env)),
    byShape: findTokenShapes(directory, embeddedTokens(pageEnv)),
  };
}

/** What the build says when it refuses its output: null when both scans found nothing. */
export function leakReport(found: {
  readonly byValue: readonly SecretLeak[];
  readonly byShape: readonly TokenShapeLeak[];
}): string | null {
  const parts: string[] = [];
  if (found.byValue.length > 0) {
    parts.push(
      `secrets found in the output: ${found.byValue.map((leak) => `${leak.name} in ${leak.file}`).join(', ')}. ` +
        'Remove them from REACT_APP_* variables (only live mode may embed its encrypted token lines).',
    );
  }
  if (found.byShape.length > 0) {
    parts.push(
      `token-shaped text in the output: ${found.byShape
        .map((leak) => `a ${leak.kind} (${leak.prefix}…) in ${leak.file} at byte ${leak.offset}`)
        .join(', ')}. ` +
        'If it is a real token, revoke it, then remove it from where the build took it (a setting, ' +
        'your resume or other files, your GitHub or GitLab data). A test’s fake token must contain FAKE.',
    );
  }
  return parts.length > 0 ? parts.join(' Also ') : null;
}
