// The large corpus: for each kind, a small twin and one or more large files of the same making,
// plus a tiny warm-up file the bench analyses first on each fresh engine (so that starting the
// engine, its OCR worker, LibreOffice or the browser is not counted in a file's time). `units` is
// what the rate is counted in: pages (PDF), slides, rows, MB of HTML, megapixels.
import { deck } from './deck.mjs';
import { htmlPage } from './html.mjs';
import { posterJpeg } from './image.mjs';
import { scannedReader } from './scanned.mjs';
import { sheet } from './sheet.mjs';
import { book, textPdf } from './text-pdf.mjs';

const BOOK_PAGES = 1200;

/** @type {{ kind: string, warmUp: { name: string, make: () => Buffer | Promise<Buffer> }, files: { name: string, size: 'small' | 'large', units: number, unit: string, make: () => Buffer | Promise<Buffer> }[] }[]} */
const KINDS = [
  {
    kind: 'scanned',
    warmUp: { name: 'warm-scanned-1p.pdf', make: () => scannedReader(1) },
    files: [10, 30, 100].map((pages, i) => ({
      name: `scanned-${pages}p.pdf`,
      size: i === 0 ? 'small' : 'large',
      units: pages,
      unit: 'pages',
      make: () => scannedReader(pages),
    })),
  },
  ...[false, true].map((compress) => ({
    kind: compress ? 'text-compressed' : 'text-uncompressed',
    warmUp: { name: `warm-text-${compress ? 'c' : 'u'}-1p.pdf`, make: () => textPdf(1, { compress }) },
    files: [10, 300, 1000].map((pages, i) => ({
      name: `text-${compress ? 'compressed' : 'uncompressed'}-${pages}p.pdf`,
      size: i === 0 ? 'small' : 'large',
      units: pages,
      unit: 'pages',
      make: () => textPdf(pages, { compress }),
    })),
  })),
  ...[true, false].map((tagged) => ({
    kind: tagged ? 'book-tagged' : 'book-untagged',
    warmUp: { name: `warm-book-${tagged ? 't' : 'u'}-1p.pdf`, make: () => book(1, { tagged }) },
    files: [10, BOOK_PAGES].map((pages, i) => ({
      name: `book-${tagged ? 'tagged' : 'untagged'}-${pages}p.pdf`,
      size: i === 0 ? 'small' : 'large',
      units: pages,
      unit: 'pages',
      make: () => book(pages, { tagged }),
    })),
  })),
  {
    kind: 'deck',
    warmUp: { name: 'warm-deck-1.pptx', make: () => deck(1) },
    files: [10, 300].map((slides, i) => ({
      name: `deck-${slides}.pptx`,
      size: i === 0 ? 'small' : 'large',
      units: slides,
      unit: 'slides',
      make: () => deck(slides),
    })),
  },
  {
    kind: 'sheet',
    warmUp: { name: 'warm-sheet-10.xlsx', make: () => sheet(10) },
    files: [1_000, 100_000].map((rows, i) => ({
      name: `sheet-${rows}.xlsx`,
      size: i === 0 ? 'small' : 'large',
      units: rows,
      unit: 'rows',
      make: () => sheet(rows),
    })),
  },
  {
    kind: 'html',
    warmUp: { name: 'warm-html-2kb.html', make: () => htmlPage(2_000) },
    files: [0.1, 10].map((mb, i) => ({
      name: `html-${mb}mb.html`,
      size: i === 0 ? 'small' : 'large',
      units: mb,
      unit: 'MB',
      make: () => htmlPage(mb * 1_000_000),
    })),
  },
  {
    kind: 'image',
    warmUp: { name: 'warm-image-100px.jpg', make: () => posterJpeg(100) },
    files: [1_000, 10_000].map((side, i) => ({
      name: `image-${side}px.jpg`,
      size: i === 0 ? 'small' : 'large',
      units: (side * side) / 1e6,
      unit: 'Mpx',
      make: () => posterJpeg(side),
    })),
  },
];

/** Every file, small twins first within each kind, with its kind and warm-up file. */
export const CORPUS = KINDS.flatMap(({ kind, warmUp, files }) => files.map((file) => ({ ...file, kind, warmUp })));
