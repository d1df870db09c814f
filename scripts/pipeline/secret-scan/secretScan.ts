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
 * Both read every file byte for byte, and every PDF's text too (pdfText.ts): a printed CV's text is
 * compressed and glyph-encoded, so a token shown in it is not in its bytes.
 *
 * Two exceptions to the shapes. A match whose text contains `FAKE` is skipped: the fake tokens of this
 * repository's tests carry that marker (`ghp_FAKE-e2e-Q8w7e6r5-not-a-real-token`), so a test fixture
 * that ends up in a page never stops the build; a new fake token must carry it too. And a token live
 * mode embeds on purpose (config.liveTokens.gitlab, a plain GitLab token the page uses) is not a leak:
 * the caller passes such values as `allowed`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_TOKEN_VARIABLES, SECRET_NAME } from '../../../src/config/liveTokens';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { pdfText } from './pdfText';

/** Shorter pieces could occur by chance in minified code. */
export const FRAGMENT_LENGTH = 12;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What the scans read: a file's bytes (latin1: one character a byte), or a PDF's text. */
export interface ScannedText {
  /** Relative to the scanned folder. */
  readonly file: string;
  readonly text: string;
  /** The text a PDF shows, not its bytes: offsets are characters of that text. */
  readonly pdfText?: true;
}

function fileBytes(directory: string): ScannedText[] {
  return filesUnder(directory).map((file) => ({
    file: path.relative(directory, file),
    text: readFileSync(file, 'latin1'),
  }));
}

/** A PDF by its header, whatever its name (PDF 2.0, ISO 32000-2 7.5.2: `%PDF-` at the start). */
const isPdf = (bytes: string) => bytes.startsWith('%PDF-');

/**
 * The text of every PDF among `files`. A PDF whose text cannot be read is returned as `unreadable`
 * with why: the scan cannot vouch for it.
 */
export async function pdfTexts(
  directory: string,
  files: readonly ScannedText[],
): Promise<{ readonly texts: ScannedText[]; readonly unreadable: string[] }> {
  const texts: ScannedText[] = [];
  const unreadable: string[] = [];
  for (const { file, text } of files) {
    if (!isPdf(text)) continue;
    try {
      texts.push({
        file,
        text: await pdfText(readFileSync(path.join(directory, file))),
        pdfText: true,
      });
    } catch (error) {
      unreadable.push(`${file} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { texts, unreadable };
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

/** Secrets by name (the name, never the value, goes into the report), in these texts. */
export function secretsIn(
  texts: readonly ScannedText[],
  secrets: Readonly<Record<string, string>>,
): SecretLeak[] {
  const named = Object.entries(secrets).filter(([, value]) => value.length > 0);
  const leaks = new Map<string, SecretLeak>();
  for (const { file, text } of texts) {
    for (const [name, value] of named) {
      if (fragmentsOf(value).some((fragment) => text.includes(fragment))) {
        leaks.set(`${file}\n${name}`, { name, file });
      }
    }
  }
  return [...leaks.values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name),
  );
}

/** Secrets by name in the files under `directory`, byte for byte. */
export function findSecrets(
  directory: string,
  secrets: Readonly<Record<string, string>>,
): SecretLeak[] {
  return secretsIn(fileBytes(directory), secrets);
}

/**
 * Values that must never appear in the output: the build-time tokens (Forgejo's never reaches the
 * page, in no mode; the GitLab one only may be
 * embedded on purpose, as config.liveTokens.gitlab in live mode) and every secret-looking REACT_APP_
 * value the page was not given.
 */
export function secretsToScan(
  pageEnv: Readonly<Record<string, string>>,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const secrets: Record<string, string> = {};
  const { githubToken, gitlabToken, gitlabTokenPlain, forgejoToken } = SETTING_NAMES;
  const githubValue = env[githubToken]?.trim();
  if (githubValue) secrets[githubToken] = githubValue;
  const gitlabValue = env[gitlabToken]?.trim();
  if (gitlabValue && pageEnv[gitlabTokenPlain] !== gitlabValue) secrets[gitlabToken] = gitlabValue;
  const forgejoValue = env[forgejoToken]?.trim();
  if (forgejoValue) secrets[forgejoToken] = forgejoValue;
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
  /** Found in the text the PDF shows: the offset counts its characters. */
  readonly pdfText?: true;
}

/** Token-shaped text in these texts. */
export function tokenShapesInTexts(
  texts: readonly ScannedText[],
  allowed: readonly string[] = [],
): TokenShapeLeak[] {
  const leaks: TokenShapeLeak[] = [];
  for (const { file, text, pdfText: inPdfText } of texts) {
    for (const found of tokenShapesIn(text, allowed)) {
      leaks.push({ ...found, file, ...(inPdfText && { pdfText: true as const }) });
    }
  }
  return leaks.sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      Number(!!a.pdfText) - Number(!!b.pdfText) ||
      a.offset - b.offset,
  );
}

/**
 * Token-shaped text in the files under `directory` (read byte for byte, so each offset is the byte
 * offset in its file).
 */
export function findTokenShapes(
  directory: string,
  allowed: readonly string[] = [],
): TokenShapeLeak[] {
  return tokenShapesInTexts(fileBytes(directory), allowed);
}

/**
 * The variables the page was given on purpose: live mode's token lines (the parsed settings carry
 * them as config.liveTokens, the page's only way to get them); none in any other mode.
 */
export function givenToPage(
  liveMode: boolean,
  env: NodeJS.ProcessEnv,
): Readonly<Record<string, string>> {
  if (!liveMode) return {};
  return Object.fromEntries(
    LIVE_TOKEN_VARIABLES.flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/** The tokens the page was given on purpose (live mode's), which the shape scan must let through. */
export function embeddedTokens(pageEnv: Readonly<Record<string, string>>): string[] {
  return LIVE_TOKEN_VARIABLES.map((name) => pageEnv[name]?.trim() ?? '').filter(Boolean);
}

export interface ScanFindings {
  readonly byValue: readonly SecretLeak[];
  readonly byShape: readonly TokenShapeLeak[];
  /** PDFs whose text could not be read, with why; absent when none. */
  readonly unreadable?: readonly string[];
}

/**
 * Both scans of the output, over every file's bytes and every PDF's text (the printed CVs, the
 * owner's public/cv.pdf): the secrets the build knows (`secretsToScan`), by value, and anything shaped
 * like a token, but what the page was given on purpose.
 */
export async function scanOutput(
  directory: string,
  pageEnv: Readonly<Record<string, string>>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ScanFindings> {
  const bytes = fileBytes(directory);
  const pdfs = await pdfTexts(directory, bytes);
  const texts = [...bytes, ...pdfs.texts];
  return {
    byValue: secretsIn(texts, secretsToScan(pageEnv, env)),
    byShape: tokenShapesInTexts(texts, embeddedTokens(pageEnv)),
    ...(pdfs.unreadable.length > 0 && { unreadable: pdfs.unreadable }),
  };
}

/** What the build says when it refuses its output: null when both scans found nothing. */
export function leakReport(found: ScanFindings): string | null {
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
        .map(
          (leak) =>
            `a ${leak.kind} (${leak.prefix}…) in ${leak.file} ` +
            (leak.pdfText
              ? `(in the text it shows, at character ${leak.offset})`
              : `at byte ${leak.offset}`),
        )
        .join(', ')}. ` +
        'If it is a real token, revoke it, then remove it from where the build took it (a setting, ' +
        'your resume or other files, your GitHub or GitLab data). A test’s fake token must contain FAKE.',
    );
  }
  if (found.unreadable?.length) {
    parts.push(
      `PDFs whose text the scan cannot read, so cannot vouch for: ${found.unreadable.join(', ')}. ` +
        'Publish a PDF that opens without a password (export it again from its editor).',
    );
  }
  return parts.length > 0 ? parts.join(' Also ') : null;
}
