/**
 * A feed's text read by feedsmith (RSS 2.0, Atom 1.0, RDF/RSS 1.0, JSON Feed 1.x), or a
 * FeedFormatError that says in a few words what came instead: the build log names it.
 */
import { DetectError, MalformedError, ParseError, parseFeed, type AnyFeed } from 'feedsmith';

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
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
  if (/^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)\b/i.test(text)) {
    return 'an HTML page, not a feed';
  }
  return 'not an RSS, Atom or JSON feed';
}

export function parseFeedText(text: string): AnyFeed {
  try {
    return parseFeed(text);
  } catch (error) {
    if (error instanceof MalformedError) throw new FeedFormatError('malformed XML');
    if (error instanceof DetectError || error instanceof ParseError) {
      throw new FeedFormatError(whatItIs(text));
    }
    throw error;
  }
}
