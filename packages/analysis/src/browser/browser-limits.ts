/**
 * Bounds on the browser that renders HTML files (browser-host.ts): per document, and for the
 * long-lived browser of an engine process as a whole.
 */
export interface BrowserLimits {
  /** One document: load, judge, measure and print, all together; past it the browser is replaced. */
  documentTimeoutMs: number;
  /** Loading a document and what it references; past it, loading stops and what arrived is judged. */
  loadTimeoutMs: number;
  /** Resident memory of all the browser's processes while a document is open; past it the browser is killed. */
  maxRssMb: number;
  /** Resident memory the browser may keep between documents; above it it is replaced before the next. */
  recycleAboveRssMb: number;
  /** Documents one browser renders before it is replaced anyway (a slow leak cannot build up). */
  maxDocuments: number;
}

export const DEFAULT_BROWSER_LIMITS: BrowserLimits = {
  documentTimeoutMs: 30_000,
  loadTimeoutMs: 10_000,
  // A warm headless Chromium with one small page uses 150-250 MB over its processes.
  maxRssMb: 1_024,
  recycleAboveRssMb: 400,
  maxDocuments: 500,
};
