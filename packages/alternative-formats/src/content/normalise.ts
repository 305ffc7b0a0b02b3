import { detectLanguage, parseLanguageTag } from '@app/analysis';
import { blockText, type Block, type ContentDocument, type TableBlock } from './content-document.js';

/** What a reader found, before normalise() makes it a ContentDocument. */
export interface ReadContent {
  title: string | null;
  /** As declared by the file (may be invalid). */
  language: string | null;
  blocks: Block[];
}

const TITLE_WORDS = 12;

/**
 * The rules every format relies on, applied once: blank blocks dropped, text white space collapsed,
 * headings renumbered so that the first is level 1 and none skips a level going down (a reader
 * navigates by them; the source's level 2 after level 4 stays a level 2), deeper than 6 kept at 6,
 * a table without header cells given its first row as column headers (the usual reading of a data
 * table), a title and a language always present. So the Html made from any file passes the engine's
 * own Title, Language and Headings checks.
 */
export function normalise(read: ReadContent): ContentDocument {
  const blocks = renumberHeadings(read.blocks.map(cleanBlock).filter((block): block is Block => block !== null));
  const declared = parseLanguageTag(read.language)?.tag ?? null;
  const text = blocks.map(blockText).join('\n');
  const detected = declared ? null : detectLanguage(text)?.language;
  const language = declared ?? detected ?? 'en';
  return {
    title: cleanText(read.title ?? '') || firstHeading(blocks) || firstWords(text) || 'Untitled document',
    language,
    languageSource: declared ? 'declared' : detected ? 'detected' : 'assumed',
    blocks: blocks.map((block) =>
      'language' in block && block.language && sameLanguage(block.language, language)
        ? { ...block, language: undefined }
        : block,
    ),
  };
}

export const cleanText = (text: string): string => text.replace(/\s+/g, ' ').trim();

function cleanBlock(block: Block): Block | null {
  switch (block.kind) {
    case 'heading':
    case 'paragraph': {
      const text = cleanText(block.text);
      return text ? { ...block, text } : null;
    }
    case 'list': {
      const items = block.items.map(cleanText).filter(Boolean);
      return items.length ? { ...block, items } : null;
    }
    case 'table':
      return cleanTable(block);
    case 'figure':
      return { ...block, alt: block.alt === null ? null : cleanText(block.alt) || null };
    case 'pageBreak':
      return block;
  }
}

function cleanTable(block: TableBlock): TableBlock | null {
  const rows = block.rows
    .map((row) => row.map((cell) => ({ ...cell, text: cleanText(cell.text) })))
    .filter((row) => row.length > 0);
  if (rows.length === 0 || rows.every((row) => row.every((cell) => !cell.text))) return null;
  const hasHeaders = rows.some((row) => row.some((cell) => cell.header));
  const withHeaders = hasHeaders
    ? rows
    : rows.map((row, i) => (i === 0 ? row.map((cell) => ({ ...cell, header: true })) : row));
  return {
    ...block,
    rows: withHeaders.map((row, i) =>
      row.map((cell) => (cell.header && !cell.scope ? { ...cell, scope: i === 0 ? 'col' : 'row' } : cell)),
    ),
  };
}

function renumberHeadings(blocks: Block[]): Block[] {
  let previous = 0;
  return blocks.map((block) => {
    if (block.kind !== 'heading') return block;
    const level = Math.max(1, Math.min(block.level, previous + 1, 6));
    previous = level;
    return { ...block, level };
  });
}

function firstHeading(blocks: Block[]): string | null {
  const heading = blocks.find((block) => block.kind === 'heading');
  return heading && heading.kind === 'heading' ? heading.text : null;
}

function firstWords(text: string): string | null {
  const words = cleanText(text).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  return words.slice(0, TITLE_WORDS).join(' ') + (words.length > TITLE_WORDS ? '…' : '');
}

const sameLanguage = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
