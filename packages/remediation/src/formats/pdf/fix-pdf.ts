import { PDFDocument, PDFRef } from '@cantoo/pdf-lib';
import type { Fixed } from '../../change.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { pdfLanguage } from '../../fixes/language-presence/pdf.js';
import { pdfTitle } from '../../fixes/title/pdf.js';

/**
 * A PDF's Title (with DisplayDocTitle) and catalog Lang, written as an incremental update with
 * @cantoo/pdf-lib (pdf-lib's maintained fork, which writes one): the original bytes come first,
 * unchanged, and only the new Info dictionary, catalog and cross-reference section follow them.
 * Nothing else of a PDF is rewritten: headings, tables, contrast and alternative text need re-tagging.
 */
export async function fixPdf(bytes: Buffer, context: FixContext): Promise<Fixed> {
  const log = new FixLog();
  const title = pdfTitle(context, log);
  const language = pdfLanguage(context, log);
  if (!title && !language) return { file: bytes, changes: log.changes, leftForPerson: log.leftForPerson };
  const document = await PDFDocument.load(bytes, { forIncrementalUpdate: true, updateMetadata: false });
  const snapshot = document.takeSnapshot();
  if (title) document.setTitle(title, { showInWindowTitleBar: true });
  if (language) document.setLanguage(language);
  // The snapshot saves only what it is told changed: the catalog (Lang, ViewerPreferences) and Info.
  for (const ref of [document.context.trailerInfo.Root, document.context.trailerInfo.Info]) {
    if (ref instanceof PDFRef) snapshot.markRefForSave(ref);
  }
  const update = await document.saveIncremental(snapshot, { useObjectStreams: false });
  return { file: Buffer.concat([bytes, Buffer.from(update)]), changes: log.changes, leftForPerson: log.leftForPerson };
}
