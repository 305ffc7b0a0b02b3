import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * Small files that cost a parser far more than their size, written at test time: each stands for a
 * bound of the engine (formats/pdf/limits.ts, formats/html/html-limits.ts).
 */

/** A one-page PDF (400 × 300 pt, Helvetica as /F1) whose content stream is `content`, FlateDecode-compressed. */
export function onePagePdf(content: string): Buffer {
  const stream = deflateSync(Buffer.from(content, 'latin1'), { level: 9 });
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>>',
    Buffer.concat([
      Buffer.from(`<</Filter /FlateDecode /Length ${stream.length}>>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}${trailer}`));
  return Buffer.concat(parts);
}

/** Five million `q` operators: 10 KB compressed, and pdf.js never finished listing them. */
export const fiveMillionQs = (): Buffer => onePagePdf('q\n'.repeat(5_000_000));

/** An HTML page around `body`, with `head` in its head. */
export const htmlPage = (body: string, head = ''): string =>
  `<!doctype html><html lang="en"><head><title>Hostile</title>${head}</head><body>${body}</body></html>`;

/** `count` divs, each inside the one before, around a word. */
export const nestedDivs = (count: number): string => htmlPage(`${'<div>'.repeat(count)}deep${'</div>'.repeat(count)}`);

/** Writes `files` (name → contents) to a new temporary directory; returns its path. */
export async function writeFiles(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostile-'));
  for (const [name, contents] of Object.entries(files)) await fs.writeFile(path.join(dir, name), contents);
  return dir;
}
