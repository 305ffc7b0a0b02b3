/** Bounds on the work one PDF may cost, so that a hostile or huge file fails fast instead of stalling a worker. */
export interface PdfLimits {
  /** More pages than this and the file is refused (AnalysisError). */
  maxPages: number;
  /** Images with more pixels are skipped by pdf.js, never decoded (its `maxImageSize`). */
  maxImagePixels: number;
  /** A page whose operator list (its forms and annotations included) grows past this is refused (AnalysisError). */
  maxPageOperators: number;
  /** A page that nests graphics states (`q`, forms) deeper than this is refused (AnalysisError). */
  maxGraphicsStateDepth: number;
  /** A structure tree with more elements and content items than this is refused (AnalysisError). */
  maxStructureNodes: number;
  /** A structure tree that nests elements deeper than this is refused (AnalysisError). */
  maxStructureDepth: number;
  /** Scale (1 = 72 dpi) at which pages are rendered to measure the background behind text. */
  contrastRenderScale: number;
  /** At most this many pages are rendered for contrast; the runs of later pages keep `background: null`. */
  maxContrastPages: number;
  /** Scale at which a page that looks scanned is rendered for OCR. */
  ocrRenderScale: number;
  /** At most this many scanned-looking pages are passed to OCR. */
  maxOcrPages: number;
  /** Rendering for Contrast, over all pages: past it Contrast goes unjudged, the other checks stand. */
  contrastBudgetMs: number;
  /** OCR of scanned-looking pages, over all pages: past it Scanned goes unjudged. */
  ocrBudgetMs: number;
  /** The whole read, rendering and OCR included, must finish within this many milliseconds (AnalysisError). */
  timeBudgetMs: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPages: 1000,
  maxImagePixels: 50_000_000,
  // pdf.js parses a content stream in one go, and no timer can stop it. A page at this bound costs it
  // about 1.5 s to list, read for text and render; real pages, maps and plots included, stay far below.
  maxPageOperators: 1_000_000,
  // pdf.js chains each saved graphics state to the one before, so each `q` costs more than the last:
  // 20,000 unbalanced `q`s take it 4 s, 100,000 never end. The PDF 1.7 reference's limit is 28 (Appendix C).
  maxGraphicsStateDepth: 2_000,
  // A 1,000-page tagged book has about 100,000 elements and as many MCIDs. 500,000 cost about 1.4 s
  // and 115 MB to read. pdf.js's own per-page trees stop at 40 levels; the HTML adapter's bound is 512.
  maxStructureNodes: 500_000,
  maxStructureDepth: 512,
  // 0.75 (54 dpi): a 12 pt line is 9 px tall, plenty to find the dominant colour of its box, and a page
  // costs a quarter of what it does at 1.5.
  contrastRenderScale: 0.75,
  maxContrastPages: 200,
  // 2.5 (180 dpi): within the 150–300 dpi Tesseract reads well, without the cost of 300 dpi.
  ocrRenderScale: 2.5,
  maxOcrPages: 50,
  // The stages share the 60 s of the whole read, leaving the reading of text and structure (which
  // every check needs, and whose failure fails the file) at least 15 s.
  contrastBudgetMs: 20_000,
  ocrBudgetMs: 25_000,
  timeBudgetMs: 60_000,
};

export function resolvePdfLimits(overrides: Partial<PdfLimits> = {}): PdfLimits {
  return { ...DEFAULT_PDF_LIMITS, ...overrides };
}
