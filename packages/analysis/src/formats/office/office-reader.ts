import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AnalysisError, type AnalysisInput } from '../../analyse.js';
import { removeExternalReferences } from '../../conversion/external-references/remove-external-references.js';
import { conversionTimeoutMs } from '../../conversion/conversion-timeout.js';
import { convertWithLibreOffice, libreOffice } from '../../conversion/libreoffice.js';
import { isLegacyOffice, legacyExtension } from '../../conversion/input-extension.js';
import { isOfficeFileType, type OfficeFileType } from '../../conversion/office-file-type.js';
import type { DocumentReader, ReaderTools } from '../document-reader.js';
import { readPdf } from '../pdf/read-pdf.js';
import { locate } from './locate.js';
import { withPictureText } from './picture-text.js';
import { worthPreviewing } from './preview-size.js';
import { readOfficeContent } from './read-office.js';
import type { DocumentModel, NotAnalysed } from '../../model/document-model.js';

/** Word, PowerPoint, Excel and OpenDocument files (and RTF), with their preview when LibreOffice makes one. */
export const OFFICE_READER: DocumentReader = {
  fileTypes: ['document', 'presentation', 'spreadsheet'],
  async read(input, tools) {
    const { document, preview } = await readOfficeFile(input, tools);
    const placed = document.pages.some((page) => page.width > 0);
    return { document, preview, pageCount: placed ? document.pages.length : null };
  },
};

const OOXML_OF: Record<OfficeFileType, 'docx' | 'pptx' | 'xlsx'> = {
  document: 'docx',
  presentation: 'pptx',
  spreadsheet: 'xlsx',
};

/**
 * An Office or OpenDocument file (or RTF) into the document model, with its PDF preview:
 * 1. legacy binary formats (.doc, .ppt, .xls, .rtf) become OOXML first: the reader reads only that
 *    and ODF, so without LibreOffice they cannot be analysed;
 * 2. with LibreOffice, a tagged PDF preview is made and read, so that snippets are areas of its
 *    pages (`preview.pdf` in workDir; without workDir it is made in a temporary directory for the
 *    model only, and not returned);
 * 3. the Office reader builds the model from the file's own XML (read before the preview is made,
 *    so that hostile files never reach LibreOffice), placed on the preview's pages;
 * 4. LibreOffice gets a copy without the links to anything outside the package (it runs contained
 *    too, so even a link this misses reaches nothing); the links are reported as not analysed;
 * 5. with `tools.ocr`, the text in the pictures is read off the preview for Contrast (picture-text.ts).
 * Without LibreOffice, OOXML and ODF files are still analysed, without a preview (and with pictures,
 * without Contrast); so is a spreadsheet too large to preview (preview-size.ts). Scratch files live
 * in `workDir` when given (the caller removes it, whatever happens to this process).
 */
export async function readOfficeFile(
  input: AnalysisInput,
  tools: ReaderTools = {},
): Promise<{ document: DocumentModel; preview: string | null }> {
  const fileType = input.fileType;
  if (!isOfficeFileType(fileType)) throw new Error(`readOfficeFile got a ${fileType} file`);
  const office = await libreOffice();
  const legacy = isLegacyOffice(input.mimeType);
  if (legacy && !office.available) {
    throw new AnalysisError(
      `${office.reason}; .${legacyExtension(input.mimeType)} files cannot be analysed (only their newer formats)`,
    );
  }
  const scratch = await fs.mkdtemp(path.join(input.workDir ?? os.tmpdir(), '.office-'));
  try {
    const timeoutMs = conversionTimeoutMs((await fs.stat(input.path)).size);
    const officePath = legacy
      ? await convertWithLibreOffice(input.path, fileType, OOXML_OF[fileType], scratch, {
          mimeType: input.mimeType,
          name: 'converted',
          timeoutMs,
        })
      : input.path;
    // The file's own XML first: a zip bomb or an entity attack is refused before LibreOffice opens it.
    const content = await readOfficeContent(officePath);
    // A sheet too large to preview is judged from its XML alone (preview-size.ts): none of it goes to LibreOffice.
    const previewing = worthPreviewing(content);
    const contained = previewing
      ? await removeExternalReferences(officePath, path.join(scratch, 'contained'))
      : { output: null, removed: [] };
    // A legacy file has no package to clean: only its sandbox keeps its links from reaching anything.
    const source = legacy ? input.path : (contained.output ?? input.path);
    const preview =
      office.available && previewing
        ? await makePreview({ ...input, path: source }, fileType, input.workDir ?? scratch, { ...tools, timeoutMs })
        : null;
    const located = locate(fileType, content, preview?.model ?? null);
    // Pages of the preview past the page limit are not judged here either.
    const unjudged = preview?.model.unjudged;
    const placed = unjudged ? { ...located, unjudged } : located;
    const document = tools.ocr ? await withPictureText(placed, preview?.path ?? null, { ocr: tools.ocr }) : placed;
    const notAnalysed: NotAnalysed[] = contained.removed.map((link) => ({ reason: 'externalReference', ...link }));
    return {
      document: notAnalysed.length > 0 ? { ...document, notAnalysed } : document,
      preview: input.workDir ? (preview?.path ?? null) : null,
    };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The preview and its model, or null when LibreOffice cannot make or the PDF reader cannot read
 * it: the Office reader still analyses the file, only without areas on pages (and if the file is
 * really damaged, it says so better than a conversion error would).
 */
async function makePreview(
  input: AnalysisInput,
  fileType: OfficeFileType,
  dir: string,
  { onProgress, timeoutMs }: ReaderTools & { timeoutMs: number },
): Promise<{ path: string; model: DocumentModel } | null> {
  let previewPath: string | undefined;
  try {
    previewPath = await convertWithLibreOffice(input.path, fileType, 'pdf', dir, {
      mimeType: input.mimeType,
      name: 'preview',
      timeoutMs,
    });
    return { path: previewPath, model: await readPdf(previewPath, { render: true, onProgress }) };
  } catch (error) {
    if (!(error instanceof AnalysisError)) throw error;
    if (previewPath) await fs.rm(previewPath, { force: true });
    return null;
  }
}
