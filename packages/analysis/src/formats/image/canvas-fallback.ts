import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { AnalysisError } from '../../analyse.js';
import type { Raster } from '../../model/raster.js';
import type { DecodedImage } from './decoded-image.js';
import { MAX_DECODED_SIDE, MAX_FALLBACK_PIXELS } from './image-limits.js';

/**
 * Decodes what sharp's libvips does not read (BMP, ICO) with Skia. Skia decodes the whole image, so
 * the size in the BMP header is checked first. Anything else is not a supported image.
 */
export async function decodeWithCanvas(path: string): Promise<DecodedImage> {
  const bytes = await readFile(path);
  const declared = bmpSize(bytes);
  if (declared && declared.width * declared.height > MAX_FALLBACK_PIXELS) {
    throw new AnalysisError(
      `The image is too large to analyse: a ${declared.width}×${declared.height} BMP (at most ${MAX_FALLBACK_PIXELS / 1e6} megapixels)`,
    );
  }
  let image: Image;
  try {
    image = await loadImage(bytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AnalysisError(`The image could not be decoded: an unsupported or damaged image format (${reason})`);
  }
  const { width, height } = image;
  if (!width || !height) throw new AnalysisError('The image could not be decoded: it has no size');
  if (width * height > MAX_FALLBACK_PIXELS) throw new AnalysisError('The image is too large to analyse');

  const shrink = Math.min(1, MAX_DECODED_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.floor(width * shrink));
  const h = Math.max(1, Math.floor(height * shrink));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(image, 0, 0, w, h);
  const raster: Raster = { width: w, height: h, data: ctx.getImageData(0, 0, w, h).data };
  return { width, height, raster, scale: width / w, metadata: null };
}

/** Width and height from a BMP's info header (height is negative for top-down rows); null if not a BMP. */
function bmpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 26 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize === 12) return { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}
