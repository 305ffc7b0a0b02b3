import type { FileType } from '../formats/file-types.js';

/** The file types LibreOffice handles. */
export type OfficeFileType = Extract<FileType, 'document' | 'presentation' | 'spreadsheet'>;

export function isOfficeFileType(fileType: FileType): fileType is OfficeFileType {
  return fileType === 'document' || fileType === 'presentation' || fileType === 'spreadsheet';
}
