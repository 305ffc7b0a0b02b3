import { writeZip } from '../../../src/formats/zip-writer.js';

/**
 * Workbooks of real size, written at test time (no big binaries in the repository): a header row
 * in bold over `rows` rows of ten columns, the mix of an export from a sales system (numbers,
 * dates, names and categories from pools, a code unique to each row), defined as one table with a
 * header row (an Excel table; an OpenDocument database range). 100,000 rows make a 5–6 MB file
 * whose sheet part inflates to about 50 MB (.xlsx) or 100 MB (.ods content.xml).
 */
export interface LargeWorkbook {
  rows: number;
  /** Sheets, each with `rows` rows and its own table (default 1). */
  sheets?: number;
  /**
   * White space after each sheet's rows, in characters: the run of one byte a zip bomb is made of,
   * which deflate packs about 1000:1 (a repeated row packs at most 258:1, its distance costing bits).
   */
  padding?: number;
  /** The text every data cell shows instead (one shared string, in .xlsx). */
  everyCell?: string;
}

export const HEADER = ['Order', 'Date', 'Customer', 'City', 'Category', 'Code', 'Quantity', 'Price', 'Total', 'Status'];

const FIRST = ['Ada', 'Bram', 'Chloé', 'Dmitri', 'Eva', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kofi', 'Lena'];
const LAST = ['Alvarez', 'Berg', 'Costa', 'Dubois', 'Evans', 'Fischer', 'García', 'Hansen', 'Ito', 'Jansen'];
const CITIES = ['Amsterdam', 'Bergen', 'Coimbra', 'Dublin', 'Eindhoven', 'Florence', 'Ghent', 'Hamburg', 'Lyon'];
const CATEGORIES = ['Books', 'Garden', 'Kitchen', 'Music', 'Outdoor', 'Stationery', 'Toys', 'Tools'];
const STATUSES = ['Delivered', 'Open', 'Returned', 'Shipped', 'Cancelled'];

/** The cells of data row `r` (1-based) of sheet `s`, the same every run (a fixed pseudo-random walk). */
function dataRow(s: number, r: number, everyCell?: string): (string | number)[] {
  if (everyCell !== undefined) return HEADER.map(() => everyCell);
  const pick = <T>(list: T[], salt: number) => list[(r * 7919 + s * 104_729 + salt * 31) % list.length]!;
  const quantity = 1 + ((r * 13 + s) % 40);
  const price = Math.round(((r * 7717) % 100_000) / 7) / 100;
  return [
    r,
    45_000 + (r % 1500),
    `${pick(FIRST, 1)} ${pick(LAST, 2)}`,
    pick(CITIES, 3),
    pick(CATEGORIES, 4),
    `S${s}-${String(r).padStart(7, '0')}`,
    quantity,
    price,
    Math.round(quantity * price * 100) / 100,
    pick(STATUSES, 5),
  ];
}

const DATE_COLUMN = 1;
const column = (i: number) => String.fromCharCode(65 + i);
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const sheetNumbers = (sheets = 1) => Array.from({ length: sheets }, (_, i) => i + 1);

/** Excel's shape: shared strings, a date style, a bold header style, xl/tables/tableN.xml per sheet. */
export function largeXlsx({ rows, sheets, padding = 0, everyCell }: LargeWorkbook): Buffer {
  const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const strings = new Map<string, number>();
  const shared = (text: string) => {
    if (!strings.has(text)) strings.set(text, strings.size);
    return strings.get(text)!;
  };
  const ref = `A1:${column(HEADER.length - 1)}${rows + 1}`;
  const sheet = (s: number) => {
    const parts = [
      `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${R}"><dimension ref="${ref}"/><sheetData>`,
      `<row r="1">${HEADER.map((name, c) => `<c r="${column(c)}1" s="1" t="s"><v>${shared(name)}</v></c>`).join('')}</row>`,
    ];
    for (let r = 1; r <= rows; r++) {
      const cells = dataRow(s, r, everyCell).map((value, c) => {
        const at = `${column(c)}${r + 1}`;
        if (typeof value === 'string') return `<c r="${at}" t="s"><v>${shared(value)}</v></c>`;
        return `<c r="${at}"${c === DATE_COLUMN ? ' s="2"' : ''}><v>${value}</v></c>`;
      });
      parts.push(`<row r="${r + 1}">${cells.join('')}</row>`);
    }
    parts.push(
      ' '.repeat(padding),
      `</sheetData><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>`,
    );
    return parts.join('');
  };
  const table = (s: number) =>
    `${XML}<table xmlns="${MAIN}" id="${s}" name="Orders${s}" displayName="Orders${s}" ref="${ref}" totalsRowShown="0"><autoFilter ref="${ref}"/><tableColumns count="${HEADER.length}">${HEADER.map((name, i) => `<tableColumn id="${i + 1}" name="${name}"/>`).join('')}</tableColumns><tableStyleInfo name="TableStyleMedium2" showRowStripes="1"/></table>`;
  /** [id, type (a full URI, or one of officeDocument's relationships), target] */
  const rels = (list: [string, string, string][]) =>
    `${XML}<Relationships xmlns="${PACKAGE}">${list.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type.includes(':') ? type : `${R}/${type}`}" Target="${target}"/>`).join('')}</Relationships>`;
  const numbers = sheetNumbers(sheets);
  const sheetParts = numbers.flatMap((s) => [
    { name: `xl/worksheets/sheet${s}.xml`, data: sheet(s) },
    { name: `xl/worksheets/_rels/sheet${s}.xml.rels`, data: rels([['rId1', 'table', `../tables/table${s}.xml`]]) },
    { name: `xl/tables/table${s}.xml`, data: table(s) },
  ]);
  const styles = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts><fonts count="2"><font><sz val="11"/><color theme="1"/><name val="Calibri"/></font><font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellXfs count="3"><xf fontId="0" fillId="0" borderId="0"/><xf fontId="1" fillId="0" borderId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;
  const sst = `${XML}<sst xmlns="${MAIN}" uniqueCount="${strings.size}">${[...strings.keys()].map((text) => `<si><t>${esc(text)}</t></si>`).join('')}</sst>`;
  const overrides = [
    `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>`,
    ...numbers.map(
      (s) =>
        `<Override PartName="/xl/worksheets/sheet${s}.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/tables/table${s}.xml" ContentType="${CT}.table+xml"/>`,
    ),
    `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/>`,
    `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>`,
  ];
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`,
    },
    {
      name: '_rels/.rels',
      data: rels([
        ['rId1', 'officeDocument', 'xl/workbook.xml'],
        ['rId2', `${PACKAGE}/metadata/core-properties`, 'docProps/core.xml'],
      ]),
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${R}"><sheets>${numbers.map((s) => `<sheet name="Orders ${s}" sheetId="${s}" r:id="rId${s}"/>`).join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: rels([
        ...numbers.map((s): [string, string, string] => [`rId${s}`, 'worksheet', `worksheets/sheet${s}.xml`]),
        ['rIdStyles', 'styles', 'styles.xml'],
        ['rIdStrings', 'sharedStrings', 'sharedStrings.xml'],
      ]),
    },
    ...sheetParts,
    { name: 'xl/styles.xml', data: styles },
    // Written after the sheets have filled it.
    { name: 'xl/sharedStrings.xml', data: sst },
    {
      name: 'docProps/core.xml',
      data: `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Orders</dc:title></cp:coreProperties>`,
    },
  ]);
}

/** LibreOffice's shape: one content.xml holding every sheet, automatic cell styles, database ranges. */
export function largeOds({ rows, sheets, padding = 0, everyCell }: LargeWorkbook): Buffer {
  const NS = [
    'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
    'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
    'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
    'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
    'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
    'number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
    'dc="http://purl.org/dc/elements/1.1/"',
    'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
    'manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"',
  ]
    .map((ns) => `xmlns:${ns}`)
    .join(' ');
  const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const last = `${column(HEADER.length - 1)}${rows + 1}`;
  const cell = (value: string | number, c: number) => {
    if (typeof value === 'string')
      return `<table:table-cell office:value-type="string"><text:p>${esc(value)}</text:p></table:table-cell>`;
    if (c !== DATE_COLUMN)
      return `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;
    const date = new Date(Date.UTC(1899, 11, 30) + value * 86_400_000).toISOString().slice(0, 10);
    return `<table:table-cell table:style-name="ce2" office:value-type="date" office:date-value="${date}"><text:p>${date}</text:p></table:table-cell>`;
  };
  const parts = [
    `${XML}<office:document-content ${NS} office:version="1.3"><office:automatic-styles>`,
    '<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>',
    '<number:date-style style:name="N37"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/></number:date-style>',
    '<style:style style:name="ce1" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-weight="bold"/></style:style>',
    '<style:style style:name="ce2" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N37"/>',
    '</office:automatic-styles><office:body><office:spreadsheet>',
  ];
  const numbers = sheetNumbers(sheets);
  for (const s of numbers) {
    parts.push(
      `<table:table table:name="Orders ${s}"><table:table-column table:number-columns-repeated="${HEADER.length}" table:default-cell-style-name="Default"/>`,
      `<table:table-row table:style-name="ro1">${HEADER.map((name) => `<table:table-cell table:style-name="ce1" office:value-type="string"><text:p>${name}</text:p></table:table-cell>`).join('')}</table:table-row>`,
    );
    for (let r = 1; r <= rows; r++) {
      parts.push(
        `<table:table-row table:style-name="ro1">${dataRow(s, r, everyCell).map(cell).join('')}</table:table-row>`,
      );
    }
    parts.push(' '.repeat(padding), '</table:table>');
  }
  const ranges = numbers.map(
    (s) =>
      `<table:database-range table:name="Orders${s}" table:target-range-address="'Orders ${s}'.A1:'Orders ${s}'.${last}" table:contains-header="true" table:display-filter-buttons="true"/>`,
  );
  parts.push(
    `<table:database-ranges>${ranges.join('')}</table:database-ranges></office:spreadsheet></office:body></office:document-content>`,
  );
  const styles = `${XML}<office:document-styles ${NS} office:version="1.3"><office:styles><style:default-style style:family="table-cell"><style:text-properties fo:font-size="10pt" fo:language="en" fo:country="GB"/></style:default-style><style:style style:name="Default" style:family="table-cell"/></office:styles></office:document-styles>`;
  const meta = `${XML}<office:document-meta ${NS} office:version="1.3"><office:meta><dc:title>Orders</dc:title></office:meta></office:document-meta>`;
  const manifest = `${XML}<manifest:manifest ${NS} manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>${['content.xml', 'styles.xml', 'meta.xml'].map((name) => `<manifest:file-entry manifest:full-path="${name}" manifest:media-type="text/xml"/>`).join('')}</manifest:manifest>`;
  return writeZip([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet', store: true },
    { name: 'content.xml', data: parts.join('') },
    { name: 'styles.xml', data: styles },
    { name: 'meta.xml', data: meta },
    { name: 'META-INF/manifest.xml', data: manifest },
  ]);
}
