import type { DocumentReader } from '../document-reader.js';
import { readImage } from './read-image.js';

/** Image files: one pseudo page in the image's pixels, its text read by OCR when the tools have it. */
export const IMAGE_READER: DocumentReader = {
  fileTypes: ['image'],
  async read(input, { ocr }) {
    return { document: await readImage(input.path, { ocr }), preview: null, pageCount: null };
  },
};
