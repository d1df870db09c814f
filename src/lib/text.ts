/**
 * Trims and cuts that a regular expression with a quantifier at the end would do (`/\/+$/`,
 * `/[?#].*$/`), as loops: such a pattern is tried at every position of a text that fails it, so it takes
 * quadratic time on a long run of the quantified characters, and the texts here come from APIs,
 * feeds and settings. Each answers exactly what the pattern's `replace(…, '')` answered.
 */

/** `text` without the characters it ends with that `isTrimmed` accepts (each one UTF-16 code unit). */
export function trimEndWhile(text: string, isTrimmed: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && isTrimmed(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** `text` without the run of `char` it ends with: `text.replace(/c+$/, '')` for the character c. */
export function trimEndChar(text: string, char: string): string {
  return trimEndWhile(text, (last) => last === char);
}

/** Whether the code unit at `index` is a C0 control character or the space (U+0000–U+0020). */
function isControlOrSpace(text: string, index: number): boolean {
  return text.charCodeAt(index) <= 0x20;
}

/**
 * `text` without the C0 control characters and spaces (U+0000–U+0020) at either end: what the URL
 * parser ignores there, and what `text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')` removed.
 */
export function trimControlAndSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isControlOrSpace(text, start)) start += 1;
  while (end > start && isControlOrSpace(text, end - 1)) end -= 1;
  return text.slice(start, end);
}

/** Line terminators: what `.` in a regular expression does not match (without the `s` flag). */
const LINE_TERMINATORS = '\n\r\u2028\u2029';

/**
 * `text` up to the first of the characters `marks` (none a line terminator), without the rest: a URL
 * without its query and fragment is `cutAtFirstOf(url, '?#')`. Exactly `text.replace(/[marks].*$/, '')`:
 * a mark with a line break after it is not cut at, as `.` stops at the line break.
 */
export function cutAtFirstOf(text: string, marks: string): string {
  let lastLineStart = 0;
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (LINE_TERMINATORS.includes(text.charAt(index))) {
      lastLineStart = index + 1;
      break;
    }
  }
  for (let index = lastLineStart; index < text.length; index += 1) {
    if (marks.includes(text.charAt(index))) return text.slice(0, index);
  }
  return text;
}
