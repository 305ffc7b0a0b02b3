import path from 'node:path';
import type { DocumentReader } from '../document-reader.js';
import { readHtml } from './read-html.js';

/** HTML files: rendered in the browser, which prints the preview into the work directory when there is one. */
export const HTML_READER: DocumentReader = {
  fileTypes: ['html'],
  read: (input) =>
    readHtml(input.path, { previewPath: input.workDir ? path.join(input.workDir, 'preview.pdf') : undefined }),
};
