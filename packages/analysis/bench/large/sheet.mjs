// A spreadsheet (XLSX) of sales orders: one sheet, a bold header row over ten columns (numbers,
// dates, shared strings), defined as a table with a header row. Written by the Office fixtures'
// large-workbook generator (the one the tests of size use), zipped with the engine's own writer
// (dist must be built). Row n is the same in every file.
import { largeXlsx } from '../../fixtures/office/lib/large-workbook.mjs';

/** A workbook of `rowCount` data rows (and the header), as XLSX bytes. */
export const sheet = (rowCount) => largeXlsx({ rows: rowCount });
