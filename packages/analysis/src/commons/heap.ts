/**
 * A full garbage collection now, called where a long document has just dropped a step's worth of
 * work: the PDF reader every 50 pages (operator lists, text items, and the canvases a page is
 * rendered on, whose pixels live outside V8's heap and go only when their small JavaScript objects
 * are collected), the HTML scan between the megabytes of a long page's markup and before it is sent
 * to the browser, and the HTML reader between slices. V8 collects on its own schedule, which sees
 * its heap and not the pixels, and grows the heap first: the peak followed that schedule rather than
 * what the engine held (a 10 MB page's scan took 95-130 MB instead of 60; 1,000 uncompressed pages
 * peaked 30 MB higher). A small document is never at one of these points. Only in a process started
 * with `--expose-gc` (the engine's: engine-slot.ts); elsewhere (the CLI in process, tests) it does
 * nothing.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
