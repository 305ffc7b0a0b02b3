import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OcrEngine, type FileType } from '@app/analysis';
import { readContent, type ContentDocument } from '../../src/index.js';

const fixtures = fileURLToPath(new URL('../../../analysis/fixtures/', import.meta.url));

/** Files of the engine's corpus, each known for one property (see their manifests). */
export const SOURCES = {
  tablePdf: { path: `${fixtures}pdf/files/table-headers-pass.pdf`, fileType: 'pdf', mimeType: 'application/pdf' },
  figurePdf: { path: `${fixtures}pdf/files/alt-text-pass.pdf`, fileType: 'pdf', mimeType: 'application/pdf' },
  germanPdf: { path: `${fixtures}pdf/files/language-german-pass.pdf`, fileType: 'pdf', mimeType: 'application/pdf' },
  untaggedPdf: { path: `${fixtures}pdf/files/untagged-fail.pdf`, fileType: 'pdf', mimeType: 'application/pdf' },
  headingSkipPdf: { path: `${fixtures}pdf/files/headings-skip-fail.pdf`, fileType: 'pdf', mimeType: 'application/pdf' },
  tenPagesPdf: { path: `${fixtures}pdf/files/ten-pages-tagged.pdf`, fileType: 'pdf', mimeType: 'application/pdf' },
  docx: {
    path: `${fixtures}office/files/docx-pass.docx`,
    fileType: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  docxNoAlt: {
    path: `${fixtures}office/files/docx-image-alt-missing-fail.docx`,
    fileType: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  scannedPdf: { path: `${fixtures}pdf/files/scanned-fail.pdf`, fileType: 'pdf', mimeType: 'application/pdf' },
  pptx: {
    path: `${fixtures}office/files/pptx-pass.pptx`,
    fileType: 'presentation',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  html: { path: `${fixtures}html/html-pass.html`, fileType: 'html', mimeType: 'text/html' },
  htmlLangParts: { path: `${fixtures}html/lang-of-parts-pass.html`, fileType: 'html', mimeType: 'text/html' },
} satisfies Record<string, { path: string; fileType: FileType; mimeType: string }>;

export type SourceName = keyof typeof SOURCES;

/** The documents an Html output is judged on: tagged, untagged and German PDFs, headings, tables, figures, Word. */
export const HTML_SOURCES: SourceName[] = [
  'tablePdf',
  'figurePdf',
  'headingSkipPdf',
  'untaggedPdf',
  'germanPdf',
  'docx',
  'docxNoAlt',
  'tenPagesPdf',
];

const cache = new Map<SourceName, Promise<ContentDocument>>();

/** The content of a corpus file, read once per test file. */
export function contentOf(name: SourceName): Promise<ContentDocument> {
  let read = cache.get(name);
  if (!read) {
    read = (async () => {
      const ocr = name === 'scannedPdf' ? await warmOcr() : undefined;
      try {
        // A generous OCR budget: these tests are about what OCR reads, and a CI machine running every
        // suite at once can stretch one page past the engine's 25 s (the page is then left unread).
        return await withWorkDir((workDir) => readContent({ ...SOURCES[name], workDir }, { ocr }));
      } finally {
        await ocr?.terminate();
      }
    })();
    cache.set(name, read);
  }
  return read;
}

/**
 * OCR with its English worker already started, as an engine process keeps it: starting tesseract
 * takes seconds, which a CI machine running every suite at once stretched past a document's OCR
 * budget (the page was then left unread, as the engine does past its budget).
 */
async function warmOcr(): Promise<OcrEngine> {
  const ocr = OcrEngine.create();
  await ocr.recognise(await fs.readFile(`${fixtures}image/files/text-low-contrast.png`));
  return ocr;
}

export async function withWorkDir<T>(fn: (workDir: string) => Promise<T>): Promise<T> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formats-test-'));
  try {
    return await fn(workDir);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
