import type { AnalysisInput } from '../analyse.js';
import type { FileType } from '../model/file-type.js';
import type { DocumentReader, ReadDocument, ReaderTools } from './document-reader.js';
import { HTML_READER } from './html/html-reader.js';
import { IMAGE_READER } from './image/image-reader.js';
import { OFFICE_READER } from './office/office-reader.js';
import { PDF_READER } from './pdf/pdf-reader.js';

/** Every format's reader; each file type is read by exactly one (a test holds them to FILE_TYPES). */
export const READERS: readonly DocumentReader[] = [PDF_READER, OFFICE_READER, HTML_READER, IMAGE_READER];

export function readerFor(fileType: FileType): DocumentReader {
  const reader = READERS.find((candidate) => candidate.fileTypes.includes(fileType));
  if (!reader) throw new Error(`No reader reads ${fileType} files`);
  return reader;
}

/** A file into the document model, by the reader of its type. */
export function readDocument(input: AnalysisInput, tools: ReaderTools = {}): Promise<ReadDocument> {
  return readerFor(input.fileType).read(input, tools);
}
