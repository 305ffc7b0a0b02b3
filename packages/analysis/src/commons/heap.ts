/**
 * A full garbage collection when the process's resident memory has grown by more than GROWTH_BYTES
 * since the last one, called between the pages (or slices) of a long document. A long document
 * drops a page's worth page after page (operator lists, text items, a slice's readings, and the
 * canvases a page is rendered on, whose pixels live outside V8's heap and go only when their small
 * JavaScript objects are collected). V8 collects on its own schedule, which sees its heap, not the
 * pixels: the peak followed that schedule rather than what the engine held (a 1,200-page book
 * 1.5-1.6× a 10-page one's, and 25 MB apart from run to run). Resident memory, not the heap, says
 * when: memory the allocator has got back and reuses does not count again. Only in a process
 * started with `--expose-gc` (the engine's: engine-slot.ts); elsewhere (the CLI in process, tests)
 * it does nothing.
 */
const GROWTH_BYTES = 16 * 2 ** 20;

/** Resident memory after the last collection (at first, as the process loaded this module). */
let residentAfterLast = process.memoryUsage.rss();

export function collectGarbageIfGrown(): void {
  if (process.memoryUsage.rss() - residentAfterLast >= GROWTH_BYTES) collectGarbage();
}

/**
 * A full garbage collection now, where a step is known to have left much garbage (a long page's
 * markup scanned a megabyte at a time): waiting for resident memory to grow let V8 grow its heap
 * first. Only with `--expose-gc`, as above.
 */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  gc();
  residentAfterLast = process.memoryUsage.rss();
}
