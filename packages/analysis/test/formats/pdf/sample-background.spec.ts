import { describe, expect, it } from '@jest/globals';
import type { Raster } from '../../../src/model/raster.js';
import { sampleBackground } from '../../../src/rendering/sample-background.js';

/** A raster filled with `fill`, with `paint(x, y)` overriding some pixels. */
function raster(
  width: number,
  height: number,
  fill: number[],
  paint?: (x: number, y: number) => number[] | null,
): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([...(paint?.(x, y) ?? fill), 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

describe('sampleBackground', () => {
  it('returns the dominant colour, not the glyphs drawn over it', () => {
    // A dark blue box with a third of its pixels white "ink".
    const page = raster(100, 100, [255, 255, 255], (x, y) =>
      x >= 20 && x < 80 && y >= 20 && y < 40 ? (x % 3 === 0 ? [255, 255, 255] : [26, 26, 102]) : null,
    );
    expect(sampleBackground(page, 1, { x0: 20, y0: 20, x1: 80, y1: 40 })).toEqual({ r: 26, g: 26, b: 102 });
  });

  it('averages the shades of the winning bucket (noise, antialiasing)', () => {
    const page = raster(10, 10, [0, 0, 0], (x) => (x % 2 === 0 ? [200, 100, 50] : [202, 102, 52]));
    expect(sampleBackground(page, 1, { x0: 0, y0: 0, x1: 10, y1: 10 })).toEqual({ r: 201, g: 101, b: 51 });
  });

  it('maps the box from points to pixels with the render scale', () => {
    // Left half red, right half green; at scale 0.5 the box [60, 100] pt is pixels [30, 50].
    const page = raster(50, 10, [0, 0, 0], (x) => (x < 25 ? [255, 0, 0] : [0, 255, 0]));
    expect(sampleBackground(page, 0.5, { x0: 60, y0: 0, x1: 100, y1: 20 })).toEqual({ r: 0, g: 255, b: 0 });
  });

  it('is null for a box outside the raster', () => {
    expect(sampleBackground(raster(10, 10, [255, 255, 255]), 1, { x0: 20, y0: 20, x1: 30, y1: 30 })).toBeNull();
  });
});
