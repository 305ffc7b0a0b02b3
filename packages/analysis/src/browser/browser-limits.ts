/**
 * Bounds on the browser that renders HTML files (browser-host.ts): per document, and for the
 * long-lived browser of an engine process as a whole.
 */
export interface BrowserLimits {
  /**
   * One document, all of it (load, every slice, print), by the clock: a last resort for a browser
   * that is stuck, not a budget for the work. The work is bounded by what it is (the fetcher's bounds
   * on what loads, the slices' on what is laid out at a time: formats/html/rendered/slice-bounds.ts),
   * so that no verdict depends on how busy the machine is. Past it the browser is replaced and
   * the page is judged on its markup alone (formats/html/read-html.ts), saying so.
   */
  documentTimeoutMs: number;
  /**
   * Resident memory of all the browser's processes while a document is open; past it the browser is
   * killed and the page is judged on its markup alone, saying so.
   */
  maxRssMb: number;
  /** Resident memory the browser may keep between documents; above it it is replaced before the next. */
  recycleAboveRssMb: number;
  /** Documents one browser renders before it is replaced anyway (a slow leak cannot build up). */
  maxDocuments: number;
}

export const DEFAULT_BROWSER_LIMITS: BrowserLimits = {
  // The 10 MB article of issue 27 (the longest page we know to be judged) takes the browser 30 s on
  // two cores at a load of 2, and 60 s at a load of 15; the engine's own limit is 120 s for the whole
  // file, parsing included.
  documentTimeoutMs: 90_000,
  // A warm headless Chromium with one small page uses 150-250 MB over its processes; a page read in
  // slices peaks near 600 MB (slice-bounds.ts).
  maxRssMb: 1_024,
  recycleAboveRssMb: 400,
  maxDocuments: 500,
};
