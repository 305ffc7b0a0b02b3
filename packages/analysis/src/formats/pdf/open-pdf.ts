import type { StepTimeout } from './step-timeout.js';
import type { PdfLimits } from './limits.js';
import { asAnalysisError } from './pdf-errors.js';
import { PDFJS_RESOURCES, pdfjs, type PDFDocumentProxy } from './pdfjs.js';

export interface OpenedPdf {
  document: PDFDocumentProxy;
  /** Releases everything pdf.js holds for the document; call it in a `finally`. */
  destroy(): Promise<void>;
}

/**
 * Opens a PDF with pdf.js, turning "cannot be opened" into AnalysisErrors a person can read. pdf.js
 * takes `data` over: it is transferred to its worker, and empty here afterwards.
 */
export async function openPdf(data: Uint8Array, limits: PdfLimits, steps: StepTimeout): Promise<OpenedPdf> {
  const loadingTask = pdfjs.getDocument({
    data,
    ...PDFJS_RESOURCES,
    // Never reach for fonts outside the file. (pdf.js 6 has no `isEvalSupported`: it no longer compiles
    // PostScript functions to JavaScript at all.)
    useSystemFonts: false,
    disableFontFace: true,
    // Keeps each font's PostScript name on the main thread: the only way to tell a bold font.
    fontExtraProperties: true,
    maxImageSize: limits.maxImagePixels,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const destroy = () => loadingTask.destroy();
  try {
    return { document: await steps.race(loadingTask.promise), destroy };
  } catch (error) {
    await destroy();
    throw asAnalysisError(error);
  }
}
