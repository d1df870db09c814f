/** PDF.js's worker code, imported into the main thread (pdfText.ts); it ships no declaration of its own. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
