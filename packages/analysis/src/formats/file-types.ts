import type { FileType } from '../model/file-type.js';

export { FILE_TYPES, type FileType } from '../model/file-type.js';

/** For messages: "Analysis of PDF files ...". */
export const FILE_TYPE_LABELS: Record<FileType, string> = {
  pdf: 'PDF files',
  document: 'word processor files',
  presentation: 'presentation files',
  spreadsheet: 'spreadsheet files',
  html: 'HTML files',
  image: 'image files',
};

export const SUPPORTED_FILES_TEXT =
  'PDF; word processor files (DOCX, DOC, ODT, RTF); presentations (PPTX, PPT, ODP); ' +
  'spreadsheets (XLSX, XLS, ODS); HTML; images (JPEG, PNG, GIF, BMP, TIFF, WebP, SVG, HEIC, AVIF ' +
  'and other image/* types). Archives and compressed files are not supported';
