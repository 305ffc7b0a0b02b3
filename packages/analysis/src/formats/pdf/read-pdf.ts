import type { DocumentModel, Figure, OcrEvidence, PageModel, StructureSummary } from '../../model/document-model.js';
import type { Raster } from '../../model/raster.js';
import { renderPage } from '../../rendering/render-page.js';
import { sampleBackground } from '../../rendering/sample-background.js';
import { Deadline } from './deadline.js';
import { BoldFonts } from './fonts.js';
import { resolvePdfLimits, type PdfLimits } from './limits.js';
import { openPdf } from './open-pdf.js';
import { imageFigures } from './page-images.js';
import { asAnalysisError } from './pdf-errors.js';
import type { PDFDocumentProxy, PDFPageProxy } from './pdfjs.js';
import { readMetadata } from './read-metadata.js';
import { readPage, type PageReading } from './read-page.js';
import { looksScanned } from './scanned-page.js';
import { DocumentElements } from './structure/document-elements.js';
import { languageBelowDocument, rootLanguage } from './structure/languages.js';
import { isNonEmptyTree } from './structure/struct-tree.js';
import type { PaintedImage } from './content-walk.js';

export interface PdfReadOptions {
  /** Render pages to measure the background behind each text run (Contrast). Default true. */
  render?: boolean;
  /**
   * Called for pages that look scanned (raster covers >= 50% of the page and there is (almost) no text:
   * < 10 non-space chars of visible or invisible text): returns the OCR evidence for that rendered page.
   * If absent, page.ocr stays null.
   */
  recognise?: (raster: Raster) => Promise<OcrEvidence>;
  limits?: Partial<PdfLimits>;
}

/** Reads a PDF into the document model. Files that cannot be read fail with an AnalysisError. */
export async function readPdf(path: string, options: PdfReadOptions = {}): Promise<DocumentModel> {
  const limits = resolvePdfLimits(options.limits);
  const deadline = new Deadline(limits.timeBudgetMs);
  const { document, destroy } = await openPdf(path, limits, deadline);
  try {
    return await readDocument(document, options, limits, deadline);
  } catch (error) {
    throw error instanceof RecogniserFailure ? error.cause : asAnalysisError(error);
  } finally {
    await destroy();
  }
}

async function readDocument(
  document: PDFDocumentProxy,
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

  const pages: PageModel[] = [];
  const elements = new DocumentElements();
  // Kept per page until the end: figures and run languages need the whole document's structure first.
  const pageImages: PaintedImage[][] = [];
  const runLanguages: PageReading['runLanguages'] = [];
  const figureContentIds = new Set<string>();
  let hasTree = false;
  let treeLanguage: string | null = null;
  let structurePresent = false;
  let fonts: BoldFonts | null = null;
  let contrastPages = 0;
  let ocrPages = 0;

  for (let index = 0; index < document.numPages; index++) {
    const page = await deadline.race(document.getPage(index + 1));
    fonts ??= new BoldFonts(page.commonObjs);
    try {
      const reading = await readPage(page, index, { deadline, bounds: limits, fonts, isVisible });
      const { model, tree } = reading;
      if (options.render !== false && contrastPages < limits.maxContrastPages) {
        if (await measureBackgrounds(page, model, limits.contrastRenderScale, deadline)) contrastPages++;
      }
      const imageBoxes = reading.images.map((image) => image.box);
      if (options.recognise && ocrPages < limits.maxOcrPages && looksScanned(model, imageBoxes, reading.items)) {
        ocrPages++;
        model.ocr = await recognisePage(page, limits.ocrRenderScale, options.recognise, deadline);
      }

      pages.push(model);
      elements.addPage(index, reading.elements);
      pageImages.push(reading.images);
      for (const entry of reading.runLanguages) runLanguages.push(entry);
      for (const element of reading.elements) {
        if (element.kind === 'figure') element.contentIds.forEach((id) => figureContentIds.add(id));
      }
      hasTree ||= tree !== null;
      if (isNonEmptyTree(tree)) {
        treeLanguage ??= rootLanguage(tree);
        structurePresent = true;
      }
    } finally {
      // Drops the page's decoded images and operator lists; fonts stay in the document's objects.
      page.cleanup();
    }
  }

  const structure: StructureSummary | null = hasTree ? { present: structurePresent, marked: isMarked(markInfo) } : null;
  const language = metadata.language ?? treeLanguage;
  for (const { run, language: declared } of runLanguages) run.language = languageBelowDocument(declared, language);
  const figures: Figure[] = [...elements.figures];
  pageImages.forEach((images, index) => {
    for (const figure of imageFigures(index, images, { tagged: structurePresent, figureContentIds }))
      figures.push(figure);
  });

  return {
    fileType: 'pdf',
    metadata: { title: metadata.title, language },
    pages,
    structure,
    headings: elements.headings,
    tables: elements.tables,
    figures,
  };
}

/**
 * Fills `background` for the page's visible, non-artifact runs from a render of the page without its
 * text. Pages without such runs are not rendered; returns whether this one was.
 */
async function measureBackgrounds(
  page: PDFPageProxy,
  model: PageModel,
  scale: number,
  deadline: Deadline,
): Promise<boolean> {
  const runs = model.textRuns.filter((run) => !run.invisible && !run.artifact);
  if (runs.length === 0) return false;
  const raster = await deadline.race(renderPage(page, scale, { withoutText: true }));
  for (const run of runs) run.background = sampleBackground(raster, scale, run.box);
  return true;
}

async function recognisePage(
  page: PDFPageProxy,
  scale: number,
  recognise: (raster: Raster) => Promise<OcrEvidence>,
  deadline: Deadline,
): Promise<OcrEvidence> {
  const raster = await deadline.race(renderPage(page, scale));
  const evidence = recognise(raster).catch((error: unknown) => {
    throw new RecogniserFailure(error);
  });
  return deadline.race(evidence);
}

/** A failure of the recogniser says nothing about the file: it is rethrown as it is, not as an AnalysisError. */
class RecogniserFailure {
  constructor(readonly cause: unknown) {}
}

/** pdf.js returns the MarkInfo dictionary as a Map (its types say a plain object); Jest's realm has its own Map. */
function isMarked(markInfo: unknown): boolean {
  const info = markInfo as { get?: unknown; Marked?: unknown } | null;
  if (typeof info?.get === 'function') return (info as Map<string, unknown>).get('Marked') === true;
  return info?.Marked === true;
}
