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
  /** More ceiling for each whole MB of the document's markup (documentCeilingMs), up to maxDocumentTimeoutMs. */
  documentTimeoutPerMbMs: number;
  maxDocumentTimeoutMs: number;
  /**
   * Resident memory of all the browser's processes while a document is open; past it the browser is
   * killed and the page is judged on its markup alone, saying so.
   */
  maxRssMb: number;
  /** Resident memory the browser may keep between documents; above it it is replaced before the next. */
  recycleAboveRssMb: number;
  /** Documents one browser renders before it is replaced anyway (a slow leak cannot build up). */
  maxDocuments: number;
  /**
   * Documents one page renders, reset between them (BrowserHost), before a fresh context and page
   * replace it: what a renderer keeps from document to document (caches, a slow leak) stays small.
   */
  documentsPerPage: number;
}

export const DEFAULT_BROWSER_LIMITS: BrowserLimits = {
  // The 10 MB article of issue 27 (the longest page we know to be judged) takes the browser 30 s on
  // two cores at a load of 2, 60 s at a load of 15 and past 90 s at a load of 25: the ceiling grows
  // with the markup as LibreOffice's does (conversion-timeout.ts), 390 s for that article.
  documentTimeoutMs: 90_000,
  documentTimeoutPerMbMs: 30_000,
  maxDocumentTimeoutMs: 15 * 60_000,
  // A warm headless Chromium with its one page kept between documents (a renderer with axe-core
  // loaded, the last document collected) holds 350-420 MB over its processes; a page read in
  // slices peaks near 600 MB (slice-bounds.ts).
  maxRssMb: 1_024,
  recycleAboveRssMb: 600,
  maxDocuments: 500,
  documentsPerPage: 50,
};

/**
 * The ceiling for one document of `bytes` of markup: the base, and more for each MB, so that a long
 * honest page on a busy machine is not taken for a stuck browser (its verdict must not depend on
 * the load).
 */
export function documentCeilingMs(limits: BrowserLimits, bytes: number): number {
  const perMb = Math.floor(bytes / 1024 ** 2) * limits.documentTimeoutPerMbMs; // whole MBs: whole seconds
  return Math.min(Math.max(limits.maxDocumentTimeoutMs, limits.documentTimeoutMs), limits.documentTimeoutMs + perMb);
}
