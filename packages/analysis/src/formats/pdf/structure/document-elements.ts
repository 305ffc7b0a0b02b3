import type { Figure, Heading, Table } from '../../../model/document-model.js';
import type { Area, Box } from '../../../model/geometry.js';
import { transformRect, unionBox } from '../matrix.js';
import { pdfjs } from '../pdfjs.js';
import type { PageContent } from './content-places.js';
import { ContentlessFigures } from './contentless-figures.js';
import { elementChildren, isContent, type StructContent, type StructNode } from './struct-tree.js';

export interface DocumentElements {
  headings: Heading[];
  tables: Table[];
  figures: Figure[];
  /** The content ids inside Figure and Formula elements: an image painted there is that element's. */
  figureContentIds: Set<string>;
}

const HEADING_ROLE = /^H(\d*)$/;
const FIGURE_ROLES = new Set(['Figure', 'Formula']);
const TABLE_PARTS = new Set(['Table', 'THead', 'TBody', 'TFoot', 'TR']);

/** An element the checks judge, with its content: `contents[start..end)` of the document order. */
interface Span {
  node: StructNode;
  start: number;
  end: number;
}

/**
 * The headings, tables and figures of the whole structure tree, in document order, each once however
 * many pages it spans, with an area on each page its content is on: the union of the boxes of that
 * content there, or the element's Layout BBox when the content shows none (an annotation, an XObject
 * reference). Headings and tables without content are left out; figures without content are placed
 * by ContentlessFigures. A Figure that paints only lines and fills is a drawn shape, not a picture
 * (isDrawnShape), and is left out as the Office and HTML readers leave shapes out.
 */
export function documentElements(tree: StructNode, pages: readonly PageContent[]): DocumentElements {
  const pagesByRef = new Map(pages.map((page) => [page.ref, page]));
  const { contents, spans } = documentOrder(tree);
  const contentless = new ContentlessFigures(pagesByRef);
  const found: DocumentElements = { headings: [], tables: [], figures: [], figureContentIds: new Set() };

  for (const { node, start, end } of spans) {
    const own = contents.slice(start, end);
    if (FIGURE_ROLES.has(node.role)) {
      for (const content of own) found.figureContentIds.add(content.id);
      if (node.role === 'Figure' && isDrawnShape(own, pagesByRef)) continue;
      const areas =
        own.length > 0
          ? areasOf(node, own, pagesByRef)
          : contentless.areas([node.page, contents[start - 1]?.page, contents[end]?.page], node.bbox);
      found.figures.push({ alternativeText: node.alt?.trim() ?? null, decorative: false, location: { areas } });
      continue;
    }
    if (own.length === 0) continue;
    const location = { areas: areasOf(node, own, pagesByRef) };
    if (node.role === 'Table') {
      found.tables.push({ hasHeaders: hasHeaderCells(node), location });
      continue;
    }
    // 'H' has no level; 'H0' is no heading.
    const digits = HEADING_ROLE.exec(node.role)?.[1];
    const level = digits ? Number(digits) : null;
    if (level !== 0) found.headings.push({ level, text: textOf(own, pagesByRef), location });
  }
  return found;
}

/**
 * The ids of the content under the headings, tables and figures: the only places documentElements
 * reads (a paragraph's text and boxes are in the page model already), so a reader need keep no others.
 */
export function judgedContentIds(tree: StructNode): Set<string> {
  const { contents, spans } = documentOrder(tree);
  const ids = new Set<string>();
  for (const { start, end } of spans) for (let index = start; index < end; index++) ids.add(contents[index]!.id);
  return ids;
}

/** Every content item in document order, and the span of it under each judged element. */
function documentOrder(tree: StructNode): { contents: StructContent[]; spans: Span[] } {
  const contents: StructContent[] = [];
  const spans: Span[] = [];
  // Recursive: read-struct-tree.ts bounds the depth.
  const visit = (node: StructNode) => {
    for (const child of node.children) {
      if (isContent(child)) {
        contents.push(child);
        continue;
      }
      const judged = child.role === 'Table' || FIGURE_ROLES.has(child.role) || HEADING_ROLE.test(child.role);
      const span = judged ? { node: child, start: contents.length, end: contents.length } : null;
      if (span) spans.push(span);
      visit(child);
      if (span) span.end = contents.length;
    }
  };
  visit(tree);
  return { contents, spans };
}

/**
 * A Figure whose marked content paints lines and fills but neither an image nor text: a rectangle, a
 * line or a text box's frame, which LibreOffice exports as a Figure like any drawing. AlternativeText
 * judges pictures, and no format's reader takes a drawn shape for one (a Word or ODF shape, an HTML
 * rule or border), so neither does a PDF's: the same document gets the same verdict in every format.
 * A chart keeps its labels (text) and a picture its image, so both stay figures; a Formula is always
 * one. A Figure over an object reference or without content is not judged here (it may stand for
 * anything, and LibreOffice's pictures are such Figures).
 */
function isDrawnShape(own: readonly StructContent[], pagesByRef: ReadonlyMap<string, PageContent>): boolean {
  if (own.length === 0) return false;
  const ids = new Set<string>();
  for (const content of own) {
    if (content.type !== 'content') return false;
    const place = pagesByRef.get(content.page)?.places.get(content.id);
    if (place?.text.trim()) return false;
    ids.add(content.id);
  }
  const pages = new Set(own.map((content) => pagesByRef.get(content.page)));
  for (const page of pages) {
    if (page?.images.some((image) => image.contentId !== null && ids.has(image.contentId))) return false;
  }
  return own.some((content) => pagesByRef.get(content.page)?.places.get(content.id)?.box);
}

/** One area per page the content is on, in page order. */
function areasOf(node: StructNode, contents: StructContent[], pagesByRef: ReadonlyMap<string, PageContent>): Area[] {
  const boxes = new Map<PageContent, Box | null>();
  for (const content of contents) {
    const page = pagesByRef.get(content.page);
    if (!page) continue;
    const box = page.places.get(content.id)?.box ?? null;
    const previous = boxes.get(page) ?? null;
    boxes.set(page, previous && box ? unionBox(previous, box) : (previous ?? box));
  }
  const areas: Area[] = [];
  for (const [page, box] of boxes) {
    const area = box ?? layoutBox(node, page);
    if (area) areas.push({ page: page.index, box: area });
  }
  return areas.sort((a, b) => a.page - b.page);
}

/** The element's Layout BBox, on the page it belongs to. */
function layoutBox(node: StructNode, page: PageContent): Box | null {
  if (!node.bbox || (node.page !== undefined && node.page !== page.ref)) return null;
  const [x0, y0, x1, y1] = node.bbox as [number, number, number, number];
  return transformRect(page.viewportTransform, x0, y0, x1, y1);
}

/** The text the content shows, in order, across pages. */
function textOf(contents: StructContent[], pagesByRef: ReadonlyMap<string, PageContent>): string {
  let text = '';
  for (const content of contents) {
    const place = pagesByRef.get(content.page)?.places.get(content.id);
    if (!place?.text) continue;
    text += (text && place.spaceBefore ? ' ' : '') + place.text;
  }
  return pdfjs.normalizeUnicode(text).replace(/\s+/g, ' ').trim();
}

/**
 * Data cells associated with headers: a TH cell, or a cell with a Headers attribute. Header rows of a
 * THead without TH cells and Scope-less IDs are not read.
 */
function hasHeaderCells(table: StructNode): boolean {
  const visit = (node: StructNode): boolean =>
    node.role === 'TH' ||
    (node.headers?.length ?? 0) > 0 ||
    (TABLE_PARTS.has(node.role) && elementChildren(node).some(visit));
  return visit(table);
}
