/**
 * The kinds of value a setting holds, as zod schemas over the setting's text (trimmed, never empty:
 * an empty setting takes its default before any schema runs). Each refusal is one issue whose message
 * is what follows the setting's name in the build's message: the problem, then the fix. The table
 * (settingsTable.ts) gives each setting one of these; no setting's name is written here.
 *
 * Build side only, like the table: the page gets the parsed settings as data (PORTFOLIO_CONFIG).
 */
import { z } from 'zod';
import { PUBLIC_SETTING_HOME } from './configError';
import { trimEndChar } from '../lib/text';

/** A schema from a setting's text to its value. */
export type TextSchema<T> = z.ZodType<T, string>;

/** What follows the setting's name in its message: the problem, then the fix. */
export const say = (problem: string, fix: string) => `${problem}. ${fix}`;

/**
 * A value's problem found by code that does not know which setting holds it (the analytics reader):
 * the schema that calls it turns it into its issue.
 */
export class SettingProblem extends Error {
  constructor(problem: string, fix: string) {
    super(say(problem, fix));
    this.name = 'SettingProblem';
  }
}

/** Refuses the text being read (inside a textReader): the problem, then the fix. */
export function refuse(problem: string, fix: string): never {
  throw new SettingProblem(problem, fix);
}

/** A schema that reads the text with `read`, which refuses with `refuse` (or a SettingProblem). */
export function textReader<T>(read: (text: string) => T): TextSchema<T> {
  return z.string().transform((text, ctx): T => {
    try {
      return read(text);
    } catch (error) {
      if (!(error instanceof SettingProblem)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });
}

/** The message of a schema's first issue: the problem and the fix. */
export const issueText = (error: z.ZodError) => error.issues[0]?.message ?? 'is not valid';

/** Any text, kept as written (trimmed). */
export const anyText = (): TextSchema<string> => z.string();

/** One of `values`, as written. */
export function oneOf<const T extends string>(values: readonly T[], fix: string): TextSchema<T> {
  const shown = values.map((value) => `"${value}"`);
  const choices = values.length === 2 ? `${shown[0]} or ${shown[1]}` : `one of ${shown.join(', ')}`;
  return z.enum(values as [T, ...T[]], {
    error: (issue) => say(`must be ${choices} ("${String(issue.input)}")`, fix),
  });
}

/** `true` or `false` in any case. */
export const flag = (fix: string): TextSchema<boolean> =>
  textReader((text) => {
    const value = text.toLowerCase();
    if (value === 'true' || value === 'false') return value === 'true';
    return refuse(`must be "true" or "false" ("${text}")`, fix);
  });

/** A whole number from 1 to `max`. */
export const count = (max: number, fix: string): TextSchema<number> =>
  z
    .string()
    .regex(/^\d+$/, { error: (issue) => say(countProblem(max, issue.input), fix) })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: (issue) => say(countProblem(max, issue.input), fix) })
        .max(max, { error: (issue) => say(countProblem(max, issue.input), fix) }),
    );

const countProblem = (max: number, input: unknown) =>
  `must be a whole number from 1 to ${max} ("${String(input)}")`;

/** An http(s) address, without its trailing slashes. */
export const httpUrl = (example: string): TextSchema<string> =>
  textReader((text) => {
    if (!URL.canParse(text)) {
      return refuse(
        `is not a valid URL ("${text}")`,
        `Use a full URL such as ${example}. ${PUBLIC_SETTING_HOME}`,
      );
    }
    const { protocol } = new URL(text);
    if (protocol !== 'https:' && protocol !== 'http:') {
      return refuse(
        `must use http or https ("${text}")`,
        `Use a URL such as ${example}. ${PUBLIC_SETTING_HOME}`,
      );
    }
    return trimEndChar(text, '/');
  });

export const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
export const GITHUB_REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;
/** Something@host.tld: a dot inside the part after the @ (first dot found without backtracking). */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** A Forgejo (Gitea, Codeberg) username: letters, digits, "-", "_" and "." (not only dots). */
const FORGEJO_NAME = /^[A-Za-z0-9_.-]{1,40}$/;

export const forgejoUsername = (): TextSchema<string> =>
  textReader((text) =>
    FORGEJO_NAME.test(text) && !/^\.+$/.test(text)
      ? text
      : refuse(
          `is not a valid Forgejo username ("${text}")`,
          `Use the username exactly as it appears in the address of your profile there, without @ or slashes. ${PUBLIC_SETTING_HOME}`,
        ),
  );

/** A GitHub user or organization login. */
export const githubLogin = (what: 'username' | 'organization'): TextSchema<string> =>
  z.string().regex(GITHUB_LOGIN, {
    error: (issue) =>
      say(
        `is not a valid GitHub ${what} ("${String(issue.input)}")`,
        `Use the ${what} exactly as it appears in its github.com URL, without @ or slashes. ${PUBLIC_SETTING_HOME}`,
      ),
  });

export const email = (): TextSchema<string> =>
  z.string().regex(EMAIL, {
    error: (issue) =>
      say(
        `is not an e-mail address ("${String(issue.input)}")`,
        `Use an address such as you@example.org. ${PUBLIC_SETTING_HOME}`,
      ),
  });

/** One line of at most `max` characters (code points). */
export const oneLine = (max: number, why: string, example: string): TextSchema<string> =>
  textReader((text) => {
    const characters = [...text];
    if (characters.some((character) => /\p{Cc}/u.test(character))) {
      return refuse(
        'holds a line break or another control character',
        `Write it on one line, ${example}.`,
      );
    }
    if (characters.length > max) {
      return refuse(
        `is ${characters.length} characters long`,
        `Keep it to ${max} characters or fewer: ${why}, ${example}.`,
      );
    }
    return text;
  });

/** A token: one word, no spaces or line breaks. */
export const token = (fix: string): TextSchema<string> =>
  z.string().regex(/^\S+$/, { error: () => say('contains spaces or line breaks', fix) });

interface ListOptions<T> {
  /** How to write the list, for an empty entry. */
  readonly fix: string;
  /** One entry's schema; `position` is "at position N", for messages that need it. */
  readonly entry: (position: string) => TextSchema<T>;
  /** What makes two entries the same (e.g. the name in lower case); none: duplicates allowed. */
  readonly key?: (value: T) => string;
  readonly duplicateFix?: string;
  /** At most this many entries. */
  readonly max?: { readonly count: number; readonly fix: string; readonly what: string };
}

/**
 * The one comma-separated list reader: each entry trimmed, none empty, each read by `entry`, in order,
 * none twice.
 */
export function commaList<T>(options: ListOptions<T>): TextSchema<T[]> {
  return z.string().transform((text, ctx): T[] => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const values: T[] = [];
    const seen = new Set<string>();
    const entries = text.split(',').map((entry) => entry.trim());
    for (const [index, entry] of entries.entries()) {
      const position = `at position ${index + 1}`;
      if (entry === '')
        return refuse(say(`has an empty entry ${position} ("${text}")`, options.fix));
      const read = options.entry(position).safeParse(entry);
      if (!read.success) return refuse(issueText(read.error));
      const key = options.key?.(read.data);
      if (key !== undefined && seen.has(key)) {
        return refuse(say(`lists "${entry}" twice`, options.duplicateFix ?? 'Name each once.'));
      }
      if (key !== undefined) seen.add(key);
      values.push(read.data);
    }
    const { max } = options;
    if (max && values.length > max.count) {
      return refuse(say(`lists ${values.length} ${max.what}`, max.fix));
    }
    return values;
  });
}

/** Where the site lives, read from its address setting. */
export interface SiteLocation {
  /** The base path without a trailing slash: '/portfolio', or '' at the root. */
  readonly basePath: string;
  /** The page's absolute URL with a trailing slash, when the setting is a full URL. */
  readonly siteUrl: string | null;
}

const PATH_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+$/;
const SITE_ADDRESS_FIX =
  'Write a path such as /portfolio (/ for a site at the root of the domain) or the full address ' +
  'such as https://ada.github.io/portfolio.';

function basePathOf(path: string, raw: string): string {
  const segments = path.split('/').filter(Boolean);
  if (
    segments.some((segment) => !PATH_SEGMENT.test(segment) || segment === '.' || segment === '..')
  ) {
    return refuse(`is not a usable path ("${raw}")`, SITE_ADDRESS_FIX);
  }
  return segments.length ? `/${segments.join('/')}` : '';
}

/**
 * A site's address, as in Create React App: a path (`/portfolio`, `/` at the root of the domain) or
 * a full http(s) URL, which also gives the page's absolute URL.
 */
export const siteAddress = (): TextSchema<SiteLocation> =>
  textReader((raw) => {
    if (raw.startsWith('/') && !raw.startsWith('//')) {
      if (/[?#\s\\]/.test(raw)) return refuse(`is not a usable path ("${raw}")`, SITE_ADDRESS_FIX);
      return { basePath: basePathOf(raw, raw), siteUrl: null };
    }
    if (!URL.canParse(raw)) {
      return refuse(`is neither a path nor a full URL ("${raw}")`, SITE_ADDRESS_FIX);
    }
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return refuse(`must be an http(s) address ("${raw}")`, SITE_ADDRESS_FIX);
    }
    if (url.search || url.hash || url.username || url.password) {
      return refuse(
        `must not carry a query, a fragment or credentials ("${raw}")`,
        SITE_ADDRESS_FIX,
      );
    }
    const basePath = basePathOf(url.pathname, raw);
    return { basePath, siteUrl: `${url.origin}${basePath}/` };
  });
