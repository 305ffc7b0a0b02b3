// A scanned course reader: untagged A4 pages, each one greyscale JPEG (DCTDecode) of a printed page
// of text, alternately at 300 and 200 dpi, slightly tilted and speckled as a copier's scan is, and
// no text layer. Page n is the same picture in every file (its own seed), so the 10-page reader is
// the first ten pages of the 100-page one. Pages are rendered with @napi-rs/canvas and encoded by
// sharp (both dependencies of packages/analysis); about 0.3 s a page.
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { A4, PdfWriter, num, pdfString, wrap } from '../../fixtures/pdf/lib/pdf-writer.mjs';
import { between, paragraph, phrase, seeded } from './prose.mjs';

const DPI = [300, 200];
const FONT = { size: 11, leading: 15, top: 96, bottom: 780, left: 72, width: 74 };
const rendered = new Map(); // page index → Promise of { jpeg, width, height }: pages are shared by the readers

GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', 'DejaVu Serif');

/** The lines printed on page `index`: a running head, paragraphs, a page number. */
function pageLines(index) {
  const random = seeded(7000 + index);
  const lines = [];
  let y = FONT.top;
  if (index % 12 === 0) {
    lines.push({ text: `Chapter ${index / 12 + 1}. ${phrase(random)}`, y, size: 16 });
    y += 36;
  }
  while (y < FONT.bottom - FONT.leading * 3) {
    for (const line of wrap(paragraph(random), FONT.width)) {
      if (y > FONT.bottom) break;
      lines.push({ text: line, y, size: FONT.size });
      y += FONT.leading;
    }
    y += FONT.leading * 0.6;
  }
  lines.push({ text: String(index + 1), y: 815, size: 10, left: A4.width / 2 });
  return { lines, tilt: (random() - 0.5) * 0.012, speckle: between(random, 1500, 4000), random };
}

async function renderPage(index) {
  const dpi = DPI[index % DPI.length];
  const scale = dpi / 72;
  const width = Math.round(A4.width * scale);
  const height = Math.round(A4.height * scale);
  const { lines, tilt, speckle, random } = pageLines(index);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f5f4ef';
  context.fillRect(0, 0, width, height);
  context.save();
  context.rotate(tilt);
  context.fillStyle = '#1a1a1a';
  for (const { text, y, size, left = FONT.left } of lines) {
    context.font = `${size * scale}px "DejaVu Serif"`;
    context.fillText(text, left * scale, y * scale);
  }
  context.restore();
  // Copier dust: grey dots, none big enough to read as a letter.
  for (let i = 0; i < speckle; i++) {
    const grey = between(random, 90, 200);
    context.fillStyle = `rgb(${grey},${grey},${grey})`;
    context.fillRect(random() * width, random() * height, scale * 0.6, scale * 0.6);
  }
  const { data } = context.getImageData(0, 0, width, height);
  const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .toColourspace('b-w')
    .jpeg({ quality: 70 })
    .toBuffer();
  return { jpeg, width, height };
}

const scan = (index) => {
  if (!rendered.has(index)) rendered.set(index, renderPage(index));
  return rendered.get(index);
};

/** A scanned reader of `pageCount` pages, as PDF bytes. */
export async function scannedReader(pageCount) {
  const writer = new PdfWriter();
  const catalog = writer.reserve();
  const pages = writer.reserve();
  const kids = [];
  for (let index = 0; index < pageCount; index++) {
    const { jpeg, width, height } = await scan(index);
    const image = writer.addStream(
      `/Type/XObject/Subtype/Image/Width ${width}/Height ${height}/ColorSpace/DeviceGray/BitsPerComponent 8/Filter/DCTDecode`,
      jpeg,
      { compress: false },
    );
    const content = writer.addStream('', `q ${num(A4.width)} 0 0 ${num(A4.height)} 0 0 cm /Scan Do Q`);
    kids.push(
      writer.add(
        `<</Type/Page/Parent ${pages} 0 R/MediaBox[0 0 ${num(A4.width)} ${num(A4.height)}]/Resources<</XObject<</Scan ${image} 0 R>>>>/Contents ${content} 0 R>>`,
      ),
    );
  }
  writer.set(pages, `<</Type/Pages/Kids[${kids.map((n) => `${n} 0 R`).join(' ')}]/Count ${kids.length}>>`);
  writer.set(catalog, `<</Type/Catalog/Pages ${pages} 0 R>>`);
  const info = writer.add(`<</Title ${pdfString('Course reader (scan)')}/Producer (bench/large/scanned.mjs)>>`);
  return writer.toBuffer({ root: catalog, info });
}
