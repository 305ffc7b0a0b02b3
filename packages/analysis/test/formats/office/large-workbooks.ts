import { fileURLToPath } from 'node:url';

// Workbooks of real size, written at test time by the Office fixtures' generator (shared with
// pnpm bench:large; it zips with the engine's writer from dist: build first), plain JavaScript, so
// typed here by hand. See fixtures/office/lib/large-workbook.mjs for what they hold.
const generator = fileURLToPath(new URL('../../../fixtures/office/lib/large-workbook.mjs', import.meta.url));

export interface LargeWorkbook {
  rows: number;
  /** Sheets, each with `rows` rows and its own table (default 1). */
  sheets?: number;
  /**
   * White space after each sheet's rows, in characters: the run of one byte a zip bomb is made of,
   * which deflate packs about 1000:1 (a repeated row packs at most 258:1, its distance costing bits).
   */
  padding?: number;
  /** The text every data cell shows instead (one shared string, in .xlsx). */
  everyCell?: string;
}

export const { HEADER, largeXlsx, largeOds } = (await import(generator)) as {
  /** The header row, in bold: ten columns, Order to Status. */
  HEADER: string[];
  /** Excel's shape: shared strings, a date style, a bold header style, xl/tables/tableN.xml per sheet. */
  largeXlsx: (workbook: LargeWorkbook) => Buffer;
  /** LibreOffice's shape: one content.xml holding every sheet, automatic cell styles, database ranges. */
  largeOds: (workbook: LargeWorkbook) => Buffer;
};
