import { fail, ok, warn } from './checkResult';
import { countsLine, markdownSummary, resultLine } from './report';
import { safeText } from '../pipeline/net/safeText';
import { markdownText, redact, safeCount } from './safeText';

describe('resultLine', () => {
  it('prints the status, the item, the detail and the fix', () => {
    expect(resultLine(ok('CV', 'public/cv.pdf (12.0 KB)'))).toBe('✔ CV: public/cv.pdf (12.0 KB)');
    expect(resultLine(warn('CV', 'no CV', 'Add public/cv.pdf.'))).toBe(
      '⚠ CV: no CV. Fix: Add public/cv.pdf.',
    );
    expect(resultLine(fail('Settings', 'REACT_APP_SORT is wrong. Leave it empty.'))).toBe(
      '✖ Settings: REACT_APP_SORT is wrong. Leave it empty.',
    );
  });
});

describe('countsLine', () => {
  it('says all passed, or counts the problems and warnings', () => {
    expect(countsLine([ok('a', 'b'), ok('c', 'd')], 3)).toBe('All 2 checks passed (3 requests).');
    expect(countsLine([ok('a', 'b'), warn('c', 'd')], 1)).toBe(
      '0 problems (✖), 1 warning (⚠), 1 passed (1 request).',
    );
    expect(countsLine([fail('a', 'b')], 0)).toMatch(
      /^1 problem \(✖\), 0 warnings .*Fix the ✖ lines first/,
    );
  });
});

describe('safeText', () => {
  it('keeps one visible line, bounded', () => {
    expect(safeText('Octo\u001b[31m\u202E Dev\r\n\tnext')).toBe('Octo[31m Dev next');
    expect(safeText(42)).toBe('');
    expect(safeText('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('accepts only whole counts', () => {
    expect(safeCount(12)).toBe(12);
    expect(safeCount('12')).toBeNull();
    expect(safeCount(-1)).toBeNull();
    expect(safeCount(1.5)).toBeNull();
  });
});

describe('redact', () => {
  it('replaces every occurrence of every secret', () => {
    expect(redact('a ghp_secret123 b ghp_secret123', ['ghp_secret123', 'glpat-x'])).toBe(
      'a [token] b [token]',
    );
    // Too short to search for: it would blank out words.
    expect(redact('a b', ['a'])).toBe('a b');
  });
});

describe('markdownText and markdownSummary', () => {
  it('escapes what would become markup', () => {
    expect(markdownText('<b>[x](javascript:alert(1))</b> *a* _b_ `c` | @d')).toBe(
      '&lt;b&gt;\\[x\\]\\(javascript\\:alert\\(1\\)\\)&lt;/b&gt; \\*a\\* \\_b\\_ \\`c\\` \\| \\@d',
    );
  });

  it('lists each result, with its fix below', () => {
    expect(markdownSummary([ok('CV', 'fine'), warn('Feed', 'dead', 'Remove it.')], 2)).toBe(
      [
        '### Portfolio doctor',
        '',
        '0 problems \\(✖\\), 1 warning \\(⚠\\), 1 passed \\(2 requests\\)\\.',
        '',
        '- ✔ **CV**: fine',
        '- ⚠ **Feed**: dead  \n  Fix: Remove it\\.',
        '',
        '',
      ].join('\n'),
    );
  });
});
