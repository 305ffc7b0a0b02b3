import type { OfficeFileType } from './office-file-type.js';

export type ConversionTarget = 'pdf' | 'docx' | 'pptx' | 'xlsx';

/** A LibreOffice export filter and its options (FilterData). */
export interface ExportFilter {
  name: string;
  data?: Record<string, boolean>;
}

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
 * The filter that writes `target`. PDFs are tagged (a structure tree: headings, figures, tables),
 * which is what the preview's reader needs to place snippets on the right elements.
 */
export function exportFilter(fileType: OfficeFileType, target: ConversionTarget): ExportFilter {
  if (target === 'pdf') return { name: PDF_FILTERS[fileType], data: { UseTaggedPDF: true } };
  return { name: OOXML_FILTERS[target] };
}

/** The same as soffice's `--convert-to` argument. */
export function convertToArgument(fileType: OfficeFileType, target: ConversionTarget): string {
  const { name, data } = exportFilter(fileType, target);
  if (!data) return `${target}:${name}`;
  const options = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, { type: 'boolean', value: String(value) }]),
  );
  return `${target}:${name}:${JSON.stringify(options)}`;
}
