/**
 * Bounds a text for the page (an excerpt, a title, a feed's name): cut on a word boundary, with "…"
 * saying that more was there.
 */

import { trimEndWhile } from '../../../../src/lib/text';

const ELLIPSIS = '…';
/** A cut earlier than this share of the length loses too much: one very long word is cut inside. */
const SHORTEST_WORD_CUT = 0.6;
/** Punctuation that reads badly right before the ellipsis (one character). */
const TRAILING = /^[\s,;:.\-–—([{'"«“‘]$/u;
const isTrailing = (char: string) => TRAILING.test(char);

/** `text` when it has at most `max` characters, else at most `max` of them (then "…"). */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  // One more character tells whether the cut falls right before a space: a whole word.
  const space = text.slice(0, max + 1).lastIndexOf(' ');
  let end = space >= max * SHORTEST_WORD_CUT ? space : max;
  // Never between the two halves of a character outside the BMP (an emoji).
  if (end === max && /[\uDC00-\uDFFF]/.test(text.charAt(end))) end -= 1;
  return `${trimEndWhile(text.slice(0, end), isTrailing)}${ELLIPSIS}`;
}
