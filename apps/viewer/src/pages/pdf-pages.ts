import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';

// pdf.js parses in its worker, beside the bundle; its data (fonts, CMaps, decoders) too.
const PDFJS_BASE = new URL('./pdfjs/', import.meta.url);
GlobalWorkerOptions.workerSrc = new URL('pdf.worker.min.mjs', PDFJS_BASE).href;

/** The widest a page is shown (CSS pixels, as in report.css), times the screen's density. */
const SHOWN_WIDTH = 900;

export interface PdfPages {
  /** Each page's size in PDF points (what snippets use) and its canvas, sized but not yet painted. */
  sizes: Array<{ width: number; height: number }>;
  canvasHtml(index: number): string;
  /** Paints the pages into the canvases `canvasFor` finds, one after another. */
  paint(canvasFor: (index: number) => HTMLCanvasElement | null): Promise<void>;
  destroy(): Promise<void>;
}

/** Opens a PDF (the file itself or a preview) with pdf.js in the browser. */
export async function openPdfPages(data: ArrayBuffer): Promise<PdfPages> {
  const task = getDocument({
    data: new Uint8Array(data),
    cMapUrl: new URL('cmaps/', PDFJS_BASE).href,
    standardFontDataUrl: new URL('standard_fonts/', PDFJS_BASE).href,
    wasmUrl: new URL('wasm/', PDFJS_BASE).href,
  });
  const document: PDFDocumentProxy = await task.promise;
  const sizes: PdfPages['sizes'] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { width, height } = (await document.getPage(number)).getViewport({ scale: 1 });
    sizes.push({ width, height });
  }
  const scaleOf = (index: number) =>
    Math.min(4, Math.max(0.5, (SHOWN_WIDTH * Math.max(1, window.devicePixelRatio)) / sizes[index]!.width));
  return {
    sizes,
    canvasHtml(index) {
      const scale = scaleOf(index);
      const { width, height } = sizes[index]!;
      return `<canvas width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" role="img" aria-label="Page ${index + 1}"></canvas>`;
    },
    async paint(canvasFor) {
      for (let index = 0; index < sizes.length; index++) {
        const canvas = canvasFor(index);
        if (!canvas) return; // the screen was left
        const page = await document.getPage(index + 1);
        const viewport = page.getViewport({ scale: canvas.width / sizes[index]!.width });
        await page.render({ canvas, viewport }).promise;
        canvas.dataset.painted = 'true';
      }
    },
    destroy: () => task.destroy(),
  };
}
