import { odfCells, odfRows, odfTableHasHeaders, type OdfBody } from '../../formats/odf/odf-body.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { looksLikeHeaderRow } from './header-row.js';

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
    const cells = first ? odfCells(first) : [];
    // Header rows must come first among the table's own children rows: a row inside a group is left.
    if (!first || first.parent !== table || !looksLikeHeaderRow(cells, rows.length)) {
      log.leave({
        check: 'TableHeaders',
        location,
        reason: 'The first row does not look like a header row (numbers, empty cells or a single row)',
      });
      return;
    }
    body.part.insertBefore(first, '<table:table-header-rows>');
    body.part.insertAfter(first, '</table:table-header-rows>');
    const names = cells.map((cell) => cell.trim()).join(' | ');
    log.change({
      check: 'TableHeaders',
      action: 'marked the first row as the header row',
      location,
      before: names,
      after: `header row: ${names}`,
      needsReview: false,
    });
  });
}
