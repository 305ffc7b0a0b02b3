import { describe, expect, it } from '@jest/globals';
import type { PaintedImage } from '../../../src/formats/pdf/content-walk.js';
import type { TextItem } from '../../../src/formats/pdf/text-items.js';
import { contentPlaces, type PageContent } from '../../../src/formats/pdf/structure/content-places.js';
import { documentElements } from '../../../src/formats/pdf/structure/document-elements.js';
import { contentLanguages, languageBelowDocument, rootLanguage } from '../../../src/formats/pdf/structure/languages.js';
import type { StructContent, StructNode } from '../../../src/formats/pdf/structure/struct-tree.js';
import type { Box } from '../../../src/model/geometry.js';

// Two pages, '1R' and '2R', 100 pt high: user space y up, page space y down.
const PAGE_REFS = ['1R', '2R'];
const content = (id: string, page = id.split('_')[0]!.slice(1)): StructContent => ({ type: 'content', id, page });
const mc = (page: number, mcid: number) => content(`p${PAGE_REFS[page]}_mc${mcid}`);
const node = (role: string, children: (StructNode | StructContent)[] = [], extra: Partial<StructNode> = {}) =>
  ({ role, children, ...extra }) as StructNode;
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

function image(box: Box, artifact = true): PaintedImage {
  return { box, pixelWidth: 100, pixelHeight: 100, artifact, contentId: null };
}

function pageContent(
  index: number,
  {
    items = [],
    marked = new Map(),
    images = [],
  }: { items?: TextItem[]; marked?: Map<string, Box>; images?: PaintedImage[] } = {},
): PageContent {
  return {
    index,
    ref: PAGE_REFS[index]!,
    width: 200,
    height: 100,
    viewportTransform: [1, 0, 0, -1, 0, 100],
    places: contentPlaces(items, marked),
    images,
  };
}

describe('documentElements', () => {
  it('reads heading levels beyond six and the unnumbered H, and joins the text of an element', () => {
    const tree = root(
      node('H10', [mc(0, 0)]),
      node('H', [mc(0, 1), node('Span', [mc(0, 2)])]),
      node('H0', [mc(0, 3)]),
      node('Heading1', [mc(0, 4)]),
      node('H1', []),
    );
    // A word split in two items (a kerning change) joins without a space; a blank item between items is a space.
    const items = [item('p1R_mc0', 'Deep', 0), item('p1R_mc1', 'Two', 0), item('p1R_mc2', 'chap', 40, true)];
    items.push(item('p1R_mc2', 'ters', 80));
    const { headings } = documentElements(tree, [pageContent(0, { items })]);
    // H0 is no heading; a role the RoleMap did not map to a standard one is none either; nor is an empty H1.
    expect(headings.map(({ level, text }) => [level, text])).toEqual([
      [10, 'Deep'],
      [null, 'Two chapters'],
    ]);
  });

  it('gives an element spanning pages one area on each page, once', () => {
    const tree = root(node('H1', [mc(0, 0), mc(1, 0)]));
    const pages = [pageContent(0, { items: [item('p1R_mc0', 'Long', 0)] })];
    pages.push(pageContent(1, { items: [item('p2R_mc0', 'heading', 0, true)] }));
    const { headings } = documentElements(tree, pages);
    expect(headings).toHaveLength(1);
    expect(headings[0]!.text).toBe('Long heading');
    expect(headings[0]!.location.areas.map((area) => area.page)).toEqual([0, 1]);
  });

  it('reads a table over two pages as one table, with headers wherever they are', () => {
    const table = node('Table', [
      node('TR', [node('TH', [mc(0, 0)])]),
      node('TR', [node('TD', [mc(1, 0)])]),
      node('TR', [node('TD', [mc(1, 1)], { headers: ['h1'] })]),
    ]);
    const pages = [pageContent(0, { items: [item('p1R_mc0', 'Head', 0)] })];
    pages.push(
      pageContent(1, { items: ['Cell', 'Cell', 'Other'].map((text, mcid) => item(`p2R_mc${mcid}`, text, mcid * 50)) }),
    );
    const { tables } = documentElements(root(table, node('Table', [node('TR', [node('TD', [mc(1, 2)])])])), pages);
    expect(tables.map(({ hasHeaders, location }) => [hasHeaders, location.areas.map((area) => area.page)])).toEqual([
      [true, [0, 1]],
      [false, [1]],
    ]);
  });

  it('places content that shows no box by the Layout BBox of its element, on its page', () => {
    const tree = root(
      node('Figure', [{ type: 'object', id: '12R', page: '1R' }], {
        alt: '  A map ',
        bbox: [10, 20, 30, 60],
        page: '1R',
      }),
      node('Formula', [mc(0, 5)]),
    );
    const { figures, figureContentIds } = documentElements(tree, [
      pageContent(0, { marked: new Map([['p1R_mc5', { x0: 1, y0: 2, x1: 3, y1: 4 }]]) }),
    ]);
    expect(figures).toEqual([
      {
        alternativeText: 'A map',
        decorative: false,
        location: { areas: [{ page: 0, box: { x0: 10, y0: 40, x1: 30, y1: 80 } }] },
      },
      {
        alternativeText: null,
        decorative: false,
        location: { areas: [{ page: 0, box: { x0: 1, y0: 2, x1: 3, y1: 4 } }] },
      },
    ]);
    expect([...figureContentIds]).toEqual(['12R', 'p1R_mc5']);
  });
});

describe('a Figure that paints only lines and fills (a drawn shape)', () => {
  const box = (x0: number): Box => ({ x0, y0: 10, x1: x0 + 40, y1: 40 });

  it('is no picture, whatever its Alt; a Figure with an image or text and a Formula still are', () => {
    const tree = root(
      node('Figure', [mc(0, 0)], { alt: 'A framed box' }),
      node('Figure', [mc(0, 1)], { alt: 'Chart' }),
      node('Figure', [mc(0, 2)], { alt: 'Labelled chart' }),
      node('Formula', [mc(0, 3)]),
      node('Figure', [mc(0, 4)]),
    );
    const marked = new Map(['p1R_mc0', 'p1R_mc1', 'p1R_mc2', 'p1R_mc3', 'p1R_mc4'].map((id, i) => [id, box(i * 40)]));
    const picture = { ...image(box(40), false), contentId: 'p1R_mc1' };
    const page = pageContent(0, { items: [item('p1R_mc2', 'Loans', 80)], marked, images: [picture] });
    const { figures, figureContentIds } = documentElements(tree, [page]);
    expect(figures.map((figure) => figure.alternativeText)).toEqual(['Chart', 'Labelled chart', null]);
    // Its content stays the shape's: no image painted there becomes a figure of its own.
    expect(figureContentIds).toContain('p1R_mc0');
  });
});

describe('a Figure without content (as LibreOffice writes a picture)', () => {
  const photo = image({ x0: 20, y0: 20, x1: 120, y1: 80 });
  const logo = image({ x0: 150, y0: 5, x1: 190, y1: 20 });
  const figuresOf = (tree: StructNode, pages: PageContent[]) =>
    documentElements(tree, pages).figures.map(({ alternativeText, location }) => [alternativeText, location.areas]);

  it('is placed by its /Pg on the artifact image under its Layout BBox, which no later figure takes', () => {
    const tree = root(
      node('P', [mc(0, 0)]),
      node('Figure', [], { alt: 'Garden', bbox: [21, 21, 119, 79], page: '2R' }),
      node('Figure', [], { alt: 'Logo', page: '2R' }),
      node('Figure', [], { alt: 'Map', bbox: [0, 0, 10, 10], page: '2R' }),
    );
    const pages = [pageContent(0), pageContent(1, { images: [photo, logo] })];
    expect(figuresOf(tree, pages)).toEqual([
      // Where the picture is painted, not the BBox rounded by the producer.
      ['Garden', [{ page: 1, box: photo.box }]],
      // Without a BBox: the first artifact image no earlier such figure took.
      ['Logo', [{ page: 1, box: logo.box }]],
      // No image under the BBox: the BBox itself.
      ['Map', [{ page: 1, box: { x0: 0, y0: 90, x1: 10, y1: 100 } }]],
    ]);
  });

  it('without /Pg, is on the page of the content before it, else after it', () => {
    const before = root(node('P', [mc(1, 0)]), node('Figure', [], { alt: 'A' }));
    const after = root(node('Figure', [], { alt: 'B' }), node('P', [mc(1, 0)]));
    const pages = [pageContent(0, { images: [logo] }), pageContent(1, { images: [photo] })];
    expect(figuresOf(before, pages)).toEqual([['A', [{ page: 1, box: photo.box }]]]);
    expect(figuresOf(after, pages)).toEqual([['B', [{ page: 1, box: photo.box }]]]);
  });

  it('stands for the whole page when there is no image to point at, and for nowhere without a page', () => {
    const small = image({ x0: 0, y0: 0, x1: 5, y1: 5 });
    const content = image({ x0: 20, y0: 20, x1: 120, y1: 80 }, false);
    const pages = [pageContent(0, { images: [small, content] })];
    expect(figuresOf(root(node('Figure', [], { page: '1R' })), pages)).toEqual([
      [null, [{ page: 0, box: { x0: 0, y0: 0, x1: 200, y1: 100 } }]],
    ]);
    expect(figuresOf(root(node('Figure', [], { page: '9R' })), [])).toEqual([[null, []]]);
  });
});

describe('languages', () => {
  it('gives each marked content the Lang of its nearest element that declares one, over the whole tree', () => {
    const tree = node('Root', [
      node('Document', [node('P', [mc(0, 0), node('Span', [mc(1, 1)], { lang: 'fr' })])], { lang: 'en' }),
      node('P', [mc(1, 2), node('Span', [mc(1, 3)], { lang: ' ' })]),
    ]);
    expect(Object.fromEntries(contentLanguages(tree))).toEqual({ p1R_mc0: 'en', p2R_mc1: 'fr' });
    expect(rootLanguage(tree)).toBe('en');
  });

  it("keeps a run's language only when it differs from the document's", () => {
    expect(languageBelowDocument('EN-gb', 'en-GB')).toBeNull();
    expect(languageBelowDocument('fr', 'en-GB')).toBe('fr');
    expect(languageBelowDocument('fr', null)).toBe('fr');
    expect(languageBelowDocument(null, 'en')).toBeNull();
  });
});
