/**
 * Every text the doctor prints from outside (an API's names and messages, a feed's title, an error's
 * message) is hostile: it is reduced to one line of plain, visible text, bounded, before it goes into
 * a result. And no token is ever printed, not even a part of one: redact() is applied to every line
 * and to the job summary as a last guard.
 */
import { clipText } from '../pipeline/fetch/feeds/clipText';
import { withoutInvisible } from '../../src/lib/invisibleCharacters';

/** One line of visible text, at most `max` characters; '' for anything but a string. */
export function safeText(value: unknown, max = 80): string {
  if (typeof value !== 'string') return '';
  return clipText(withoutInvisible(value).replace(/\s+/g, ' ').trim(), max);
}

/** A whole count from an API (public_repos), or null when the answer holds anything else. */
export function safeCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** "5,000". */
export function numberText(n: number): string {
  return n.toLocaleString('en-US');
}

/** Tokens shorter than this are not searched for: they would blank out ordinary words. */
const SHORTEST_SECRET = 6;

/** `text` with every secret replaced by "[token]". */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= SHORTEST_SECRET) result = result.split(secret).join('[token]');
  }
  return result;
}

/**
 * A text for GitHub's job summary, which renders Markdown and some HTML: every character that could
 * start markup (a link, an image, a tag, emphasis, a table cell) is escaped, so it shows as written.
 */
export function markdownText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_{}[\]()#+\-.!|~@:]/g, (character) => `\\${character}`);
}
