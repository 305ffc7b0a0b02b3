import type { Element } from 'domhandler';
import { odfRows } from '../../formats/odf/odf-body.js';
import { columnNumber } from '../../formats/xlsx/workbook.js';
import { childNamed, childrenNamed, elementsNamed, textOf } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { fails, snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { markOfficeHeaderRow } from './office-header-row.js';

/** `Loans.A1:Loans.C4`, `$'My sheet'.$A$1:.$C$4`: the sheet, and the range's rows and columns (1-based). */
const ADDRESS =
  /^\$?(?:'((?:[^']|'')*)'|([^.']*))\.\$?([A-Z]+)\$?(\d+):(?:\$?(?:'(?:[^']|'')*'|[^.']*))?\.\$?([A-Z]+)\$?(\d+)$/i;

/**
 * A spreadsheet's sheets are grids, not tables: the analysis judges only its database ranges (Data >
 * Define Range, what an Excel table becomes). One that says it has no column labels
 * (table:contains-header="false") while its first row names its columns is told it has.
 */
export function fixOdsTableHeaders(pkg: OfficePackage, context: FixContext, log: FixLog): void {
  // content.xml is parsed whole only when a range fails: a big sheet's DOM is what the analysis avoids.
  const content = fails(context, 'TableHeaders') ? pkg.part('content.xml') : null;
  if (!content) return;
  const spreadsheet = childNamed(childNamed(content.root, 'office:body'), 'office:spreadsheet');
  const ranges = spreadsheet ? elementsNamed(spreadsheet, 'table:database-range') : [];
  const sheets = spreadsheet ? childrenNamed(spreadsheet, 'table:table') : [];
  const model = context.document.tables;
  const same = model.length === ranges.length;
  ranges.forEach((range, index) => {
    if (range.attribs['table:contains-header'] !== 'false') return;
    const location = snippetLocation(same ? model[index]!.location : undefined, {
      part: content.name,
      element: `table:database-range[${range.attribs['table:name'] ?? index + 1}]`,
    });
    const address = ADDRESS.exec(range.attribs['table:target-range-address'] ?? '');
    const name = address ? (address[1]?.replace(/''/g, "'") ?? address[2]) : undefined;
    const sheet = sheets.find((table) => table.attribs['table:name'] === name);
    const top = Number(address?.[4]);
    const rows = address ? Number(address[6]) - top + 1 : 0;
    const cells = sheet && address ? rowCells(sheet, top, columnNumber(address[3]!), columnNumber(address[5]!)) : null;
    markOfficeHeaderRow(cells, rows, () => content.setAttribute(range, 'table:contains-header', 'true'), location, log);
  });
}

/** The text of a sheet's row `row`, columns `from` to `to` (1-based), repeated rows and cells counted. */
function rowCells(sheet: Element, row: number, from: number, to: number): string[] | null {
  let at = 1;
  for (const element of odfRows(sheet)) {
    const repeated = Number(element.attribs['table:number-rows-repeated'] ?? 1) || 1;
    if (row < at + repeated) return cellsOf(element, from, to);
    at += repeated;
  }
  return null;
}

function cellsOf(row: Element, from: number, to: number): string[] {
  const texts: string[] = [];
  let column = 1;
  for (const cell of row.children) {
    if (cell.type !== 'tag') continue;
    const element = cell as Element;
    if (element.name !== 'table:table-cell' && element.name !== 'table:covered-table-cell') continue;
    const repeated = Number(element.attribs['table:number-columns-repeated'] ?? 1) || 1;
    for (let i = 0; i < repeated && column <= to; i++, column++) if (column >= from) texts.push(textOf(element));
    if (column > to) break;
  }
  while (texts.length < to - from + 1) texts.push('');
  return texts;
}
