/**
 * One PDF of the pages of several, in order: the previews Chromium printed of a long page's slices
 * (render-html.ts). Written for what Chromium's printer (Skia) writes, which is all it is given: a
 * classic cross-reference table, no object streams, a page tree under the catalog's `/Pages`.
 * Each file's objects are renumbered after the ones before (references rewritten outside strings
 * and streams), and a new root page tree takes each file's page tree as a kid. Null when a file is
 * not of that shape, so that a preview is only ever missing, never broken.
 */
export function joinPreviews(pdfs: readonly Uint8Array[]): Uint8Array | null {
  if (pdfs.length === 1) return pdfs[0]!;
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xd3\xeb\xe9\xe1\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const roots: number[] = [];
  let info: number | null = null;
  let pages = 0;
  const write = (number: number, body: Buffer) => {
    offsets[number] = length;
    const object = Buffer.concat([Buffer.from(`${number} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  };
  let base = 0;
  const parsed = pdfs.map((pdf) => readPdf(Buffer.from(pdf)));
  if (parsed.some((file) => file === null)) return null;
  const root = parsed.reduce((sum, file) => sum + file!.size - 1, 0) + 1;
  for (const file of parsed as PdfObjects[]) {
    const renumber = (number: number) => number + base;
    for (const [number, body] of file.objects) {
      let rewritten = renumberReferences(body, renumber);
      // The file's page tree now hangs under the new root.
      if (number === file.pages) rewritten = rewritten.replace(/^<</, `<</Parent ${root} 0 R\n`);
      write(renumber(number), Buffer.from(rewritten, 'latin1'));
    }
    roots.push(renumber(file.pages));
    pages += file.pageCount;
    info ??= file.info === null ? null : renumber(file.info);
    base += file.size - 1;
  }
  const catalog = root + 1;
  write(root, Buffer.from(`<</Type /Pages\n/Count ${pages}\n/Kids [${roots.map((n) => `${n} 0 R`).join(' ')}]>>`));
  write(catalog, Buffer.from(`<</Type /Catalog\n/Pages ${root} 0 R>>`));
  const size = catalog + 1;
  const entries = Array.from({ length: size }, (_, number) =>
    number === 0 || offsets[number] === undefined
      ? '0000000000 65535 f \n'
      : `${String(offsets[number]).padStart(10, '0')} 00000 n \n`,
  ).join('');
  const trailer = `<</Size ${size}\n/Root ${catalog} 0 R${info === null ? '' : `\n/Info ${info} 0 R`}>>`;
  parts.push(Buffer.from(`xref\n0 ${size}\n${entries}trailer\n${trailer}\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
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
