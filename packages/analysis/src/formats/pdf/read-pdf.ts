import { readFile } from 'node:fs/promises';
import { AnalysisError, TransientAnalysisError } from '../../analyse.js';
import type { DocumentModel, OcrEvidence, PageModel } from '../../model/document-model.js';
import type { Raster } from '../../model/raster.js';
import { renderPage } from '../../rendering/render-page.js';
import { sampleBackground } from '../../rendering/sample-background.js';
import { Deadline } from './deadline.js';
import { StageBudget } from './stage-budget.js';
import type { CheckName } from '../../feedback.js';
import { BoldFonts } from './fonts.js';
import { resolvePdfLimits, type PdfLimits } from './limits.js';
import { openPdf } from './open-pdf.js';
import { imageFigures } from './page-images.js';
import { asAnalysisError } from './pdf-errors.js';
import { openCoreDocument } from './pdfjs-core.js';
import type { PDFDocumentProxy, PDFPageProxy } from './pdfjs.js';
import { readMetadata } from './read-metadata.js';
import { readPage } from './read-page.js';
import { looksScanned } from './scanned-page.js';
import type { PageContent } from './structure/content-places.js';
import { documentElements, type DocumentElements } from './structure/document-elements.js';
import { contentLanguages, languageBelowDocument, rootLanguage } from './structure/languages.js';
import { readStructTree } from './structure/read-struct-tree.js';
import { hasContent, type StructNode } from './structure/struct-tree.js';

export interface PdfReadOptions {
  /** Render pages to measure the background behind each text run (Contrast). Default true. */
  render?: boolean;
  /**
   * Called for pages that look scanned (raster covers >= 50% of the page and there is (almost) no text:
   * < 10 non-space chars of visible or invisible text): returns the OCR evidence for that rendered page,
   * given the document's declared language (BCP 47, null if none). If absent, page.ocr stays null.
   */
  recognise?: (raster: Raster, language: string | null) => Promise<OcrEvidence>;
  limits?: Partial<PdfLimits>;
  /** What the model leaves out, for readers of the content itself (the alternative formats). */
  reading?: PdfReadingHooks;
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
  const deadline = new Deadline(limits.timeBudgetMs);
  const data = new Uint8Array(await readFile(path));
  // First, because pdf.js takes the bytes over when it opens the file (they move to its worker).
  const structure = readStructure(data, limits, deadline);
  const { document, destroy } = await openPdf(data, limits, deadline);
  try {
    // A file pdf.js opens but its core could not read the structure of fails as pdf.js would fail it.
    if ('unreadable' in structure) throw structure.unreadable;
    options.reading?.structure?.(structure.tree);
    const model = await readDocument(document, structure.tree, options, limits, deadline);
    await options.reading?.beforeClose?.(document, model);
    return model;
  } catch (error) {
    if (error instanceof RecogniserFailure) throw new TransientAnalysisError(`OCR failed: ${messageOf(error.cause)}`);
    throw asAnalysisError(error);
  } finally {
    await destroy();
  }
}

/** The whole structure tree (null without one); a bound or the deadline ends the read at once. */
function readStructure(
  data: Uint8Array,
  limits: PdfLimits,
  deadline: Deadline,
): { tree: StructNode | null } | { unreadable: unknown } {
  try {
    return { tree: readStructTree(openCoreDocument(data), limits, () => deadline.check()) };
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
  deadline: Deadline,
): Promise<DocumentModel> {
  const metadata = await deadline.race(readMetadata(document));
  const markInfo = (await deadline.race(document.getMarkInfo())) as unknown;
  const optionalContent = await deadline.race(document.getOptionalContentConfig());
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

  const pages: PageModel[] = [];
  // Kept per page until the end: the structure's elements are placed on all of them at once.
  const contents: PageContent[] = [];
  let fonts: BoldFonts | null = null;
  let contrastPages = 0;
  let ocrPages = 0;
  const contrastStage = new StageBudget(limits.contrastBudgetMs);
  const ocrStage = new StageBudget(limits.ocrBudgetMs);
  const unjudged = new Map<CheckName, string>();

  for (let index = 0; index < document.numPages; index++) {
    const page = await deadline.race(document.getPage(index + 1));
    fonts ??= new BoldFonts(page.commonObjs);
    try {
      const reading = await readPage(page, index, { deadline, bounds: limits, fonts, isVisible, runLanguage });
      const { model } = reading;
      if (options.render !== false && contrastPages < limits.maxContrastPages) {
        const rendered = await measureBackgrounds(page, model, limits.contrastRenderScale, deadline, contrastStage);
        if (rendered === 'outOfTime')
          unjudged.set('Contrast', contrastStage.outOfTime('Rendering the pages to measure contrast'));
        if (rendered === 'rendered') contrastPages++;
      }
      const imageBoxes = reading.images.map((image) => image.box);
      if (options.recognise && ocrPages < limits.maxOcrPages && looksScanned(model, imageBoxes, reading.items)) {
        ocrPages++;
        const recognise = options.recognise;
        const evidence = await ocrStage.run((signal) =>
          recognisePage(page, limits.ocrRenderScale, recognise, language, deadline, signal),
        );
        if (evidence === null) unjudged.set('Scanned', ocrStage.outOfTime('Reading the scanned pages (OCR)'));
        model.ocr = evidence;
      }
      pages.push(model);
      contents.push(reading.content);
      options.reading?.page?.(reading.content);
    } finally {
      // Drops the page's decoded images and operator lists; fonts stay in the document's objects.
      page.cleanup();
    }
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
    ...(unjudged.size > 0 ? { unjudged: [...unjudged].map(([check, reason]) => ({ check, reason })) } : {}),
  };
}

/**
 * Fills `background` for the page's visible, non-artifact runs from a render of the page without its
 * text, within the Contrast stage's budget. Pages without such runs are not rendered.
 */
async function measureBackgrounds(
  page: PDFPageProxy,
  model: PageModel,
  scale: number,
  deadline: Deadline,
  stage: StageBudget,
): Promise<'rendered' | 'noText' | 'outOfTime'> {
  const runs = model.textRuns.filter((run) => !run.invisible && !run.artifact);
  if (runs.length === 0) return 'noText';
  const raster = await deadline.race(stage.run((signal) => renderPage(page, scale, { withoutText: true, signal })));
  if (raster === null) return 'outOfTime';
  for (const run of runs) run.background = sampleBackground(raster, scale, run.box);
  return 'rendered';
}

async function recognisePage(
  page: PDFPageProxy,
  scale: number,
  recognise: (raster: Raster, language: string | null) => Promise<OcrEvidence>,
  language: string | null,
  deadline: Deadline,
  signal: AbortSignal,
): Promise<OcrEvidence> {
  const raster = await deadline.race(renderPage(page, scale, { signal }));
  const evidence = recognise(raster, language).catch((error: unknown) => {
    throw new RecogniserFailure(error);
  });
  return deadline.race(evidence);
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A failure of the recogniser says nothing about the file: it is transient, not an AnalysisError. */
class RecogniserFailure {
  constructor(readonly cause: unknown) {}
}

/** pdf.js returns the MarkInfo dictionary as a Map (its types say a plain object); Jest's realm has its own Map. */
function isMarked(markInfo: unknown): boolean {
  const info = markInfo as { get?: unknown; Marked?: unknown } | null;
  if (typeof info?.get === 'function') return (info as Map<string, unknown>).get('Marked') === true;
  return info?.Marked === true;
}
