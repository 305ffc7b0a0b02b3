import type { Raster } from '../model/raster.js';
import type { OcrBox, OcrLine } from './ocr-result.js';

/**
 * Rasters of more pixels than this are read in horizontal bands of about this many: tesseract's
 * memory (WebAssembly, never given back) grows with the picture it reads, about 200 MB for the
 * 3000 × 3000 px an image file is shrunk to, against 60 MB for a 2-megapixel band.
 */
export const MAX_BAND_PIXELS = 2_000_000;

/**
 * Consecutive bands overlap by this share of a band's height, so that a line up to half of it tall
 * (0.2 of a band: 133 px on a 3000 px wide raster) lies whole in one of them.
 */
const OVERLAP = 0.4;

/** Bands are at least this tall, however wide the raster (the OCR engine shrinks a wider one). */
const MIN_BAND_ROWS = 100;

/** A band of rows of a raster, and the rows whose lines it reports. */
export interface Band {
  /** The band's rows, a view of the raster's (no copy). */
  raster: Raster;
  /** The raster row of the band's first row. */
  top: number;
  /** Its lines are those whose middle lies in these raster rows, [from, to): each line is reported by one band. */
  from: number;
  to: number;
}

/**
 * The raster in overlapping horizontal bands (one, itself, when it is within MAX_BAND_PIXELS). A
 * line is reported by the band in which its middle is farther from the band's edges, so a line
 * cut by one band's edge is taken whole from the next.
 */
export function bandsOf(raster: Raster): Band[] {
  const { width, height } = raster;
  const rows = Math.max(MIN_BAND_ROWS, Math.floor(MAX_BAND_PIXELS / width));
  if (width * height <= MAX_BAND_PIXELS || rows >= height) return [{ raster, top: 0, from: 0, to: height }];
  const step = Math.max(1, Math.round(rows * (1 - OVERLAP)));
  const tops: number[] = [];
  for (let top = 0; ; top += step) {
    // The last band ends at the raster's last row.
    tops.push(Math.min(top, height - rows));
    if (top + rows >= height) break;
  }
  return tops.map((top, i) => {
    const bottom = top + rows;
    const previousBottom = i > 0 ? tops[i - 1]! + rows : 0;
    const nextTop = i < tops.length - 1 ? tops[i + 1]! : height;
    return {
      raster: { width, height: rows, data: raster.data.subarray(top * width * 4, bottom * width * 4) },
      top,
      from: i === 0 ? 0 : (top + previousBottom) / 2,
      to: i === tops.length - 1 ? height : (nextTop + bottom) / 2,
    };
  });
}

/** A band's lines that are its own (see Band), moved to the raster's rows. */
export function linesOfBand(lines: OcrLine[], band: Band): OcrLine[] {
  const down = (box: OcrBox): OcrBox => ({ ...box, y0: box.y0 + band.top, y1: box.y1 + band.top });
  return lines
    .map((line) => ({
      ...line,
      box: down(line.box),
      words: line.words.map((word) => ({ ...word, box: down(word.box) })),
    }))
    .filter((line) => {
      const middle = (line.box.y0 + line.box.y1) / 2;
      return middle >= band.from && middle < band.to;
    });
}
