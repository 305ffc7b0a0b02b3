/** The kinds of file the service analyses (`metadata.fileType` of the API): part of the model, which formats produce and checks read. */
export const FILE_TYPES = ['pdf', 'document', 'presentation', 'spreadsheet', 'html', 'image'] as const;
export type FileType = (typeof FILE_TYPES)[number];
