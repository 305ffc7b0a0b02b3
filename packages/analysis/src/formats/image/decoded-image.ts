import type { Metadata } from 'sharp';
import type { Raster } from '../../model/raster.js';

/** An image file decoded for the checks: its size as shown, and a raster of it at most MAX_DECODED_SIDE. */
export interface DecodedImage {
  /** Size in the file's pixels, as shown (EXIF orientation applied): the space snippets use. */
  width: number;
  height: number;
  /** The image flattened on white (as a viewer shows transparency), shrunk to MAX_DECODED_SIDE. */
  raster: Raster;
  /** File pixels per raster pixel (1 unless shrunk). */
  scale: number;
  /** What sharp read from the header; null for formats only the canvas reads (BMP, ICO). */
  metadata: Metadata | null;
}
