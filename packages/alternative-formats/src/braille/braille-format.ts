import fs from 'node:fs/promises';
import path from 'node:path';
import { linearRows, startsWithTitle, type Block, type ContentDocument } from '../content/content-document.js';
import type { FormatDefinition } from '../format-definition.js';
import { NO_DESCRIPTION } from '../markup/render-blocks.js';
import { FormatError, runTool } from '../tools/run-tool.js';
import { toBrailleAscii } from './braille-ascii.js';
import { brailleTableFor } from './braille-tables.js';
import { layOutPages, type BrailleBlock } from './brf-pages.js';

/**
 * Braille Ready Format (.brf): the text translated by liblouis with the table of the document's
 * language (contracted where one exists: English is Unified English Braille grade 2), laid out in
 * pages of 40 cells by 25 lines with headings and print page changes kept (brf-pages.ts).
 */
export const braille: FormatDefinition = {
  name: 'Braille',
  description:
    "Braille Ready Format (BRF), 40 cells by 25 lines, contracted braille of the document's language (liblouis)",
  fileTypes: ['pdf', 'document', 'presentation', 'html'],
  contentType: 'text/plain; charset=us-ascii',
  extension: 'brf',
  supportsLanguage: (language) => brailleTableFor(language) !== null,
  produce: async (document, { workDir }) => {
    const table = brailleTableFor(document.language);
    if (!table)
      throw new FormatError(`liblouis has no braille table for the document's language (${document.language})`);
    const pieces = brailleBlocks(document);
    const texts = pieces.filter((piece) => piece.kind !== 'printPage').map((piece) => (piece as { text: string }).text);
    await fs.writeFile(path.join(workDir, 'text.txt'), texts.join('\n') + '\n');
    // lou_translate reads standard input only: a shell inside the sandbox redirects it.
    await runTool('sh', ['-c', `lou_translate --forward unicode.dis,${table} < text.txt > braille.txt`], workDir);
    const translated = (await fs.readFile(path.join(workDir, 'braille.txt'), 'utf8')).split('\n');
    let line = 0;
    const laidOut = pieces.map((piece) =>
      piece.kind === 'printPage' ? piece : { ...piece, text: toBrailleAscii(translated[line++] ?? '') },
    );
    return Buffer.from(layOutPages(laidOut), 'ascii');
  },
};

/** The blocks as lines of print to translate: one line each (text holds no line breaks after normalise). */
function brailleBlocks(document: ContentDocument): BrailleBlock[] {
  const pieces: BrailleBlock[] = [{ kind: 'heading', level: 1, text: document.title }];
  for (const block of startsWithTitle(document) ? document.blocks.slice(1) : document.blocks)
    pieces.push(...piecesOf(block));
  return pieces;
}

function piecesOf(block: Block): BrailleBlock[] {
  switch (block.kind) {
    case 'heading':
      return [{ kind: 'heading', level: block.level, text: block.text }];
    case 'paragraph':
      return [{ kind: 'paragraph', text: block.text }];
    case 'list':
      return block.items.map((item) => ({ kind: 'item' as const, text: item }));
    case 'table':
      // Linear: each row on its own, a data cell after its column's header.
      return [
        ...(block.caption ? [{ kind: 'paragraph' as const, text: block.caption }] : []),
        ...linearRows(block).map((text) => ({ kind: 'item' as const, text })),
      ];
    case 'figure':
      return block.alt === '' ? [] : [{ kind: 'paragraph', text: `Picture: ${block.alt ?? NO_DESCRIPTION}` }];
    case 'pageBreak':
      return [{ kind: 'printPage', page: block.page }];
  }
}
