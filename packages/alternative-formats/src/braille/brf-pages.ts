import { brailleNumber } from './braille-ascii.js';

export const CELLS_PER_LINE = 40;
export const LINES_PER_PAGE = 25;

/** One translated block, ready to lay out. */
export type BrailleBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph' | 'item'; text: string }
  | { kind: 'printPage'; page: number };

/**
 * Lays translated text out as BRF pages of 40 cells by 25 lines: line 25 carries the braille page
 * number at the right. A level-1 heading is centred, deeper ones start in cell 5, each after a
 * blank line and never the last line of a page; paragraphs start in cell 3 and run over to cell 1;
 * list items start in cell 1 and run over to cell 3; a print page change is a line of dashes ending
 * in the print page number. Lines end CR LF, pages with a form feed.
 */
export function layOutPages(blocks: BrailleBlock[]): string {
  const pages: string[][] = [];
  let lines: string[] = [];
  const body = LINES_PER_PAGE - 1;
  const newPage = () => {
    while (lines.length < body) lines.push('');
    const number = brailleNumber(pages.length + 1);
    lines.push(number.padStart(CELLS_PER_LINE));
    pages.push(lines);
    lines = [];
  };
  const add = (line: string) => {
    if (lines.length === body) newPage();
    lines.push(line.trimEnd());
  };
  const blank = () => {
    if (lines.length > 0 && lines.at(-1) !== '') add('');
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'heading': {
        const wrapped = wrap(block.text, block.level === 1 ? 0 : 4, block.level === 1 ? 0 : 4);
        // A heading with its first line of text: on the next page if they do not fit here.
        if (lines.length + wrapped.length + 2 > body) newPage();
        blank();
        for (const line of wrapped) add(block.level === 1 ? centre(line) : line);
        break;
      }
      case 'paragraph':
        for (const line of wrap(block.text, 2, 0)) add(line);
        break;
      case 'item':
        for (const line of wrap(block.text, 0, 2)) add(line);
        break;
      case 'printPage': {
        const number = brailleNumber(block.page);
        add('-'.repeat(CELLS_PER_LINE - number.length - 1) + ' ' + number);
        break;
      }
    }
  }
  if (lines.length > 0 || pages.length === 0) newPage();
  return pages.map((page) => page.join('\r\n')).join('\r\n\f') + '\r\n';
}

/** Words (braille cells between spaces) onto lines of 40, a word longer than a line cut. */
export function wrap(text: string, firstIndent: number, runoverIndent: number): string[] {
  const lines: string[] = [];
  let line = ' '.repeat(firstIndent);
  for (let word of text.split(/ +/).filter(Boolean)) {
    while (word.length > 0) {
      const room = CELLS_PER_LINE - line.length - (line.trim() ? 1 : 0);
      if (word.length <= room) {
        line += (line.trim() ? ' ' : '') + word;
        word = '';
      } else if (line.trim()) {
        lines.push(line);
        line = ' '.repeat(runoverIndent);
      } else {
        line += word.slice(0, room);
        word = word.slice(room);
        lines.push(line);
        line = ' '.repeat(runoverIndent);
      }
    }
  }
  if (line.trim()) lines.push(line);
  return lines;
}

const centre = (line: string): string => ' '.repeat(Math.floor((CELLS_PER_LINE - line.length) / 2)) + line;
