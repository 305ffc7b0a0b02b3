import { createCanvas } from '@napi-rs/canvas';
import type { Raster } from '../model/raster.js';

/** A raster as PNG bytes (for reports a person opens). */
export async function rasterToPng(raster: Raster): Promise<Buffer> {
  const canvas = createCanvas(raster.width, raster.height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(raster.width, raster.height);
  image.data.set(raster.data);
  context.putImageData(image, 0, 0);
  return canvas.encode('png');
}
