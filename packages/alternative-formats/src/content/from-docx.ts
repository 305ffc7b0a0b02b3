import { readOfficeContent } from '@app/analysis';
import mammoth from 'mammoth';
import { fromMarkup } from './from-markup.js';
import type { ReadContent } from './normalise.js';

/**
 * A Word file through mammoth, which is made for exactly this: clean semantic HTML from DOCX
 * (headings from the paragraph styles, lists, tables, images with their descriptions as alt),
 * leaving the visual formatting behind. The engine's own Office reader reads the package first,
 * under its bounds (zip bombs, entity attacks), and gives the title and language mammoth ignores.
 */
export async function fromDocx(path: string): Promise<ReadContent> {
  const office = await readOfficeContent(path);
  const { value: html } = await mammoth.convertToHtml(
    { path },
    {
      // Word's table header rows (w:tblHeader) become th; the images stay inside as data: URLs.
      styleMap: ['p[style-name="Title"] => h1:fresh'],
    },
  );
  const { blocks } = fromMarkup(`<body>${html}</body>`);
  return { title: office.title, language: office.language, blocks };
}
