import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { Raster } from '../model/raster.js';
import { readImageHeader } from './image-size.js';

/** An image ready for tesseract, and how to map its pixels back to the caller's. */
export interface PreparedImage {
  /** Encoded PNG or JPEG; null when the image is too small to hold text. */
  encoded: Buffer | null;
  /** Caller's pixels per prepared pixel, across and down (1 unless downscaled). */
  scaleX: number;
  scaleY: number;
  /** Size in the caller's pixels. */
  width: number;
  height: number;
}

export interface ImageLimits {
  /** Longer side above which the image is downscaled. */
  maxSide: number;
  /** Encoded images with more pixels than this are refused without being decoded. */
  maxPixels: number;
}

const MIN_SIDE = 3;

/** Turns a Raster or an encoded image into what tesseract reads, downscaled to the limits. */
export async function prepareImage(image: Raster | Buffer, limits: ImageLimits): Promise<PreparedImage> {
  return Buffer.isBuffer(image) ? prepareEncoded(image, limits) : prepareRaster(image, limits);
}

async function prepareRaster(raster: Raster, limits: ImageLimits): Promise<PreparedImage> {
  const { width, height, data } = raster;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new Error(`Invalid raster size ${width}x${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new Error(`Raster data has ${data.length} bytes, expected ${width * height * 4} (RGBA)`);
  }
  if (width < MIN_SIDE || height < MIN_SIDE) return { encoded: null, scaleX: 1, scaleY: 1, width, height };

  const scale = downscaleFactor(width, height, limits.maxSide);
  // An opaque raster within the limits is encoded as it is, by libvips: no canvas and no copy of its
  // pixels (a canvas' memory goes only when the collector gets to it, band after band of a large
  // image), and in a tenth of the time.
  if (scale === 1 && !hasTransparency(data)) {
    // A Buffer over the same memory: sharp takes typed arrays by their constructor, which one made
    // in another realm (the canvas', a test's VM context) is not.
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const encoded = await sharp(pixels, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    return { encoded, scaleX: 1, scaleY: 1, width, height };
  }
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const imageData = ctx.createImageData(width, height);
  imageData.data.set(data);
  ctx.putImageData(imageData, 0, 0);
  // Transparent pixels are read as if on white paper, as a viewer shows them.
  return encodePng(flattenOnWhite(canvas, width, height, scale), width, height);
}

async function prepareEncoded(bytes: Buffer, limits: ImageLimits): Promise<PreparedImage> {
  const header = readImageHeader(bytes);
  if (header && header.width * header.height > limits.maxPixels) {
    throw new Error(`Image of ${header.width}x${header.height} pixels is too large for OCR`);
  }
  // A PNG or JPEG within the limits goes to tesseract as it is, saving a decode and an encode.
  if (header && Math.max(header.width, header.height) <= limits.maxSide) {
    const { width, height } = header;
    const tooSmall = width < MIN_SIDE || height < MIN_SIDE;
    return { encoded: tooSmall ? null : bytes, scaleX: 1, scaleY: 1, width, height };
  }

  let decoded: Image;
  try {
    decoded = await loadImage(bytes);
  } catch (error) {
    throw new Error('The image could not be decoded for OCR', { cause: error });
  }
  const { width, height } = decoded;
  if (width * height > limits.maxPixels) throw new Error(`Image of ${width}x${height} pixels is too large for OCR`);
  if (width < MIN_SIDE || height < MIN_SIDE) return { encoded: null, scaleX: 1, scaleY: 1, width, height };
  const scale = downscaleFactor(width, height, limits.maxSide);
  return encodePng(flattenOnWhite(decoded, width, height, scale), width, height);
}

async function encodePng(canvas: Canvas, width: number, height: number): Promise<PreparedImage> {
  const encoded = await canvas.encode('png');
  return { encoded, scaleX: width / canvas.width, scaleY: height / canvas.height, width, height };
}

function downscaleFactor(width: number, height: number, maxSide: number): number {
  const longer = Math.max(width, height);
  return longer > maxSide ? longer / maxSide : 1;
}

function flattenOnWhite(source: Canvas | Image, width: number, height: number, scale: number): Canvas {
  const w = Math.max(1, Math.round(width / scale));
  const h = Math.max(1, Math.round(height / scale));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, w, h);
  return canvas;
}

function hasTransparency(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}
