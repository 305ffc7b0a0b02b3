/**
 * Bounds on the work one PDF may cost, counted in work (pages, operators, pixels, OCR'd pages) so
 * that the same file gets the same feedback however busy the machine is; a hostile file fails fast
 * instead of stalling a worker.
 */
export interface PdfLimits {
  /**
   * Pages read at most: a longer file is judged on its first `maxPages` pages, and the rest are
   * listed as not judged (a partial result, not a failure).
   */
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
  /**
   * A page rendered for Contrast larger than this many pixels at `contrastRenderScale` (a poster,
   * a map) is rendered at the scale that fits, so that one page's cost is bounded by work, not time.
   */
  maxContrastRenderPixels: number;
  /** At most this many pages are rendered for contrast; the runs of later pages keep `background: null`. */
  maxContrastPages: number;
  /** Scale at which a page that looks scanned is rendered for OCR. */
  ocrRenderScale: number;
  /**
   * At most this many pages that look scanned are read by OCR. Past it, Scanned is left unjudged
   * when the pages read have not decided it (scan-sample.ts), with how far OCR got.
   */
  maxOcrPages: number;
  /**
   * The longest one step of the read (opening the file, one page's operators, a render, one page's
   * OCR) may take: past it the reader is taken to be stuck and the file fails, saying so. A last
   * resort, never a budget that decides a verdict: the work bounds above do that.
   */
  stepTimeoutMs: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  // A 2,000-page book peaks within 1.5x of a 10-page file (pages are read and released one by one);
  // the engine's time ceiling, not memory, is what bounds a longer one.
  maxPages: 2000,
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
  // An A3 page at 0.75 is 0.5 Mpx: 4 Mpx leaves real pages alone and halves a 1 m poster's scale.
  maxContrastRenderPixels: 4_000_000,
  maxContrastPages: 2000,
  // 2.5 (180 dpi): within the 150–300 dpi Tesseract reads well, without the cost of 300 dpi.
  ocrRenderScale: 2.5,
  // Scanned is usually decided by a sample of five pages (scan-sample.ts); reading every page of a
  // 300-page scan costs about 10 minutes on two cores.
  maxOcrPages: 300,
  // pdf.js steps take milliseconds to a few seconds (a page at maxPageOperators: 1.5 s); a minute
  // is a step that will not end, on a machine however loaded.
  stepTimeoutMs: 60_000,
};

export function resolvePdfLimits(overrides: Partial<PdfLimits> = {}): PdfLimits {
  return { ...DEFAULT_PDF_LIMITS, ...overrides };
}
