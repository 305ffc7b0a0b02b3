import type { Slides } from '../../formats/pptx/slides.js';
import { childNamed, childrenNamed, textOf } from '../../xml/xml-part.js';
import { fails, snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { markOfficeHeaderRow } from './office-header-row.js';

/** A PowerPoint table without a header row whose first row names its columns: a:tblPr firstRow="1". */
export function fixPptxTableHeaders(slides: Slides, context: FixContext, log: FixLog): void {
  if (!fails(context, 'TableHeaders')) return;
  const model = context.document.tables;
  const tables = slides.tables();
  const same = model.length === tables.length;
  tables.forEach(({ slide, table }, index) => {
    const tblPr = childNamed(table, 'a:tblPr');
    if (['1', 'true'].includes(tblPr?.attribs.firstRow ?? '')) return;
    const location = snippetLocation(same ? model[index]!.location : undefined, {
      part: slide.part.name,
      element: `a:tbl[${index + 1}]`,
    });
    const rows = childrenNamed(table, 'a:tr');
    markOfficeHeaderRow(
      rows[0] ? childrenNamed(rows[0], 'a:tc').map((cell) => textOf(childNamed(cell, 'a:txBody') ?? cell)) : null,
      rows.length,
      () => {
        // a:tblPr is the table's first child (CT_Table: tblPr, tblGrid, tr).
        if (tblPr) slide.part.setAttribute(tblPr, 'firstRow', '1');
        else slide.part.insertChild(table, '<a:tblPr firstRow="1"/>', 'first');
      },
      location,
      log,
    );
  });
}
