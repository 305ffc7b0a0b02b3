import type { Element } from 'domhandler';
import { odfCells, odfRows, odfTableHasHeaders } from '../../formats/odf/odf-body.js';
import { childNamed, elementsNamed } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { fails, snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { markOfficeHeaderRow } from './office-header-row.js';

/**
 * An Impress table without a header row whose first row names its columns: the table's "first row"
 * option (table:use-first-row-styles), which is what Impress has for a header row (it reads no
 * table:table-header-rows, and would drop a row wrapped in one) and what it exports as one.
 */
export function fixOdpTableHeaders(pkg: OfficePackage, context: FixContext, log: FixLog): void {
  const content = fails(context, 'TableHeaders') ? pkg.part('content.xml') : null;
  if (!content) return;
  const presentation = childNamed(childNamed(content.root, 'office:body'), 'office:presentation');
  // The analysis reads no speaker notes: their tables are not judged.
  const tables = presentation ? elementsNamed(presentation, 'table:table').filter((table) => !insideNotes(table)) : [];
  const model = context.document.tables;
  const same = model.length === tables.length;
  tables.forEach((table, index) => {
    if (odfTableHasHeaders(table)) return;
    const location = snippetLocation(same ? model[index]!.location : undefined, {
      part: content.name,
      element: `table:table[${index + 1}]`,
    });
    const rows = odfRows(table);
    markOfficeHeaderRow(
      rows[0] ? odfCells(rows[0]) : null,
      rows.length,
      () => content.setAttribute(table, 'table:use-first-row-styles', 'true'),
      location,
      log,
    );
  });
}

function insideNotes(table: Element): boolean {
  for (let at = table.parent; at; at = at.parent) {
    if ('name' in at && at.name === 'presentation:notes') return true;
  }
  return false;
}
