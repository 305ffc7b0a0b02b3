import { childrenNamed } from '../xml/xml-part.js';
import type { OfficePackage } from '../zip/office-package.js';

const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

/** The package's main part (word/document.xml, ppt/presentation.xml...), from _rels/.rels. */
export function mainPart(pkg: OfficePackage): string | null {
  const rels = pkg.has('_rels/.rels') ? pkg.part('_rels/.rels') : null;
  const target = childrenNamed(rels?.root, 'Relationship').find((r) => r.attribs.Type === OFFICE_DOCUMENT)?.attribs
    .Target;
  return target ? target.replace(/^\//, '') : null;
}
