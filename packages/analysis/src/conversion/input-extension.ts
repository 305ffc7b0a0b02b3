import type { OfficeFileType } from './office-file-type.js';

const OOXML = 'application/vnd.openxmlformats-officedocument';

/** The MIME types detect-file-type.ts gives Office files → the extension LibreOffice expects. */
const EXTENSIONS: Record<string, string> = {
  'application/msword': 'doc',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.ms-excel': 'xls',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  [`${OOXML}.wordprocessingml.document`]: 'docx',
  [`${OOXML}.wordprocessingml.template`]: 'dotx',
  'application/vnd.ms-word.document.macroEnabled.12': 'docm',
  'application/vnd.ms-word.template.macroEnabled.12': 'dotm',
  [`${OOXML}.presentationml.presentation`]: 'pptx',
  [`${OOXML}.presentationml.slideshow`]: 'ppsx',
  [`${OOXML}.presentationml.template`]: 'potx',
  'application/vnd.ms-powerpoint.presentation.macroEnabled.12': 'pptm',
  'application/vnd.ms-powerpoint.slideshow.macroEnabled.12': 'ppsm',
  [`${OOXML}.spreadsheetml.sheet`]: 'xlsx',
  [`${OOXML}.spreadsheetml.template`]: 'xltx',
  'application/vnd.ms-excel.sheet.macroEnabled.12': 'xlsm',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.text-template': 'ott',
  'application/vnd.oasis.opendocument.text-master': 'odm',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.presentation-template': 'otp',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.spreadsheet-template': 'ots',
};

const BY_FILE_TYPE: Record<OfficeFileType, string> = { document: 'docx', presentation: 'pptx', spreadsheet: 'xlsx' };

/**
 * The extension to give the input: stored blobs have none, and LibreOffice picks its import filter
 * partly by extension. The MIME type (sniffed from the bytes at upload) decides; else the input's
 * own extension; else the family's OOXML one.
 */
export function inputExtension(input: string, fileType: OfficeFileType, mimeType?: string): string {
  const known = mimeType ? EXTENSIONS[mimeType.toLowerCase()] : undefined;
  if (known) return known;
  const own = /\.([A-Za-z0-9]{1,5})$/.exec(input)?.[1];
  return own?.toLowerCase() ?? BY_FILE_TYPE[fileType];
}

/**
 * Import filters pinned for the legacy formats: without one, LibreOffice imports a damaged file as
 * plain text and "converts" it, instead of failing.
 */
const IMPORT_FILTERS: Record<string, string> = {
  doc: 'MS Word 97',
  xls: 'MS Excel 97',
  ppt: 'MS PowerPoint 97',
  rtf: 'Rich Text Format',
};

export function importFilter(extension: string): string | undefined {
  return IMPORT_FILTERS[extension];
}

/** Legacy binary formats (and RTF): analysed only after LibreOffice turns them into OOXML. */
export function isLegacyOffice(mimeType: string): boolean {
  return ['doc', 'ppt', 'xls', 'rtf'].includes(EXTENSIONS[mimeType.toLowerCase()] ?? '');
}

export function legacyExtension(mimeType: string): string | undefined {
  return isLegacyOffice(mimeType) ? EXTENSIONS[mimeType.toLowerCase()] : undefined;
}
