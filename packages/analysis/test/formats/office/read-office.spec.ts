import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { readOffice } from '../../../src/formats/office/read-office.js';
import type { DocumentModel } from '../../../src/model/document-model.js';
import { readXml } from './support.js';

const levels = (model: DocumentModel) => model.headings.map(({ level, text }) => [level, text]);
const figures = (model: DocumentModel) =>
  model.figures.map(({ alternativeText, decorative }) => [alternativeText, decorative]);
const runs = (model: DocumentModel) => model.pages.flatMap((page) => page.textRuns);
const ALT = 'Bar chart of loans by collection: children’s books lead';

describe('readOffice without a preview: Word', () => {
  it('reads title, language, headings, tables, figures and runs of a Word document', async () => {
    const model = await readXml('docx-pass.docx');
    expect(model.fileType).toBe('document');
    expect(model.metadata).toEqual({ title: 'Town library annual report', language: 'en-US' });
    expect(model.structure).toBeNull();
    expect(levels(model)).toEqual([
      [1, 'Town library annual report'],
      [2, 'Lending'],
    ]);
    expect(model.tables.map((table) => table.hasHeaders)).toEqual([true]);
    expect(figures(model)).toEqual([[ALT, false]]);
    // One pseudo page without size; nothing has a place.
    expect(model.pages).toHaveLength(1);
    expect(model.pages[0]).toMatchObject({ index: 0, width: 0, height: 0, images: [], ocr: null });
    expect(model.headings.every((heading) => heading.location.areas.length === 0)).toBe(true);
  });

  it('styles runs from docDefaults, heading styles and direct formatting', async () => {
    const all = runs(await readXml('docx-pass.docx'));
    const heading = all.find((run) => run.text === 'Town library annual report')!;
    expect(heading).toMatchObject({ fontSize: 16, bold: true, colour: { r: 0x1f, g: 0x38, b: 0x64 } });
    const body = all.find((run) => run.text.startsWith('The town library opened'))!;
    expect(body).toMatchObject({ fontSize: 11, bold: false, colour: { r: 0, g: 0, b: 0 }, language: null });
    expect(body.background).toEqual({ r: 255, g: 255, b: 255 });
    // A run in another language than the document's keeps its own.
    expect(all.find((run) => run.text === 'bibliothèque municipale')!.language).toBe('fr-FR');
  });

  it('sees the failures of the -fail variants', async () => {
    expect((await readXml('docx-title-missing-fail.docx')).metadata.title).toBeNull();
    expect((await readXml('docx-language-missing-fail.docx')).metadata.language).toBeNull();
    expect(levels(await readXml('docx-heading-skip-fail.docx')).map(([level]) => level)).toEqual([1, 3]);
    expect(figures(await readXml('docx-image-alt-missing-fail.docx'))).toEqual([[null, false]]);
    expect(figures(await readXml('docx-image-decorative.docx'))).toEqual([[null, true]]);
    expect((await readXml('docx-table-header-missing-fail.docx')).tables.map((t) => t.hasHeaders)).toEqual([false]);
    const grey = runs(await readXml('docx-low-contrast-fail.docx')).find((run) => run.text.startsWith('The town'));
    expect(grey!.colour).toEqual({ r: 0xaa, g: 0xaa, b: 0xaa });
  });

  it('reads what LibreOffice writes to .docx', async () => {
    const model = await readXml('lo-writer-pass.docx');
    expect(model.metadata).toEqual({ title: 'Town library annual report', language: 'en-US' });
    expect(levels(model)).toEqual([
      [1, 'Town library annual report'],
      [2, 'Lending'],
    ]);
    expect(model.tables.map((table) => table.hasHeaders)).toEqual([true]);
    expect(figures(model)).toEqual([[ALT, false]]);
  });
});

describe('readOffice without a preview: PowerPoint and Excel', () => {
  it('takes slide titles as headings of level 1, and reads tables and pictures', async () => {
    const model = await readXml('pptx-pass.pptx');
    expect(model.fileType).toBe('presentation');
    expect(model.metadata).toEqual({ title: 'Town library annual report', language: 'en-US' });
    expect(levels(model)).toEqual([
      [1, 'Town library annual report'],
      [1, 'Lending'],
      [1, 'Loans by collection'],
    ]);
    expect(model.tables.map((table) => table.hasHeaders)).toEqual([true]);
    expect(figures(model)).toEqual([[ALT, false]]);
    const title = runs(model).find((run) => run.text === 'Lending')!;
    expect(title).toMatchObject({ fontSize: 40, colour: { r: 0, g: 0, b: 0 }, background: { r: 255, g: 255, b: 255 } });
    expect(figures(await readXml('pptx-image-alt-missing-fail.pptx'))).toEqual([[null, false]]);
  });

  it('reads what LibreOffice writes to .pptx (title placeholders, descr)', async () => {
    const model = await readXml('lo-impress-pass.pptx');
    expect(levels(model)).toEqual([
      [1, 'Town library annual report'],
      [1, 'Loans by collection'],
    ]);
    expect(model.metadata.language).toBe('en-US');
    expect(figures(model)).toEqual([[ALT, false]]);
  });

  it('judges defined tables of a workbook, not its sheets; no document language', async () => {
    const model = await readXml('xlsx-pass.xlsx');
    expect(model.fileType).toBe('spreadsheet');
    expect(model.metadata).toEqual({ title: 'Library loans', language: null });
    expect(model.tables.map((table) => table.hasHeaders)).toEqual([true]);
    expect(model.headings).toEqual([]);
    // The cells of one look share a run (cell-runs.ts): the bold header row is one.
    expect(runs(model).find((run) => run.text === 'Collection Loans Change')).toMatchObject({
      bold: true,
      fontSize: 11,
    });
    expect((await readXml('xlsx-table-header-missing-fail.xlsx')).tables.map((t) => t.hasHeaders)).toEqual([false]);
    expect((await readXml('lo-calc-pass.xlsx')).tables.map((t) => t.hasHeaders)).toEqual([true]);
  });
});

describe('readOffice without a preview: OpenDocument', () => {
  it('reads a text document: meta title, default-style language, text:h levels, header rows, svg:title', async () => {
    const model = await readXml('lo-writer-pass.odt');
    expect(model.metadata).toEqual({ title: 'Town library annual report', language: 'en-US' });
    expect(levels(model)).toEqual([
      [1, 'Town library annual report'],
      [2, 'Lending'],
    ]);
    expect(model.tables.map((table) => table.hasHeaders)).toEqual([true]);
    expect(figures(model)).toEqual([[ALT, false]]);
    expect(runs(model).find((run) => run.text === 'Lending')).toMatchObject({ fontSize: 16, bold: true });
  });

  it('reads a presentation: title frames are headings of level 1', async () => {
    const model = await readXml('lo-impress-pass.odp');
    expect(model.metadata).toEqual({ title: 'Town library annual report', language: 'en-US' });
    expect(levels(model)).toEqual([
      [1, 'Town library annual report'],
      [1, 'Loans by collection'],
    ]);
    expect(figures(model)).toEqual([[ALT, false]]);
  });

  it('reads a spreadsheet: database ranges are its tables', async () => {
    const model = await readXml('lo-calc-pass.ods');
    expect(model.metadata).toEqual({ title: 'Library loans', language: 'en-US' });
    expect(model.tables.map((table) => table.hasHeaders)).toEqual([true]);
    expect(runs(model).map((run) => run.text)).toEqual([
      'Collection Loans Change Children’s books 18,240 +9% Adult fiction 12,905 +4% Non-fiction 7,310 +2%',
    ]);
  });
});

describe('readOffice: hidden text', () => {
  const crossFormat = (name: string) =>
    fileURLToPath(new URL(`../../../fixtures/cross-format/files/${name}`, import.meta.url));

  it.each(['headings-hidden-fail.docx', 'headings-hidden-fail.odt'])(
    '%s: a heading of hidden text (w:vanish, text:display="none") is no heading, and its run is invisible',
    async (name) => {
      const model = await readOffice(crossFormat(name), 'document', null);
      expect(levels(model)).toEqual([
        [2, 'Lending'],
        [3, 'Children'],
      ]);
      const hidden = runs(model).find((run) => run.text === 'Town library annual report');
      expect(hidden?.invisible).toBe(true);
    },
  );
});
