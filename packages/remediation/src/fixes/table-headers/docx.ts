import { rowCells, type WordBody } from '../../formats/docx/word-body.js';
import { WORD_ROW, insertInSequence } from '../../xml/schema-order.js';
import { childNamed } from '../../xml/xml-part.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { markOfficeHeaderRow } from './office-header-row.js';

/** A Word table without a header row whose first row names its columns: w:tblHeader on that row. */
export function fixDocxTableHeaders(body: WordBody, context: FixContext, log: FixLog): void {
  const model = context.document.tables;
  const same = model.length === body.tables.length;
  body.tables.forEach((table, index) => {
    if (table.hasHeaders) return;
    const location = snippetLocation(same ? model[index]!.location : undefined, {
      part: body.part.name,
      element: `w:tbl[${index + 1}]`,
    });
    const first = table.rows[0];
    markOfficeHeaderRow(
      first ? rowCells(first) : null,
      table.rows.length,
      () => {
        const trPr = childNamed(first, 'w:trPr');
        const header = childNamed(trPr, 'w:tblHeader');
        if (header) body.part.setAttribute(header, 'w:val', 'true');
        else if (trPr) body.part.insertChild(trPr, '<w:tblHeader/>', 'last');
        else insertInSequence(body.part, first!, 'w:trPr', '<w:trPr><w:tblHeader/></w:trPr>', WORD_ROW);
      },
      location,
      log,
    );
  });
}
