import { createCanvas } from '@napi-rs/canvas';
import { pdfjs, type PDFPageProxy } from '../formats/pdf/pdfjs.js';
import type { Box } from '../model/geometry.js';
import type { Raster } from '../model/raster.js';

const TEXT_OPERATORS = new Set<number>([
  pdfjs.OPS.showText,
  pdfjs.OPS.showSpacedText,
  pdfjs.OPS.nextLineShowText,
  pdfjs.OPS.nextLineSetSpacingShowText,
]);

export interface RenderOptions {
  /** Leave text out: what remains is the background behind it, and glyph outlines are the costly part. */
  withoutText?: boolean;
  /** Cancels the render (pdf.js stops between operator chunks). */
  signal?: AbortSignal;
  /** Only this part of the page (points, top-left origin): the raster is its size at `scale`. */
  area?: Box;
}

/** Renders a pdf.js page (or an area of it) on a white page with @napi-rs/canvas; `scale` 1 is 72 dpi. */
export async function renderPage(page: PDFPageProxy, scale: number, options: RenderOptions = {}): Promise<Raster> {
  const { area } = options;
  // An area is the page shifted so that its corner is the canvas's; the canvas clips the rest.
  const viewport = page.getViewport(area ? { scale, offsetX: -area.x0 * scale, offsetY: -area.y0 * scale } : { scale });
  const width = Math.max(1, Math.ceil(area ? (area.x1 - area.x0) * scale : viewport.width));
  const height = Math.max(1, Math.ceil(area ? (area.y1 - area.y0) * scale : viewport.height));
  const canvas = createCanvas(width, height);
  const task = page.render({
    // pdf.js types name the DOM canvas; @napi-rs/canvas is the implementation it uses itself on Node.
    canvas: canvas as unknown as Parameters<PDFPageProxy['render']>[0]['canvas'],
    viewport,
    background: 'rgb(255,255,255)',
    operationsFilter: options.withoutText
      ? (index, operatorList) => !TEXT_OPERATORS.has(operatorList.fnArray[index])
      : undefined,
  });
  const cancel = () => task.cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
  } catch (error) {
    task.cancel();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', cancel);
  }
  const image = canvas.getContext('2d').getImageData(0, 0, width, height);
  return { width, height, data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length) };
}
