import { closeSync, openSync, rmSync, writeSync } from 'node:fs';

/** Object numbers of the joined file's own page tree root and catalog; each print's objects follow. */
const ROOT = 1;
const CATALOG = 2;

/**
 * One PDF of the pages of several, written to `path` as they come: the previews Chromium prints of
 * a long page's slices (render-html.ts), one after another, so that none is held once written (a
 * 10 MB page's 216 pages are 6.6 MB of prints; kept and joined at the end, five copies of them were
 * the engine's peak). Written for what Chromium's printer (Skia) writes, which is all it is given:
 * a classic cross-reference table, no object streams, a page tree under the catalog's `/Pages`. Each
 * print's objects are renumbered after the ones before (references rewritten outside strings and
 * streams), and the file's own root page tree takes each print's page tree as a kid. A page of one
 * slice keeps its print as it is. No file when a print is missing or not of that shape, so that a
 * preview is only ever missing, never broken.
 */
export class JoinedPreview {
  private fd: number | null;
  private length = 0;
  /** The first print, kept as it is until a second comes (a page of one slice is its print). */
  private first: Uint8Array | null = null;
  private prints = 0;
  private readonly offsets: number[] = [];
  private readonly kids: number[] = [];
  private base = CATALOG;
  private pages = 0;
  private info: number | null = null;
  private broken = false;

  constructor(private readonly path: string) {
    this.fd = openSync(path, 'w');
  }

  /** Adds a slice's print (null: the slice printed nothing, and the preview will be missing). */
  add(pdf: Uint8Array | null): void {
    if (this.broken) return;
    if (pdf === null) {
      this.broken = true;
      return;
    }
    if (++this.prints === 1) {
      this.first = pdf;
      return;
    }
    if (this.first) {
      this.append(Buffer.from('%PDF-1.4\n%\xd3\xeb\xe9\xe1\n', 'latin1'));
      this.join(this.first);
      this.first = null;
    }
    this.join(pdf);
  }

  /** Finishes the file: false (and no file) when a print was missing or could not be joined. */
  finish(): boolean {
    if (!this.broken && this.first) {
      this.append(this.first);
      this.close();
      return true;
    }
    if (this.broken || this.prints === 0) {
      this.abort();
      return false;
    }
    this.write(ROOT, `<</Type /Pages\n/Count ${this.pages}\n/Kids [${this.kids.map((n) => `${n} 0 R`).join(' ')}]>>`);
    this.write(CATALOG, `<</Type /Catalog\n/Pages ${ROOT} 0 R>>`);
    const size = this.base + 1;
    const entries = Array.from({ length: size }, (_, number) =>
      number === 0 || this.offsets[number] === undefined
        ? '0000000000 65535 f \n'
        : `${String(this.offsets[number]).padStart(10, '0')} 00000 n \n`,
    ).join('');
    const trailer = `<</Size ${size}\n/Root ${CATALOG} 0 R${this.info === null ? '' : `\n/Info ${this.info} 0 R`}>>`;
    this.append(Buffer.from(`xref\n0 ${size}\n${entries}trailer\n${trailer}\nstartxref\n${this.length}\n%%EOF\n`));
    this.close();
    return true;
  }

  /** No file: the page could not be read to the end. */
  abort(): void {
    this.close();
    rmSync(this.path, { force: true });
  }

  private join(pdf: Uint8Array): void {
    const file = readPdf(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    if (!file) {
      this.broken = true;
      return;
    }
    const renumber = (number: number) => number + this.base;
    for (const [number, body] of file.objects) {
      let rewritten = renumberReferences(body, renumber);
      // The print's page tree now hangs under the file's root.
      if (number === file.pages) rewritten = rewritten.replace(/^<</, `<</Parent ${ROOT} 0 R\n`);
      this.write(renumber(number), rewritten);
    }
    this.kids.push(renumber(file.pages));
    this.pages += file.pageCount;
    this.info ??= file.info === null ? null : renumber(file.info);
    this.base += file.size - 1;
  }

  private write(number: number, body: string): void {
    this.offsets[number] = this.length;
    this.append(Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1'));
  }

  private append(bytes: Uint8Array): void {
    if (this.fd === null) return;
    for (let written = 0; written < bytes.length;) written += writeSync(this.fd, bytes, written);
    this.length += bytes.length;
  }

  private close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

interface PdfObjects {
  /** Object number → its body (between `obj` and `endobj`), as latin1 text. */
  objects: Map<number, string>;
  /** The cross-reference table's `/Size`: object numbers are below it. */
  size: number;
  /** The root of the page tree, and how many pages it holds. */
  pages: number;
  pageCount: number;
  info: number | null;
}

function readPdf(pdf: Buffer): PdfObjects | null {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const table = /^xref\s+0\s+(\d+)\s+/.exec(text.slice(start));
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(text.slice(start));
  if (!table || !trailer) return null;
  const size = Number(table[1]);
  const rows = text.slice(start + table[0].length, start + table[0].length + size * 20);
  const located: [number, number][] = [];
  for (let number = 1; number < size; number++) {
    const row = rows.slice(number * 20, number * 20 + 18);
    if (row.endsWith(' n')) located.push([number, Number(row.slice(0, 10))]);
  }
  // Each object runs to the next one (Skia writes them one after another, then the table).
  located.sort((a, b) => a[1] - b[1]);
  const objects = new Map<number, string>();
  located.forEach(([number, offset], index) => {
    const end = index + 1 < located.length ? located[index + 1]![1] : start;
    const object = /^\d+\s+\d+\s+obj\s*([\s\S]*?)\s*endobj\s*$/.exec(text.slice(offset, end));
    if (object) objects.set(number, object[1]!);
  });
  const reference = (dictionary: string, key: string) => {
    const found = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dictionary);
    return found ? Number(found[1]) : null;
  };
  const catalog = reference(trailer[1]!, 'Root');
  const pages = catalog === null ? null : reference(objects.get(catalog) ?? '', 'Pages');
  const count = pages === null ? null : /\/Count\s+(\d+)/.exec(objects.get(pages) ?? '');
  if (pages === null || !count || objects.size !== located.length) return null;
  return { objects, size, pages, pageCount: Number(count[1]), info: reference(trailer[1]!, 'Info') };
}

/**
 * `n 0 R` references renumbered everywhere but inside strings (`(...)`, `<...>`) and stream data,
 * where the same characters are text or bytes.
 */
function renumberReferences(body: string, renumber: (number: number) => number): string {
  const stream = /\bstream\r?\n/.exec(body);
  const head = stream ? body.slice(0, stream.index) : body;
  let out = '';
  let at = 0;
  let plain = '';
  const flush = () => {
    out += plain.replace(
      /\b(\d+)(\s+)0(\s+)R\b/g,
      (_, n: string, a: string, b: string) => `${renumber(Number(n))}${a}0${b}R`,
    );
    plain = '';
  };
  while (at < head.length) {
    const char = head[at]!;
    if (char === '(') {
      flush();
      let depth = 0;
      const from = at;
      for (; at < head.length; at++) {
        if (head[at] === '\\') at++;
        else if (head[at] === '(') depth++;
        else if (head[at] === ')' && --depth === 0) break;
      }
      out += head.slice(from, ++at);
    } else if (char === '<' && head[at + 1] !== '<') {
      flush();
      const end = head.indexOf('>', at);
      const to = end < 0 ? head.length : end + 1;
      out += head.slice(at, to);
      at = to;
    } else if (char === '<') {
      plain += '<<';
      at += 2;
    } else {
      plain += char;
      at++;
    }
  }
  flush();
  return stream ? out + body.slice(stream.index) : out;
}
