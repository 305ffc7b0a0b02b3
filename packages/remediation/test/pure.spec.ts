import { describe, expect, it } from '@jest/globals';
import { contrastRatio, parseHexColour } from '@app/analysis';
import { nearestContrastingColour, toHex } from '../src/colour/nearest-contrast.js';
import { captionText } from '../src/fixes/alternative-text/caption.js';
import { renumberLevels } from '../src/fixes/headings-sequential/renumber.js';
import { looksLikeHeaderRow } from '../src/fixes/table-headers/header-row.js';
import { fixedName } from '../src/index.js';
import { XmlPart } from '../src/xml/xml-part.js';

describe('the pure rules', () => {
  it('renumbers heading levels to step by one from 1, keeping siblings together', () => {
    expect(renumberLevels([1, 3, 3, 2])).toEqual([1, 2, 2, 2]);
    expect(renumberLevels([2, 3])).toEqual([1, 2]);
    expect(renumberLevels([1, 2, 4, 2])).toEqual([1, 2, 3, 2]);
    expect(renumberLevels([1, 2, 3, 1])).toEqual([1, 2, 3, 1]);
  });

  it('finds the nearest colour of the same hue that passes, darker on light and lighter on dark', () => {
    const white = { r: 255, g: 255, b: 255 };
    const grey = nearestContrastingColour(parseHexColour('AAAAAA')!, white, 4.5)!;
    expect(toHex(grey)).toBe('757575');
    expect(contrastRatio(grey, white)).toBeGreaterThanOrEqual(4.5);
    const navy = { r: 0, g: 0, b: 128 };
    const blue = nearestContrastingColour(parseHexColour('3050C0')!, navy, 4.5)!;
    expect(contrastRatio(blue, navy)).toBeGreaterThanOrEqual(4.5);
    expect(blue.b).toBeGreaterThan(blue.r);
    expect(nearestContrastingColour(parseHexColour('777777')!, parseHexColour('808080')!, 21)).toBeNull();
  });

  it('takes a first row of names, not numbers, for a header row', () => {
    expect(looksLikeHeaderRow(['Month', 'Visits'], 3)).toBe(true);
    expect(looksLikeHeaderRow(['2024', '3,120'], 3)).toBe(false);
    expect(looksLikeHeaderRow(['Month', ''], 3)).toBe(false);
    expect(looksLikeHeaderRow(['Month', 'Visits'], 1)).toBe(false);
  });

  it('reads a description only from a caption that names a picture', () => {
    expect(captionText('Figure 2: Loans by month')).toBe('Loans by month');
    expect(captionText('Loans rose by six per cent.')).toBeNull();
  });

  it('names the fixed copy after the file', () => {
    expect(fixedName('report.docx')).toBe('report-fixed.docx');
    expect(fixedName('/a/b/page.v2.html')).toBe('page.v2-fixed.html');
  });

  it('edits XML in place and refuses any DOCTYPE', () => {
    const part = new XmlPart('a.xml', '<?xml version="1.0"?>\n<r  x="1"><a/><b>t</b></r>');
    part.setAttribute(part.root, 'x', '2');
    part.insertChild(part.root.children[0] as never, '<c/>');
    expect(part.text()).toBe('<?xml version="1.0"?>\n<r  x="2"><a><c/></a><b>t</b></r>');
    expect(() => new XmlPart('b.xml', '<!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>')).toThrow(/DOCTYPE/);
  });
});
