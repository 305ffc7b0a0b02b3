import { describe, expect, it } from '@jest/globals';
import { walkContent, type WalkContext } from '../../../src/formats/pdf/content-walk.js';
import { pdfjs } from '../../../src/formats/pdf/pdfjs.js';

const OPS = pdfjs.OPS;
// A 200 × 100 pt page: PDF user space (origin bottom left) to top-left page points.
const context: WalkContext = {
  viewportTransform: [1, 0, 0, -1, 0, 100],
  contentId: (mcid) => `p1R_mc${mcid}`,
  isVisible: (group) => (group as { id?: string } | null)?.id !== 'hidden',
  imageSize: () => ({ width: 64, height: 32 }),
};
const glyphs = (text: string) => [...text].map((unicode) => ({ unicode }));

/** An operator list from [operator, args] pairs. */
function operators(...ops: [number, unknown[] | null][]) {
  return { fnArray: ops.map(([fn]) => fn), argsArray: ops.map(([, args]) => args) };
}

describe('walkContent', () => {
  it('records the colour of each character, restoring the state on restore', () => {
    const { glyphs: painted } = walkContent(
      operators(
        [OPS.save, null],
        [OPS.setFillRGBColor, ['#999999']],
        [OPS.showText, [glyphs('ab c')]],
        [OPS.restore, null],
        [OPS.showSpacedText, [[...glyphs('d'), -250, ...glyphs('e')]]],
      ),
      context,
    );
    expect(painted.map(({ char, colour }) => char + colour)).toEqual([
      'a#999999',
      'b#999999',
      'c#999999',
      'd#000000',
      'e#000000',
    ]);
  });

  it('flags invisible text: render mode 3, a transparent fill, hidden optional content', () => {
    const { glyphs: painted } = walkContent(
      operators(
        [OPS.setTextRenderingMode, [3]],
        [OPS.showText, [glyphs('a')]],
        [OPS.setTextRenderingMode, [0]],
        [OPS.showText, [glyphs('b')]],
        [OPS.setGState, [[['ca', 0]]]],
        [OPS.showText, [glyphs('c')]],
        [OPS.setGState, [[['ca', 1]]]],
        [OPS.beginMarkedContentProps, ['OC', { id: 'hidden' }]],
        [OPS.showText, [glyphs('d')]],
        [OPS.endMarkedContent, null],
      ),
      context,
    );
    expect(painted.map(({ char, invisible }) => `${char}${invisible}`)).toEqual(['atrue', 'bfalse', 'ctrue', 'dtrue']);
  });

  it('gives each character the Lang of its innermost marked content that declares one (pdf.js patched)', () => {
    const { glyphs: painted } = walkContent(
      operators(
        [OPS.showText, [glyphs('a')]],
        [OPS.beginMarkedContentProps, ['P', 0, 'en-GB']],
        [OPS.showText, [glyphs('b')]],
        [OPS.beginMarkedContentProps, ['Span', null, ' fr ']],
        [OPS.showText, [glyphs('c')]],
        [OPS.endMarkedContent, null],
        [OPS.beginMarkedContent, ['Span']],
        [OPS.showText, [glyphs('d')]],
        [OPS.endMarkedContent, null],
        // A blank Lang declares an unknown language: it hides the outer one.
        [OPS.beginMarkedContentProps, ['Span', null, '']],
        [OPS.showText, [glyphs('e')]],
        [OPS.endMarkedContent, null],
        [OPS.endMarkedContent, null],
      ),
      context,
    );
    expect(painted.map(({ char, language }) => [char, language])).toEqual([
      ['a', null],
      ['b', 'en-GB'],
      ['c', 'fr'],
      ['d', 'en-GB'],
      ['e', ''],
    ]);
  });

  it('takes the stroke colour for stroke-only text, and no colour for a pattern fill', () => {
    const { glyphs: painted } = walkContent(
      operators(
        [OPS.setStrokeRGBColor, ['#ff0000']],
        [OPS.setTextRenderingMode, [1]],
        [OPS.showText, [glyphs('a')]],
        [OPS.setTextRenderingMode, [0]],
        [OPS.setFillColorN, ['TilingPattern']],
        [OPS.showText, [glyphs('b')]],
      ),
      context,
    );
    expect(painted.map((glyph) => glyph.colour)).toEqual(['#ff0000', null]);
  });

  it('places images with the CTM, through forms, and ties them to their marked content', () => {
    const { images, markedBoxes } = walkContent(
      operators(
        [OPS.beginMarkedContent, [{ name: 'Artifact' }]],
        [OPS.save, null],
        [OPS.transform, [10, 0, 0, 10, 5, 5]],
        [OPS.paintImageXObject, ['img_1', 8, 8]],
        [OPS.restore, null],
        [OPS.endMarkedContent, null],
        [OPS.beginMarkedContentProps, ['Figure', 4]],
        [OPS.paintFormXObjectBegin, [[2, 0, 0, 2, 100, 0], null]],
        [OPS.transform, [20, 0, 0, 10, 0, 0]],
        [OPS.paintImageXObjectRepeat, ['img_2', 1, 1, [0, 0, 1, 1]]],
        [OPS.paintFormXObjectEnd, null],
        [OPS.constructPath, [OPS.fill, [null], [0, 0, 10, 10]]],
        [OPS.endMarkedContent, null],
      ),
      context,
    );
    expect(images).toEqual([
      { box: { x0: 5, y0: 85, x1: 15, y1: 95 }, pixelWidth: 8, pixelHeight: 8, artifact: true, contentId: null },
      {
        box: { x0: 100, y0: 80, x1: 140, y1: 100 },
        pixelWidth: 64,
        pixelHeight: 32,
        artifact: false,
        contentId: 'p1R_mc4',
      },
      {
        box: { x0: 140, y0: 60, x1: 180, y1: 80 },
        pixelWidth: 64,
        pixelHeight: 32,
        artifact: false,
        contentId: 'p1R_mc4',
      },
    ]);
    // The images and the path (drawn after the form ended, in default space).
    expect(markedBoxes.get('p1R_mc4')).toEqual({ x0: 0, y0: 60, x1: 180, y1: 100 });
  });

  it('leaves annotation appearances out, as text content does', () => {
    const { glyphs: painted, images } = walkContent(
      operators(
        [OPS.beginAnnotation, ['annot', [0, 0, 10, 10], [1, 0, 0, 1, 0, 0], [1, 0, 0, 1, 0, 0], false]],
        [OPS.showText, [glyphs('x')]],
        [OPS.paintImageXObject, ['img_1', 8, 8]],
        [OPS.endAnnotation, null],
        [OPS.showText, [glyphs('y')]],
      ),
      context,
    );
    expect(painted.map((glyph) => glyph.char)).toEqual(['y']);
    expect(images).toEqual([]);
  });
});
