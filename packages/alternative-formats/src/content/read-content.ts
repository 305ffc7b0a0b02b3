import fs from 'node:fs/promises';
import { AnalysisError, convertWithLibreOffice, readPdfContent, type FileType, type OcrEngine } from '@app/analysis';
import type { ContentDocument } from './content-document.js';
import { fromDocx } from './from-docx.js';
import { fromMarkup } from './from-markup.js';
import { fromPdf } from './from-pdf.js';
import { normalise, type ReadContent } from './normalise.js';

export interface SourceFile {
  /** A local copy of the uploaded bytes. */
  path: string;
  fileType: FileType;
  mimeType: string;
  /**
   * The tagged PDF made from an Office file when it was analysed (the service keeps it); without it
   * one is made here with LibreOffice (the CLI).
   */
  preview?: string | null;
  /** Scratch space the caller removes (LibreOffice's output). */
  workDir: string;
}

export interface ReadOptions {
  /** Reads scanned pages; without it they give no text. */
  ocr?: OcrEngine;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const HTML_LIMIT = 20 * 1024 ** 2;

/**
 * A file's content in reading order. PDF: its structure tree (or its page text), OCR text for scans.
 * Word (DOCX): mammoth. HTML: its markup. Other Office files (presentations, OpenDocument, legacy
 * Word): their tagged PDF preview. Files that cannot be read fail with an AnalysisError.
 */
export async function readContent(source: SourceFile, options: ReadOptions = {}): Promise<ContentDocument> {
  return normalise(await read(source, options));
}

async function read(source: SourceFile, { ocr }: ReadOptions): Promise<ReadContent> {
  const recognise = ocr?.forDocument();
  switch (source.fileType) {
    case 'pdf':
      return fromPdf(await readPdfContent(source.path, { recognise }));
    case 'html': {
      const stat = await fs.stat(source.path);
      if (stat.size > HTML_LIMIT) throw new AnalysisError('The HTML file is larger than 20 MB');
      return fromMarkup(await fs.readFile(source.path, 'utf8'));
    }
    case 'document':
      if (source.mimeType === DOCX) return fromDocx(source.path);
    // falls through: other word processor files read as their preview
    case 'presentation': {
      const preview =
        source.preview ??
        (await convertWithLibreOffice(source.path, source.fileType, 'pdf', source.workDir, {
          mimeType: source.mimeType,
          name: 'preview',
        }));
      return fromPdf(await readPdfContent(preview, { recognise }));
    }
    default:
      throw new AnalysisError(`Alternative formats are not made from ${source.fileType} files`);
  }
}
