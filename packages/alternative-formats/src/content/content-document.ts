/**
 * A file's content in reading order, as every alternative format renders it: the one seam between
 * the readers (a file → ContentDocument) and the producers (ContentDocument → Html, Epub, Tts,
 * Braille, Beeline), as the document model is between the engine's adapters and its checks.
 */
export interface ContentDocument {
  /** Never empty: the declared title, else the first heading, else the first words of the text. */
  title: string;
  /** BCP 47: the declared language when valid, else the detected one, else `en` (see `languageSource`). */
  language: string;
  languageSource: 'declared' | 'detected' | 'assumed';
  blocks: Block[];
}

export type Block = HeadingBlock | ParagraphBlock | ListBlock | TableBlock | FigureBlock | PageBreakBlock;

/** A part in a language other than the document's carries it (BCP 47). */
interface InLanguage {
  language?: string;
}

export interface HeadingBlock extends InLanguage {
  kind: 'heading';
  /** 1..6, never skipping a level going down (normalise.ts). */
  level: number;
  text: string;
}

export interface ParagraphBlock extends InLanguage {
  kind: 'paragraph';
  text: string;
}

export interface ListBlock extends InLanguage {
  kind: 'list';
  ordered: boolean;
  items: string[];
}

export interface TableCell {
  text: string;
  header: boolean;
  /** For header cells: the cells they head. */
  scope?: 'col' | 'row';
}

export interface TableBlock extends InLanguage {
  kind: 'table';
  caption?: string;
  rows: TableCell[][];
}

export interface EmbeddedImage {
  mediaType: 'image/png' | 'image/jpeg' | 'image/gif';
  data: Buffer;
}

export interface FigureBlock extends InLanguage {
  kind: 'figure';
  /** The source's text alternative; null when it has none (the producers say so rather than invent one). */
  alt: string | null;
  image: EmbeddedImage | null;
  caption?: string;
}

/** A page of the source (1-based) starts here: print page numbers for Braille and Epub. */
export interface PageBreakBlock {
  kind: 'pageBreak';
  page: number;
}

/** The text a block reads as, for detection, speech and braille. */
export function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.join('\n');
    case 'table':
      return [block.caption ?? '', ...block.rows.map((row) => row.map((cell) => cell.text).join(' '))]
        .filter(Boolean)
        .join('\n');
    case 'figure':
      return [block.alt ?? '', block.caption ?? ''].filter(Boolean).join('\n');
    case 'pageBreak':
      return '';
  }
}

/** The document's first block is a heading saying its title (formats that announce the title then skip it). */
export function startsWithTitle(document: ContentDocument): boolean {
  const first = document.blocks[0];
  return first?.kind === 'heading' && first.text === document.title;
}

/**
 * A table read row by row, as speech and braille give it: each data cell after its column's
 * header ("Loans: 18,240"), cells joined with "; ". The header row itself is not repeated.
 */
export function linearRows(table: TableBlock): string[] {
  const headers = table.rows[0]?.every((cell) => cell.header) ? table.rows[0].map((cell) => cell.text) : [];
  const rows = headers.length ? table.rows.slice(1) : table.rows;
  return rows.map((row) => row.map((cell, i) => (headers[i] ? `${headers[i]}: ${cell.text}` : cell.text)).join('; '));
}
