/**
 * A feed's text read by feedsmith (RSS 2.0, Atom 1.0, RDF/RSS 1.0, JSON Feed 1.x), or a
 * FeedFormatError that says in a few words what came instead: the build log names it.
 */
import { DetectError, MalformedError, ParseError, parseFeed, type AnyFeed } from 'feedsmith';

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

/** The text after the prolog: the XML declaration, comments, processing instructions, a doctype. */
function afterProlog(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    const close = rest.startsWith('<?')
      ? rest.indexOf('?>') + 2
      : rest.startsWith('<!--')
        ? rest.indexOf('-->') + 3
        : /^<!DOCTYPE/i.test(rest)
          ? rest.indexOf('>') + 1
          : 0;
    if (close <= 0) return rest;
    rest = rest.slice(close).trimStart();
  }
}

/** The text before what may follow the root element: comments, processing instructions. */
function beforeEpilog(text: string): string {
  let rest = text.trimEnd();
  for (;;) {
    const open = rest.endsWith('-->')
      ? rest.lastIndexOf('<!--')
      : rest.endsWith('?>')
        ? rest.lastIndexOf('<?')
        : -1;
    if (open < 0) return rest;
    rest = rest.slice(0, open).trimEnd();
  }
}

/**
 * Whether an XML document ends by closing the element it opened first. The XML parser underneath
 * forgives a document cut off between two tags, so a feed truncated in transit would otherwise read
 * as a shorter feed, and its last good posts would be replaced by the half that arrived. (Loops,
 * not one regular expression: a 5 MB answer must not make a pattern backtrack.)
 */
export function closesItsRoot(text: string): boolean {
  const root = /^<([A-Za-z_][\w.:-]*)/.exec(afterProlog(text))?.[1];
  const last = /<\/([A-Za-z_][\w.:-]*)\s*>$/.exec(beforeEpilog(text).slice(-200))?.[1];
  return root !== undefined && root === last;
}

/** How much of an answer tells whether it is an HTML page: its start, whatever its size. */
const SNIFFED_LENGTH = 64 * 1024;
const HTML_START = /^<(?:!doctype\s+html|html)\b/i;
const WHITE_SPACE = /\s/;

/** The index of the first character at or after `from` that is not white space. */
function skipWhiteSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && WHITE_SPACE.test(text.charAt(index))) index += 1;
  return index;
}

/**
 * Whether the answer starts as an HTML page does: a doctype or `<html>`, after white space and
 * comments. A loop over the first SNIFFED_LENGTH characters, not one pattern: comments matched by a
 * pattern can be split in exponentially many ways before it gives up on a text that is not HTML.
 */
function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, SNIFFED_LENGTH);
  let index = skipWhiteSpace(head, 0);
  while (head.startsWith('<!--', index)) {
    const end = head.indexOf('-->', index + 4);
    if (end < 0) return false;
    index = skipWhiteSpace(head, end + 3);
  }
  return HTML_START.test(head.slice(index));
}

function looksLikeJson(text: string): boolean {
  return /^\s*[{[]/.test(text);
}

function whatItIs(text: string): string {
  if (text.trim() === '') return 'an empty answer, not a feed';
  if (looksLikeJson(text)) {
    try {
      JSON.parse(text);
    } catch {
      return 'malformed JSON';
    }
    return 'JSON that is not a JSON Feed';
  }
  if (looksLikeHtml(text)) return 'an HTML page, not a feed';
  return 'not an RSS, Atom or JSON feed';
}

export function parseFeedText(text: string): AnyFeed {
  let parsed: AnyFeed;
  try {
    parsed = parseFeed(text);
  } catch (error) {
    if (error instanceof MalformedError) throw new FeedFormatError('malformed XML');
    if (error instanceof DetectError || error instanceof ParseError) {
      throw new FeedFormatError(whatItIs(text));
    }
    throw error;
  }
  if (parsed.format !== 'json' && !closesItsRoot(text)) throw new FeedFormatError('malformed XML');
  return parsed;
}
