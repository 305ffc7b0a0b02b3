import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OfficeZip, writeZip } from '@app/analysis';
import { NOT_A_HEADER_ROW } from '../src/fixes/table-headers/header-row.js';
import { parseRange } from '../src/formats/xlsx/workbook.js';
import type { Remediation } from '../src/index.js';
import { OWN, convertsToPdf, remediateAndCheck } from './support/corpus.js';

/** Each format's table without a header row and grey text, what its fix is written in, and the type LibreOffice opens it as. */
const CASES = [
  ['pptx', 'ppt/slides/slide2.xml', 'presentation'],
  ['xlsx', 'xl/tables/table1.xml', 'spreadsheet'],
  ['odp', 'content.xml', 'presentation'],
  ['ods', 'content.xml', 'spreadsheet'],
] as const;

describe('presentations and spreadsheets: table header rows and text colours', () => {
  it.each(CASES)(
    'table-contrast-fail.%s: its header row marked and its grey text darkened, nothing worse, the same words, only the fixed parts changed, and LibreOffice converts it',
    async (format, tablePart, fileType) => {
      const file = path.join(OWN, `table-contrast-fail.${format}`);
      const remediation = await remediateAndCheck(file);
      const before = remediation.feedbackBefore.report.results;
      expect([before.TableHeaders?.score, before.Contrast?.score]).toEqual([0, expect.any(Number)]);
      expect(before.Contrast!.score).toBeLessThan(1);

      const header = remediation.changes.filter((change) => change.check === 'TableHeaders');
      expect(header).toMatchObject([
        { location: { part: tablePart }, before: 'Collection | Loans | Change', needsReview: false },
      ]);
      const colours = remediation.changes.filter((change) => change.check === 'Contrast');
      expect(colours.length).toBeGreaterThan(0);
      for (const change of colours) {
        expect(change.before).toMatch(/#A[56]A[56]A[56]/);
        expect(change.after).toMatch(/^#[0-9A-F]{6}$/);
        // Placed where the analysis found the grey text on the preview.
        expect(change.location).toEqual(expect.objectContaining({ page: expect.any(Number), x0: expect.any(Number) }));
      }
      expect(remediation.feedbackAfter.report.results.TableHeaders!.score).toBe(1);
      expect(remediation.feedbackAfter.report.results.Contrast!.score).toBe(1);

      await onlyChangedPartsDiffer(file, remediation);
      await convertsToPdf(remediation.fileName, remediation.file, fileType);
    },
  );

  it('replaces a PowerPoint theme colour reference with the direct colour it now has', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'table-contrast-fail.pptx'));
    const slide = await part(remediation.file, 'ppt/slides/slide2.xml');
    expect(slide).not.toContain('<a:schemeClr val="accent3"/>');
    const fixed = remediation.changes.find(
      (change) => change.location.part === 'ppt/slides/slide2.xml' && change.check === 'Contrast',
    )!;
    expect(fixed.before).toMatch(/^accent3 #A5A5A5: Collection/);
    expect(slide).toContain(`<a:srgbClr val="${fixed.after.slice(1)}"/>`);
    expect(slide).toContain('<a:tblPr firstRow="1" bandRow="1"/>');
  });

  it('names an Excel table’s columns after the header cells it marks', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'table-contrast-fail.xlsx'));
    const table = await part(remediation.file, 'xl/tables/table1.xml');
    expect(table).toContain('headerRowCount="1"');
    expect(table).toContain(
      '<tableColumn id="1" name="Collection"/><tableColumn id="2" name="Loans"/><tableColumn id="3" name="Change"/>',
    );
  });

  it('leaves for a person a table whose first row is numbers, and changes nothing in it', async () => {
    const source = await readFile(path.join(OWN, 'table-contrast-fail.pptx'));
    const numbers = await rewritePart(source, 'ppt/slides/slide2.xml', (xml) =>
      xml.replace('>Collection<', '>2022<').replace('>Loans<', '>2023<').replace('>Change<', '>2024<'),
    );
    const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-numbers-'));
    try {
      const file = path.join(dir, 'numbers.pptx');
      await writeFile(file, numbers);
      const remediation = await remediateAndCheck(file);
      expect(remediation.changes.map((change) => change.check)).not.toContain('TableHeaders');
      expect(remediation.leftForPerson).toContainEqual({
        check: 'TableHeaders',
        location: expect.objectContaining({ part: 'ppt/slides/slide2.xml', element: 'a:tbl[1]' }),
        reason: NOT_A_HEADER_ROW,
      });
      expect(await part(remediation.file, 'ppt/slides/slide2.xml')).toContain('<a:tblPr bandRow="1"/>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('drops LibreOffice’s theme colour of an Impress style whose colour it fixes', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'table-contrast-fail.odp'));
    const content = await part(remediation.file, 'content.xml');
    expect(content).not.toContain('loext:theme-color="accent3"');
    expect(content).toContain('table:use-first-row-styles="true"');
  });
});

describe('cell ranges', () => {
  it('reads an Excel range, absolute or not, into rows and columns', () => {
    expect(parseRange('A1:C4')).toEqual({ top: 1, left: 1, bottom: 4, right: 3 });
    expect(parseRange('$AA$10:$AC$12')).toEqual({ top: 10, left: 27, bottom: 12, right: 29 });
    expect(parseRange('A1')).toBeNull();
  });
});

/** Every part of the package but those the changes name is byte for byte what it was, in the same order. */
async function onlyChangedPartsDiffer(file: string, remediation: Remediation): Promise<void> {
  const changed = new Set(remediation.changes.map((change) => change.location.part));
  const [before, after] = await Promise.all([open(await readFile(file)), open(remediation.file)]);
  try {
    expect(after.zip.names()).toEqual(before.zip.names());
    for (const name of before.zip.names()) {
      const same = (after.zip.read(name) ?? Buffer.alloc(0)).equals(before.zip.read(name) ?? Buffer.alloc(0));
      expect({ name, same }).toEqual({ name, same: !changed.has(name) });
    }
  } finally {
    await Promise.all([before.close(), after.close()]);
  }
}

async function open(bytes: Buffer): Promise<{ zip: OfficeZip; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-parts-'));
  const file = path.join(dir, 'package.zip');
  await writeFile(file, bytes);
  return { zip: await OfficeZip.open(file), close: () => rm(dir, { recursive: true, force: true }) };
}

/** The package with one part rewritten, every other entry as it was. */
async function rewritePart(bytes: Buffer, name: string, rewrite: (xml: string) => string): Promise<Buffer> {
  const { zip, close } = await open(bytes);
  try {
    return writeZip(
      zip.names().map((entry) => {
        const data = zip.read(entry) ?? Buffer.alloc(0);
        return { name: entry, data: entry === name ? Buffer.from(rewrite(data.toString('utf8'))) : data };
      }),
    );
  } finally {
    await close();
  }
}

async function part(bytes: Buffer, name: string): Promise<string> {
  const { zip, close } = await open(bytes);
  try {
    return zip.read(name)!.toString('utf8');
  } finally {
    await close();
  }
}
