import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JoinedPreview } from '../../../src/formats/html/rendered/joined-preview.js';
import { pdfjs } from '../../../src/formats/pdf/pdfjs.js';

const scratch = mkdtempSync(join(tmpdir(), 'joined-preview-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A print of Skia's shape: objects one after another, a classic cross-reference table, pages of text. */
function print(texts: string[]): Uint8Array {
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    `<</Type /Pages /Count ${texts.length} /Kids [${texts.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}]>>`,
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
    ...texts.flatMap((text, i) => {
      const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
      return [
        `<</Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources <</Font <</F1 3 0 R>>>> /Contents ${5 + i * 2} 0 R>>`,
        `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function pageTexts(path: string): Promise<string[]> {
  const loading = pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)) });
  const pdf = await loading.promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return texts;
  } finally {
    await loading.destroy();
  }
}

describe("the preview of a long page's slices (JoinedPreview)", () => {
  it('writes each print as it comes, not held, and ends one PDF of their pages in order', async () => {
    const path = join(scratch, 'three.pdf');
    const preview = new JoinedPreview(path);
    const sizes: number[] = [];
    for (const texts of [['One', 'Two'], ['Three'], ['Four', 'Five']]) {
      preview.add(print(texts));
      sizes.push(statSync(path).size);
    }
    // The first print waits for a second (a page of one slice keeps its print as it is); from then on each is on disk.
    expect(sizes[0]).toBe(0);
    expect(sizes[1]).toBeGreaterThan(0);
    expect(sizes[2]).toBeGreaterThan(sizes[1]!);
    expect(preview.finish()).toBe(true);
    expect(await pageTexts(path)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });

  it('keeps the print of a page of one slice as it is', () => {
    const path = join(scratch, 'one.pdf');
    const preview = new JoinedPreview(path);
    const only = print(['Only']);
    preview.add(only);
    expect(preview.finish()).toBe(true);
    expect(readFileSync(path).equals(Buffer.from(only))).toBe(true);
  });

  it.each([
    ['a slice that printed nothing', [print(['One']), null, print(['Three'])]],
    ['a print not of that shape', [print(['One']), Buffer.from('%PDF-1.7\nnot a classic table\n%%EOF\n')]],
  ])('leaves no file, rather than a broken one, for %s', (_, prints) => {
    const path = join(scratch, 'broken.pdf');
    const preview = new JoinedPreview(path);
    for (const pdf of prints) preview.add(pdf);
    expect(preview.finish()).toBe(false);
    expect(existsSync(path)).toBe(false);
  });
});
