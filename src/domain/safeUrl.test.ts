import { MAX_WEB_URL_LENGTH, webUrlOrNull } from './safeUrl';

describe('webUrlOrNull', () => {
  it.each([
    ['https://github.com/octo', 'https://github.com/octo'],
    ['http://127.0.0.1:4010/github/octo', 'http://127.0.0.1:4010/github/octo'],
    [
      'https://avatars.githubusercontent.com/u/1?v=4',
      'https://avatars.githubusercontent.com/u/1?v=4',
    ],
  ])('passes the absolute web address %s', (value, expected) => {
    expect(webUrlOrNull(value)).toBe(expected);
  });

  it('answers the parsed form, which is what the browser gets', () => {
    expect(webUrlOrNull('HTTPS://GitLab.Example.ORG/Group/Project')).toBe(
      'https://gitlab.example.org/Group/Project',
    );
    expect(webUrlOrNull('https://example.org')).toBe('https://example.org/');
    expect(webUrlOrNull('https://example.org/a b')).toBe('https://example.org/a%20b');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/file',
    'blob:https://example.org/0b8e',
    'mailto:octo@example.org',
  ])('rejects another scheme: %p', (value) => {
    expect(webUrlOrNull(value)).toBeNull();
  });

  it.each([
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\tjava\r\nscript:alert(1)',
  ])('rejects a hidden scheme the parser would still read: %j', (value) => {
    expect(webUrlOrNull(value)).toBeNull();
  });

  it.each([
    ['  https://example.org/x  ', 'https://example.org/x'],
    ['\u0000\u001fhttps://example.org/x', 'https://example.org/x'],
    ['ht\ttps://exam\nple.org/x', 'https://example.org/x'],
  ])('reads a web address with the characters the parser ignores: %j', (value, expected) => {
    expect(webUrlOrNull(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/octo/repo',
    'octo/repo',
    'github.com/octo',
    '?q=1',
    '#top',
  ])('rejects a relative or scheme-relative path: %p', (value) => {
    expect(webUrlOrNull(value)).toBeNull();
  });

  it.each(['https:evil', 'https:/evil', 'http:evil.example', 'https:\\\\evil.example'])(
    'rejects a web scheme without // (a path of the page in an href): %p',
    (value) => {
      expect(webUrlOrNull(value)).toBeNull();
    },
  );

  it.each(['https://', 'http://', 'https://exa mple.org', 'https://[::1', 'not a url', '::::'])(
    'rejects garbage: %p',
    (value) => {
      expect(webUrlOrNull(value)).toBeNull();
    },
  );

  it.each(['', '   ', null, undefined])('rejects the empty value %p', (value) => {
    expect(webUrlOrNull(value)).toBeNull();
  });

  it.each([42, {}, ['https://example.org'], true])(
    'rejects what is not a string (API JSON is not typed at run time): %p',
    (value) => {
      expect(webUrlOrNull(value)).toBeNull();
    },
  );
});

describe('webUrlOrNull on a long text (an RSS guid is anyone’s text)', () => {
  /** Far above the milliseconds this takes: only a pattern that backtracks comes near it. */
  const HANG_GUARD_MS = 1000;

  function timedWebUrl(value: string): { url: string | null; ms: number } {
    const start = performance.now();
    const url = webUrlOrNull(value);
    return { url, ms: performance.now() - start };
  }

  it.each([
    ['100,000', 100_000],
    ['5 MB of', 5 * 1024 * 1024],
  ])('answers at once for %s spaces inside the address', (_size, spaces) => {
    const { url, ms } = timedWebUrl(`https://a${' '.repeat(spaces)}x`);
    expect(url).toBeNull();
    expect(ms).toBeLessThan(HANG_GUARD_MS);
  });

  it('answers at once for spaces inside an address just under the length limit', () => {
    const spaces = MAX_WEB_URL_LENGTH - 'https://ax'.length;
    const { url, ms } = timedWebUrl(`https://a${' '.repeat(spaces)}x`);
    expect(url).toBeNull();
    expect(ms).toBeLessThan(HANG_GUARD_MS);
  });

  it('drops a text longer than the limit, and keeps one of that length', () => {
    const path = `https://example.org/${'a'.repeat(MAX_WEB_URL_LENGTH)}`.slice(
      0,
      MAX_WEB_URL_LENGTH,
    );
    expect(webUrlOrNull(path)).toBe(path);
    expect(webUrlOrNull(`${path}a`)).toBeNull();
    expect(webUrlOrNull(`${path} `)).toBeNull();
  });

  it('still trims a long run of spaces at the ends', () => {
    const padding = ' '.repeat(3000);
    expect(webUrlOrNull(`${padding}https://example.org/x${padding}`)).toBe('https://example.org/x');
  });
});
