// A poster as one JPEG: a title, two columns of text, coloured panels and a bar chart, drawn as SVG
// and rendered by sharp (librsvg) at any size: the same picture at 1,000 × 1,000 px (the small
// twin) and 10,000 × 10,000 px (100 Mpx), so OCR meets the same text at ten times the scale.
import sharp from 'sharp';
import { wrap } from '../../fixtures/pdf/lib/pdf-writer.mjs';
import { esc } from '../../fixtures/pdf/lib/fodt.mjs';
import { between, paragraph, phrase, seeded } from './prose.mjs';

/** The poster's SVG, 1,000 units square, `side` px. */
function poster(side) {
  const random = seeded(60000);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 1000 1000">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdfbf4"/><stop offset="1" stop-color="#e9eef6"/></linearGradient></defs>',
    '<rect width="1000" height="1000" fill="url(#g)"/>',
    '<rect x="0" y="0" width="1000" height="110" fill="#1f3a8a"/>',
    `<text x="50" y="75" font-family="DejaVu Sans" font-size="44" font-weight="bold" fill="#ffffff">${esc(phrase(random))}</text>`,
  ];
  for (const column of [0, 1]) {
    let y = 160;
    const x = 50 + column * 480;
    while (y < 640) {
      for (const line of wrap(paragraph(random), 52)) {
        if (y > 660) break;
        parts.push(`<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="14" fill="#222">${esc(line)}</text>`);
        y += 19;
      }
      y += 12;
    }
  }
  parts.push('<rect x="50" y="700" width="420" height="250" fill="#ffffff" stroke="#999"/>');
  for (let bar = 0; bar < 7; bar++) {
    const height = between(random, 40, 220);
    const fill = `hsl(${between(random, 0, 359)},55%,45%)`;
    parts.push(`<rect x="${70 + bar * 56}" y="${940 - height}" width="40" height="${height}" fill="${fill}"/>`);
  }
  parts.push('<rect x="530" y="700" width="420" height="250" fill="#8a1f1f"/>');
  const note = wrap(paragraph(random), 40).slice(0, 8);
  note.forEach((line, i) =>
    parts.push(
      `<text x="550" y="${740 + i * 26}" font-family="DejaVu Sans" font-size="18" fill="#f4d0d0">${esc(line)}</text>`,
    ),
  );
  parts.push('</svg>');
  return parts.join('');
}

/** The poster as a JPEG of `side` × `side` px. */
export function posterJpeg(side) {
  return sharp(Buffer.from(poster(side)), { limitInputPixels: false })
    .jpeg({ quality: 85 })
    .toBuffer();
}
