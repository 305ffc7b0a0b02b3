import type { OfficeContent } from './office-content.js';

/**
 * Cells with text past which a spreadsheet gets no LibreOffice preview: it is judged from its XML
 * alone (every check still judged, Contrast by the cells' styles), without places on pages. Sheets
 * of ten columns preview at about 250 cells a page, and reading the preview grows with its pages.
 * Measured on two cores (export, read, judge; the engine's peak RSS): 20,000 cells 82 pages, 3.9 s,
 * 390 MB; 50,000 cells 202 pages, 6.9 s, 425 MB; 100,000 cells 402 pages, 11.3 s, 512 MB;
 * 1,000,000 cells 4,002 pages, of which the first 2,000 (the PDF page limit) took 85 s and 857 MB,
 * past the engine's 768 MB, against 2-3 s and about 200 MB from the XML alone.
 */
export const MAX_PREVIEW_CELLS = 50_000;

/** Whether the file is worth a preview: every document and presentation, a spreadsheet up to MAX_PREVIEW_CELLS. */
export function worthPreviewing(content: OfficeContent): boolean {
  return (content.cells ?? 0) <= MAX_PREVIEW_CELLS;
}
