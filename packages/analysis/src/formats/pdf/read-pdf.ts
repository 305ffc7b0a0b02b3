import { readFile } from 'node:fs/promises';
import { setImmediate as turn } from 'node:timers/promises';
import { collectGarbage } from '../../commons/heap.js';
import { AnalysisError, TransientAnalysisError, type AnalyseOptions } from '../../analyse.js';
import type { DocumentModel, PageModel, Unjudged } from '../../model/document-model.js';
import { renderPage } from '../../rendering/render-page.js';
import { sampleBackground } from '../../rendering/sample-background.js';
import { SharedColours } from '../../model/shared-colours.js';
import { BoldFonts } from './fonts.js';
import { resolvePdfLimits, type PdfLimits } from './limits.js';
import { openPdf } from './open-pdf.js';
import { imageFigures } from './page-images.js';
import { asAnalysisError } from './pdf-errors.js';
import { openCoreDocument } from './pdfjs-core.js';
import type { PDFDocumentProxy, PDFPageProxy } from './pdfjs.js';
import { readMetadata } from './read-metadata.js';
import { readPage } from './read-page.js';
import { readScans, RecogniserFailure, type Recognise } from './read-scans.js';
import { looksScanned } from './scanned-page.js';
import { StepTimeout } from './step-timeout.js';
import type { ContentPlace, PageContent } from './structure/content-places.js';
import { documentElements, judgedContentIds, type DocumentElements } from './structure/document-elements.js';
import { contentLanguages, languageBelowDocument, rootLanguage } from './structure/languages.js';
import { readStructTree } from './structure/read-struct-tree.js';
import { hasContent, type StructNode } from './structure/struct-tree.js';

/**
 * Pages read between two releases of the document's caches. pdf.js keeps each font it has
 * translated, and in it the glyphs of every string the font has shown (Font#charsCache), until the
 * document is closed or cleaned up: 12 MB over a 1,200-page book, a quarter of what its read
 * retained. Cleaning up drops them (fonts, shared images, colour spaces); the next page translates its
 * fonts again, a cost no slower in pnpm bench:large. test/formats/pdf/bounded-memory.spec.ts fails
 * if the fonts are kept.
 */
const CACHE_PAGES = 50;

export interface PdfReadOptions {
  /** Render pages to measure the background behind each text run (Contrast). Default true. */
  render?: boolean;
  /**
   * Reads the pages that look scanned (raster covers >= 50% of the page and there is (almost) no
   * text: < 10 non-space chars of visible or invisible text) with OCR, given the document's declared
   * language (BCP 47, null if none): a sample of them, or all with `scans: 'all'` (read-scans.ts).
   * If absent, page.ocr stays null.
   */
  recognise?: Recognise;
  /** `sample` (default): enough pages to judge Scanned; `all`: every one, for its words. */
  scans?: 'sample' | 'all';
  limits?: Partial<PdfLimits>;
  /** What the model leaves out, for readers of the content itself (the alternative formats). */
  reading?: PdfReadingHooks;
  /** Told as each page is read, and as each scanned page is read by OCR. */
  onProgress?: AnalyseOptions['onProgress'];
}

/** Called while the file is read: the structure tree, each page's marked content, then the open document. */
export interface PdfReadingHooks {
  structure?(tree: StructNode | null): void;
  page?(content: PageContent): void;
  /** After the model is built, before the document is closed (to render parts of its pages). */
  beforeClose?(document: PDFDocumentProxy, model: DocumentModel): Promise<void>;
}

/** Reads a PDF into the document model. Files that cannot be read fail with an AnalysisError. */
export async function readPdf(path: string, options: PdfReadOptions = {}): Promise<DocumentModel> {
  const limits = resolvePdfLimits(options.limits);
  const steps = new StepTimeout(limits.stepTimeoutMs);
  const data = new Uint8Array(await readFile(path));
  // First, because pdf.js takes the bytes over when it opens the file (they move to its worker).
  const structure = readStructure(data, limits, steps);
  const { document, destroy } = await openPdf(data, limits, steps);
  try {
    // A file pdf.js opens but its core could not read the structure of fails as pdf.js would fail it.
    if ('unreadable' in structure) throw structure.unreadable;
    options.reading?.structure?.(structure.tree);
    const model = await readDocument(document, structure.tree, options, limits, steps);
    await options.reading?.beforeClose?.(document, model);
    return model;
  } catch (error) {
    if (error instanceof RecogniserFailure) throw new TransientAnalysisError(`OCR failed: ${messageOf(error.cause)}`);
    throw asAnalysisError(error);
  } finally {
    await destroy();
  }
}

/** The whole structure tree (null without one); a bound or a stuck step ends the read at once. */
function readStructure(
  data: Uint8Array,
  limits: PdfLimits,
  steps: StepTimeout,
): { tree: StructNode | null } | { unreadable: unknown } {
  try {
    return { tree: readStructTree(openCoreDocument(data), limits, () => steps.check()) };
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
    // An encrypted or damaged file: opening it with pdf.js next gives the reason.
    return { unreadable: error };
  }
}

async function readDocument(
  document: PDFDocumentProxy,
  tree: StructNode | null,
  options: PdfReadOptions,
  limits: PdfLimits,
  steps: StepTimeout,
): Promise<DocumentModel> {
  const metadata = await steps.race(readMetadata(document));
  const markInfo = (await steps.race(document.getMarkInfo())) as unknown;
  const optionalContent = await steps.race(document.getOptionalContentConfig());
  const isVisible = (group: unknown) => {
    try {
      return optionalContent.isVisible(group as never);
    } catch {
      return true;
    }
  };
  // Known before any page is read, from the whole tree: the catalog's Lang, else its top element's.
  const language = metadata.language ?? (tree ? rootLanguage(tree) : null);
  const languages = tree ? contentLanguages(tree) : new Map<string, string>();
  // A marked-content Lang is closer to the text than any element's (ISO 32000-1, 14.9.2.2).
  const runLanguage = (contentId: string | null, markedLanguage: string | null) =>
    languageBelowDocument(markedLanguage ?? (contentId === null ? null : (languages.get(contentId) ?? null)), language);

  const pageCount = Math.min(document.numPages, limits.maxPages);
  const pages: PageModel[] = [];
  // Kept per page until the end: the structure's elements are placed on all of them at once. Only
  // the places of the judged elements' content are kept (a long book's paragraphs would be most).
  const contents: PageContent[] = [];
  const judgedContent = tree ? judgedContentIds(tree) : new Set<string>();
  let fonts: BoldFonts | null = null;
  const colours = new SharedColours();
  let contrastPages = 0;
  const unjudged: Unjudged[] = [];

  for (let index = 0; index < pageCount; index++) {
    const page = await steps.race(document.getPage(index + 1));
    fonts ??= new BoldFonts(page.commonObjs);
    try {
      const reading = await readPage(page, index, { steps, bounds: limits, fonts, colours, isVisible, runLanguage });
      const { model } = reading;
      if (options.render !== false && contrastPages < limits.maxContrastPages) {
        if (await measureBackgrounds(page, model, { limits, steps, colours })) contrastPages++;
      }
      if (
        looksScanned(
          model,
          reading.images.map((image) => image.box),
          reading.items,
        )
      )
        model.looksScanned = true;
      pages.push(model);
      options.reading?.page?.(reading.content);
      contents.push(keepPlaces(reading.content, judgedContent));
    } finally {
      // Drops the page's decoded images and operator lists; fonts stay in the document's objects
      // until the next cleanup (CACHE_PAGES).
      page.cleanup();
    }
    options.onProgress?.({ stage: 'pages', done: index + 1, total: pageCount });
    // The page's canvas and the objects pdf.js dropped are freed only when the event loop turns; a
    // page of uncompressed streams is read without one, and a long file would hold them all.
    await turn();
    if ((index + 1) % CACHE_PAGES === 0) {
      await steps.race(document.cleanup());
      collectGarbage();
    }
  }
  if (document.numPages > pageCount) {
    unjudged.push({
      pages: { from: pageCount + 1, to: document.numPages },
      reason: `Past the page limit: the first ${pageCount} of the ${document.numPages} pages were analysed`,
    });
  }
  if (options.recognise) {
    const scanned = await readScans({
      document,
      pages,
      recognise: options.recognise,
      language,
      scale: limits.ocrRenderScale,
      maxPages: limits.maxOcrPages,
      all: options.scans === 'all',
      steps,
      onProgress: options.onProgress,
    });
    if (scanned !== null) unjudged.push({ check: 'Scanned', reason: scanned });
  }

  const tagged = hasContent(tree);
  const elements: DocumentElements = tree
    ? documentElements(tree, contents)
    : { headings: [], tables: [], figures: [], figureContentIds: new Set() };
  const figures = [...elements.figures];
  for (const content of contents) {
    const structure = { tagged, figureContentIds: elements.figureContentIds };
    for (const figure of imageFigures(content.index, content.images, structure)) figures.push(figure);
  }

  return {
    fileType: 'pdf',
    metadata: { title: metadata.title, language },
    pages,
    structure: tree ? { present: tagged, marked: isMarked(markInfo) } : null,
    headings: elements.headings,
    tables: elements.tables,
    figures,
    ...(unjudged.length > 0 ? { unjudged } : {}),
  };
}

/**
 * Fills `background` for the page's visible, non-artifact runs from a render of the page without its
 * text, at the Contrast scale or less for a page past the pixel bound. Pages without such runs are
 * not rendered (false).
 */
async function measureBackgrounds(
  page: PDFPageProxy,
  model: PageModel,
  { limits, steps, colours }: { limits: PdfLimits; steps: StepTimeout; colours: SharedColours },
): Promise<boolean> {
  const runs = model.textRuns.filter((run) => !run.invisible && !run.artifact);
  if (runs.length === 0) return false;
  const points = Math.max(1, model.width * model.height);
  const scale = Math.min(limits.contrastRenderScale, Math.sqrt(limits.maxContrastRenderPixels / points));
  const raster = await steps.race(renderPage(page, scale, { withoutText: true }));
  for (const run of runs) run.background = colours.shared(sampleBackground(raster, scale, run.box));
  return true;
}

/** The page's content with the places of `ids` only. */
function keepPlaces(content: PageContent, ids: ReadonlySet<string>): PageContent {
  const places = new Map<string, ContentPlace>();
  for (const [id, place] of content.places) if (ids.has(id)) places.set(id, place);
  return { ...content, places };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** pdf.js returns the MarkInfo dictionary as a Map (its types say a plain object); Jest's realm has its own Map. */
function isMarked(markInfo: unknown): boolean {
  const info = markInfo as { get?: unknown; Marked?: unknown } | null;
  if (typeof info?.get === 'function') return (info as Map<string, unknown>).get('Marked') === true;
  return info?.Marked === true;
}
