import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { AnalysisError } from '../../../src/analyse.js';
import { DEFAULT_PDF_LIMITS } from '../../../src/formats/pdf/limits.js';
import { openCoreDocument } from '../../../src/formats/pdf/pdfjs-core.js';
import { readStructTree, type StructTreeBounds } from '../../../src/formats/pdf/structure/read-struct-tree.js';
import type { StructNode } from '../../../src/formats/pdf/structure/struct-tree.js';

// The PDF corpus's own writer (plain JavaScript, typed here by hand): object n is the n-th added.
interface PdfWriter {
  add(body: string): number;
  toBuffer(options: { root: number }): Buffer;
}
const writerModule = fileURLToPath(new URL('../../../fixtures/pdf/lib/pdf-writer.mjs', import.meta.url));
const { PdfWriter } = (await import(writerModule)) as { PdfWriter: new () => PdfWriter };

/** A PDF of the given objects, numbered from 1: the catalog first, two pages (3 and 4) under 2. */
function pdf(structTreeRoot: string | null, ...rest: string[]): Uint8Array {
  const writer = new PdfWriter();
  writer.add(`<</Type /Catalog /Pages 2 0 R${structTreeRoot ? ' /StructTreeRoot 5 0 R' : ''}>>`);
  writer.add('<</Type /Pages /Kids [3 0 R 4 0 R] /Count 2>>');
  writer.add('<</Type /Page /Parent 2 0 R /MediaBox [0 0 200 100]>>');
  writer.add('<</Type /Page /Parent 2 0 R /MediaBox [0 0 200 100]>>');
  writer.add(structTreeRoot ?? '<<>>');
  for (const body of rest) writer.add(body);
  return new Uint8Array(writer.toBuffer({ root: 1 }));
}

const read = (bytes: Uint8Array, bounds: Partial<StructTreeBounds> = {}, check = () => {}) =>
  readStructTree(openCoreDocument(bytes), { ...DEFAULT_PDF_LIMITS, ...bounds }, check);

describe('readStructTree: the whole structure tree, from pdf.js core objects', () => {
  it('reads every element in document order: roles through the RoleMap, Alt, Lang, attributes, pages', () => {
    const bytes = pdf(
      '<</Type /StructTreeRoot /K [6 0 R 11 0 R] /RoleMap <</Title /Heading /Heading /H1 /Loop /Loop>>' +
        ' /ClassMap <</Box <</O /Layout /BBox [10 10 50 50]>>>>>>',
      '<</S /Document /Lang (en) /Pg 3 0 R /K [7 0 R 8 0 R 9 0 R 10 0 R]>>',
      '<</S /Title /K 0>>',
      // A Figure without content, as LibreOffice writes a picture: a blank Alt gives way to ActualText.
      '<</S /Figure /Alt ( ) /ActualText (Logo) /C /Box>>',
      '<</S /P /Lang (fr) /K [1 <</Type /MCR /Pg 4 0 R /MCID 0>> <</Type /OBJR /Obj 12 0 R>>]>>',
      '<</S /Loop /A [<</O /Table /Headers [(h1) (h2)]>> 0] /K 2>>',
      '<</S /Figure /Pg 4 0 R /Alt <FEFF0050006C0061006E> /A 13 0 R>>',
      '<</Type /Annot /Subtype /Link /Rect [0 0 10 10]>>',
      '<</O /Layout /BBox [60 10 5 40]>>',
    );
    expect(read(bytes)).toEqual({
      role: 'Root',
      children: [
        {
          role: 'Document',
          lang: 'en',
          page: '3R',
          children: [
            { role: 'H1', page: '3R', children: [{ type: 'content', id: 'p3R_mc0', page: '3R' }] },
            { role: 'Figure', alt: 'Logo', bbox: [10, 10, 50, 50], page: '3R', children: [] },
            {
              role: 'P',
              lang: 'fr',
              page: '3R',
              children: [
                { type: 'content', id: 'p3R_mc1', page: '3R' },
                { type: 'content', id: 'p4R_mc0', page: '4R' },
                { type: 'object', id: '12R', page: '3R' },
              ],
            },
            {
              role: 'Loop',
              headers: ['h1', 'h2'],
              page: '3R',
              children: [{ type: 'content', id: 'p3R_mc2', page: '3R' }],
            },
          ],
        },
        { role: 'Figure', alt: 'Plan', bbox: [5, 10, 60, 40], page: '4R', children: [] },
      ],
    } satisfies StructNode);
  });

  it('reads an element once when the tree loops back or shares it, and skips what points nowhere', () => {
    const bytes = pdf(
      '<</Type /StructTreeRoot /K 6 0 R>>',
      '<</S /Document /K [7 0 R 7 0 R 99 0 R 6 0 R (text) 3]>>',
      '<</S /P /Pg 3 0 R /K [0 6 0 R]>>',
    );
    expect(read(bytes)).toEqual({
      role: 'Root',
      children: [
        {
          role: 'Document',
          children: [{ role: 'P', page: '3R', children: [{ type: 'content', id: 'p3R_mc0', page: '3R' }] }],
        },
      ],
    });
  });

  it('is null for a document without a StructTreeRoot', () => {
    expect(read(pdf(null))).toBeNull();
  });

  it('reads a file whose cross-reference table is damaged, as pdf.js does (recovery)', () => {
    const bytes = Buffer.from(pdf('<</Type /StructTreeRoot /K 6 0 R>>', '<</S /H1 /Pg 3 0 R /K 0>>'));
    const at = bytes.lastIndexOf('startxref') + 'startxref\n'.length;
    bytes.write('9', at, 'latin1');
    expect(read(new Uint8Array(bytes))?.children).toEqual([
      { role: 'H1', page: '3R', children: [{ type: 'content', id: 'p3R_mc0', page: '3R' }] },
    ]);
  });

  describe('bounds', () => {
    // Elements 6..25, each the only kid of the one before: 20 levels.
    const chain = Array.from({ length: 20 }, (_, i) => `<</S /Div /Pg 3 0 R /K [${i + 7} 0 R ${i}]>>`);
    const deep = pdf('<</Type /StructTreeRoot /K 6 0 R>>', ...chain);

    it('refuses a tree nested deeper than the bound', () => {
      expect(() => read(deep, { maxStructureDepth: 19 })).toThrow(
        new AnalysisError("The PDF's structure tree nests elements more than 19 deep"),
      );
      expect(() => read(deep, { maxStructureDepth: 20 })).not.toThrow();
    });

    it('refuses more elements and content items than the bound', () => {
      expect(() => read(deep, { maxStructureNodes: 39 })).toThrow(
        new AnalysisError("The PDF's structure tree has more than 39 elements and content items"),
      );
      expect(() => read(deep, { maxStructureNodes: 40 })).not.toThrow();
    });

    it('checks the time budget as it goes', () => {
      const mcids = Array.from({ length: 2_500 }, (_, i) => i).join(' ');
      const wide = pdf('<</Type /StructTreeRoot /K 6 0 R>>', `<</S /P /Pg 3 0 R /K [${mcids}]>>`);
      let checks = 0;
      read(wide, {}, () => checks++);
      expect(checks).toBe(2);
      const spent = new AnalysisError('The PDF could not be analysed within 60 s');
      expect(() =>
        read(wide, {}, () => {
          throw spent;
        }),
      ).toThrow(spent);
    });
  });
});
