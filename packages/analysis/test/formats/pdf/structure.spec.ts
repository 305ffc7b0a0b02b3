import { describe, expect, it } from '@jest/globals';
import type { TextItem } from '../../../src/formats/pdf/text-items.js';
import { DocumentElements } from '../../../src/formats/pdf/structure/document-elements.js';
import { contentLanguages, languageBelowDocument } from '../../../src/formats/pdf/structure/languages.js';
import { pageElements, type PageContent } from '../../../src/formats/pdf/structure/page-elements.js';
import type { StructContent, StructNode } from '../../../src/formats/pdf/structure/struct-tree.js';

const content = (id: string): StructContent => ({ type: 'content', id });
const node = (
  role: string,
  children: (StructNode | StructContent)[] = [],
  extra: Partial<StructNode> = {},
): StructNode => ({
  role,
  children,
  ...extra,
});
const root = (...children: StructNode[]): StructNode => node('Root', [node('Document', children)]);

function item(contentId: string, str: string, x0: number, spaceBefore = false): TextItem {
  return {
    str,
    dir: 'ltr',
    box: { x0, y0: 10, x1: x0 + 10 * str.length, y1: 22 },
    fontSize: 12,
    fontName: 'f1',
    contentId,
    artifact: false,
    spaceBefore,
  };
}

function pageContent(page: number, items: TextItem[], markedBoxes = new Map()): PageContent {
  return { page, items, markedBoxes, viewportTransform: [1, 0, 0, -1, 0, 100] };
}

describe('pageElements', () => {
  it('reads heading levels beyond six, the unnumbered H, and joins the text of an element', () => {
    const tree = root(
      node('H10', [content('a')]),
      node('H', [content('b'), node('Span', [content('c')])]),
      node('H0', [content('d')]),
      node('Heading1', [content('e')]),
    );
    // A word split in two items (a kerning change) joins without a space; a blank item between items is a space.
    const items = [item('a', 'Deep', 0), item('b', 'Two', 0), item('c', 'chap', 40, true), item('c', 'ters', 80)];
    const headings = pageElements(tree, pageContent(0, items)).map((element) =>
      element.kind === 'heading' ? [element.level, element.text] : element.kind,
    );
    // H0 is no heading; a role the RoleMap did not map to a standard one stays unknown.
    expect(headings).toEqual([
      [10, 'Deep'],
      [null, 'Two chapters'],
    ]);
  });

  it('skips elements with nothing on the page, and falls back to the Layout BBox', () => {
    const tree = root(
      node('H1', []),
      node('Figure', [{ type: 'object', id: '12R' }], { alt: '  A map ', bbox: [10, 20, 30, 60] }),
      node('Formula', [content('f')]),
    );
    const elements = pageElements(tree, pageContent(0, [], new Map([['f', { x0: 1, y0: 2, x1: 3, y1: 4 }]])));
    expect(elements).toEqual([
      {
        kind: 'figure',
        page: 0,
        box: { x0: 10, y0: 40, x1: 30, y1: 80 },
        alternativeText: 'A map',
        contentIds: ['12R'],
      },
      { kind: 'figure', page: 0, box: { x0: 1, y0: 2, x1: 3, y1: 4 }, alternativeText: null, contentIds: ['f'] },
    ]);
  });
});

describe('DocumentElements', () => {
  const table = (...rows: StructNode[]) => node('Table', rows);
  const row = (...cells: StructNode[]) => node('TR', cells);

  it('joins a table split over two pages into one with two areas', () => {
    const elements = new DocumentElements();
    // pdf.js shows every row on both pages; only the cells with content on the page have children.
    const first = root(table(row(node('TH', [content('a')])), row(node('TD', []))));
    const second = root(table(row(node('TH', [])), row(node('TD', [content('b')]))));
    elements.addPage(0, pageElements(first, pageContent(0, [item('a', 'Head', 0)])));
    elements.addPage(1, pageElements(second, pageContent(1, [item('b', 'Cell', 0)])));
    expect(elements.tables).toHaveLength(1);
    expect(elements.tables[0].hasHeaders).toBe(true);
    expect(elements.tables[0].location.areas.map((area) => area.page)).toEqual([0, 1]);
  });

  it('keeps two complete tables of the same shape on consecutive pages apart', () => {
    const elements = new DocumentElements();
    const page = (id: string) => root(table(row(node('TD', [content(id)]))));
    elements.addPage(0, pageElements(page('a'), pageContent(0, [item('a', 'One', 0)])));
    elements.addPage(1, pageElements(page('b'), pageContent(1, [item('b', 'Two', 0)])));
    expect(elements.tables).toHaveLength(2);
    expect(elements.tables.every((found) => !found.hasHeaders)).toBe(true);
  });

  it('counts a Headers attribute on a data cell as headers', () => {
    const elements = new DocumentElements();
    const tree = root(table(row(node('TD', [content('a')], { headers: ['h1'] }))));
    elements.addPage(0, pageElements(tree, pageContent(0, [item('a', 'x', 0)])));
    expect(elements.tables[0].hasHeaders).toBe(true);
  });
});

describe('languages', () => {
  it('gives each marked content the Lang of its nearest element that declares one', () => {
    const tree = node('Root', [
      node('Document', [node('P', [content('a'), node('Span', [content('b')], { lang: 'fr' })])], { lang: 'en' }),
    ]);
    expect(Object.fromEntries(contentLanguages(tree))).toEqual({ a: 'en', b: 'fr' });
  });

  it("keeps a run's language only when it differs from the document's", () => {
    expect(languageBelowDocument('EN-gb', 'en-GB')).toBeNull();
    expect(languageBelowDocument('fr', 'en-GB')).toBe('fr');
    expect(languageBelowDocument('fr', null)).toBe('fr');
    expect(languageBelowDocument(null, 'en')).toBeNull();
  });
});
