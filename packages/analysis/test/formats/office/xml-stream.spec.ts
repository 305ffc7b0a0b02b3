import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnalysisError } from '../../../src/analyse.js';
import { DEFAULT_OFFICE_LIMITS, type OfficeLimits } from '../../../src/formats/office/office-limits.js';
import { textContent, type XmlElement } from '../../../src/formats/office/office-xml.js';
import { OfficeZip } from '../../../src/formats/office/office-zip.js';
import { streamXmlPart } from '../../../src/formats/office/xml-stream.js';
import { writeZip } from '../../../src/formats/zip-writer.js';

const dir = mkdtempSync(join(tmpdir(), 'xml-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A package of one part, `part.xml`, opened under `limits`. */
async function zipOf(data: string | Buffer, limits: Partial<OfficeLimits> = {}): Promise<OfficeZip> {
  const path = join(dir, `${++files}.zip`);
  writeFileSync(path, writeZip([{ name: 'part.xml', data }]));
  return OfficeZip.open(path, { ...DEFAULT_OFFICE_LIMITS, ...limits });
}

/** The `row` elements of the part, as [their ancestors, their text]; or the refusal's message. */
async function rows(data: string | Buffer, limits: Partial<OfficeLimits> = {}): Promise<[string, string][] | string> {
  const found: [string, string][] = [];
  const read = (element: XmlElement, ancestors: readonly string[]) =>
    found.push([`${ancestors.join('/')} ${JSON.stringify(element.attribs)}`, textContent(element)]);
  try {
    await streamXmlPart(await zipOf(data, limits), 'part.xml', { capture: (name) => name === 'row', element: read });
    return found;
  } catch (error) {
    if (!(error instanceof AnalysisError)) throw error;
    return error.message;
  }
}

describe('streamXmlPart', () => {
  it('builds the captured elements, in order, with their ancestors, attributes and decoded text', async () => {
    const xml =
      '<?xml version="1.0"?><sheet><data><row r="1"><c>a &amp; b</c><c/></row><row r="2"><![CDATA[<c>]]></row></data></sheet>';
    expect(await rows(xml)).toEqual([
      ['sheet/data {"r":"1"}', 'a & b'],
      ['sheet/data {"r":"2"}', '<c>'],
    ]);
  });

  it('makes one text node of text that comes in pieces (entities, the end of an inflated chunk)', async () => {
    // The text of the second row straddles the first 64 kB chunk's end.
    const xml = `<sheet><row>a &amp; b</row>${' '.repeat(65_488)}<row>${'long '.repeat(10)}</row></sheet>`;
    const children: XmlElement['children'][] = [];
    await streamXmlPart(await zipOf(xml), 'part.xml', {
      capture: (name) => name === 'row',
      element: (row) => children.push(row.children),
    });
    expect(children).toEqual([[{ type: 'text', data: 'a & b' }], [{ type: 'text', data: 'long '.repeat(10) }]]);
  });

  it('reads UTF-16 with its byte-order mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<sheet><row>Zoë</row></sheet>', 'utf16le')]);
    expect(await rows(bytes)).toEqual([['sheet {}', 'Zoë']]);
  });

  it('returns false for a part the package does not have', async () => {
    const zip = await zipOf('<a/>');
    expect(await streamXmlPart(zip, 'other.xml', { capture: () => true, element: () => undefined })).toBe(false);
  });

  it('refuses a part whose deflate data is damaged', async () => {
    const bytes = writeZip([{ name: 'part.xml', data: '<sheet><row>1</row></sheet>' }]);
    // The first byte of the data (after the 30-byte local header and the name): a reserved block type.
    bytes[30 + 'part.xml'.length] = 0xff;
    const path = join(dir, 'damaged.zip');
    writeFileSync(path, bytes);
    const error = await streamXmlPart(await OfficeZip.open(path), 'part.xml', {
      capture: () => false,
      element: () => undefined,
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('The file is damaged: part.xml cannot be inflated');
  });

  it.each([
    ['an element left open (a truncated part)', '<sheet><row>1</row><row>2', /<row> is not closed/],
    ['an end tag that skips an open element', '<sheet><row><c>1</row></sheet>', /<c> is not closed/],
    ['two root elements', '<sheet/><sheet/>', /more than one root element/],
    ['no root element', 'text', /no root element/],
  ])('refuses XML that is not well formed: %s', async (_, xml, problem) => {
    const message = await rows(xml);
    expect(message).toMatch(/^The file is damaged: part\.xml is not well-formed XML/);
    expect(message).toMatch(problem);
  });

  it('refuses entity declarations, which are never expanded (billion laughs)', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><sheet><row>&lol2;</row></sheet>`;
    expect(await rows(xml)).toBe('The file is refused: part.xml declares XML entities, which are never expanded');
  });

  it('takes an element too large to build at once for a bomb', async () => {
    const xml = `<sheet><row>${'x'.repeat(300_000)}</row></sheet>`;
    expect(await rows(xml, { maxEntryBytes: 100_000 })).toMatch(
      /^The file looks like a zip bomb: part\.xml holds an element of more than/,
    );
    // Outside the captured elements only what the parser holds counts: one long text is no bomb.
    expect(await rows(`<sheet>${'x'.repeat(300_000)}<row>1</row></sheet>`, { maxEntryBytes: 100_000 })).toEqual([
      ['sheet {}', '1'],
    ]);
  });
});
