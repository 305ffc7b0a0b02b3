import { isContent, type ContentPlace, type PdfContent, type StructContent, type StructNode } from '@app/analysis';
import type { Block, EmbeddedImage, TableCell } from './content-document.js';
import type { ReadContent } from './normalise.js';
import { fromPageText, ocrParagraphs } from './from-page-text.js';

const HEADING = /^H(\d*)$/;
const FIGURES = new Set(['Figure', 'Formula']);
const LIST_ITEMS = new Set(['LI']);
const TABLE_ROWS = new Set(['THead', 'TBody', 'TFoot']);
/** Elements that group blocks: read through. */
const GROUPS = new Set([
  'Root',
  'Document',
  'DocumentFragment',
  'Part',
  'Sect',
  'Div',
  'Art',
  'NonStruct',
  'Private',
  'TOC',
  'Aside',
  'Index',
]);
/** Elements whose text belongs to the block around them. */
const INLINE = new Set([
  'Span',
  'Link',
  'Quote',
  'Note',
  'Reference',
  'BibEntry',
  'Code',
  'Annot',
  'Ruby',
  'Warichu',
  'Em',
  'Strong',
  'Sub',
  'Lbl',
  'LBody',
]);

/**
 * The content of a PDF in reading order. Tagged: the structure tree's order (what a screen reader
 * follows), its headings, paragraphs, lists, tables with their header cells, figures with their Alt
 * and a picture cut from the page. Untagged: the text of each page (from-page-text.ts). Either
 * way, a page that was read by OCR (a scan) contributes its recognised text.
 */
export function fromPdf({ model, tree, places, pageIndexes, figureImages }: PdfContent): ReadContent {
  const meta = { title: model.metadata.title, language: model.metadata.language };
  if (!tree || !hasText(tree, places)) return { ...meta, blocks: fromPageText(model) };
  const reader = new TreeReader(places, pageIndexes, figureImages);
  reader.read(tree, null);
  const blocks = reader.blocks;
  // Scanned pages have no tagged text: their OCR text follows.
  for (const page of model.pages) {
    if (page.ocr?.text.trim())
      blocks.push({ kind: 'pageBreak', page: page.index + 1 }, ...ocrParagraphs(page.ocr.text));
  }
  return { ...meta, blocks };
}

class TreeReader {
  readonly blocks: Block[] = [];
  private figureIndex = 0;
  private page = 0;

  constructor(
    private readonly places: Map<string, ContentPlace>,
    private readonly pageIndexes: Map<string, number>,
    private readonly figureImages: Map<number, Buffer>,
  ) {}

  read(node: StructNode, language: string | null): void {
    for (const child of node.children) {
      if (isContent(child)) {
        // Untagged-looking text directly under a group: a paragraph of its own.
        this.push({ kind: 'paragraph', text: this.textOfContent(child.id) }, this.pageNumber(child.page), language);
        continue;
      }
      this.element(child, child.lang ?? language);
    }
  }

  private element(node: StructNode, language: string | null): void {
    const role = node.role;
    if (FIGURES.has(role)) {
      this.figure(node, language);
      return;
    }
    const heading = HEADING.exec(role);
    if (heading && heading[1] !== '0') {
      this.push(
        { kind: 'heading', level: heading[1] ? Number(heading[1]) : 1, text: this.text(node) },
        this.pageOf(node),
        language,
      );
      this.countFigures(node);
      return;
    }
    if (role === 'L') {
      const items = node.children.filter(
        (child): child is StructNode => !isContent(child) && LIST_ITEMS.has(child.role),
      );
      const texts = items.length > 0 ? items.map((item) => this.text(item)) : [this.text(node)];
      this.push(
        { kind: 'list', ordered: texts.some((text) => /^\s*\d+[.)]/.test(text)), items: texts },
        this.pageOf(node),
        language,
      );
      this.countFigures(node);
      return;
    }
    if (role === 'Table') {
      this.table(node, language);
      return;
    }
    if (GROUPS.has(role) || (!INLINE.has(role) && hasBlockChildren(node))) {
      this.read(node, language);
      return;
    }
    this.push({ kind: 'paragraph', text: this.text(node) }, this.pageOf(node), language);
    this.countFigures(node);
  }

  private figure(node: StructNode, language: string | null): void {
    const index = this.figureIndex++;
    this.countFigures(node); // nested figures are the model's too
    const png = this.figureImages.get(index);
    const image: EmbeddedImage | null = png ? { mediaType: 'image/png', data: png } : null;
    const alt = node.alt?.trim() || null;
    if (!alt && !image) return;
    this.push({ kind: 'figure', alt, image }, this.pageOf(node), language);
  }

  private table(node: StructNode, language: string | null): void {
    const rows: TableCell[][] = [];
    let caption: string | undefined;
    const visit = (parent: StructNode) => {
      for (const child of parent.children) {
        if (isContent(child)) continue;
        if (child.role === 'Caption') caption = this.text(child);
        else if (TABLE_ROWS.has(child.role)) visit(child);
        else if (child.role === 'TR') rows.push(this.cells(child));
      }
    };
    visit(node);
    this.countFigures(node);
    this.push({ kind: 'table', caption, rows }, this.pageOf(node), language);
  }

  private cells(row: StructNode): TableCell[] {
    return row.children
      .filter((child): child is StructNode => !isContent(child) && (child.role === 'TH' || child.role === 'TD'))
      .map((cell) => ({ text: this.text(cell), header: cell.role === 'TH' }));
  }

  private push(block: Block, page: number | null, language: string | null): void {
    if (page !== null && page > this.page) {
      if (this.page > 0) this.blocks.push({ kind: 'pageBreak', page });
      this.page = page;
    }
    this.blocks.push(language && block.kind !== 'pageBreak' ? { ...block, language } : block);
  }

  /** The page (1-based) of the element's first content, else of its /Pg. */
  private pageOf(node: StructNode): number | null {
    return this.pageNumber(firstContent(node)?.page ?? node.page);
  }

  private pageNumber(ref: string | undefined): number | null {
    const index = ref === undefined ? undefined : this.pageIndexes.get(ref);
    return index === undefined ? null : index + 1;
  }

  private text(node: StructNode): string {
    let text = '';
    const visit = (current: StructNode) => {
      for (const child of current.children) {
        if (isContent(child)) {
          const place = this.places.get(child.id);
          if (place?.text) text += (text && place.spaceBefore ? ' ' : '') + place.text;
        } else if (FIGURES.has(child.role)) {
          if (child.alt?.trim()) text += ` ${child.alt.trim()} `;
        } else {
          if (text && !/\s$/.test(text) && !INLINE.has(child.role)) text += ' ';
          visit(child);
        }
      }
    };
    visit(node);
    return text || node.alt || '';
  }

  private textOfContent(id: string): string {
    return this.places.get(id)?.text ?? '';
  }

  /** Figures inside an element read as text still take their index in the model's figures. */
  private countFigures(node: StructNode): void {
    const visit = (current: StructNode) => {
      for (const child of current.children) {
        if (isContent(child)) continue;
        if (FIGURES.has(child.role)) this.figureIndex++;
        visit(child);
      }
    };
    visit(node);
  }
}

function hasBlockChildren(node: StructNode): boolean {
  return node.children.some((child) => !isContent(child) && !INLINE.has(child.role));
}

function firstContent(node: StructNode): StructContent | null {
  for (const child of node.children) {
    const found = isContent(child) ? child : firstContent(child);
    if (found) return found;
  }
  return null;
}

function hasText(tree: StructNode, places: Map<string, ContentPlace>): boolean {
  const visit = (node: StructNode): boolean =>
    node.children.some((child) => (isContent(child) ? Boolean(places.get(child.id)?.text.trim()) : visit(child)));
  return visit(tree);
}
