import type { OfficeFileType } from './office-file-type.js';

export type ConversionTarget = 'pdf' | 'docx' | 'pptx' | 'xlsx';

const TAGGED = '{"UseTaggedPDF":{"type":"boolean","value":"true"}}';

/** PDF export filters: each works only on its own family's documents. */
const PDF_FILTERS: Record<OfficeFileType, string> = {
  document: 'writer_pdf_Export',
  presentation: 'impress_pdf_Export',
  spreadsheet: 'calc_pdf_Export',
};

const OOXML_FILTERS: Record<Exclude<ConversionTarget, 'pdf'>, string> = {
  docx: 'MS Word 2007 XML',
  pptx: 'Impress MS PowerPoint 2007 XML',
  xlsx: 'Calc MS Excel 2007 XML',
};

/**
 * The `--convert-to` argument. PDFs are tagged (a structure tree: headings, figures, tables), which
 * is what the preview's reader needs to place snippets on the right elements.
 */
export function convertToArgument(fileType: OfficeFileType, target: ConversionTarget): string {
  if (target === 'pdf') return `pdf:${PDF_FILTERS[fileType]}:${TAGGED}`;
  return `${target}:${OOXML_FILTERS[target]}`;
}
