import { ATOM_FEED, RSS_FEED } from '../../../../mock/answers/feeds';
import { closesItsRoot, FeedFormatError, parseFeedText } from './parseFeedText';

const RSS =
  '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title>A</title></item></channel></rss>';
const ATOM =
  '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><id>x</id><entry><title>A</title><id>1</id></entry></feed>';
const RDF =
  '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel rdf:about="https://x.org/"><title>T</title><link>https://x.org/</link><description>d</description></channel><item rdf:about="https://x.org/1"><title>A</title><link>https://x.org/1</link></item></rdf:RDF>';
const JSON_FEED = JSON.stringify({
  version: 'https://jsonfeed.org/version/1.1',
  title: 'T',
  items: [{ id: '1', title: 'A' }],
});

function reason(text: string): string {
  try {
    parseFeedText(text);
  } catch (error) {
    if (error instanceof FeedFormatError) return error.message;
    throw error;
  }
  throw new Error('expected a FeedFormatError');
}

describe('parseFeedText', () => {
  it.each([
    ['rss', RSS],
    ['atom', ATOM],
    ['rdf', RDF],
    ['json', JSON_FEED],
  ])('reads %s', (format, text) => {
    expect(parseFeedText(text).format).toBe(format);
  });

  it('names what came instead of a feed', () => {
    expect(reason(RSS.slice(0, RSS.length / 2))).toBe('malformed XML');
    expect(reason(ATOM.slice(0, -12))).toBe('malformed XML');
    expect(reason(JSON_FEED.slice(0, 30))).toBe('malformed JSON');
    expect(reason('{"name": "not a feed"}')).toBe('JSON that is not a JSON Feed');
    expect(
      reason('<!DOCTYPE html><html><head><title>Blog</title></head><body></body></html>'),
    ).toBe('an HTML page, not a feed');
    expect(reason('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(
      'not an RSS, Atom or JSON feed',
    );
    expect(reason('  ')).toBe('an empty answer, not a feed');
  });
});

describe('a feed cut off in transit', () => {
  it('is malformed XML even where the XML parser forgives it (cut between two tags)', () => {
    // Cut right after an entry: the parser alone would read a shorter, valid-looking feed.
    const cut = ATOM_FEED.slice(0, ATOM_FEED.indexOf('</entry>') + '</entry>'.length);
    expect(reason(cut)).toBe('malformed XML');
    for (const fraction of [0.25, 0.5, 0.75, 0.99]) {
      expect(reason(RSS_FEED.slice(0, Math.floor(RSS_FEED.length * fraction)))).toBe(
        'malformed XML',
      );
      expect(reason(ATOM_FEED.slice(0, Math.floor(ATOM_FEED.length * fraction)))).toBe(
        'malformed XML',
      );
    }
  });

  it('knows a whole document by its closed root, whatever prolog and epilog surround it', () => {
    expect(closesItsRoot(RSS_FEED)).toBe(true);
    expect(closesItsRoot(ATOM_FEED)).toBe(true);
    expect(
      closesItsRoot(
        '\uFEFF<?xml version="1.0"?>\n<!-- c --><?xml-stylesheet href="a.xsl"?><!DOCTYPE rss><rss>x</rss >\n<!-- end -->\n',
      ),
    ).toBe(true);
    expect(closesItsRoot('<rdf:RDF xmlns:rdf="x"><item/></rdf:RDF>')).toBe(true);
    expect(closesItsRoot('<rss><channel></channel>')).toBe(false);
    expect(closesItsRoot('<rss><channel></channel></channel>')).toBe(false);
    expect(closesItsRoot('')).toBe(false);
  });

  it('answers at once for a 5 MB document of whitespace and comments', () => {
    const huge = `<rss>${' '.repeat(2_500_000)}${'<!---->'.repeat(300_000)}   `;
    expect(closesItsRoot(huge)).toBe(false);
  });
});

describe('an answer that starts with many comments', () => {
  /** Far above the milliseconds this takes: only a pattern that backtracks comes near it. */
  const HANG_GUARD_MS = 1000;

  function timedReason(text: string): { message: string; ms: number } {
    const start = performance.now();
    const message = reason(text);
    return { message, ms: performance.now() - start };
  }

  it.each([
    ['28 empty comments', '<!---->'.repeat(28)],
    ['5 MB of empty comments', '<!---->'.repeat(750_000)],
    ['5 MB of comments and white space', '<!-- a -->\n'.repeat(480_000)],
  ])('answers at once for %s before something that is not HTML', (_what, comments) => {
    const { message, ms } = timedReason(`${comments}x`);
    expect(message).toBe('not an RSS, Atom or JSON feed');
    expect(ms).toBeLessThan(HANG_GUARD_MS);
  });

  it('knows an HTML page after white space and comments', () => {
    expect(
      reason(`\n <!-- a --> <!----><!-- b -- c -->\n<html lang="en"><body></body></html>`),
    ).toBe('an HTML page, not a feed');
    expect(reason(`${'<!---->'.repeat(40)}<!doctype HTML><html></html>`)).toBe(
      'an HTML page, not a feed',
    );
    expect(reason('<!-- never closed <html>')).toBe('not an RSS, Atom or JSON feed');
    expect(reason('<htmlx></htmlx>')).toBe('not an RSS, Atom or JSON feed');
  });

  it('looks at the first 64 KB only', () => {
    const comments = '<!---->'.repeat(10_000);
    expect(reason(`${comments}<html></html>`)).toBe('not an RSS, Atom or JSON feed');
    expect(reason(`${'<!---->'.repeat(9_000)}<html></html>`)).toBe('an HTML page, not a feed');
  });
});
