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
  /**
   * Paints each page's canvas (`canvasFor`) when it comes near the window, one at a time: a
   * painted page holds megabytes, so a long document is not painted all at once. Resolves when the
   * first page is painted.
   */
  paint(canvasFor: (index: number) => HTMLCanvasElement | null): Promise<void>;
}

/** The document of the report last shown: one at a time is kept open in pdf.js's worker. */
let current: { destroy(): Promise<void> } | null = null;

/** Opens a PDF (the file itself or a preview) with pdf.js in the browser, closing the previous one. */
export async function openPdfPages(data: ArrayBuffer): Promise<PdfPages> {
  await current?.destroy();
  const task = getDocument({
    data: new Uint8Array(data),
    cMapUrl: new URL('cmaps/', PDFJS_BASE).href,
    standardFontDataUrl: new URL('standard_fonts/', PDFJS_BASE).href,
    wasmUrl: new URL('wasm/', PDFJS_BASE).href,
  });
  current = task;
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
    paint(canvasFor) {
      let queue = Promise.resolve();
      const paintOne = (canvas: HTMLCanvasElement) =>
        (queue = queue.then(async () => {
          if (canvas.dataset.painted || !canvas.isConnected) return;
          const index = Number(canvas.dataset.pageIndex);
          const page = await document.getPage(index + 1);
          const viewport = page.getViewport({ scale: canvas.width / sizes[index]!.width });
          await page.render({ canvas, viewport }).promise;
          canvas.dataset.painted = 'true';
        }));
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer.unobserve(entry.target);
            void paintOne(entry.target as HTMLCanvasElement);
          }
        },
        { rootMargin: '1500px 0px' },
      );
      const canvases = sizes.map((_size, index) => canvasFor(index));
      canvases.forEach((canvas, index) => {
        if (!canvas) return;
        canvas.dataset.pageIndex = String(index);
        observer.observe(canvas);
      });
      return canvases[0] ? paintOne(canvases[0]) : Promise.resolve();
    },
  };
}
