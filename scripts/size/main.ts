/**
 * `npm run size [buildDir]`: what a visitor downloads on first load and the lazy chunks, raw and gzip,
 * checked against size-budget.json; and a check that the API clients (Octokit, Gitbeaker) stay out of
 * the first-load JS. The first load is index.html itself (the prerendered markup, the inline CSS and
 * the inline data snapshot, budgeted as documentGzipBytes) plus the scripts and stylesheets it names
 * (firstLoadJsGzipBytes, firstLoadCssGzipBytes); chunkGzipBytes limits each lazy chunk.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { builtFor } from '../site/builtFor';
import { attributeTokens, elementsOf, getAttribute, parseDocument } from '../lib/html/document';
import { AFTER_PAINT_ATTRIBUTE } from '../pipeline/prerender/afterPaint';
import { cutAtFirstOf } from '../../src/lib/text';

const ROOT = path.resolve(__dirname, '../..');
export const DEFAULT_BUILD_DIR = path.join(ROOT, 'build');
export const BUDGET_FILE = path.join(ROOT, 'size-budget.json');
/** Where the site is served by default (webpack's publicPath); asset URLs in index.html start with it. */
export const BASE_PATH = '/portfolio/';

/**
 * The base path a build was made for (the site's address setting), read from where its index.html loads its assets:
 * `/portfolio/static/js/…` → `/portfolio/`, `/static/js/…` → `/`.
 */
export function detectBasePath(html: string): string {
  const { basePath } = builtFor(html);
  return basePath === null ? BASE_PATH : `${basePath}/`;
}
/** Budgets are the measured sizes rounded up to this step. */
export const BUDGET_STEP_BYTES = 5 * 1024;
/**
 * The smallest first-load CSS budget: the prerendered page inlines its CSS (0 B of stylesheets), and a
 * small stylesheet coming back should not need a budget change.
 */
export const MIN_CSS_BUDGET_BYTES = 1024;
/** Text that only the API clients bring into a bundle (Octokit's user agent is `octokit-core.js`). */
export const API_CLIENT_MARKERS = ['octokit', 'GitbeakerRequestError', '@gitbeaker'] as const;

const USAGE = 'Usage: npm run size [-- <build folder>]   (default: build/)';

/** An error meant for the person running the script: printed as is, without a stack. */
export class SizeError extends Error {}

export type AssetKind = 'js' | 'css';

export interface Asset {
  /** Path under the build directory, with forward slashes: `static/js/main.1a2b3c4d.js`. */
  readonly file: string;
  readonly kind: AssetKind;
}

export interface FileSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

export interface FirstLoadFile extends FileSize {
  readonly kind: AssetKind;
}

export interface Measurement {
  /** index.html itself: the prerendered markup, the inline CSS and the inline data snapshot. */
  readonly document: FileSize;
  /** The scripts and stylesheets index.html loads, in document order. */
  readonly firstLoad: readonly FirstLoadFile[];
  /** gzip bytes of all first-load JS, and of all first-load CSS. */
  readonly firstLoadJsGzip: number;
  readonly firstLoadCssGzip: number;
  /** `static/js/*.chunk.js` and `static/css/*.chunk.css` not loaded on first load, largest gzip first. */
  readonly lazyChunks: readonly FileSize[];
  /** API client markers found in first-load JS (each one fails the check). */
  readonly apiClientsInFirstLoad: readonly { readonly file: string; readonly marker: string }[];
  /** Lazy chunks that hold API client code (where it belongs). */
  readonly apiClientChunks: readonly string[];
}

export interface Budget {
  /** Limit for index.html (markup, inline CSS, data). */
  readonly documentGzipBytes: number;
  readonly firstLoadJsGzipBytes: number;
  readonly firstLoadCssGzipBytes: number;
  /** Limit for the largest single lazy chunk. */
  readonly chunkGzipBytes: number;
}

const BUDGET_KEYS = [
  'documentGzipBytes',
  'firstLoadJsGzipBytes',
  'firstLoadCssGzipBytes',
  'chunkGzipBytes',
] as const;

/** The file under the build directory that a URL in index.html names, or null for another site's URL. */
function fileOf(url: string, basePath: string): string | null {
  const clean = cutAtFirstOf(url.trim(), '?#');
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(clean)) return null;
  if (clean.startsWith(basePath)) return clean.slice(basePath.length);
  if (clean.startsWith('/')) {
    throw new SizeError(
      `index.html loads ${clean}, outside the base path ${basePath}: was the build made for another base path?`,
    );
  }
  return clean.replace(/^\.\//, '');
}

/**
 * What index.html loads on first load: every `<script src>`, the scripts an inline loader starts after
 * the first paint (its `data-after-paint` list, see scripts/pipeline/prerender/prerender.ts) and every
 * `<link rel="stylesheet" href>`, in document order, as paths under the build directory (the base path
 * stripped). Other links (icon, manifest, preload) and inline scripts are not first-load files; neither
 * are commented-out tags.
 */
export function firstLoadAssets(html: string, basePath: string = BASE_PATH): Asset[] {
  const assets: Asset[] = [];
  const seen = new Set<string>();
  // A parser, so that comments and the text of inline scripts (which may hold markup-like strings)
  // are never read as tags.
  for (const element of elementsOf(parseDocument(html))) {
    let urls: string[];
    let kind: AssetKind;
    if (element.tagName === 'script') {
      const src = getAttribute(element, 'src');
      urls = src ? [src] : (getAttribute(element, AFTER_PAINT_ATTRIBUTE) ?? '').split(/\s+/);
      kind = 'js';
    } else if (element.tagName === 'link') {
      const rel = attributeTokens(element, 'rel');
      if (!rel.includes('stylesheet') || rel.includes('alternate')) continue;
      urls = [getAttribute(element, 'href') ?? ''];
      kind = 'css';
    } else {
      continue;
    }
    for (const url of urls) {
      if (!url) continue;
      const file = fileOf(url, basePath);
      if (file === null || seen.has(file)) continue;
      seen.add(file);
      assets.push({ file, kind });
    }
  }
  return assets;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The API client markers a piece of JS contains (case-insensitive). */
export function apiClientMarkersIn(text: string): string[] {
  const lower = text.toLowerCase();
  return API_CLIENT_MARKERS.filter((marker) => lower.includes(marker.toLowerCase()));
}

/** `dir` as the person typed it would read it: relative to the working directory when inside it. */
function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative;
}

function chunksIn(buildDir: string, folder: string, suffix: string): string[] {
  const directory = path.join(buildDir, folder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith(suffix))
    .map((name) => `${folder}/${name}`);
}

const bySizeThenName = (a: FileSize, b: FileSize) =>
  b.gzip - a.gzip || a.file.localeCompare(b.file);

/**
 * Reads a build: index.html itself, the first-load files it names, and the lazy chunks from static/js
 * and static/css.
 */
export function measure(buildDir: string, basePath?: string): Measurement {
  const indexFile = path.join(buildDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new SizeError(`No build found in ${displayPath(buildDir)}: run npm run build first.`);
  }
  const html = readFileSync(indexFile);
  basePath ??= detectBasePath(html.toString('utf8'));
  const document: FileSize = { file: 'index.html', raw: html.length, gzip: gzipSize(html) };
  const assets = firstLoadAssets(html.toString('utf8'), basePath);
  if (!assets.some((asset) => asset.kind === 'js')) {
    throw new SizeError(`index.html in ${displayPath(buildDir)} loads no script: is it a build?`);
  }

  const apiClientsInFirstLoad: { file: string; marker: string }[] = [];
  const firstLoad = assets.map(({ file, kind }): FirstLoadFile => {
    const absolute = path.join(buildDir, file);
    if (!existsSync(absolute)) {
      throw new SizeError(`index.html loads ${file}, which is not in ${displayPath(buildDir)}.`);
    }
    const content = readFileSync(absolute);
    if (kind === 'js') {
      for (const marker of apiClientMarkersIn(content.toString('latin1'))) {
        apiClientsInFirstLoad.push({ file, marker });
      }
    }
    return { file, kind, raw: content.length, gzip: gzipSize(content) };
  });

  const initial = new Set(assets.map((asset) => asset.file));
  const apiClientChunks: string[] = [];
  const lazyChunks = [
    ...chunksIn(buildDir, 'static/js', '.chunk.js'),
    ...chunksIn(buildDir, 'static/css', '.chunk.css'),
  ]
    .filter((file) => !initial.has(file))
    .map((file): FileSize => {
      const content = readFileSync(path.join(buildDir, file));
      if (file.endsWith('.js') && apiClientMarkersIn(content.toString('latin1')).length > 0) {
        apiClientChunks.push(file);
      }
      return { file, raw: content.length, gzip: gzipSize(content) };
    })
    .sort(bySizeThenName);

  const total = (kind: AssetKind) =>
    firstLoad.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzip, 0);
  return {
    document,
    firstLoad,
    firstLoadJsGzip: total('js'),
    firstLoadCssGzip: total('css'),
    lazyChunks,
    apiClientsInFirstLoad,
    apiClientChunks: apiClientChunks.sort(),
  };
}

/** Reads and validates size-budget.json. */
export function readBudget(file: string = BUDGET_FILE): Budget {
  const name = path.basename(file);
  if (!existsSync(file)) throw new SizeError(`No size budget: ${displayPath(file)} is missing.`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SizeError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new SizeError(`${name} must be a JSON object with ${BUDGET_KEYS.join(', ')}.`);
  }
  const record = data as Record<string, unknown>;
  const budget: Record<string, number> = {};
  for (const key of BUDGET_KEYS) {
    const value = record[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new SizeError(
        `${name}: ${key} must be a whole number of bytes, got ${JSON.stringify(value)}.`,
      );
    }
    budget[key] = value;
  }
  return budget as unknown as Budget;
}

/** 1 KB = 1024 bytes, one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Each failed check, saying what was expected and what was seen; empty when all pass. */
export function checkBudget(measurement: Measurement, budget: Budget): string[] {
  const failures: string[] = [];
  const over = (label: string, seen: number, limit: number, key: keyof Budget) => {
    if (seen > limit) {
      failures.push(
        `FAIL ${label}: ${kb(seen)} gzip (${seen} B), budget ${kb(limit)} (${limit} B, size-budget.json ${key})`,
      );
    }
  };
  over(
    'document index.html',
    measurement.document.gzip,
    budget.documentGzipBytes,
    'documentGzipBytes',
  );
  over(
    'first-load JS',
    measurement.firstLoadJsGzip,
    budget.firstLoadJsGzipBytes,
    'firstLoadJsGzipBytes',
  );
  over(
    'first-load CSS',
    measurement.firstLoadCssGzip,
    budget.firstLoadCssGzipBytes,
    'firstLoadCssGzipBytes',
  );
  for (const chunk of measurement.lazyChunks) {
    over(`lazy chunk ${chunk.file}`, chunk.gzip, budget.chunkGzipBytes, 'chunkGzipBytes');
  }
  for (const { file, marker } of measurement.apiClientsInFirstLoad) {
    failures.push(
      `FAIL API client in first load: ${file} contains "${marker}" (API clients belong in a lazy chunk)`,
    );
  }
  return failures;
}

const roundUp = (bytes: number) => Math.ceil(bytes / BUDGET_STEP_BYTES) * BUDGET_STEP_BYTES;

/**
 * A budget that this measurement just meets: each size rounded up to the next 5 KB (the first-load CSS
 * budget at least MIN_CSS_BUDGET_BYTES).
 */
export function budgetFor(measurement: Measurement): Budget {
  return {
    documentGzipBytes: roundUp(measurement.document.gzip),
    firstLoadJsGzipBytes: roundUp(measurement.firstLoadJsGzip),
    firstLoadCssGzipBytes: Math.max(MIN_CSS_BUDGET_BYTES, roundUp(measurement.firstLoadCssGzip)),
    chunkGzipBytes: roundUp(Math.max(0, ...measurement.lazyChunks.map((chunk) => chunk.gzip))),
  };
}

/** The label of index.html's row in the report. */
const DOCUMENT_LABEL = 'index.html (markup, inline CSS, data)';
const TOTAL_LABEL = 'Total first load (document + JS + CSS)';

/**
 * The size table: index.html, the first-load files and totals (with their budgets), then the lazy
 * chunks.
 */
export function formatReport(measurement: Measurement, budget?: Budget): string {
  const totalGzip =
    measurement.document.gzip + measurement.firstLoadJsGzip + measurement.firstLoadCssGzip;
  const numbers = [
    measurement.document.raw,
    measurement.document.gzip,
    ...measurement.firstLoad.flatMap((file) => [file.raw, file.gzip]),
    ...measurement.lazyChunks.flatMap((file) => [file.raw, file.gzip]),
    measurement.firstLoadJsGzip,
    measurement.firstLoadCssGzip,
    totalGzip,
  ];
  const kbWidth = Math.max(...numbers.map((n) => kb(n).length));
  const bytesWidth = Math.max(...numbers.map((n) => `(${n} B)`.length));
  const size = (n: number) => `${kb(n).padStart(kbWidth)} ${`(${n} B)`.padStart(bytesWidth)}`;
  const blank = ' '.repeat(kbWidth + 1 + bytesWidth);
  const labels = [
    DOCUMENT_LABEL,
    ...measurement.firstLoad.map((file) => file.file),
    ...measurement.lazyChunks.map((file) => file.file),
    'Total first load JS',
    TOTAL_LABEL,
  ];
  const labelWidth = Math.max(...labels.map((label) => label.length));
  const row = (label: string, raw: string, gzip: string, note = '') =>
    `  ${label.padEnd(labelWidth)}  ${raw}  ${gzip}${note ? `  ${note}` : ''}`.trimEnd();

  const lines = [
    row('First load', 'raw'.padStart(blank.length), 'gzip'.padStart(blank.length)),
    row(
      DOCUMENT_LABEL,
      size(measurement.document.raw),
      size(measurement.document.gzip),
      budget ? `budget ${kb(budget.documentGzipBytes)}` : '',
    ),
    ...measurement.firstLoad.map((file) => row(file.file, size(file.raw), size(file.gzip))),
    row(
      'Total first load JS',
      blank,
      size(measurement.firstLoadJsGzip),
      budget ? `budget ${kb(budget.firstLoadJsGzipBytes)}` : '',
    ),
    row(
      'Total first load CSS',
      blank,
      size(measurement.firstLoadCssGzip),
      budget ? `budget ${kb(budget.firstLoadCssGzipBytes)}` : '',
    ),
    row(TOTAL_LABEL, blank, size(totalGzip)),
    '',
    budget
      ? `Lazy chunks, largest first (budget ${kb(budget.chunkGzipBytes)} gzip each):`
      : 'Lazy chunks, largest first:',
    ...(measurement.lazyChunks.length > 0
      ? measurement.lazyChunks.map((file) => row(file.file, size(file.raw), size(file.gzip)))
      : ['  (none)']),
    '',
    `API clients: ${
      measurement.apiClientChunks.length > 0
        ? `in lazy chunk ${measurement.apiClientChunks.join(', ')}`
        : 'in no lazy chunk'
    }${measurement.apiClientsInFirstLoad.length > 0 ? ', and in the first load!' : ''}`,
  ];
  return lines.join('\n');
}

/** Prints the report and the failures; returns the exit code. */
export function main(
  args: readonly string[] = process.argv.slice(2),
  budgetFile: string = BUDGET_FILE,
): number {
  let buildDir: string;
  try {
    const { positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: true });
    if (positionals.length > 1) throw new SizeError(USAGE);
    buildDir = positionals[0] ? path.resolve(positionals[0]) : DEFAULT_BUILD_DIR;
  } catch (error) {
    console.error(
      error instanceof SizeError ? error.message : `${(error as Error).message}\n${USAGE}`,
    );
    return 1;
  }
  try {
    const measurement = measure(buildDir);
    const budget = readBudget(budgetFile);
    console.log(formatReport(measurement, budget));
    const failures = checkBudget(measurement, budget);
    if (failures.length > 0) {
      console.error(`\n${failures.join('\n')}`);
      const tooBig = failures.length > measurement.apiClientsInFirstLoad.length;
      if (tooBig) {
        console.error(
          `\nIf the growth is intended, raise ${path.basename(budgetFile)} (this build, rounded up to 5 KB: ` +
            `${JSON.stringify(budgetFor(measurement))}); otherwise make the bundle smaller.`,
        );
      }
      return 1;
    }
    console.log('\nSize budget OK');
    return 0;
  } catch (error) {
    if (error instanceof SizeError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) process.exitCode = main();
