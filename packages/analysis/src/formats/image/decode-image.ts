import type { Metadata } from 'sharp';
import { AnalysisError } from '../../analyse.js';
import type { Raster } from '../../model/raster.js';
import { decodeWithCanvas } from './canvas-fallback.js';
import type { DecodedImage } from './decoded-image.js';
import { MAX_DECODED_SIDE } from './image-limits.js';
import { decodeError, isUnsupportedFormat, openImage } from './sharp-input.js';

/** Decodes the first frame (page) of an image file, bounded. Unreadable files fail with an AnalysisError. */
export async function decodeImage(path: string): Promise<DecodedImage> {
  let metadata: Metadata;
  try {
    metadata = await openImage(path).metadata();
  } catch (error) {
    if (isUnsupportedFormat(error)) return decodeWithCanvas(path);
    throw decodeError(error);
  }
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    throw new AnalysisError('HEIC images (HEVC) cannot be decoded here; a JPEG or PNG copy can be analysed');
  }
  // The header-only size, as displayed: orientations 5-8 swap the sides.
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new AnalysisError('The image could not be decoded: it has no size');

  const shrink = Math.min(1, MAX_DECODED_SIDE / Math.max(width, height));
  const targetWidth = Math.max(1, Math.floor(width * shrink));
  const targetHeight = Math.max(1, Math.floor(height * shrink));
  try {
    let pipeline = openImage(path).autoOrient();
    if (shrink < 1) pipeline = pipeline.resize({ width: targetWidth, height: targetHeight, fit: 'fill' });
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`unexpected ${info.channels} channels`);
    const raster: Raster = {
      width: info.width,
      height: info.height,
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    };
    return { width, height, raster, scale: width / info.width, metadata };
  } catch (error) {
    throw decodeError(error);
  }
}
