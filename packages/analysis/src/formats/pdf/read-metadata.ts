import type { PDFDocumentProxy } from './pdfjs.js';

export interface PdfMetadata {
  /** dc:title from the XMP packet, else the Info dictionary's Title; trimmed, null when empty. */
  title: string | null;
  /** The catalog's /Lang; null when absent (the structure tree may still declare one). */
  language: string | null;
}

export async function readMetadata(document: PDFDocumentProxy): Promise<PdfMetadata> {
  const { info, metadata } = await document.getMetadata();
  const fields = (info ?? {}) as { Title?: unknown; Language?: unknown };
  return {
    title: nonEmpty(metadata?.get('dc:title')) ?? nonEmpty(fields.Title),
    language: nonEmpty(fields.Language),
  };
}

function nonEmpty(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
