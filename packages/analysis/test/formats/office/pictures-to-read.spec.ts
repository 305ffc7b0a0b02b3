import { describe, expect, it } from '@jest/globals';
import { picturesToRead } from '../../../src/formats/office/pictures-to-read.js';
import type { PageImage } from '../../../src/model/document-model.js';
import type { Box } from '../../../src/model/geometry.js';
import { at, documentModel, figure, page } from '../../support/model-builder.js';

const PHOTO: Box = { x0: 72, y0: 100, x1: 300, y1: 250 };
const image = (box: Box, pixels = 400): PageImage => ({ box, pixelWidth: pixels, pixelHeight: pixels, artifact: true });
const onPages = (...images: PageImage[][]) =>
  documentModel({ fileType: 'document', pages: images.map((list) => page([], { images: list })) });

describe('picturesToRead: the preview pictures whose text is read', () => {
  it('takes painted pictures in page order, artifacts included (LibreOffice paints every picture as one)', () => {
    const second: Box = { x0: 72, y0: 400, x1: 200, y1: 500 };
    expect(picturesToRead(onPages([image(PHOTO)], [image(second)]))).toEqual([
      { page: 0, box: PHOTO },
      { page: 1, box: second },
    ]);
  });

  it('leaves out pictures under 12 pt either way: bullets, icons, rules', () => {
    const rule = image({ x0: 72, y0: 300, x1: 500, y1: 311 });
    const icon = image({ x0: 72, y0: 300, x1: 83, y1: 340 });
    const smallest = image({ x0: 72, y0: 300, x1: 84, y1: 312 });
    expect(picturesToRead(onPages([rule, icon, smallest]))).toEqual([{ page: 0, box: smallest.box }]);
  });

  it('reads only the part of a picture on its page', () => {
    const bleeding = image({ x0: -50, y0: 800, x1: 200, y1: 900 });
    expect(picturesToRead(onPages([bleeding]))).toEqual([{ page: 0, box: { x0: 0, y0: 800, x1: 200, y1: 842 } }]);
    expect(picturesToRead(onPages([image({ x0: 590, y0: 100, x1: 700, y1: 200 })]))).toEqual([]);
  });

  it('leaves out a decorative picture: the decorative figure placed on it covers its centre', () => {
    const document = {
      ...onPages([image(PHOTO)]),
      figures: [figure(null, { decorative: true, location: at(0, PHOTO) })],
    };
    expect(picturesToRead(document)).toEqual([]);
    const described = { ...document, figures: [figure('Opening hours', { location: at(0, PHOTO) })] };
    expect(picturesToRead(described)).toEqual([{ page: 0, box: PHOTO }]);
  });

  it('reads a picture repeated at the same place and size once (a header logo on every page)', () => {
    const logo = image({ x0: 500, y0: 20, x1: 560, y1: 50 }, 120);
    expect(picturesToRead(onPages([logo], [logo], [logo, image(PHOTO)]))).toEqual([
      { page: 0, box: logo.box },
      { page: 2, box: PHOTO },
    ]);
  });

  it('reads at most maxPictures per document (20 by default)', () => {
    const many = Array.from({ length: 25 }, (_, i) => image({ x0: 72, y0: 20 + i * 30, x1: 172, y1: 45 + i * 30 }));
    expect(picturesToRead(onPages(many))).toHaveLength(20);
    expect(picturesToRead(onPages(many), { maxPictures: 3, minSide: 12 })).toEqual(
      many.slice(0, 3).map(({ box }) => ({ page: 0, box })),
    );
  });
});
