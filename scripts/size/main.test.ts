/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  budgetFor,
  checkBudget,
  detectBasePath,
  firstLoadAssets,
  formatReport,
  kb,
  main,
  measure,
  MIN_CSS_BUDGET_BYTES,
  readBudget,
  type Budget,
  type Measurement,
} from './main';

const gzip9 = (text: string) => gzipSync(text, { level: 9 }).length;

describe('firstLoadAssets', () => {
  it('finds scripts and stylesheets in minified index.html, stripping the base path', () => {
    const html =
      '<!doctype html><html lang=en><head><meta charset=utf-8>' +
      '<link rel=icon href=/portfolio/favicon.svg type=image/svg+xml>' +
      '<link rel="manifest" href="/portfolio/manifest.json">' +
      '<link rel=preload href=/portfolio/static/media/font.woff2 as=font>' +
      '<title>Portfolio</title><script defer src=/portfolio/static/js/main.1a2b3c4d.js></script>' +
      '<link href=/portfolio/static/css/main.e1234309.css rel=stylesheet></head>' +
      '<body><div id=root></div></body></html>';
    expect(firstLoadAssets(html, '/portfolio/')).toEqual([
      { file: 'static/js/main.1a2b3c4d.js', kind: 'js' },
      { file: 'static/css/main.e1234309.css', kind: 'css' },
    ]);
  });

  it('reads quoted attributes in any order and case, and skips inline, commented and external scripts', () => {
    const html = `
      <LINK REL='preload stylesheet' HREF='/portfolio/static/css/a.css?v=1'>
      <script>window.x = '<script src=/portfolio/fake.js>';</script>
      <!-- <script src="/portfolio/static/js/old.js"></script> -->
      <script type="module" src="/portfolio/static/js/runtime.js#x"></script>
      <script src="https://cdn.example.com/lib.js"></script>
      <link rel="alternate stylesheet" href="/portfolio/static/css/print.css">
      <script src="/portfolio/static/js/runtime.js"></script>
      <link rel=stylesheet href=static/css/b.css />`;
    expect(firstLoadAssets(html, '/portfolio/')).toEqual([
      { file: 'static/css/a.css', kind: 'css' },
      { file: 'static/js/runtime.js', kind: 'js' },
      { file: 'static/css/b.css', kind: 'css' },
    ]);
  });

  it('reads a Vite build’s index.html: module scripts and crossorigin without a value', () => {
    // The shape of the peer build the bench measures (../shared/peers/gitprofile).
    const html =
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"/>' +
      '<link rel="icon" type="image/svg+xml" href="/gitprofile/favicon.ico"/>' +
      '<script type="module" crossorigin src="/gitprofile/assets/index-D4UR8_xM.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/gitprofile/assets/index-MSl1ru3_.css">' +
      '<link rel="manifest" href="/gitprofile/manifest.webmanifest">' +
      '<script id="vite-plugin-pwa:register-sw" src="/gitprofile/registerSW.js"></script>' +
      '</head><body><div id="root"></div></body></html>';
    expect(firstLoadAssets(html, '/gitprofile/')).toEqual([
      { file: 'assets/index-D4UR8_xM.js', kind: 'js' },
      { file: 'assets/index-MSl1ru3_.css', kind: 'css' },
      { file: 'registerSW.js', kind: 'js' },
    ]);
  });

  it('refuses a site path outside the base path', () => {
    expect(() =>
      firstLoadAssets('<script src="/static/js/main.js"></script>', '/portfolio/'),
    ).toThrow(
      'index.html loads /static/js/main.js, outside the base path /portfolio/: was the build made for another base path?',
    );
  });
});

describe('measure', () => {
  let dir: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  const mainJs = `console.log(${JSON.stringify('portfolio page '.repeat(40))});`;
  const vendorJs = 'var react = 1;'.repeat(30);
  const mainCss = 'body{margin:0}.card{padding:8px}'.repeat(10);
  const apiChunk = 'const ua="octokit-core.js/7.0.3";class GitbeakerRequestError extends Error{}';
  const tabChunk = 'export const tab = 1;';
  const tabCss = '.tab{color:red}';
  const indexHtml =
    '<html><head><link rel=icon href=/portfolio/favicon.svg>' +
    '<script defer src=/portfolio/static/js/main.aaaa1111.js></script>' +
    '<script defer src=/portfolio/static/js/10.bbbb2222.chunk.js></script>' +
    '<link href=/portfolio/static/css/main.cccc3333.css rel=stylesheet></head></html>';

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'size-'));
    write('index.html', indexHtml);
    write('favicon.svg', '<svg/>');
    write('static/js/main.aaaa1111.js', mainJs);
    write('static/js/main.aaaa1111.js.LICENSE.txt', '/*! octokit license */');
    write('static/js/10.bbbb2222.chunk.js', vendorJs);
    write('static/js/246.dddd4444.chunk.js', apiChunk);
    write('static/js/7.eeee5555.chunk.js', tabChunk);
    write('static/css/main.cccc3333.css', mainCss);
    write('static/css/7.ffff6666.chunk.css', tabCss);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sizes the first-load files, totals them by kind and lists the other chunks, largest first', () => {
    const measurement = measure(dir, '/portfolio/');
    expect(measurement.firstLoad).toEqual([
      { file: 'static/js/main.aaaa1111.js', kind: 'js', raw: 616, gzip: gzip9(mainJs) },
      { file: 'static/js/10.bbbb2222.chunk.js', kind: 'js', raw: 420, gzip: gzip9(vendorJs) },
      { file: 'static/css/main.cccc3333.css', kind: 'css', raw: 320, gzip: gzip9(mainCss) },
    ]);
    expect(measurement.firstLoadJsGzip).toBe(gzip9(mainJs) + gzip9(vendorJs));
    expect(measurement.firstLoadCssGzip).toBe(gzip9(mainCss));
    // The preloaded vendor chunk is first load, not lazy; LICENSE files are neither.
    expect(measurement.lazyChunks).toEqual([
      { file: 'static/js/246.dddd4444.chunk.js', raw: 76, gzip: gzip9(apiChunk) },
      { file: 'static/js/7.eeee5555.chunk.js', raw: 21, gzip: gzip9(tabChunk) },
      { file: 'static/css/7.ffff6666.chunk.css', raw: 15, gzip: gzip9(tabCss) },
    ]);
    expect(gzip9(apiChunk)).toBeGreaterThan(gzip9(tabChunk));
    expect(gzip9(tabChunk)).toBeGreaterThan(gzip9(tabCss));
    expect(measurement.apiClientsInFirstLoad).toEqual([]);
    expect(measurement.apiClientChunks).toEqual(['static/js/246.dddd4444.chunk.js']);
  });

  it('sizes index.html itself: the prerendered markup, inline CSS and inline data', () => {
    const html =
      '<!doctype html><html><head><style>body{margin:0}.card{padding:8px}</style></head><body>' +
      `<div id=root><main>${'<section class=card>Project</section>'.repeat(20)}</main></div>` +
      `<script id="portfolio-snapshot" type="application/json">${JSON.stringify({ repos: 'é'.repeat(30) })}</script>` +
      '<script data-after-paint="/portfolio/static/js/main.aaaa1111.js">/* loader */</script>' +
      '</body></html>';
    write('index.html', html);
    const measurement = measure(dir, '/portfolio/');
    expect(measurement.document).toEqual({
      file: 'index.html',
      raw: Buffer.byteLength(html),
      gzip: gzip9(html),
    });
    expect(Buffer.byteLength(html)).toBeGreaterThan(html.length); // bytes, not UTF-16 units
    // Inline CSS and data are the document's, not first-load files.
    expect(measurement.firstLoad.map((file) => file.file)).toEqual(['static/js/main.aaaa1111.js']);
    expect(measurement.firstLoadCssGzip).toBe(0);
  });

  it('finds every API client marker in first-load JS, case-insensitively', () => {
    write(
      'static/js/main.aaaa1111.js',
      'fetch(u,{headers:{"user-agent":"Octokit-Core.js/7"}});import("@gitbeaker/rest")',
    );
    const measurement = measure(dir, '/portfolio/');
    expect(measurement.apiClientsInFirstLoad).toEqual([
      { file: 'static/js/main.aaaa1111.js', marker: 'octokit' },
      { file: 'static/js/main.aaaa1111.js', marker: '@gitbeaker' },
    ]);
    expect(checkBudget(measurement, { ...budgetFor(measurement) })).toEqual([
      'FAIL API client in first load: static/js/main.aaaa1111.js contains "octokit" (API clients belong in a lazy chunk)',
      'FAIL API client in first load: static/js/main.aaaa1111.js contains "@gitbeaker" (API clients belong in a lazy chunk)',
    ]);
  });

  it('says there is no build when index.html is missing', () => {
    rmSync(path.join(dir, 'index.html'));
    expect(() => measure(dir)).toThrow(`No build found in ${dir}: run npm run build first.`);
  });

  it('names a first-load file that index.html loads but the build lacks', () => {
    rmSync(path.join(dir, 'static/css/main.cccc3333.css'));
    expect(() => measure(dir, '/portfolio/')).toThrow(
      `index.html loads static/css/main.cccc3333.css, which is not in ${dir}.`,
    );
  });

  describe('main', () => {
    let out: string[];
    let err: string[];
    beforeEach(() => {
      out = [];
      err = [];
      jest.spyOn(console, 'log').mockImplementation((text: string) => void out.push(text));
      jest.spyOn(console, 'error').mockImplementation((text: string) => void err.push(text));
    });
    const budgetFile = (budget: object) => {
      const file = path.join(dir, 'size-budget.json');
      writeFileSync(file, JSON.stringify(budget));
      return file;
    };

    it('passes within the budget', () => {
      const file = budgetFile({
        documentGzipBytes: 5120,
        firstLoadJsGzipBytes: 5120,
        firstLoadCssGzipBytes: 5120,
        chunkGzipBytes: 5120,
      });
      expect(main([dir], file)).toBe(0);
      expect(out.at(-1)).toBe('\nSize budget OK');
      expect(err).toEqual([]);
    });

    it('fails over the budget, saying what it saw and what it expected', () => {
      const file = budgetFile({
        documentGzipBytes: 5120,
        firstLoadJsGzipBytes: 90,
        firstLoadCssGzipBytes: 5120,
        chunkGzipBytes: 5120,
      });
      const seen = gzip9(mainJs) + gzip9(vendorJs);
      expect(main([dir], file)).toBe(1);
      expect(err[0]).toBe(
        `\nFAIL first-load JS: 0.1 KB gzip (${seen} B), budget 0.1 KB (90 B, size-budget.json firstLoadJsGzipBytes)`,
      );
      expect(err[1]).toBe(
        '\nIf the growth is intended, raise size-budget.json (this build, rounded up to 5 KB: ' +
          '{"documentGzipBytes":5120,"firstLoadJsGzipBytes":5120,"firstLoadCssGzipBytes":5120,"chunkGzipBytes":5120}); ' +
          'otherwise make the bundle smaller.',
      );
    });

    it('fails when index.html is over its budget, naming documentGzipBytes', () => {
      const file = budgetFile({
        documentGzipBytes: 100,
        firstLoadJsGzipBytes: 5120,
        firstLoadCssGzipBytes: 5120,
        chunkGzipBytes: 5120,
      });
      const seen = gzip9(indexHtml);
      expect(seen).toBeGreaterThan(100);
      expect(main([dir], file)).toBe(1);
      expect(err[0]).toBe(
        `\nFAIL document index.html: ${kb(seen)} gzip (${seen} B), budget 0.1 KB (100 B, size-budget.json documentGzipBytes)`,
      );
      expect(err[1]).toMatch(
        /^\nIf the growth is intended, raise size-budget\.json .*"documentGzipBytes":5120,/,
      );
    });

    it('fails without a build, before reading the budget', () => {
      const missing = path.join(dir, 'nothing');
      expect(main([missing], path.join(dir, 'no-budget.json'))).toBe(1);
      expect(err).toEqual([`No build found in ${missing}: run npm run build first.`]);
      expect(out).toEqual([]);
    });

    it('refuses a budget file without whole byte counts', () => {
      const file = budgetFile({
        documentGzipBytes: 5120,
        firstLoadJsGzipBytes: 5120,
        firstLoadCssGzipBytes: '5 KB',
      });
      expect(main([dir], file)).toBe(1);
      expect(err).toEqual([
        'size-budget.json: firstLoadCssGzipBytes must be a whole number of bytes, got "5 KB".',
      ]);
    });

    it('refuses a budget file without documentGzipBytes', () => {
      const file = budgetFile({
        firstLoadJsGzipBytes: 5120,
        firstLoadCssGzipBytes: 5120,
        chunkGzipBytes: 5120,
      });
      expect(main([dir], file)).toBe(1);
      expect(err).toEqual([
        'size-budget.json: documentGzipBytes must be a whole number of bytes, got undefined.',
      ]);
    });
  });
});

describe('checkBudget', () => {
  const measurement: Measurement = {
    document: { file: 'index.html', raw: 210267, gzip: 29219 },
    firstLoad: [
      { file: 'static/js/main.1a2b3c4d.js', kind: 'js', raw: 702536, gzip: 236954 },
      { file: 'static/css/main.e1234309.css', kind: 'css', raw: 1728, gzip: 743 },
    ],
    firstLoadJsGzip: 236954,
    firstLoadCssGzip: 743,
    lazyChunks: [
      { file: 'static/js/246.8b68d2ea.chunk.js', raw: 376594, gzip: 88179 },
      { file: 'static/js/105.46f7c00f.chunk.js', raw: 19057, gzip: 6763 },
    ],
    apiClientsInFirstLoad: [],
    apiClientChunks: ['static/js/246.8b68d2ea.chunk.js'],
  };

  it('passes when every size is at most its budget', () => {
    expect(
      checkBudget(measurement, {
        documentGzipBytes: 29219,
        firstLoadJsGzipBytes: 236954,
        firstLoadCssGzipBytes: 743,
        chunkGzipBytes: 88179,
      }),
    ).toEqual([]);
  });

  it('reports each size over its budget with the key to raise', () => {
    const budget: Budget = {
      documentGzipBytes: 30720,
      firstLoadJsGzipBytes: 235520,
      firstLoadCssGzipBytes: 742,
      chunkGzipBytes: 6000,
    };
    expect(checkBudget(measurement, budget)).toEqual([
      'FAIL first-load JS: 231.4 KB gzip (236954 B), budget 230.0 KB (235520 B, size-budget.json firstLoadJsGzipBytes)',
      'FAIL first-load CSS: 0.7 KB gzip (743 B), budget 0.7 KB (742 B, size-budget.json firstLoadCssGzipBytes)',
      'FAIL lazy chunk static/js/246.8b68d2ea.chunk.js: 86.1 KB gzip (88179 B), budget 5.9 KB (6000 B, size-budget.json chunkGzipBytes)',
      'FAIL lazy chunk static/js/105.46f7c00f.chunk.js: 6.6 KB gzip (6763 B), budget 5.9 KB (6000 B, size-budget.json chunkGzipBytes)',
    ]);
  });

  it('reports index.html over its budget with the key to raise', () => {
    const budget: Budget = { ...budgetFor(measurement), documentGzipBytes: 28672 };
    expect(checkBudget(measurement, budget)).toEqual([
      'FAIL document index.html: 28.5 KB gzip (29219 B), budget 28.0 KB (28672 B, size-budget.json documentGzipBytes)',
    ]);
  });

  it('rounds a budget up to the next 5 KB', () => {
    expect(budgetFor(measurement)).toEqual({
      documentGzipBytes: 30720,
      firstLoadJsGzipBytes: 240640,
      firstLoadCssGzipBytes: 5120,
      chunkGzipBytes: 92160,
    });
  });

  it('rounds the document budget up to the next 5 KB, keeping an exact multiple', () => {
    const withDocument = (gzip: number) =>
      budgetFor({ ...measurement, document: { file: 'index.html', raw: 4 * gzip, gzip } })
        .documentGzipBytes;
    expect(withDocument(1)).toBe(5120);
    expect(withDocument(10240)).toBe(10240);
    expect(withDocument(10241)).toBe(15360);
  });

  it('keeps a first-load CSS budget of at least 1 KB when there is no stylesheet', () => {
    expect(MIN_CSS_BUDGET_BYTES).toBe(1024);
    expect(
      budgetFor({
        ...measurement,
        firstLoad: measurement.firstLoad.slice(0, 1),
        firstLoadCssGzip: 0,
      }).firstLoadCssGzipBytes,
    ).toBe(1024);
  });

  it('formats an aligned table in KB and bytes', () => {
    const budget = budgetFor(measurement);
    expect(formatReport(measurement, budget).split('\n')).toEqual([
      '  First load                                              raw                 gzip',
      '  index.html (markup, inline CSS, data)   205.3 KB (210267 B)   28.5 KB  (29219 B)  budget 30.0 KB',
      '  static/js/main.1a2b3c4d.js              686.1 KB (702536 B)  231.4 KB (236954 B)',
      '  static/css/main.e1234309.css              1.7 KB   (1728 B)    0.7 KB    (743 B)',
      '  Total first load JS                                          231.4 KB (236954 B)  budget 235.0 KB',
      '  Total first load CSS                                           0.7 KB    (743 B)  budget 5.0 KB',
      '  Total first load (document + JS + CSS)                       260.7 KB (266916 B)',
      '',
      'Lazy chunks, largest first (budget 90.0 KB gzip each):',
      '  static/js/246.8b68d2ea.chunk.js         367.8 KB (376594 B)   86.1 KB  (88179 B)',
      '  static/js/105.46f7c00f.chunk.js          18.6 KB  (19057 B)    6.6 KB   (6763 B)',
      '',
      'API clients: in lazy chunk static/js/246.8b68d2ea.chunk.js',
    ]);
  });
});

describe('readBudget', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'budget-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the committed budget', () => {
    const budget = readBudget(path.resolve(__dirname, '../../size-budget.json'));
    expect(Object.keys(budget)).toEqual([
      'documentGzipBytes',
      'firstLoadJsGzipBytes',
      'firstLoadCssGzipBytes',
      'chunkGzipBytes',
    ]);
    // As budgetFor makes them: 5 KB steps, the CSS budget at least MIN_CSS_BUDGET_BYTES.
    const { firstLoadCssGzipBytes, ...others } = budget;
    Object.values(others).forEach((bytes) => expect(bytes % 5120).toBe(0));
    const cssStep = firstLoadCssGzipBytes <= MIN_CSS_BUDGET_BYTES ? MIN_CSS_BUDGET_BYTES : 5120;
    expect(firstLoadCssGzipBytes % cssStep).toBe(0);
    expect(firstLoadCssGzipBytes).toBeGreaterThanOrEqual(MIN_CSS_BUDGET_BYTES);
  });

  it('names a file that is not JSON', () => {
    const file = path.join(dir, 'size-budget.json');
    writeFileSync(file, '{ firstLoadJsGzipBytes: 1 }');
    expect(() => readBudget(file)).toThrow(/^size-budget\.json is not valid JSON: /);
  });
});

describe('detectBasePath', () => {
  it('reads the base path from where index.html loads its scripts', () => {
    expect(detectBasePath('<script data-after-paint="/portfolio/static/js/main.a.js">')).toBe(
      '/portfolio/',
    );
    expect(detectBasePath('<script defer src=/static/js/main.a.js></script>')).toBe('/');
    expect(detectBasePath("<script src='/a/b/static/js/main.a.js'></script>")).toBe('/a/b/');
  });

  it('falls back to /portfolio/ when no script is found', () => {
    expect(detectBasePath('<html></html>')).toBe('/portfolio/');
  });
});
