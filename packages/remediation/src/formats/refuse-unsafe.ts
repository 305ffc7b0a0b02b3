import { OfficeZip } from '@app/analysis';
import type { FormatFamily } from '../format-family.js';
import { RemediationRefused } from '../refusal.js';
import { pdfRefusal } from './pdf/pdf-refusal.js';

const OOXML_SIGNATURES = /^_xmlsignatures\//;
const OOXML_MACROS = /(^|\/)vbaProject\.bin$/i;
const ODF_SIGNATURES = /^META-INF\/(document|macro)signatures\.xml$/;
const ODF_MACROS = /^(Basic|Scripts)\/.+/;

/**
 * Refuses a file that a rewrite would break or bypass: encrypted (it cannot be read), signed (the
 * signature would no longer hold) or holding macros (a fixed copy would pass on code nobody checked).
 */
export async function refuseUnsafe(family: FormatFamily, file: string, bytes: Buffer): Promise<void> {
  if (family === 'html') return;
  if (family === 'pdf') {
    const refusal = pdfRefusal(bytes);
    if (refusal) throw refusal;
    return;
  }
  const zip = await OfficeZip.open(file);
  const names = zip.names();
  const odf = zip.has('mimetype');
  if (names.some((name) => (odf ? ODF_SIGNATURES : OOXML_SIGNATURES).test(name))) {
    throw new RemediationRefused('signed', 'The file is digitally signed: any change would break its signature');
  }
  if (names.some((name) => (odf ? ODF_MACROS : OOXML_MACROS).test(name))) {
    throw new RemediationRefused('macros', 'The file holds macros: a fixed copy would carry code nobody has checked');
  }
  if (odf && zip.read('META-INF/manifest.xml')?.includes('encryption-data')) {
    throw new RemediationRefused('encrypted', 'The file is encrypted: it cannot be read, so it cannot be rewritten');
  }
}
