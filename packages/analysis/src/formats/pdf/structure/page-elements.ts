import type { Box } from '../../../model/geometry.js';
import { transformRect, unionBox, type Matrix } from '../matrix.js';
import { pdfjs } from '../pdfjs.js';
import type { TextItem } from '../text-items.js';
import { contentOf, elementChildren, walkElements, type StructNode } from './struct-tree.js';

/** A heading, table or figure element as one page's structure tree shows it. */
export type PageElement =
  | { kind: 'heading'; page: number; box: Box | null; level: number | null; text: string }
  | { kind: 'table'; page: number; box: Box | null; hasHeaders: boolean; shape: string; continues: boolean }
  | { kind: 'figure'; page: number; box: Box | null; alternativeText: string | null; contentIds: string[] };

/** What the page painted for each structure content id: its text items and the boxes of its paths and images. */
export interface PageContent {
  page: number;
  items: TextItem[];
  markedBoxes: Map<string, Box>;
  viewportTransform: Matrix;
}

const HEADING_ROLE = /^H(\d*)$/;
const FIGURE_ROLES = new Set(['Figure', 'Formula']);
// pdf.js puts every row and cell of a table on each page the table touches, content or not (it walks
// these roles downwards): the shape of that part of the tree is the same on each page.
const TABLE_PARTS = new Set(['Table', 'THead', 'TBody', 'TFoot', 'TR']);

/**
 * The headings, tables and figures (Figure, Formula) of one page's structure tree, in document order.
 * An element is on the page if some content of its subtree is; its box is the union of that content's
 * boxes, or its Layout BBox when the content has none (an annotation, an XObject reference).
 */
export function pageElements(tree: StructNode, content: PageContent): PageElement[] {
  const itemsById = new Map<string, TextItem[]>();
  for (const item of content.items) {
    if (item.contentId === null) continue;
    const list = itemsById.get(item.contentId);
    if (list) list.push(item);
    else itemsById.set(item.contentId, [item]);
  }

  const elements: PageElement[] = [];
  walkElements(tree, (node, ancestors) => {
    const heading = HEADING_ROLE.exec(node.role);
    const isFigure = FIGURE_ROLES.has(node.role);
    if (!heading && !isFigure && node.role !== 'Table') return;
    const contentIds = contentOf(node).map((child) => child.id);
    if (contentIds.length === 0) return;

    let box: Box | null = null;
    for (const id of contentIds) {
      for (const item of itemsById.get(id) ?? []) box = box ? unionBox(box, item.box) : item.box;
      const marked = content.markedBoxes.get(id);
      if (marked) box = box ? unionBox(box, marked) : marked;
    }
    if (box === null && node.bbox?.length === 4) {
      const [x0, y0, x1, y1] = node.bbox;
      box = transformRect(content.viewportTransform, x0, y0, x1, y1);
    }

    if (heading) {
      const level = heading[1] === '' ? null : Number(heading[1]);
      if (level === 0) return;
      const items = contentIds.flatMap((id) => itemsById.get(id) ?? []);
      const text = items.map((item, i) => (i > 0 && item.spaceBefore ? ' ' : '') + item.str).join('');
      elements.push({ kind: 'heading', page: content.page, box, level, text: cleanText(text) });
    } else if (isFigure) {
      const alternativeText = node.alt?.trim() ?? null;
      elements.push({ kind: 'figure', page: content.page, box, alternativeText, contentIds });
    } else {
      elements.push({
        kind: 'table',
        page: content.page,
        box,
        hasHeaders: hasHeaderCells(node),
        shape: `${ancestors.join('/')}|${tableShape(node)}`,
        continues: hasCellWithoutContent(node),
      });
    }
  });
  return elements;
}

/**
 * Data cells associated with headers: a TH cell, or a cell with a Headers attribute. pdf.js exposes
 * Headers and Scope (on TH) but not IDs on other cells, nor Scope-less header rows of a THead.
 */
function hasHeaderCells(table: StructNode): boolean {
  const visit = (node: StructNode): boolean =>
    node.role === 'TH' ||
    (node.headers?.length ?? 0) > 0 ||
    (TABLE_PARTS.has(node.role) && elementChildren(node).some(visit));
  return visit(table);
}

function tableShape(node: StructNode): string {
  if (!TABLE_PARTS.has(node.role)) return node.role;
  return `${node.role}(${elementChildren(node).map(tableShape).join(',')})`;
}

/** A table with a cell that has nothing on this page is (probably) split over pages. */
function hasCellWithoutContent(table: StructNode): boolean {
  const visit = (node: StructNode): boolean =>
    TABLE_PARTS.has(node.role) ? elementChildren(node).some(visit) : contentOf(node).length === 0;
  return visit(table);
}

function cleanText(text: string): string {
  return pdfjs.normalizeUnicode(text).replace(/\s+/g, ' ').trim();
}
