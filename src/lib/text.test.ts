import { cutAtFirstOf, trimControlAndSpace, trimEndChar, trimEndWhile } from './text';

/** Far above the sub-millisecond these take: only a pattern that backtracks comes near it. */
const HANG_GUARD_MS = 1000;
const FIVE_MB = 5 * 1024 * 1024;

function timed<T>(run: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

describe('trimEndChar', () => {
  it.each([
    '',
    '/',
    '///',
    'https://example.org',
    'https://example.org/',
    'https://example.org///',
    'https://example.org/a/b/',
    '/a//b//',
    'a/ ',
    '\\//',
  ])('removes what /\\/+$/ removed from %j', (text) => {
    // eslint-disable-next-line regexp/no-super-linear-move -- the old expression as the reference; test input is fixed
    expect(trimEndChar(text, '/')).toBe(text.replace(/\/+$/, ''));
  });

  it('trims any one character', () => {
    expect(trimEndChar('a??b???', '?')).toBe('a??b');
    expect(trimEndChar('???', '?')).toBe('');
  });

  it('answers at once for 5 MB of slashes that do not end the text', () => {
    const { result, ms } = timed(() => trimEndChar(`a${'/'.repeat(FIVE_MB)}x`, '/'));
    expect(result).toHaveLength(FIVE_MB + 2);
    expect(ms).toBeLessThan(HANG_GUARD_MS);
  });
});

describe('trimEndWhile', () => {
  const isDigit = (char: string) => char >= '0' && char <= '9';

  it.each(['', '123', 'a1', 'a1b22', '12a345', 'abc'])(
    'removes what /[0-9]+$/ removed from %j',
    (text) => {
      // eslint-disable-next-line regexp/no-super-linear-move -- the old expression as the reference; test input is fixed
      expect(trimEndWhile(text, isDigit)).toBe(text.replace(/[0-9]+$/, ''));
    },
  );

  it('stops at the low half of a character outside the BMP', () => {
    expect(trimEndWhile('a😀 ', (char) => /^\s$/u.test(char))).toBe('a😀');
  });
});

describe('trimControlAndSpace', () => {
  // eslint-disable-next-line no-control-regex, regexp/no-super-linear-move -- the old expression as the reference; test input is fixed
  const OLD = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

  it.each([
    '',
    ' ',
    '\u0000\u001f \u0020',
    'https://example.org/x',
    '  https://example.org/x  ',
    '\u0000\u001fhttps://example.org/x\t\n',
    'a b',
    ' a \u0000 b ',
    '\u0021x\u0021',
    '\u00a0x\u00a0',
    '\u007fx\u007f',
    '\u3000x\ufeff',
  ])('removes what the old pattern removed from %j', (text) => {
    expect(trimControlAndSpace(text)).toBe(text.replace(OLD, ''));
  });

  it('answers at once for 5 MB of spaces inside the text', () => {
    const { result, ms } = timed(() =>
      trimControlAndSpace(`\u0000https://a${' '.repeat(FIVE_MB)}x `),
    );
    expect(result).toHaveLength(FIVE_MB + 'https://a'.length + 1);
    expect(ms).toBeLessThan(HANG_GUARD_MS);
  });
});

describe('cutAtFirstOf', () => {
  it.each([
    '',
    '?',
    '#',
    '/a/b',
    '/a/b?',
    '/a/b?x=1',
    '/a/b#top',
    '/a/b?x=1#top',
    '/a/b#top?x=1',
    '??##',
    '/a?b\nc',
    '/a?b\nc?d',
    '/a?b\rc#d',
    '/a?b\u2028c',
    '/a?b\u2029c?d',
    'line\n?x',
  ])('cuts %j where /[?#].*$/ cut it', (text) => {
    // eslint-disable-next-line regexp/no-super-linear-move -- the old expression as the reference; test input is fixed
    expect(cutAtFirstOf(text, '?#')).toBe(text.replace(/[?#].*$/, ''));
  });

  it.each(['/', '/a?b', '/a?b?c', '?', 'a#b?c', 'a?b\nc?d'])(
    'cuts %j where /\\?.*$/ cut it',
    (text) => {
      // eslint-disable-next-line regexp/no-super-linear-move -- the old expression as the reference; test input is fixed
      expect(cutAtFirstOf(text, '?')).toBe(text.replace(/\?.*$/, ''));
    },
  );

  it('answers at once for 5 MB of marks before a line break', () => {
    const { result, ms } = timed(() => cutAtFirstOf(`/a${'?'.repeat(FIVE_MB)}\nx`, '?#'));
    expect(result).toHaveLength(FIVE_MB + 4);
    expect(ms).toBeLessThan(HANG_GUARD_MS);
  });
});
