/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { launchHeadlessChromium } from '../../lib/chromium';
import {
  embeddedTokens,
  findSecrets,
  findTokenShapes,
  fragmentsOf,
  FRAGMENT_LENGTH,
  givenToPage,
  leakReport,
  scanOutput,
  tokenShapesIn,
} from './secretScan';

describe('findSecrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scan-'));
    mkdirSync(path.join(dir, 'static/js'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<html>nothing here</html>');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const token = 'ghp_FAKE-scan-R4nd0mT0k3n-not-a-real-token';

  it('finds nothing in a clean tree', () => {
    writeFileSync(path.join(dir, 'static/js/main.js'), 'console.log("hello")');
    expect(findSecrets(dir, { GITHUB_TOKEN: token })).toEqual([]);
  });

  it('finds a whole token and a fragment of one, naming the variable and the file', () => {
    writeFileSync(path.join(dir, 'static/js/main.js'), `const t="${token}"`);
    writeFileSync(
      path.join(dir, 'static/js/1.chunk.js'),
      `x="${token.slice(10, 10 + FRAGMENT_LENGTH)}"`,
    );
    expect(findSecrets(dir, { GITHUB_TOKEN: token })).toEqual([
      { name: 'GITHUB_TOKEN', file: 'static/js/1.chunk.js' },
      { name: 'GITHUB_TOKEN', file: 'static/js/main.js' },
    ]);
  });

  it('ignores empty secrets', () => {
    expect(findSecrets(dir, { GITLAB_TOKEN: '' })).toEqual([]);
  });
});

describe('fragmentsOf', () => {
  it('is every window of the fragment length, or the whole of a short secret', () => {
    expect(fragmentsOf('short')).toEqual(['short']);
    expect(fragmentsOf('abcdefghijklm')).toEqual(['abcdefghijkl', 'bcdefghijklm']);
  });
});

/** Made up here, of the right shapes: no real token has these bodies. */
const body36 = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const SHAPED = {
  classic: `ghp_${body36}`,
  fineGrained: ['github_pat', '11ABCDEFG0123456789abc_defGHIjklMNOpqrSTUvwxYZ0123456789'].join('_'),
  gitlab: ['glpat', 'aB3dE5gH7jK9mN1pQ3sT'].join('-'),
} as const;

describe('tokenShapesIn', () => {
  it.each(['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'])(
    'finds a GitHub token %s… at its offset, naming only its prefix',
    (prefix) => {
      const text = `var a="x";const t="${prefix}${body36}";`;
      expect(tokenShapesIn(text)).toEqual([
        { kind: 'GitHub token', prefix, offset: text.indexOf(prefix) },
      ]);
    },
  );

  it('finds a fine-grained GitHub token', () => {
    const text = `token=${SHAPED.fineGrained}&x=1`;
    expect(tokenShapesIn(text)).toEqual([
      { kind: 'GitHub fine-grained token', prefix: 'github_pat_', offset: 6 },
    ]);
  });

  it.each([
    'glpat-',
    'gloas-',
    'gldt-',
    'glrt-',
    'glrtr-',
    'glcbt-',
    'glptt-',
    'glft-',
    'glimt-',
    'glagent-',
    'glwt-',
    'glsoat-',
    'glffct-',
  ])('finds a GitLab token %s…', (prefix) => {
    const text = `{"t":"${prefix}Zx9_Yw8-Vu7Ts6Rq5Po4N"}`;
    expect(tokenShapesIn(text)).toEqual([{ kind: 'GitLab token', prefix, offset: 6 }]);
  });

  it('finds a GitLab routable token (with dots) and one behind an instance prefix', () => {
    const routable = ['glpat', 'aB3dE5gH7jK9mN1pQ3sT5vW7.01.171abcdef'].join('-');
    expect(tokenShapesIn(`a ${routable} SIE-${SHAPED.gitlab}`)).toEqual([
      { kind: 'GitLab token', prefix: 'glpat-', offset: 2 },
      { kind: 'GitLab token', prefix: 'glpat-', offset: routable.length + 7 },
    ]);
  });

  it('finds every token of a text, in order', () => {
    const text = `${SHAPED.gitlab} ${SHAPED.classic}\n${SHAPED.fineGrained}`;
    expect(tokenShapesIn(text).map((found) => [found.prefix, found.offset])).toEqual([
      ['glpat-', 0],
      ['ghp_', SHAPED.gitlab.length + 1],
      ['github_pat_', SHAPED.gitlab.length + SHAPED.classic.length + 2],
    ]);
  });

  it('skips a token that carries the FAKE marker', () => {
    expect(
      tokenShapesIn(
        [
          `ghp_FAKE${body36.slice(4)}`,
          ['github', 'pat', 'FAKE_tokenKind_not_a_real_token'].join('_'),
          ['glpat', 'FAKE-largeScenario-not-a-real-token'].join('-'),
          ['gldt', '0123456789abcdefFAKE'].join('-'),
        ].join(' '),
      ),
    ).toEqual([]);
    // Only the token's own text counts: a FAKE beside a real-shaped token does not excuse it.
    expect(tokenShapesIn(`FAKE ${SHAPED.classic} FAKE`)).toHaveLength(1);
  });

  it('skips a token the page was given on purpose', () => {
    expect(tokenShapesIn(`t="${SHAPED.gitlab}"`, [SHAPED.gitlab])).toEqual([]);
    expect(tokenShapesIn(`t="${SHAPED.gitlab}"`, ['glpat-other'])).toHaveLength(1);
  });

  it('flags no near miss', () => {
    const nearMisses = [
      'ghp_short',
      `ghp_${body36.slice(1)}`, // 35 characters
      `ghp_${body36}x`, // 37: a longer word, not a token
      `xghp_${body36}`, // inside a longer word
      `ghx_${body36}`, // no such prefix
      `GHP_${body36}`, // prefixes are lower case
      `ghp-${body36}`,
      ['github', 'pat', 'tooShort123'].join('_'),
      ['glpat', 'short', '0123456789'].join('-'),
      ['glpat', 'aB3dE5gH7jK9mN1pQ3sT'].join('_'), // GitLab's prefixes end with a hyphen
      ['glxyz', 'aB3dE5gH7jK9mN1pQ3sTuV'].join('-'),
      'ghp_FAKE-e2e-Q8w7e6r5-not-a-real-token', // a test's fake: not even token-shaped
      'glpat-FAKE.e2e.Lq4Wm8.not.real',
      'const gh_p = "ghp_"; const prefix = "github_pat_"; "glpat-"',
    ];
    for (const text of nearMisses) expect([text, tokenShapesIn(text)]).toEqual([text, []]);
  });

  it('stays linear on long runs of near misses', () => {
    // Each a prefix and a body one character short, 60,000 times over: a pattern that backtracked
    // or restarted its quantifier at every position would take seconds here.
    const nearMisses = [
      ` ghp_${body36.slice(1)}`,
      ` github_pat_${'b'.repeat(21)}`,
      ` glpat-${'c-'.repeat(9)}c`,
    ].join('');
    const text = `${nearMisses.repeat(20_000)} ${SHAPED.classic}`;
    const started = performance.now();
    expect(tokenShapesIn(text)).toEqual([
      { kind: 'GitHub token', prefix: 'ghp_', offset: text.length - SHAPED.classic.length },
    ]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('findTokenShapes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scan-shapes-'));
    mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file and the byte offset (multi-byte characters before it counted as bytes)', () => {
    const before = 'const café="é";';
    writeFileSync(path.join(dir, 'static/js/main.js'), `${before}x="${SHAPED.classic}"`);
    writeFileSync(path.join(dir, 'index.html'), `<p>${SHAPED.gitlab}</p>`);
    writeFileSync(path.join(dir, 'clean.txt'), 'nothing here');
    expect(findTokenShapes(dir)).toEqual([
      { kind: 'GitLab token', prefix: 'glpat-', offset: 3, file: 'index.html' },
      {
        kind: 'GitHub token',
        prefix: 'ghp_',
        offset: Buffer.byteLength(before) + 3,
        file: 'static/js/main.js',
      },
    ]);
  });

  it('finds nothing in a clean tree or in fakes', () => {
    writeFileSync(
      path.join(dir, 'static/js/main.js'),
      'const t="ghp_FAKE-e2e-Q8w7e6r5-not-a-real-token"',
    );
    expect(findTokenShapes(dir)).toEqual([]);
  });
});

describe('scanOutput and leakReport', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scan-output-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports nothing for a clean output', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    expect(leakReport(await scanOutput(dir, {}, {}))).toBeNull();
  });

  it('lets through the plain GitLab token live mode embeds on purpose, and nothing else', async () => {
    const pageEnv = { REACT_APP_GITLAB_TOKEN: SHAPED.gitlab, REACT_APP_DATA_MODE: 'live' };
    writeFileSync(path.join(dir, 'main.js'), `a="${SHAPED.gitlab}";b="${SHAPED.classic}"`);
    const found = await scanOutput(dir, pageEnv, { GITLAB_TOKEN: SHAPED.gitlab });
    expect(found.byValue).toEqual([]);
    expect(found.byShape).toEqual([
      { kind: 'GitHub token', prefix: 'ghp_', offset: SHAPED.gitlab.length + 8, file: 'main.js' },
    ]);
    expect(embeddedTokens(pageEnv)).toEqual([SHAPED.gitlab]);
  });

  it('takes live mode’s token lines as given to the page (they reach it in its settings), and only in live mode', async () => {
    const env = {
      REACT_APP_GITLAB_TOKEN: SHAPED.gitlab,
      REACT_APP_GITHUB_TOKEN_CIPHER: 'Q2lwaGVyVGV4dA==',
      REACT_APP_OTHER_SECRET: 'not-for-the-page',
    };
    const given = givenToPage(true, env);
    expect(given).toEqual({
      REACT_APP_GITLAB_TOKEN: SHAPED.gitlab,
      REACT_APP_GITHUB_TOKEN_CIPHER: 'Q2lwaGVyVGV4dA==',
    });
    writeFileSync(path.join(dir, 'main.js'), `a="${SHAPED.gitlab}";c="Q2lwaGVyVGV4dA=="`);
    expect(leakReport(await scanOutput(dir, given, env))).toBeNull();
    // Outside live mode the same lines are leaks.
    const report = leakReport(await scanOutput(dir, givenToPage(false, env), env)) ?? '';
    expect(report).toContain('REACT_APP_GITHUB_TOKEN_CIPHER in main.js');
    expect(report).toContain('REACT_APP_GITLAB_TOKEN in main.js');
  });

  it('says what it found by value and by shape, never a token itself', async () => {
    writeFileSync(path.join(dir, 'main.js'), `x="${SHAPED.classic}"`);
    const report = leakReport(await scanOutput(dir, {}, { GITHUB_TOKEN: SHAPED.classic })) ?? '';
    expect(report).toContain('secrets found in the output: GITHUB_TOKEN in main.js.');
    expect(report).toContain(
      'token-shaped text in the output: a GitHub token (ghp_…) in main.js at byte 3.',
    );
    expect(report).toContain('must contain FAKE');
    expect(report).not.toContain(body36.slice(0, FRAGMENT_LENGTH));
  });
});

/** A one-page PDF showing `lines`, its content compressed as PDF writers do (no token in its bytes). */
async function pdfShowing(lines: readonly string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 40, y: 800 - 20 * index, size: 8, font }),
  );
  return document.save();
}

describe('the scan of a PDF’s text', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scan-pdf-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a token a PDF shows, which its bytes do not hold, and names where', async () => {
    mkdirSync(path.join(dir, 'de'));
    writeFileSync(
      path.join(dir, 'de/cv.pdf'),
      await pdfShowing(['Octo Dev, backend engineer', `CI token: ${SHAPED.classic}`]),
    );
    // The bytes alone: nothing (what the scan read before).
    expect(findTokenShapes(dir)).toEqual([]);
    const found = await scanOutput(dir, {}, {});
    expect(found.byShape).toEqual([
      {
        kind: 'GitHub token',
        prefix: 'ghp_',
        offset: expect.any(Number),
        file: 'de/cv.pdf',
        pdfText: true,
      },
    ]);
    expect(leakReport(found)).toContain(
      'a GitHub token (ghp_…) in de/cv.pdf (in the text it shows, at character',
    );
  });

  it('finds a build secret by value in a PDF’s text, and reads a PDF by its header, whatever its name', async () => {
    writeFileSync(
      path.join(dir, 'resume'),
      await pdfShowing([`x ${SHAPED.gitlab.slice(2, 16)} y`]),
    );
    const found = await scanOutput(dir, {}, { GITLAB_TOKEN: SHAPED.gitlab });
    expect(found.byValue).toEqual([{ name: 'GITLAB_TOKEN', file: 'resume' }]);
  });

  it('skips a fake token in a PDF as anywhere else', async () => {
    writeFileSync(
      path.join(dir, 'cv.pdf'),
      await pdfShowing(['ghp_FAKE-e2e-Q8w7e6r5-not-a-real-token']),
    );
    expect(leakReport(await scanOutput(dir, {}, {}))).toBeNull();
  });

  it('refuses a PDF whose text it cannot read', async () => {
    writeFileSync(path.join(dir, 'cv.pdf'), '%PDF-1.7\nnot really a PDF');
    const found = await scanOutput(dir, {}, {});
    expect(found.unreadable).toEqual([expect.stringMatching(/^cv\.pdf \(.+\)$/)]);
    expect(leakReport(found)).toContain('PDFs whose text the scan cannot read');
  });

  const CHROMIUM = '/usr/bin/chromium';
  (existsSync(CHROMIUM) ? it : it.skip)(
    'finds a token in a CV Chromium printed (subset fonts, compressed, glyph-encoded)',
    async () => {
      const browser = await launchHeadlessChromium(CHROMIUM, () => undefined);
      try {
        const page = await browser.newPage();
        await page.setContent(
          `<h1>Octo Dev</h1><p style="font-family:sans-serif">Deploy key: ${SHAPED.classic}</p>`,
        );
        writeFileSync(path.join(dir, 'cv.pdf'), await page.pdf({ tagged: true, outline: true }));
      } finally {
        await browser.close();
      }
      expect(readFileSync(path.join(dir, 'cv.pdf'), 'latin1')).not.toContain('ghp_');
      expect(findTokenShapes(dir)).toEqual([]);
      const found = await scanOutput(dir, {}, { GITHUB_TOKEN: SHAPED.classic });
      expect(found.byShape).toEqual([
        expect.objectContaining({ prefix: 'ghp_', file: 'cv.pdf', pdfText: true }),
      ]);
      expect(found.byValue).toEqual([{ name: 'GITHUB_TOKEN', file: 'cv.pdf' }]);
    },
    60_000,
  );
});
