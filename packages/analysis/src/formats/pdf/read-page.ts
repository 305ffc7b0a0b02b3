import type { PageModel, TextRun } from '../../model/document-model.js';
import { ContentBudget, type ContentBounds } from './content-budget.js';
import { walkContent, type PaintedImage } from './content-walk.js';
import type { Deadline } from './deadline.js';
import type { BoldFonts } from './fonts.js';
import type { Matrix } from './matrix.js';
import { readOperatorList } from './operator-list.js';
import { toPageImages } from './page-images.js';
import type { PDFPageProxy } from './pdfjs.js';
import { contentLanguages } from './structure/languages.js';
import { pageElements, type PageElement } from './structure/page-elements.js';
import type { StructNode } from './structure/struct-tree.js';
import { readTextItems, type TextItem } from './text-items.js';
import { buildTextRuns } from './text-runs.js';

/** What reading one page yields, before rendering: the model's page and what the document level needs. */
export interface PageReading {
  model: PageModel;
  items: TextItem[];
  images: PaintedImage[];
  /** The page's structure tree, null when the document has none. */
  tree: StructNode | null;
  elements: PageElement[];
  /** Each run with the Lang its structure element declares (resolved against the document's at the end). */
  runLanguages: { run: TextRun; language: string | null }[];
}

export interface PageReadContext {
  deadline: Deadline;
  bounds: ContentBounds;
  fonts: BoldFonts;
  isVisible(optionalContent: unknown): boolean;
}

/** Reads one page: operator list (paint), text content (text and marked content), structure tree. */
export async function readPage(page: PDFPageProxy, index: number, context: PageReadContext): Promise<PageReading> {
  const { deadline } = context;
  const viewport = page.getViewport({ scale: 1 });
  const viewportTransform = viewport.transform as unknown as Matrix;
  const contentIdPrefix = `p${page.ref ? refString(page.ref) : ''}_mc`;

  // Counted and bounded as it arrives: the text content and the render parse the same content
  // stream again, so a page within the bounds here is within them there too.
  const budget = new ContentBudget(index, context.bounds);
  const operatorList = await deadline.race(readOperatorList(page, budget, () => deadline.check()));
  const paint = walkContent(operatorList, {
    viewportTransform,
    contentId: (mcid) => contentIdPrefix + mcid,
    isVisible: context.isVisible,
    imageSize: (objectId) => imageSize(page, objectId),
  });
  const items = await deadline.race(readTextItems(page, viewportTransform));
  const tree = (await deadline.race(page.getStructTree())) as StructNode | null;

  const languages = tree ? contentLanguages(tree) : new Map<string, string>();
  const runLanguages: PageReading['runLanguages'] = [];
  const runs = buildTextRuns(items, paint.glyphs, context.fonts).map(({ run, item }) => {
    runLanguages.push({ run, language: item.contentId === null ? null : (languages.get(item.contentId) ?? null) });
    return run;
  });
  const elements = tree
    ? pageElements(tree, { page: index, items, markedBoxes: paint.markedBoxes, viewportTransform })
    : [];

  return {
    model: {
      index,
      width: viewport.width,
      height: viewport.height,
      textRuns: runs,
      images: toPageImages(paint.images),
      ocr: null,
    },
    items,
    images: paint.images,
    tree,
    elements,
    runLanguages,
  };
}

/** pdf.js's Ref.toString(): '12R', or '12R3' for a non-zero generation; structure content ids embed it. */
function refString(ref: { num: number; gen: number }): string {
  return ref.gen === 0 ? `${ref.num}R` : `${ref.num}R${ref.gen}`;
}

/** Images used on several pages live in the document's objects, the others in the page's. */
function imageSize(page: PDFPageProxy, objectId: string): { width: number; height: number } | null {
  if (typeof objectId !== 'string') return null;
  const store = page.objs.has(objectId) ? page.objs : page.commonObjs.has(objectId) ? page.commonObjs : null;
  const image = store?.get(objectId) as { width?: unknown; height?: unknown } | null | undefined;
  return typeof image?.width === 'number' && typeof image.height === 'number'
    ? { width: image.width, height: image.height }
    : null;
}
