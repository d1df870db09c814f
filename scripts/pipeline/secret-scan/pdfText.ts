/**
 * The text a PDF shows, as a reader's viewer extracts it: what the secret scan must read in a CV. Its
 * bytes do not hold it: Chromium compresses each page's content (FlateDecode) and writes its text as
 * glyph numbers of subset fonts, which only the fonts' ToUnicode maps turn back into characters. PDF.js
 * (Mozilla's, the viewer of Firefox) does both; its legacy build runs on Node without a worker thread.
 */
import { readFileSync } from 'node:fs';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let loaded: Promise<PdfJs> | null = null;

/**
 * PDF.js ships as ES modules only: imported when a PDF is first read. Its worker's code is imported
 * into this thread beforehand (globalThis.pdfjsWorker is PDF.js's documented way for that), so the
 * parsing runs here instead of starting a worker from a file URL.
 */
function pdfJs(): Promise<PdfJs> {
  loaded ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loaded;
}

/**
 * The text of every page, in reading order, a line per text line. Text items of one line are joined
 * as the viewer joins them, so a token split over several runs of glyphs reads whole. Errors are
 * mended as a viewer mends them (what it shows is what counts); throws on a file PDF.js cannot open at
 * all (such a PDF cannot be said to be clean).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await pdfJs();
  const document = await getDocument({
    // A copy: PDF.js takes the buffer over.
    data: new Uint8Array(bytes),
    // A PDF's fonts are data here, never code; nothing is fetched, nothing is drawn.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(
        items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

export function pdfFileText(file: string): Promise<string> {
  return pdfText(readFileSync(file));
}
