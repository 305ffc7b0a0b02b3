import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { OfficeZip } from '../../src/formats/office/office-zip.js';
import { writeZip } from '../../src/formats/zip-writer.js';
import { fixture } from '../formats/office/support.js';

/**
 * Office files of every format whose picture is a link to `target` (an address or a file outside
 * the package) instead of a part of it: the corpus's own files with their picture relinked, and a
 * picture added to the spreadsheets, which have none.
 */
export interface LinkedOfficeFile {
  format: string;
  fileType: 'document' | 'presentation' | 'spreadsheet';
  mimeType: string;
  build(target: string, out: string): Promise<string>;
}

const OOXML = 'application/vnd.openxmlformats-officedocument';
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xmlEscape = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);

/**
 * Rewrites a corpus file: `edit` returns new text for an XML entry (null keeps it); `parts` replace
 * the entries of the same name or are added.
 */
export async function rewrite(
  corpusName: string,
  out: string,
  edit: (name: string, text: string) => string | null,
  parts: Record<string, string | Buffer> = {},
): Promise<string> {
  const zip = await OfficeZip.open(fixture(corpusName));
  const entries = zip.names().map((name) => {
    const bytes = zip.read(name)!;
    const edited = /\.(xml|rels)$/.test(name) ? edit(name, bytes.toString('utf8')) : null;
    return { name, data: parts[name] ?? edited ?? bytes, store: name === 'mimetype' };
  });
  for (const [name, data] of Object.entries(parts)) {
    if (!zip.has(name)) entries.push({ name, data, store: false });
  }
  await fs.writeFile(out, writeZip(entries));
  return out;
}

/** OOXML: image relationships become external links, and the pictures link instead of embedding. */
const linkOoxmlPictures = (target: string) => (name: string, text: string) => {
  if (name.endsWith('.rels')) {
    return text.replace(
      /(Type="[^"]*\/image") Target="[^"]*"/g,
      `$1 Target="${xmlEscape(target)}" TargetMode="External"`,
    );
  }
  return text.includes('r:embed=') ? text.replaceAll('r:embed=', 'r:link=') : null;
};

/** ODF: every picture inside the package becomes a link to `target`. */
const linkOdfPictures = (target: string) => (name: string, text: string) =>
  name === 'content.xml' ? text.replace(/xlink:href="Pictures\/[^"]*"/g, `xlink:href="${xmlEscape(target)}"`) : null;

const XLSX_DRAWING = (target: string) => ({
  'xl/drawings/drawing1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><xdr:oneCellAnchor><xdr:from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:ext cx="1828800" cy="1143000"/><xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="Picture 1" descr="A linked picture"/><xdr:cNvPicPr/></xdr:nvPicPr><xdr:blipFill><a:blip r:link="rId1"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill><xdr:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor></xdr:wsDr>`,
  'xl/drawings/_rels/drawing1.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${xmlEscape(target)}" TargetMode="External"/></Relationships>`,
});

/** The sheet gets a drawing (relationship, element, content type) holding the linked picture. */
const addXlsxDrawing = (name: string, text: string): string | null => {
  if (name === 'xl/worksheets/sheet1.xml') return text.replace('<tableParts', '<drawing r:id="rId2"/><tableParts');
  if (name === 'xl/worksheets/_rels/sheet1.xml.rels') {
    return text.replace(
      '</Relationships>',
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing" Target="../drawings/drawing1.xml"/></Relationships>',
    );
  }
  if (name === '[Content_Types].xml') {
    return text.replace(
      '</Types>',
      '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/></Types>',
    );
  }
  return null;
};

const ODS_FRAME = (target: string) =>
  `<draw:frame draw:name="Linked" svg:width="5cm" svg:height="3cm" svg:x="0cm" svg:y="0cm"><draw:image xlink:href="${xmlEscape(target)}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame>`;

export const LINKED_OFFICE_FILES: LinkedOfficeFile[] = [
  {
    format: 'docx',
    fileType: 'document',
    mimeType: `${OOXML}.wordprocessingml.document`,
    build: (target, out) => rewrite('docx-pass.docx', out, linkOoxmlPictures(target)),
  },
  {
    format: 'pptx',
    fileType: 'presentation',
    mimeType: `${OOXML}.presentationml.presentation`,
    build: (target, out) => rewrite('pptx-pass.pptx', out, linkOoxmlPictures(target)),
  },
  {
    format: 'xlsx',
    fileType: 'spreadsheet',
    mimeType: `${OOXML}.spreadsheetml.sheet`,
    build: (target, out) => rewrite('xlsx-pass.xlsx', out, addXlsxDrawing, XLSX_DRAWING(target)),
  },
  {
    format: 'odt',
    fileType: 'document',
    mimeType: 'application/vnd.oasis.opendocument.text',
    build: (target, out) => rewrite('lo-writer-pass.odt', out, linkOdfPictures(target)),
  },
  {
    format: 'odp',
    fileType: 'presentation',
    mimeType: 'application/vnd.oasis.opendocument.presentation',
    build: (target, out) => rewrite('lo-impress-pass.odp', out, linkOdfPictures(target)),
  },
  {
    format: 'ods',
    fileType: 'spreadsheet',
    mimeType: 'application/vnd.oasis.opendocument.spreadsheet',
    build: (target, out) =>
      rewrite('lo-calc-pass.ods', out, (name, text) =>
        name === 'content.xml' ? text.replace(/(<table:table-cell[^>]*>)/, `$1${ODS_FRAME(target)}`) : null,
      ),
  },
];

/**
 * A PNG of a size no other picture here has (123 × 77): a PDF that holds it names that size in
 * its image dictionary, whatever LibreOffice re-encoded it to.
 */
export async function writeSecretPicture(dir: string): Promise<string> {
  const file = path.join(dir, 'secret.png');
  await sharp({ create: { width: 123, height: 77, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toFile(file);
  return file;
}

export const holdsSecretPicture = (pdf: Buffer): boolean => {
  const text = pdf.toString('latin1');
  return /\/Width 123\b/.test(text) && /\/Height 77\b/.test(text);
};
