import { beforeAll, describe, expect, it } from '@jest/globals';
import { readOffice } from '../../../src/formats/office/read-office.js';
import { readPdf } from '../../../src/formats/pdf/read-pdf.js';
import type { DocumentModel } from '../../../src/model/document-model.js';
import { fixture, officeType, preview } from './support.js';

// The previews are LibreOffice's tagged PDF exports of the fixtures, made by fixtures/office/build.mjs.
async function withPreview(name: string, pdf: string): Promise<{ model: DocumentModel; pdfModel: DocumentModel }> {
  const pdfModel = await readPdf(preview(pdf));
  return { model: await readOffice(fixture(name), officeType(name), pdfModel), pdfModel };
}

const pages = (location: { areas: { page: number }[] }) => location.areas.map((area) => area.page);

describe('locate: Office facts placed on the PDF preview', () => {
  describe('a Word document', () => {
    let model: DocumentModel;
    let pdfModel: DocumentModel;
    beforeAll(async () => {
      ({ model, pdfModel } = await withPreview('docx-pass.docx', 'docx-pass.pdf'));
    });

    it('takes the preview pages and their rendered runs, but the XML metadata', () => {
      expect(model.pages).toBe(pdfModel.pages);
      expect(model.fileType).toBe('document');
      expect(model.metadata).toEqual({ title: 'Town library annual report', language: 'en-US' });
      expect(model.structure).toBeNull();
    });

    it('gives headings the places of the preview headings with the same text', () => {
      expect(model.headings.map((heading) => [heading.level, pages(heading.location)])).toEqual([
        [1, [0]],
        [2, [0]],
      ]);
      expect(model.headings[1]!.location).toEqual(pdfModel.headings[1]!.location);
    });

    it('places the table on the preview table around its first cell', () => {
      expect(model.tables[0]!.location).toEqual(pdfModel.tables[0]!.location);
    });

    it('places the picture on the painted image (LibreOffice makes a Word picture an artifact)', () => {
      const image = pdfModel.pages[0]!.images[0]!;
      expect(model.figures[0]!.location).toEqual({ areas: [{ page: 0, box: image.box }] });
    });
  });

  describe('a presentation', () => {
    let model: DocumentModel;
    beforeAll(async () => {
      ({ model } = await withPreview('pptx-pass.pptx', 'pptx-pass.pdf'));
    });

    it('puts each slide title on its own page', () => {
      expect(model.headings.map((heading) => [heading.text, pages(heading.location)])).toEqual([
        ['Town library annual report', [0]],
        ['Lending', [1]],
        ['Loans by collection', [2]],
      ]);
    });

    it('puts the table on slide 2 and the picture on slide 3', () => {
      expect(pages(model.tables[0]!.location)).toEqual([1]);
      expect(pages(model.figures[0]!.location)).toEqual([2]);
      const box = model.figures[0]!.location.areas[0]!.box;
      expect(box.x1 - box.x0).toBeGreaterThan(100);
    });
  });

  describe('an OpenDocument text', () => {
    it('places headings, table and figure on page 1', async () => {
      const { model } = await withPreview('lo-writer-pass.odt', 'lo-writer-pass.pdf');
      const places = [...model.headings, ...model.tables, ...model.figures].map((element) => pages(element.location));
      expect(places).toEqual([[0], [0], [0], [0]]);
    });
  });

  it('leaves what the preview does not show without a place', async () => {
    // The Word preview given for the presentation: its third slide title is not in it.
    const pdfModel = await readPdf(preview('docx-pass.pdf'));
    const model = await readOffice(fixture('pptx-pass.pptx'), 'presentation', pdfModel);
    expect(model.headings.map((heading) => pages(heading.location))).toEqual([[0], [0], []]);
  });
});
