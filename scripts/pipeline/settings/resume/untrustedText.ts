/**
 * The resume's fields reach the page as plain text, links and a mailto: address. Each is read from
 * untrusted JSON: anything of the wrong type is absent, texts are trimmed and bounded, lists capped.
 */

import { plainEmailOrNull } from '../../../../src/domain/plainEmail';
import { withoutInvisible } from '../../../../src/lib/invisibleCharacters';

/** Limits per text, in characters (code points): a label, one line of a list, a paragraph. */
export const TEXT_LIMITS = { label: 200, line: 500, paragraph: 3000 } as const;
/** Limits per list: entries of a section, items of an entry's list, profiles. */
export const LIST_LIMITS = { entries: 50, items: 30, profiles: 20 } as const;
/** Longer URLs are dropped, not cut: a cut URL would lead somewhere else. */
export const MAX_URL_LENGTH = 2000;

export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** At most `limit` characters; a longer text is cut and ends with "…". */
function bounded(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters
    .slice(0, limit - 1)
    .join('')
    .trimEnd()}…`;
}

/** The text, trimmed, without invisible characters (controls, bidirectional overrides), bounded; undefined when not a text or empty. */
export function plainText(value: unknown, limit: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = withoutInvisible(value.replace(/\r\n?/g, '\n')).trim();
  return text ? bounded(text, limit) : undefined;
}

/** The texts of a list, empty ones left out, at most LIST_LIMITS.items. */
export function textList(value: unknown, limit: number): string[] {
  if (!Array.isArray(value)) return [];
  const texts: string[] = [];
  for (const item of value) {
    const text = plainText(item, limit);
    if (text !== undefined) texts.push(text);
    if (texts.length === LIST_LIMITS.items) break;
  }
  return texts;
}

/** The objects of a list mapped by `toEntry`; null entries (no essential field) are skipped. */
export function entries<T>(
  value: unknown,
  toEntry: (entry: JsonObject) => T | null,
  limit: number,
): T[] {
  if (!Array.isArray(value)) return [];
  const result: T[] = [];
  for (const item of value) {
    if (!isJsonObject(item)) continue;
    const entry = toEntry(item);
    if (entry !== null) result.push(entry);
    if (result.length === limit) break;
  }
  return result;
}

/** A mailto:-safe address (the same check as the API's addresses, `plainEmailOrNull`), or undefined. */
export function plainEmail(value: unknown): string | undefined {
  return plainEmailOrNull(value) ?? undefined;
}

/** The object without its undefined fields, so the page's JSON holds only what the owner wrote. */
export function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
