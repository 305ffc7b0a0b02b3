import { describe, expect, it } from '@jest/globals';
import { clean } from '../../../src/formats/image/image-description.js';
import { parseTextChunk } from '../../../src/formats/image/png-text.js';
import { xmpValues } from '../../../src/formats/image/xmp.js';
import { deflateSync } from 'node:zlib';

describe('xmpValues', () => {
  it('reads language alternatives, x-default first, with entities decoded', () => {
    const xmp =
      '<rdf:Description><dc:description><rdf:Alt><rdf:li xml:lang="de">Ein Hund</rdf:li>' +
      '<rdf:li xml:lang="x-default">A dog &amp; a cat</rdf:li></rdf:Alt></dc:description></rdf:Description>';
    expect(xmpValues(xmp, 'description')).toEqual([
      { text: 'A dog & a cat', language: null },
      { text: 'Ein Hund', language: 'de' },
    ]);
  });

  it('reads simple values and attributes, whatever the prefix; not rdf:Description', () => {
    expect(xmpValues('<rdf:Description ns1:AltTextAccessibility="Logo"/>', 'AltTextAccessibility')).toEqual([
      { text: 'Logo', language: null },
    ]);
    expect(xmpValues('<x:title>Plain</x:title>', 'title')).toEqual([{ text: 'Plain', language: null }]);
    expect(xmpValues('<rdf:Description rdf:about=""/>', 'description')).toEqual([]);
  });
});

describe('clean', () => {
  it.each(['OLYMPUS DIGITAL CAMERA', 'SONY DSC', '   ', 'Created with GIMP', 'DIGITAL CAMERA', '\0\0'])(
    '%p is no description',
    (value) => expect(clean(value)).toBeNull(),
  );
  it('keeps real descriptions, trimmed', () => {
    expect(clean('  A cat   on a sofa\0')).toBe('A cat on a sofa');
  });
});

describe('parseTextChunk', () => {
  it('reads tEXt, zTXt and iTXt (plain and compressed)', () => {
    expect(parseTextChunk('tEXt', Buffer.from('Title\0Caf\xe9', 'latin1'))).toEqual({ keyword: 'Title', text: 'Café' });
    const z = Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.from('zipped'))]);
    expect(parseTextChunk('zTXt', z)).toEqual({ keyword: 'Comment', text: 'zipped' });
    const i = Buffer.concat([Buffer.from('Description\0\x01\0en\0\0', 'latin1'), deflateSync(Buffer.from('Ünïcode'))]);
    expect(parseTextChunk('iTXt', i)).toEqual({ keyword: 'Description', text: 'Ünïcode' });
    expect(parseTextChunk('iTXt', Buffer.from('broken'))).toBeNull();
  });
});
