import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The legacy build is the one pdf.js supports on Node; it runs its "worker" in this thread.
export * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
export type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';

const packageDirectory = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Where pdf.js finds the data it ships: the standard 14 fonts (text of non-embedded fonts, and
 * their rendering), the CJK CMaps, its WebAssembly decoders and ICC profiles. On Node pdf.js reads
 * these with fs.readFile(base + name), so they are directory paths with a trailing separator.
 */
export const PDFJS_RESOURCES = {
  standardFontDataUrl: join(packageDirectory, 'standard_fonts') + '/',
  cMapUrl: join(packageDirectory, 'cmaps') + '/',
  wasmUrl: join(packageDirectory, 'wasm') + '/',
  iccUrl: join(packageDirectory, 'iccs') + '/',
};
