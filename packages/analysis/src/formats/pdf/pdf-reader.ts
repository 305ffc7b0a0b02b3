import type { DocumentReader } from '../document-reader.js';
import { readPdf } from './read-pdf.js';

/** PDF files: read as they are, each scanned-looking page through OCR when the tools have it. */
export const PDF_READER: DocumentReader = {
  fileTypes: ['pdf'],
  async read(input, { ocr, onProgress }) {
    const document = await readPdf(input.path, { recognise: ocr?.forDocument(), onProgress });
    return { document, preview: null, pageCount: document.pages.length };
  },
};
