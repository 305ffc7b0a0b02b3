import type { TextRun } from '../../model/document-model.js';
import type { Box } from '../../model/geometry.js';
import type { Raster } from '../../model/raster.js';
import type { OcrLine } from '../../ocr/ocr-engine.js';
import { sampleBackground } from '../../rendering/sample-background.js';
import { estimateTextColour } from './text-colour.js';

/** Lines recognised with less confidence than this (0..100) are more likely texture than text. */
export const MIN_LINE_CONFIDENCE = 60;

/**
 * CSS pixels to points (96 px = 72 pt): an image shown at its natural size has one image pixel per
 * CSS pixel, the unit WCAG's "18 pt ≈ 24 px" large-text threshold is written in.
 */
const POINTS_PER_PIXEL = 0.75;

/**
 * The text recognised in an image as runs, one per line, in file pixels. The font size is the line
 * box's height (ascenders to descenders, about one em) in points; a line without descenders comes
 * out smaller, so it is judged against the stricter small-text contrast. Colours are measured on
 * the raster the OCR read: the background as the line's most frequent colour (a little margin
 * around the glyphs included), the text colour as the most contrasting pixels' (text-colour.ts).
 */
export function ocrTextRuns(lines: OcrLine[], raster: Raster, scale: number): TextRun[] {
  const runs: TextRun[] = [];
  for (const line of lines) {
    const text = line.words.map((word) => word.text).join(' ');
    if (line.confidence < MIN_LINE_CONFIDENCE || text.trim() === '') continue;
    const box = line.box;
    const margin = Math.max(1, Math.round((box.y1 - box.y0) * 0.15));
    const sampled: Box = { x0: box.x0 - margin, y0: box.y0 - margin, x1: box.x1 + margin, y1: box.y1 + margin };
    const background = sampleBackground(raster, 1, sampled);
    const colour = background && estimateTextColour(raster, box, background);
    runs.push({
      text,
      box: { x0: box.x0 * scale, y0: box.y0 * scale, x1: box.x1 * scale, y1: box.y1 * scale },
      fontSize: (box.y1 - box.y0) * scale * POINTS_PER_PIXEL,
      bold: false,
      colour,
      background,
      invisible: false,
      artifact: false,
      tagged: true,
      language: null,
    });
  }
  return runs;
}
