import type { FormatDefinition } from '../format-definition.js';
import { escapeText } from '../markup/escape.js';
import { htmlPage } from '../markup/page.js';
import { renderBlocks } from '../markup/render-blocks.js';
import { colourAt, hex } from './gradient-palette.js';

/** Characters per line of the reading column: lines are broken here, and the column is this wide. */
export const MEASURE = 60;

/**
 * An HTML reading view whose lines run through colour gradients (gradient-palette.ts): the text of
 * paragraphs and list items is broken into lines of about 60 characters, each word coloured by its
 * place along its line. Headings, tables and figures are as in the Html. Lines are broken by the
 * producer, not measured in the browser: the file needs no script, and the column is set to the
 * same measure, so the colours fall where the lines do.
 */
export const beeline: FormatDefinition = {
  name: 'Beeline',
  description: 'An HTML reading view whose lines fade from one colour into the next, guiding the eye to the next line',
  fileTypes: ['pdf', 'document', 'presentation', 'html'],
  contentType: 'text/html; charset=utf-8',
  extension: 'html',
  produce: async (document) => {
    let line = 0;
    const body = renderBlocks(document.blocks, {
      imageSource: (image) => `data:${image.mediaType};base64,${image.data.toString('base64')}`,
      text: (text) => {
        const lines = breakLines(text);
        const markup = lines.map((words, i) => colourLine(words, line + i)).join('<br />\n');
        line += lines.length;
        return markup;
      },
    });
    return Buffer.from(htmlPage(document, body, { style: STYLE }), 'utf8');
  },
};

const STYLE = `main{max-width:${MEASURE + 4}ch}
p,li{font-family:ui-monospace,monospace;font-size:1em}`;

function breakLines(text: string): string[][] {
  const lines: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const word of text.split(' ')) {
    if (current.length > 0 && length + 1 + word.length > MEASURE) {
      lines.push(current);
      current = [];
      length = 0;
    }
    length += (current.length ? 1 : 0) + word.length;
    current.push(word);
  }
  if (current.length) lines.push(current);
  return lines;
}

function colourLine(words: string[], line: number): string {
  const length = words.join(' ').length;
  let position = 0;
  return words
    .map((word) => {
      const centre = position + word.length / 2;
      position += word.length + 1;
      return `<span style="color:${hex(colourAt(line, length > 0 ? centre / length : 0))}">${escapeText(word)}</span>`;
    })
    .join(' ');
}
