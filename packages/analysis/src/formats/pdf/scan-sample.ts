/**
 * Pages that look scanned which OCR reads first, spread over the document. Five pictures of text
 * out of five spread pages say the document is a scan; anything else and every such page is read.
 */
export const SCAN_SAMPLE_PAGES = 5;

/**
 * The order in which OCR reads the `count` pages that look scanned (indices among them): a sample
 * spread evenly over them (the first, the last and between), then the rest in page order. Always
 * the same for the same file, so that its verdict is too.
 */
export function scanReadingOrder(count: number, sampleSize = SCAN_SAMPLE_PAGES): { sample: number[]; rest: number[] } {
  if (count <= sampleSize) return { sample: Array.from({ length: count }, (_, i) => i), rest: [] };
  const sample = Array.from({ length: sampleSize }, (_, i) => Math.round((i * (count - 1)) / (sampleSize - 1)));
  const taken = new Set(sample);
  const rest = Array.from({ length: count }, (_, i) => i).filter((i) => !taken.has(i));
  return { sample, rest };
}
