import { escapeXml } from '../../xml/xml-part.js';
import { childNamed } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { titleFrom } from './title-text.js';

const CORE = 'docProps/core.xml';
const DC = 'http://purl.org/dc/elements/1.1/';
const CORE_TYPE = 'application/vnd.openxmlformats-package.core-properties+xml';
const CORE_RELATIONSHIP = 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties';

/** docProps/core.xml's dc:title (Word, PowerPoint, Excel): set, or the part made if the package has none. */
export function fixOoxmlTitle(pkg: OfficePackage, context: FixContext, log: FixLog): void {
  if (!fails(context, 'Title')) return;
  const location = { part: CORE, element: 'dc:title' };
  const title = titleFrom(context.document);
  if (!title) {
    log.leave({ check: 'Title', location, reason: 'The file has no heading or text to take a title from' });
    return;
  }
  const core = pkg.part(CORE);
  if (core) {
    const existing = childNamed(core.root, 'dc:title');
    if (existing) core.setContent(existing, escapeXml(title));
    else {
      if (!Object.values(core.root.attribs).includes(DC)) core.setAttribute(core.root, 'xmlns:dc', DC);
      core.insertChild(core.root, `<dc:title>${escapeXml(title)}</dc:title>`, 'first');
    }
  } else {
    pkg.add(
      CORE,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="${DC}"><dc:title>${escapeXml(title)}</dc:title></cp:coreProperties>`,
    );
    const types = pkg.part('[Content_Types].xml');
    if (types) types.insertChild(types.root, `<Override PartName="/${CORE}" ContentType="${CORE_TYPE}"/>`);
    const rels = pkg.part('_rels/.rels');
    if (rels)
      rels.insertChild(rels.root, `<Relationship Id="rIdCoreFixed" Type="${CORE_RELATIONSHIP}" Target="${CORE}"/>`);
  }
  const before = context.document.metadata.title;
  log.change({ check: 'Title', action: 'set the title', location, before, after: title, needsReview: true });
}
