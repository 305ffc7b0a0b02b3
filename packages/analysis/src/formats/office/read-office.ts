import { AnalysisError } from '../../analyse.js';
import type { DocumentModel } from '../../model/document-model.js';
import { locate } from './locate.js';
import type { OfficeContent } from './office-content.js';
import { DEFAULT_OFFICE_LIMITS, type OfficeLimits } from './office-limits.js';
import { attr, childElements, readXmlPart } from './office-xml.js';
import { OfficeZip } from './office-zip.js';
import { readOdf } from './odf/read-odf.js';
import { readDocx } from './ooxml/read-docx.js';
import { mainPart } from './ooxml/package.js';
import { readPptx } from './ooxml/read-pptx.js';
import { readXlsx } from './ooxml/read-xlsx.js';

/**
 * Reads an Office Open XML (docx, pptx, xlsx) or OpenDocument (odt, odp, ods) file into the document
 * model; `preview`, the model of its tagged PDF export, gives the pages and where things are.
 * Damaged and hostile files (zip bombs, XML entities) fail with an AnalysisError.
 */
export async function readOffice(
  path: string,
  fileType: 'document' | 'presentation' | 'spreadsheet',
  preview: DocumentModel | null,
  limits: OfficeLimits = DEFAULT_OFFICE_LIMITS,
): Promise<DocumentModel> {
  return locate(fileType, await readOfficeContent(path, limits), preview);
}

/**
 * What the file's XML says, before it is placed on a preview: the bounds (zip bombs, entities) are
 * enforced here, so a caller can refuse a hostile file before handing it to LibreOffice.
 */
export async function readOfficeContent(
  path: string,
  limits: OfficeLimits = DEFAULT_OFFICE_LIMITS,
): Promise<OfficeContent> {
  const zip = await OfficeZip.open(path, limits);
  if (zip.has('[Content_Types].xml')) {
    const main = mainPart(zip);
    const types = readXmlPart(zip, '[Content_Types].xml');
    const type = childElements(types, 'Override').find((o) => attr(o, 'PartName') === `/${main}`);
    const contentType = attr(type, 'ContentType') ?? '';
    if (main && contentType.includes('wordprocessingml')) return readDocx(zip, main);
    if (main && contentType.includes('presentationml')) return readPptx(zip, main);
    if (main && contentType.includes('spreadsheetml')) return readXlsx(zip, main);
    throw new AnalysisError('The file is damaged: its main Office Open XML part is missing or of an unknown type');
  }
  if (zip.has('content.xml')) return readOdf(zip);
  throw new AnalysisError('The file is damaged: it is neither an Office Open XML nor an OpenDocument package');
}
