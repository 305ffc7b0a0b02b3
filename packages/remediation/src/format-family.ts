import type { FileType } from '@app/analysis';
import { RemediationRefused } from './refusal.js';

/** The formats whose files are rewritten, each by its own writer (src/formats/<family>/). */
export type FormatFamily = 'html' | 'docx' | 'pptx' | 'xlsx' | 'odt' | 'odp' | 'ods' | 'pdf';

const OOXML = 'application/vnd.openxmlformats-officedocument';
const FAMILIES: Record<string, FormatFamily> = {
  'text/html': 'html',
  'application/pdf': 'pdf',
  [`${OOXML}.wordprocessingml.document`]: 'docx',
  [`${OOXML}.wordprocessingml.template`]: 'docx',
  [`${OOXML}.presentationml.presentation`]: 'pptx',
  [`${OOXML}.presentationml.slideshow`]: 'pptx',
  [`${OOXML}.presentationml.template`]: 'pptx',
  [`${OOXML}.spreadsheetml.sheet`]: 'xlsx',
  [`${OOXML}.spreadsheetml.template`]: 'xlsx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.text-template': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.presentation-template': 'odp',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.spreadsheet-template': 'ods',
};

/** The writer for a detected file, or a refusal saying why there is none. */
export function formatFamily(detection: { fileType: FileType; mimeType: string }): FormatFamily {
  const family = FAMILIES[detection.mimeType];
  if (family) return family;
  if (detection.mimeType.includes('macroEnabled')) {
    throw new RemediationRefused('macros', 'The file holds macros: a fixed copy would carry code nobody has checked');
  }
  if (detection.fileType === 'image') {
    throw new RemediationRefused(
      'unsupportedType',
      'An image cannot be remediated: its text alternative belongs where it is used',
    );
  }
  throw new RemediationRefused(
    'unsupportedType',
    `A file of type ${detection.mimeType} cannot be remediated: only its newer format can be rewritten`,
  );
}
