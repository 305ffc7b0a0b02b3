// Writes a small tagged PDF by hand, for what LibreOffice does not produce: a custom role mapped
// through the RoleMap, H7 and H, a table whose cells point at headers with a Headers attribute (no
// TH), a figure with ActualText only, an element Lang, a language declared on the Document element
// only (no catalog /Lang), CMYK text, invisible text (render mode 3), an artifact with properties,
// a rotated page and a table continued on the next page.
// Usage: node handmade-tags.mjs OUT.pdf
import { writeFileSync } from 'node:fs';

const page1Content = `
/Title <</MCID 0>> BDC BT /F2 18 Tf 20 260 Td (Custom title) Tj ET EMC
/H7 <</MCID 1>> BDC BT /F2 14 Tf 20 235 Td (Deep heading) Tj ET EMC
/H <</MCID 2>> BDC BT /F1 12 Tf 20 215 Td (Plain H) Tj ET EMC
/P <</MCID 3>> BDC BT 0 1 1 0 k /F1 12 Tf 20 195 Td (Red CMYK text) Tj ET EMC
/Span <</MCID 4>> BDC BT 0 0 0 rg /F1 12 Tf 20 180 Td (English words) Tj ET EMC
/Figure <</MCID 5>> BDC q 50 0 0 40 300 200 cm /Im1 Do Q EMC
/TD <</MCID 6>> BDC BT /F1 10 Tf 20 140 Td (Cell) Tj ET EMC
/TD <</MCID 7>> BDC BT /F1 10 Tf 120 140 Td (Other) Tj ET EMC
q BT 3 Tr /F1 10 Tf 20 100 Td (Invisible layer text) Tj ET Q
/Artifact <</Type /Pagination>> BDC BT /F1 8 Tf 180 20 Td (Page 1) Tj ET EMC
`;
const page2Content = `
/P <</MCID 0>> BDC BT /F1 12 Tf 20 260 Td (Rotated page) Tj ET EMC
/TD <</MCID 1>> BDC BT /F1 10 Tf 20 140 Td (Continued) Tj ET EMC
`;
// 4 x 4 pixels, RGB: a gradient so that the image is not a flat colour.
const pixels = Buffer.alloc(48);
for (let i = 0; i < 16; i++) pixels.set([i * 16, 255 - i * 16, 128], i * 3);

const stream = (dict, data) => {
  const body = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([Buffer.from(`<<${dict} /Length ${body.length}>>\nstream\n`), body, Buffer.from('\nendstream')]);
};

const objects = {
  1: '<</Type /Catalog /Pages 2 0 R /StructTreeRoot 5 0 R /MarkInfo <</Marked true>>>>',
  2: '<</Type /Pages /Kids [3 0 R 4 0 R] /Count 2>>',
  3:
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents 6 0 R /StructParents 0' +
    ' /Resources <</Font <</F1 30 0 R /F2 31 0 R>> /XObject <</Im1 32 0 R>>>>>>',
  4:
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Rotate 90 /Contents 7 0 R /StructParents 1' +
    ' /Resources <</Font <</F1 30 0 R>>>>>>',
  5: '<</Type /StructTreeRoot /K [10 0 R] /ParentTree 8 0 R /RoleMap <</Title /H1>>>>',
  6: stream('', page1Content),
  7: stream('', page2Content),
  8: '<</Nums [0 [11 0 R 12 0 R 13 0 R 14 0 R 15 0 R 16 0 R 19 0 R 20 0 R] 1 [22 0 R 24 0 R]]>>',
  10: '<</Type /StructElem /S /Document /P 5 0 R /Lang (de-DE) /K [11 0 R 12 0 R 13 0 R 14 0 R 16 0 R 17 0 R 22 0 R]>>',
  11: '<</Type /StructElem /S /Title /P 10 0 R /Pg 3 0 R /K 0>>',
  12: '<</Type /StructElem /S /H7 /P 10 0 R /Pg 3 0 R /K 1>>',
  13: '<</Type /StructElem /S /H /P 10 0 R /Pg 3 0 R /K 2>>',
  14: '<</Type /StructElem /S /P /P 10 0 R /Pg 3 0 R /K [3 15 0 R]>>',
  15: '<</Type /StructElem /S /Span /P 14 0 R /Pg 3 0 R /Lang (en-GB) /K 4>>',
  16: '<</Type /StructElem /S /Figure /P 10 0 R /Pg 3 0 R /ActualText (Company logo) /K 5>>',
  17: '<</Type /StructElem /S /Table /P 10 0 R /K [18 0 R 23 0 R]>>',
  18: '<</Type /StructElem /S /TR /P 17 0 R /K [19 0 R 20 0 R]>>',
  19: '<</Type /StructElem /S /TD /P 18 0 R /Pg 3 0 R /A <</O /Table /Headers [(h1)]>> /K 6>>',
  20: '<</Type /StructElem /S /TD /P 18 0 R /Pg 3 0 R /K 7>>',
  22: '<</Type /StructElem /S /P /P 10 0 R /Pg 4 0 R /K 0>>',
  23: '<</Type /StructElem /S /TR /P 17 0 R /K [24 0 R]>>',
  24: '<</Type /StructElem /S /TD /P 23 0 R /Pg 4 0 R /K 1>>',
  29: '<</Title (  Handmade tags  ) /Producer (handmade-tags.mjs)>>',
  30: '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>',
  31: '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding>>',
  32: stream('/Type /XObject /Subtype /Image /Width 4 /Height 4 /ColorSpace /DeviceRGB /BitsPerComponent 8', pixels),
};

const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
let length = parts[0].length;
const offsets = new Map();
for (const [num, body] of Object.entries(objects)) {
  offsets.set(Number(num), length);
  const chunk = Buffer.concat([
    Buffer.from(`${num} 0 obj\n`),
    Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
    Buffer.from('\nendobj\n'),
  ]);
  parts.push(chunk);
  length += chunk.length;
}
const size = Math.max(...offsets.keys()) + 1;
let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
for (let num = 1; num < size; num++) {
  const offset = offsets.get(num);
  xref += offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
}
xref += `trailer\n<</Size ${size} /Root 1 0 R /Info 29 0 R>>\nstartxref\n${length}\n%%EOF\n`;
parts.push(Buffer.from(xref, 'latin1'));
writeFileSync(process.argv[2], Buffer.concat(parts));
