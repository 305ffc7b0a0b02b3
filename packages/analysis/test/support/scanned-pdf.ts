import { createCanvas } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { textCanvas } from '../ocr/images.js';

// The PDF corpus's own writer and PNG scanlines (plain JavaScript, so typed here by hand).
interface PdfImage {
  width: number;
  height: number;
  channels: 1 | 3;
  data: Buffer;
}
interface SimpleDocument {
  image(name: string, image: PdfImage): string;
  paint(name: string, box: { role: null; width: number; height: number; left: number; top: number }): unknown;
  toBuffer(): Buffer;
}
const fixtureLib = (name: string) => fileURLToPath(new URL(`../../fixtures/pdf/lib/${name}`, import.meta.url));
const { A4, SimpleDocument } = (await import(fixtureLib('pdf-writer.mjs'))) as {
  A4: { width: number; height: number };
  SimpleDocument: new (options: { title: string; language: string | null; tagged: boolean }) => SimpleDocument;
};
const { filteredScanlines } = (await import(fixtureLib('png.mjs'))) as {
  filteredScanlines: (
    width: number,
    height: number,
    channels: 1,
    pixel: (x: number, y: number) => number[],
    filter: 0,
  ) => Buffer;
};

const DPI = 150;

/**
 * A flatbed scan as the corpus's `scanned-fail.pdf` is one: an untagged A4 page that is one grey
 * 150 dpi picture of `lines` (14 pt DejaVu Sans), with no text layer; the catalog declares
 * `language` unless it is null.
 */
export function scannedPdf(lines: string[], language: string | null): Buffer {
  const scale = DPI / 72;
  const width = Math.round(A4.width * scale);
  const height = Math.round(A4.height * scale);
  const page = createCanvas(width, height);
  const context = page.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(textCanvas(lines, { width: width - 100, size: Math.round(14 * scale) }), 100, 150);
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = (x: number, y: number) => [rgba[(y * width + x) * 4]!];
  const data = deflateSync(filteredScanlines(width, height, 1, grey, 0));

  const document = new SimpleDocument({ title: 'Rapport annuel', language, tagged: false });
  document.image('Scan', { width, height, channels: 1, data });
  document.paint('Scan', { role: null, width: A4.width, height: A4.height, left: 0, top: 0 });
  return document.toBuffer();
}
