import { fileURLToPath } from 'node:url';
import { readOffice } from '../../../src/formats/office/read-office.js';
import type { DocumentModel } from '../../../src/model/document-model.js';

export type OfficeType = 'document' | 'presentation' | 'spreadsheet';

export const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/office/files/${name}`, import.meta.url));
export const preview = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/office/previews/${name}`, import.meta.url));

export function officeType(name: string): OfficeType {
  if (/\.(docx|odt)$/.test(name)) return 'document';
  if (/\.(pptx|odp)$/.test(name)) return 'presentation';
  return 'spreadsheet';
}

/** The file read from its XML alone (no preview). */
export const readXml = (name: string): Promise<DocumentModel> => readOffice(fixture(name), officeType(name), null);
