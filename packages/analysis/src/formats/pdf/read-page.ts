import type { PageModel } from '../../model/document-model.js';
import { ContentBudget, type ContentBounds } from './content-budget.js';
import { walkContent, type PaintedImage } from './content-walk.js';
import type { StepTimeout } from './step-timeout.js';
import type { SharedColours } from '../../model/shared-colours.js';
import type { BoldFonts } from './fonts.js';
import type { Matrix } from './matrix.js';
import { readOperatorList } from './operator-list.js';
import { toPageImages } from './page-images.js';
import type { PDFPageProxy } from './pdfjs.js';
import { contentPlaces, type PageContent } from './structure/content-places.js';
import { readTextItems, type TextItem } from './text-items.js';
import { buildTextRuns } from './text-runs.js';

/** What reading one page yields, before rendering: the model's page and what the document level needs. */
export interface PageReading {
  model: PageModel;
  items: TextItem[];
  images: PaintedImage[];
  /** Where the page shows each marked content: the structure's elements are placed on it. */
  content: PageContent;
}

export interface PageReadContext {
  steps: StepTimeout;
  bounds: ContentBounds;
  fonts: BoldFonts;
  colours: SharedColours;
  isVisible(optionalContent: unknown): boolean;
  /**
   * The language of a run as TextRun.language has it (null: the document's), from the marked content
   * it is in (its structure content id, and the /Lang of its own marked-content property lists).
   */
  runLanguage(contentId: string | null, markedLanguage: string | null): string | null;
}

/** Reads one page: its operator list (paint) and text content (text, marked content, and where it is). */
export async function readPage(page: PDFPageProxy, index: number, context: PageReadContext): Promise<PageReading> {
  const { steps } = context;
  const viewport = page.getViewport({ scale: 1 });
  const viewportTransform = viewport.transform as unknown as Matrix;
  const ref = page.ref ? refString(page.ref) : '';
  const contentIdPrefix = `p${ref}_mc`;

  // Counted and bounded as it arrives: the text content and the render parse the same content
  // stream again, so a page within the bounds here is within them there too.
  const budget = new ContentBudget(index, context.bounds);
  const operatorList = await steps.race(readOperatorList(page, budget, () => steps.check()));
  const paint = walkContent(operatorList, {
    viewportTransform,
    contentId: (mcid) => contentIdPrefix + mcid,
    isVisible: context.isVisible,
    imageSize: (objectId) => imageSize(page, objectId),
  });
  const items = await steps.race(readTextItems(page, viewportTransform));
  const runs = buildTextRuns(items, paint.glyphs, context.fonts, context.colours).map(
    ({ run, item, markedLanguage }) => {
      run.language = context.runLanguage(item.contentId, markedLanguage);
      return run;
    },
  );

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
    content: {
      index,
      ref,
      width: viewport.width,
      height: viewport.height,
      viewportTransform,
      places: contentPlaces(items, paint.markedBoxes),
      images: paint.images,
    },
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
