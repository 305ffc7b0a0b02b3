import type { FormatDefinition } from '../format-definition.js';
import { htmlPage } from '../markup/page.js';
import { renderBlocks } from '../markup/render-blocks.js';

/**
 * Semantic HTML5 of the document, one self-contained file (pictures embedded as data: URLs) that a
 * screen reader and a phone read well: title, language, headings, lists, tables with header cells
 * and scope, figures with their alternative text.
 */
export const html: FormatDefinition = {
  name: 'Html',
  description: 'Semantic HTML5: one self-contained, screen-reader-friendly page (pictures embedded)',
  // An HTML file is already HTML.
  fileTypes: ['pdf', 'document', 'presentation'],
  contentType: 'text/html; charset=utf-8',
  extension: 'html',
  produce: async (document) => {
    const body = renderBlocks(document.blocks, {
      imageSource: (image) => `data:${image.mediaType};base64,${image.data.toString('base64')}`,
    });
    return Buffer.from(htmlPage(document, body), 'utf8');
  },
};
