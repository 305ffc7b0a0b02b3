// A spreadsheet (XLSX) of library loans: one sheet, a bold header row over ten columns (numbers,
// dates, shared strings), formatted as a table with a header row, zipped with the engine's own
// writer (dist must be built). The office fixtures' xlsx() is not used: it looks every string up
// with indexOf, which is quadratic at 100,000 rows. Row n is the same in every file (its own seed).
import { writeZip } from '../../dist/index.js';
import { corePart, rels, THEME, XML } from '../../fixtures/office/lib/parts.mjs';
import { esc } from '../../fixtures/pdf/lib/fodt.mjs';
import { between, phrase, pick, seeded } from './prose.mjs';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const HEADER = ['Loan', 'Date', 'Branch', 'Title', 'Author', 'Category', 'Copies', 'Days', 'Fine', 'Returned'];
const COLUMNS = 'ABCDEFGHIJ';
const BRANCHES = ['Central', 'Riverside', 'Station', 'Old Town', 'Harbour', 'Hillside', 'Market', 'North'];
const CATEGORIES = ['Fiction', 'History', 'Science', 'Children', 'Travel', 'Cookery', 'Art', 'Local', 'Poetry'];
const AUTHORS = Array.from({ length: 400 }, (_, i) => `${phrase(seeded(100 + i)).split(' ')[0]} ${i + 1}`);
const TITLES = Array.from({ length: 3000 }, (_, i) => phrase(seeded(20000 + i)));

/** A workbook of `rowCount` data rows (and the header), as XLSX bytes. */
export function sheet(rowCount) {
  const strings = new Map();
  const string = (text) => {
    if (!strings.has(text)) strings.set(text, strings.size);
    return strings.get(text);
  };
  const rows = [
    `<row r="1">${HEADER.map((name, c) => `<c r="${COLUMNS[c]}1" t="s" s="1"><v>${string(name)}</v></c>`).join('')}</row>`,
  ];
  for (let index = 0; index < rowCount; index++) {
    const random = seeded(300000 + index);
    const r = index + 2;
    const values = [
      ['n', 100000 + index],
      ['d', 45000 + Math.floor(index / 40)],
      ['s', pick(random, BRANCHES)],
      ['s', pick(random, TITLES)],
      ['s', pick(random, AUTHORS)],
      ['s', pick(random, CATEGORIES)],
      ['n', between(random, 1, 6)],
      ['n', between(random, 1, 60)],
      ['n', between(random, 0, 900) / 100],
      ['s', random() < 0.9 ? 'Yes' : 'No'],
    ];
    const cells = values.map(([type, value], c) => {
      const ref = `${COLUMNS[c]}${r}`;
      if (type === 's') return `<c r="${ref}" t="s"><v>${string(value)}</v></c>`;
      return `<c r="${ref}"${type === 'd' ? ' s="2"' : ''}><v>${value}</v></c>`;
    });
    rows.push(`<row r="${r}">${cells.join('')}</row>`);
  }
  const ref = `A1:J${rowCount + 1}`;
  const worksheet = `${XML}
<worksheet xmlns="${MAIN}" xmlns:r="${R}"><dimension ref="${ref}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${rows.join('')}</sheetData><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>`;
  const table = `${XML}
<table xmlns="${MAIN}" id="1" name="Loans" displayName="Loans" ref="${ref}" totalsRowShown="0"><autoFilter ref="${ref}"/><tableColumns count="10">${HEADER.map((name, i) => `<tableColumn id="${i + 1}" name="${name}"/>`).join('')}</tableColumns><tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`;
  const styles = `${XML}
<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><color theme="1"/><name val="Calibri"/></font><font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;
  const shared = `${XML}
<sst xmlns="${MAIN}" count="${strings.size}" uniqueCount="${strings.size}">${[...strings.keys()].map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`;
  const types = `${XML}
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/tables/table1.xml" ContentType="${CT}.table+xml"/><Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/><Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;
  return writeZip([
    { name: '[Content_Types].xml', data: types },
    {
      name: '_rels/.rels',
      data: rels([
        ['rId1', 'officeDocument', 'xl/workbook.xml'],
        [
          'rId2',
          'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
          'docProps/core.xml',
        ],
      ]),
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML}\n<workbook xmlns="${MAIN}" xmlns:r="${R}"><sheets><sheet name="Loans" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: rels([
        ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
        ['rId2', 'theme', 'theme/theme1.xml'],
        ['rId3', 'styles', 'styles.xml'],
        ['rId4', 'sharedStrings', 'sharedStrings.xml'],
      ]),
    },
    { name: 'xl/worksheets/sheet1.xml', data: worksheet },
    { name: 'xl/worksheets/_rels/sheet1.xml.rels', data: rels([['rId1', 'table', '../tables/table1.xml']]) },
    { name: 'xl/tables/table1.xml', data: table },
    { name: 'xl/theme/theme1.xml', data: THEME },
    { name: 'xl/styles.xml', data: styles },
    { name: 'xl/sharedStrings.xml', data: shared },
    { name: 'docProps/core.xml', data: corePart('Library loans') },
  ]);
}
