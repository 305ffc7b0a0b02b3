import type { TextRun } from '../../model/document-model.js';
import type { Box } from '../../model/geometry.js';
import type { Raster } from '../../model/raster.js';
import type { OcrEngine, OcrLine, OcrResult } from '../../ocr/ocr-engine.js';
import { sampleBackground } from '../../rendering/sample-background.js';
import { estimateTextColour } from './text-colour.js';

/** Lines recognised with less confidence than this (0..100) are more likely texture than text. */
export const MIN_LINE_CONFIDENCE = 60;

/**
 * CSS pixels to points (96 px = 72 pt): an image shown at its natural size has one image pixel per
 * CSS pixel, the unit WCAG's "18 pt ≈ 24 px" large-text threshold is written in.
 */
export const POINTS_PER_PIXEL = 0.75;

/**
 * Where a raster lies on its page: the page position of its top-left pixel, page units per raster
 * pixel, and points per page unit (1 on a PDF page; POINTS_PER_PIXEL on an image file's page,
 * whose unit is the file's pixel).
 */
export interface RasterPlacement {
  x0: number;
  y0: number;
  unitsPerPixel: number;
  pointsPerUnit: number;
}

/**
 * The text in a raster, read by OCR (in `language` first), as runs placed on the page for Contrast:
 * how the text of an image file and of a picture in a document are judged alike.
 */
export async function recogniseTextRuns(
  ocr: OcrEngine,
  raster: Raster,
  placement: RasterPlacement,
  language: string | null,
): Promise<{ reading: OcrResult; runs: TextRun[] }> {
  const reading = await ocr.recognise(raster, { language });
  return { reading, runs: ocrTextRuns(reading.lines, raster, placement) };
}

/**
 * The text recognised in a raster as runs, one per line, placed on the page. The font size is the
 * line box's height (ascenders to descenders, about one em) in points; a line without descenders
 * comes out smaller, so it is judged against the stricter small-text contrast. Colours are measured
 * on the raster the OCR read: the background as the line's most frequent colour (a little margin
 * around the glyphs included), the text colour as the most contrasting pixels' (text-colour.ts).
 * The runs are `recognised`: a reader sees them, but they are no text of the document.
 */
export function ocrTextRuns(lines: OcrLine[], raster: Raster, placement: RasterPlacement): TextRun[] {
  const { x0, y0, unitsPerPixel, pointsPerUnit } = placement;
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
      box: {
        x0: x0 + box.x0 * unitsPerPixel,
        y0: y0 + box.y0 * unitsPerPixel,
        x1: x0 + box.x1 * unitsPerPixel,
        y1: y0 + box.y1 * unitsPerPixel,
      },
      fontSize: (box.y1 - box.y0) * unitsPerPixel * pointsPerUnit,
      bold: false,
      colour,
      background,
      invisible: false,
      artifact: false,
      tagged: true,
      language: null,
      recognised: true,
    });
  }
  return runs;
}
