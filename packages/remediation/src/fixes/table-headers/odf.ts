import { odfCells, odfRows, odfTableHasHeaders, type OdfBody } from '../../formats/odf/odf-body.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { markOfficeHeaderRow } from './office-header-row.js';

/** A Writer table without header rows whose first row names its columns: that row wrapped in table:table-header-rows. */
export function fixOdfTableHeaders(body: OdfBody, context: FixContext, log: FixLog): void {
  const model = context.document.tables;
  const same = model.length === body.tables.length;
  body.tables.forEach((table, index) => {
    if (odfTableHasHeaders(table)) return;
    const location = snippetLocation(same ? model[index]!.location : undefined, {
      part: body.part.name,
      element: `table:table[${index + 1}]`,
    });
    const rows = odfRows(table);
    const first = rows[0];
    // Header rows must come first among the table's own children rows: a row inside a group is left.
    markOfficeHeaderRow(
      first && first.parent === table ? odfCells(first) : null,
      rows.length,
      () => {
        body.part.insertBefore(first!, '<table:table-header-rows>');
        body.part.insertAfter(first!, '</table:table-header-rows>');
      },
      location,
      log,
    );
  });
}
