import { fileURLToPath } from 'node:url';

// Long documents for the tests of size: built with the corpus's own PDF writer (fixtures/pdf/lib),
// plain JavaScript, so typed here by hand.
const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/pdf/${name}`, import.meta.url));

interface SimpleDocument {
  newPage(): unknown;
  text(lines: string[], options?: { role?: string | null; size?: number; bold?: boolean; colour?: string }): unknown;
  image(name: string, png: unknown): string;
  paint(
    name: string,
    options: { role: string | null; width: number; height: number; left: number; top: number },
  ): unknown;
  toBuffer(options?: { compressContent?: boolean }): Buffer;
}
const writer = (await import(fixture('lib/pdf-writer.mjs'))) as {
  A4: { width: number; height: number };
  SimpleDocument: new (options: { title: string; language: string | null; tagged: boolean }) => SimpleDocument;
  wrap: (text: string, width: number) => string[];
};
const { encodePng, readPng } = (await import(fixture('lib/png.mjs'))) as {
  encodePng: (width: number, height: number, channels: 1, pixel: (x: number, y: number) => number[]) => Buffer;
  readPng: (png: Buffer) => unknown;
};
const { ENGLISH } = (await import(fixture('lib/text.mjs'))) as { ENGLISH: string[] };
const { render } = (await import(fixture('scan-image.mjs'))) as { render: (lines: string[]) => Buffer };
const { SCAN_LINES } = (await import(fixture('lib/scan-layout.mjs'))) as { SCAN_LINES: string[] };

/**
 * A tagged book of `pages` A4 pages, each a chapter heading and three paragraphs (one of them grey),
 * with its content streams compressed or written as they are (`compressed: false`). `distinctLines`:
 * every line ends with its page and line number, so that no two lines of the book are the same string
 * (as in a real book; otherwise the paragraphs come round again every twelve pages).
 */
export function textBook(
  pages: number,
  { compressed, distinctLines = false }: { compressed: boolean; distinctLines?: boolean },
): Buffer {
  const doc = new writer.SimpleDocument({ title: 'A long book', language: 'en', tagged: true });
  for (let page = 0; page < pages; page++) {
    doc.newPage();
    doc.text([`Chapter ${page + 1}`], { role: 'H1', size: 18, bold: true });
    for (let paragraph = 0; paragraph < 3; paragraph++) {
      const text = ENGLISH[(page + paragraph) % ENGLISH.length]!;
      const lines = writer
        .wrap(text, 80)
        .map((line, index) => (distinctLines ? `${line} (${page + 1}.${paragraph + 1}.${index + 1})` : line));
      doc.text(lines, { colour: paragraph === 1 ? '0.45 0.45 0.45' : '0 0 0' });
    }
  }
  return doc.toBuffer({ compressContent: compressed });
}

/** What each page of a scanned book shows: a picture of text, or a photograph (a picture with no text). */
export type ScanKind = 'text' | 'photo';

/** An untagged scanned book: each page one full-page picture, the same scan or photograph on every page of its kind. */
export function scannedBook(kinds: ScanKind[]): Buffer {
  const doc = new writer.SimpleDocument({ title: 'A scanned reader', language: 'en', tagged: false });
  const names = { text: doc.image('Scan', readPng(render(SCAN_LINES))), photo: doc.image('Photo', readPng(photo())) };
  for (const kind of kinds) {
    doc.newPage();
    doc.paint(names[kind], { role: null, width: writer.A4.width, height: writer.A4.height, left: 0, top: 0 });
  }
  return doc.toBuffer();
}

/** A photograph as OCR sees one: soft shapes and shading, no letters. */
function photo(): Buffer {
  return encodePng(620, 877, 1, (x, y) => [
    Math.max(0, Math.min(255, Math.round(120 + Math.sin(x / 90) * 40 + Math.cos(y / 70) * 40 + (y / 877) * 60))),
  ]);
}
