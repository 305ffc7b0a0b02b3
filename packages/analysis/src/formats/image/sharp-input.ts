import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AnalysisError } from '../../analyse.js';
import { MAX_INPUT_PIXELS } from './image-limits.js';

/**
 * Opens an image file with sharp for one pipeline. Sequential read lets libvips stream the rows
 * through a shrink instead of holding the whole image. failOn 'error' decodes what viewers show
 * (a JPEG with extraneous bytes) but fails on data that is missing or broken.
 */
export function openImage(path: string, options: SharpOptions = {}): Sharp {
  return sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, failOn: 'error', ...options });
}

/** sharp's message for a file that is no image it knows (BMP, ICO, or not an image at all). */
export function isUnsupportedFormat(error: unknown): boolean {
  return error instanceof Error && /unsupported image format/i.test(error.message);
}

/**
 * The error to throw for a sharp failure: an AnalysisError when the file is at fault (damaged, too
 * large, undecodable); a missing file is the caller's trouble, so it stays as it is (retried).
 */
export function decodeError(error: unknown): unknown {
  if (error instanceof AnalysisError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/input file is missing/i.test(message)) return error;
  if (/exceeds pixel limit/i.test(message)) {
    return new AnalysisError(
      `The image is too large to analyse: more than ${MAX_INPUT_PIXELS / 1e9} gigapixel (${message})`,
    );
  }
  return new AnalysisError(`The image could not be decoded: ${message.trim()}`);
}
