import type { DocumentModel, Figure, PageModel } from '../../model/document-model.js';
import type { Box } from '../../model/geometry.js';
import type { OcrEngine } from '../../ocr/ocr-engine.js';
import { readLuminanceFrames } from './animation-frames.js';
import { decodeImage } from './decode-image.js';
import { isSeizureInducing } from './flash-detection.js';
import { readImageDescription } from './image-description.js';
import { POINTS_PER_PIXEL, recogniseTextRuns } from './ocr-text-runs.js';
import { readPngText } from './png-text.js';
import { readSvgHead } from './svg-source.js';

export interface ImageReadOptions {
  /** Recognises the text in the image (for Contrast); without it the image has no text runs. */
  ocr?: OcrEngine;
}

/**
 * Reads an image file (JPEG, PNG, GIF, WebP, TIFF, SVG, AVIF, BMP, ICO) into the document model.
 * The image is one pseudo page, page 0, whose coordinates are the image's PIXELS (as displayed,
 * EXIF orientation applied), not PDF points: snippets point at pixels. It holds one figure (the
 * image, with the description the file carries), the text OCR finds as runs (for Contrast), and
 * whether an animation flashes (WCAG 2.3.1). Damaged or undecodable files fail with an AnalysisError.
 */
export async function readImage(path: string, options: ImageReadOptions = {}): Promise<DocumentModel> {
  const decoded = await decodeImage(path);
  const { width, height, metadata } = decoded;
  const svg = metadata?.format === 'svg' ? await readSvgHead(path) : null;
  const texts = metadata?.format === 'png' ? await readPngText(path) : [];
  const description = readImageDescription(metadata, texts, svg);
  const whole: Box = { x0: 0, y0: 0, x1: width, y1: height };

  // The description's language is the best guess at the language of the text in the image.
  const placement = { x0: 0, y0: 0, unitsPerPixel: decoded.scale, pointsPerUnit: POINTS_PER_PIXEL };
  const recognised = options.ocr
    ? await recogniseTextRuns(options.ocr, decoded.raster, placement, description.language)
    : null;
  const reading = recognised?.reading;
  const page: PageModel = {
    index: 0,
    width,
    height,
    textRuns: recognised?.runs ?? [],
    images: [{ box: whole, pixelWidth: width, pixelHeight: height, artifact: false }],
    ocr: reading ? { words: reading.words, confidence: reading.confidence, text: reading.text } : null,
  };
  const figure: Figure = {
    alternativeText: description.alternativeText,
    decorative: false,
    location: { areas: [{ page: 0, box: whole }] },
  };
  const animation = metadata ? await readLuminanceFrames(path, metadata) : null;

  return {
    fileType: 'image',
    metadata: { title: description.title, language: description.language },
    pages: [page],
    structure: null,
    headings: [],
    tables: [],
    figures: [figure],
    isSeizureInducing: animation ? isSeizureInducing(animation) : false,
  };
}
