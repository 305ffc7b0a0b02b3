// Text PDFs and books: A4 pages of real text in the standard Helvetica fonts (fixtures/pdf/lib/
// pdf-writer.mjs's SimpleDocument), several paragraphs a page, one in ten in colour (dark blue, dark
// red, or a light grey that fails Contrast), headings, a page number, and a bar chart (its own PNG)
// on every fourth page. Page n is the same in every file of a kind (its own seed).
//  - textPdf: untagged, with Title and Lang. `compress: false` writes every content stream as is
//    with a classic xref table; `compress: true` deflates them (FlateDecode) and packs the objects
//    into object streams, as current PDF writers do.
//  - book: chapters of 12 pages (H1), sections of 3 (H2); tagged: a structure tree of H1, H2, P and
//    Figure (with Alt) under Document, page numbers as artifacts, MarkInfo Marked true, Lang, Title.
//    Untagged: the same pages without any of the tagging. Always compressed.
import { encodePng, readPng } from '../../fixtures/pdf/lib/png.mjs';
import { SimpleDocument, wrap } from '../../fixtures/pdf/lib/pdf-writer.mjs';
import { between, paragraph, phrase, pick, seeded } from './prose.mjs';

const COLOURS = ['0.1 0.2 0.55', '0.55 0.1 0.1', '0.62 0.62 0.62'];
const BOTTOM = 760;
const CHART = { width: 300, height: 180, points: { width: 225, height: 135 } };

/** A bar chart of seeded bars, as a PNG. */
function chart(seed) {
  const random = seeded(seed);
  const bars = Array.from({ length: between(random, 4, 9) }, () => ({
    height: between(random, 20, CHART.height - 20),
    colour: [between(random, 20, 200), between(random, 60, 200), between(random, 90, 230)],
  }));
  const slot = Math.floor((CHART.width - 20) / bars.length);
  const white = [255, 255, 255];
  return encodePng(CHART.width, CHART.height, 3, (x, y) => {
    if (x === 10 || y === CHART.height - 10) return [40, 40, 40];
    const bar = bars[Math.floor((x - 12) / slot)];
    const inBar = bar && x > 12 && (x - 12) % slot < slot - 6 && y < CHART.height - 10;
    return inBar && y > CHART.height - 10 - bar.height ? bar.colour : white;
  });
}

/** Fills page `index` of `doc` (an untagged document ignores the roles). */
function writePage(doc, index, { book }) {
  const random = seeded(9000 + index);
  doc.newPage();
  if (book && index % 12 === 0) {
    doc.text([`Chapter ${index / 12 + 1}: ${phrase(random)}`], { role: 'H1', size: 20, bold: true, gapAfter: 14 });
  } else if (!book && index % 5 === 0) {
    doc.text([phrase(random)], { role: 'H1', size: 16, bold: true, gapAfter: 10 });
  }
  if (book && index % 3 === 0) doc.text([phrase(random)], { role: 'H2', size: 14, bold: true, gapAfter: 8 });
  if (index % 4 === 1) {
    const name = `Chart${index}`;
    doc.image(name, readPng(chart(index)));
    doc.paint(name, { alt: `Bar chart: ${phrase(random).toLowerCase()}, page ${index + 1}`, ...CHART.points });
  }
  for (;;) {
    const lines = wrap(paragraph(random), 88);
    const size = 11;
    if (doc.page.cursor + lines.length * size * 1.3 + size > BOTTOM) break;
    const colour = random() < 0.1 ? pick(random, COLOURS) : '0 0 0';
    doc.text(lines, { size, colour });
  }
  doc.page.cursor = 800;
  doc.text([String(index + 1)], { role: 'Artifact', size: 9, left: 290, gapAfter: 0 });
}

/** An untagged text PDF of `pageCount` pages; content streams deflated or not. */
export function textPdf(pageCount, { compress }) {
  const doc = new SimpleDocument({ title: 'Annual report of the town library', language: 'en-GB', tagged: false });
  if (!compress) {
    // SimpleDocument deflates every page's content stream (the one stream with an empty dictionary).
    const addStream = doc.writer.addStream.bind(doc.writer);
    doc.writer.addStream = (dict, data, options) => addStream(dict, data, dict === '' ? { compress: false } : options);
  }
  for (let index = 0; index < pageCount; index++) writePage(doc, index, { book: false });
  return doc.toBuffer({ compact: compress });
}

/** A book of `pageCount` pages, tagged or not. */
export function book(pageCount, { tagged }) {
  const doc = new SimpleDocument({ title: 'A history of the valley and its library', language: 'en-GB', tagged });
  for (let index = 0; index < pageCount; index++) writePage(doc, index, { book: true });
  return doc.toBuffer({ compact: true });
}
