import type { Metadata } from 'sharp';
import { relativeLuminance } from '../../commons/colour/contrast-ratio.js';
import { FRAME_SIDE, MAX_FRAMES } from './image-limits.js';
import type { LuminanceFrames } from './flash-detection.js';
import { decodeError, openImage } from './sharp-input.js';

/** Cells are this many pixels square on the shrunk frames: a 16×16 grid at most. */
const CELL = 8;

const LUMINANCE = Array.from({ length: 256 }, (_, v) => relativeLuminance({ r: v, g: 0, b: 0 }) / 0.2126);

/**
 * The luminance of each cell of each frame of an animated image (GIF, WebP): frames shrunk to
 * FRAME_SIDE, at most MAX_FRAMES of them, so memory stays small whatever the file. Null for still
 * images (one frame, or pages without delays such as a multi-page TIFF).
 */
export async function readLuminanceFrames(path: string, metadata: Metadata): Promise<LuminanceFrames | null> {
  const pages = Math.min(metadata.pages ?? 1, MAX_FRAMES);
  if (pages < 2 || !metadata.delay || !metadata.width) return null;
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!height) return null;
  const shrink = Math.min(1, FRAME_SIDE / Math.max(width, height));
  const frameWidth = Math.max(1, Math.round(width * shrink));
  const frameHeight = Math.max(1, Math.round(height * shrink));

  let data: Buffer;
  try {
    ({ data } = await openImage(path, { pages })
      .resize({ width: frameWidth, height: frameHeight, fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }));
  } catch (error) {
    throw decodeError(error);
  }

  const columns = Math.ceil(frameWidth / CELL);
  const rows = Math.ceil(frameHeight / CELL);
  const frameBytes = frameWidth * frameHeight * 3;
  const frames: Float32Array[] = [];
  for (let page = 0; page * frameBytes < data.length && page < pages; page++) {
    const sums = new Float32Array(columns * rows);
    const counts = new Uint32Array(columns * rows);
    for (let y = 0; y < frameHeight; y++) {
      for (let x = 0; x < frameWidth; x++) {
        const o = page * frameBytes + (y * frameWidth + x) * 3;
        const cell = Math.floor(y / CELL) * columns + Math.floor(x / CELL);
        sums[cell] += 0.2126 * LUMINANCE[data[o]] + 0.7152 * LUMINANCE[data[o + 1]] + 0.0722 * LUMINANCE[data[o + 2]];
        counts[cell]++;
      }
    }
    frames.push(sums.map((sum, cell) => sum / counts[cell]));
  }
  return {
    width,
    height,
    columns,
    rows,
    frames,
    delays: metadata.delay.slice(0, frames.length),
    loop: metadata.loop ?? 0,
  };
}
