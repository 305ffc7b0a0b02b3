import { parseRange, type Workbook } from '../../formats/xlsx/workbook.js';
import { childNamed, childrenNamed } from '../../xml/xml-part.js';
import { fails, snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { NOT_A_HEADER_ROW } from './header-row.js';
import { markOfficeHeaderRow } from './office-header-row.js';

/**
 * An Excel table (Insert > Table) declared without a header row (headerRowCount="0") whose first row
 * names its columns: headerRowCount="1", and each column named after its header cell, as Excel
 * requires of a table with a header row (the names must be the cells' text, and distinct).
 */
export function fixXlsxTableHeaders(workbook: Workbook, context: FixContext, log: FixLog): void {
  if (!fails(context, 'TableHeaders')) return;
  const model = context.document.tables;
  const tables = workbook.tables();
  const same = model.length === tables.length;
  tables.forEach(({ sheet, table }, index) => {
    const root = table.root;
    if (root.attribs.headerRowCount !== '0') return;
    const location = snippetLocation(same ? model[index]!.location : undefined, { part: table.name, element: 'table' });
    const range = parseRange(root.attribs.ref);
    const columns = childrenNamed(childNamed(root, 'tableColumns'), 'tableColumn');
    const cells = range ? workbook.rowTexts(sheet, range.top, range.left, range.right) : null;
    const names = cells?.map((cell) => cell.trim());
    const distinct = names !== undefined && new Set(names.map((name) => name.toLowerCase())).size === names.length;
    if (!range || !cells || columns.length !== cells.length || !distinct) {
      log.leave({ check: 'TableHeaders', location, reason: NOT_A_HEADER_ROW });
      return;
    }
    markOfficeHeaderRow(
      cells,
      range.bottom - range.top + 1,
      () => {
        table.setAttribute(root, 'headerRowCount', '1');
        columns.forEach((column, i) => table.setAttribute(column, 'name', names![i]!));
      },
      location,
      log,
    );
  });
}
