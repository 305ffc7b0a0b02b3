import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnalysisError } from '../../../src/analyse.js';
import { analyseFile } from '../../../src/engine/analyse-file.js';
import { DEFAULT_OFFICE_LIMITS } from '../../../src/formats/office/office-limits.js';
import { readOfficeContent } from '../../../src/formats/office/read-office.js';
import { distModule, runNodeScript } from '../../support/node-script.js';
import { HEADER, largeOds, largeXlsx } from './large-workbooks.js';

// Spreadsheets of real size (issue 27): 100,000 rows × 10 columns as .xlsx failed on the engine's
// memory bound (the reader alone peaked at 1.3 GB), and as .ods was refused as a zip bomb
// (content.xml inflates to 107 MB), as was a workbook of 30 sheets.
const dir = mkdtempSync(join(tmpdir(), 'large-sheets-'));
const file = (name: string) => join(dir, name);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  writeFileSync(file('orders.xlsx'), largeXlsx({ rows: 100_000 }));
  writeFileSync(file('orders.ods'), largeOds({ rows: 100_000 }));
  writeFileSync(file('thirty-sheets.ods'), largeOds({ rows: 2_000, sheets: 30 }));
}, 120_000);

/**
 * The reader (dist: build first) in a child process whose heap is a fraction of the workbook's
 * XML (35-107 MB) and far below what a DOM of it costs: the facts it read, and its peak memory.
 */
const HEAP_MB = 128;
/**
 * The process, modules included (about 210 MB), however loaded the machine: a GC that lags behind
 * a busy core lets inflated chunks pile up (up to 503 MB seen in a full test run). The old reader
 * needed 1.3 GB, and its heap alone could not fit in HEAP_MB.
 */
const MAX_RSS_MB = 700;
async function readInSmallHeap(path: string) {
  const script = `
    import { readOfficeContent } from ${JSON.stringify(distModule('index.js'))};
    const content = await readOfficeContent(process.env.WORKBOOK);
    const characters = content.runs.reduce((sum, run) => sum + run.text.length, 0);
    const { title, language, tables, cells } = content;
    const header = content.runs[0];
    console.log(JSON.stringify({
      title, language, tables, cells, characters, header: { text: header.text, bold: header.bold },
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }));`;
  const stdout = await runNodeScript(script, { flags: [`--max-old-space-size=${HEAP_MB}`], env: { WORKBOOK: path } });
  return JSON.parse(stdout) as Record<string, unknown> & { maxRssMb: number };
}

const HEADER_RUN = { text: HEADER.join(' '), bold: true };
const table = { hasHeaders: true, text: '' };

describe(`a workbook of 100,000 rows × 10 columns is read a row at a time, in a ${HEAP_MB} MB heap`, () => {
  it('.xlsx: its defined table with a header row, every cell', async () => {
    const read = await readInSmallHeap(file('orders.xlsx'));
    expect(read).toMatchObject({
      title: 'Orders',
      language: null,
      tables: [{ ...table, text: 'Order' }],
      cells: 1_000_010,
      header: HEADER_RUN,
    });
    // The cells' text, about 7 MB: what the checks judge, kept compact (cell-runs.ts).
    expect(read.characters).toBeGreaterThan(6_000_000);
    expect(read.maxRssMb).toBeLessThan(MAX_RSS_MB);
  });

  it('.ods: its database range with a header row, every cell, its language', async () => {
    const read = await readInSmallHeap(file('orders.ods'));
    expect(read).toMatchObject({
      title: 'Orders',
      language: 'en-GB',
      tables: [table],
      cells: 1_000_010,
      header: HEADER_RUN,
    });
    expect(read.maxRssMb).toBeLessThan(MAX_RSS_MB);
  });

  it('.ods of 30 sheets in one content.xml (64 MB)', async () => {
    const read = await readInSmallHeap(file('thirty-sheets.ods'));
    expect(read).toMatchObject({ tables: Array(30).fill(table), cells: 30 * 20_010, header: HEADER_RUN });
  });
});

describe('through the engine', () => {
  it('100,000 rows × 10 columns: every check judged from the XML, with no preview to place them on', async () => {
    const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const result = await analyseFile({ path: file('orders.xlsx'), fileType: 'spreadsheet', mimeType });
    // A preview would be 4,000 pages (preview-size.ts): nothing went to LibreOffice.
    expect(result).toMatchObject({ preview: null, pageCount: null });
    expect(result.feedback.report.notJudged).toBeUndefined();
    const scores = Object.fromEntries(
      Object.entries(result.feedback.report.results).map(([check, outcome]) => [check, outcome?.score]),
    );
    // Excel declares no language: LanguagePresence fails, and LanguageCorrect with it.
    expect(scores).toEqual({ Contrast: 1, TableHeaders: 1, Title: 1, LanguagePresence: 0, LanguageCorrect: 0 });
  });
});

describe('a sheet that is a bomb is still refused, while it inflates', () => {
  async function refusal(path: string, limits = DEFAULT_OFFICE_LIMITS): Promise<string> {
    const before = process.memoryUsage().rss;
    const error = await readOfficeContent(path, limits).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AnalysisError);
    // Refused as it inflates: nothing near the part's inflated size was held.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    return (error as Error).message;
  }

  it('by its compression ratio: a sheet of 200 MB, white space all but a few rows, in 200 kB', async () => {
    writeFileSync(file('bomb.xlsx'), largeXlsx({ rows: 10, padding: 200_000_000 }));
    expect(await refusal(file('bomb.xlsx'))).toMatch(
      /^The file looks like a zip bomb: xl\/worksheets\/sheet1\.xml has a compression ratio of \d+:1 \(at most 500:1\)/,
    );
  });

  it('by the text its cells show: one shared string of 4,000 characters in 20,000 cells (80 million)', async () => {
    writeFileSync(file('shared-text.xlsx'), largeXlsx({ rows: 2_000, everyCell: 'Lorem ipsum '.repeat(333) }));
    expect(await refusal(file('shared-text.xlsx'))).toBe(
      'The file is too large to analyse: its cells hold more than 64 million characters of text',
    );
  });

  it('by the bytes streamed so far, whatever its ratio', async () => {
    const limits = { ...DEFAULT_OFFICE_LIMITS, maxStreamedBytes: 16 * 1024 * 1024 };
    expect(await refusal(file('orders.ods'), limits)).toBe(
      'The file looks like a zip bomb: content.xml inflates past the bound (at most 16 MB streamed in all)',
    );
  });
});
