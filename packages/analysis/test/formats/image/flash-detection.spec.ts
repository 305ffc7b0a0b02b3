import { describe, expect, it } from '@jest/globals';
import { isSeizureInducing, type LuminanceFrames } from '../../../src/formats/image/flash-detection.js';

/** A `columns` × `rows` animation of a 320×240 image whose frames give each cell's luminance via `cell`. */
function animation(
  levels: number[],
  delay: number,
  options: { loop?: number; cells?: (level: number, cell: number) => number; width?: number; height?: number } = {},
): LuminanceFrames {
  const columns = 16;
  const rows = 12;
  const cell = options.cells ?? ((level) => level);
  return {
    width: options.width ?? 320,
    height: options.height ?? 240,
    columns,
    rows,
    frames: levels.map((level) => Float32Array.from({ length: columns * rows }, (_, i) => cell(level, i))),
    delays: levels.map(() => delay),
    loop: options.loop ?? 0,
  };
}

const alternate = (n: number, a = 0, b = 1) => Array.from({ length: n }, (_, i) => (i % 2 ? b : a));

describe('isSeizureInducing', () => {
  it('flags black/white alternation at 10 frames a second', () => {
    expect(isSeizureInducing(animation(alternate(10), 100, { loop: 1 }))).toBe(true);
  });

  it('counts flashes across the loop: two frames at 100 ms, repeated', () => {
    expect(isSeizureInducing(animation(alternate(2), 100))).toBe(true);
    expect(isSeizureInducing(animation(alternate(2), 100, { loop: 1 }))).toBe(false);
  });

  it('allows three flashes a second, not four', () => {
    // 6 transitions a second: frames of 1000/6 ms
    expect(isSeizureInducing(animation(alternate(12), 1000 / 6 + 1, { loop: 1 }))).toBe(false);
    expect(isSeizureInducing(animation(alternate(12), 1000 / 8, { loop: 1 }))).toBe(true);
  });

  it('ignores slow changes, small changes and changes between light states', () => {
    expect(isSeizureInducing(animation(alternate(10), 1000))).toBe(false);
    expect(isSeizureInducing(animation(alternate(10, 0.3, 0.38), 50))).toBe(false);
    expect(isSeizureInducing(animation(alternate(10, 0.82, 1), 50))).toBe(false);
    expect(isSeizureInducing(animation(alternate(10, 0.75, 1), 50))).toBe(true);
  });

  it('treats delays of 10 ms or less as 100 ms, as browsers do', () => {
    expect(isSeizureInducing(animation(alternate(4), 0, { loop: 1 }))).toBe(false);
  });

  it('needs the flashing area to cover 25% of the field', () => {
    // Only the first column of cells (1/16 of the image) flashes.
    const narrow = (level: number, i: number) => (i % 16 === 0 ? level : 0.5);
    expect(isSeizureInducing(animation(alternate(10), 50, { cells: narrow }))).toBe(false);
    // A third of the columns flash.
    const third = (level: number, i: number) => (i % 16 < 6 ? level : 0.5);
    expect(isSeizureInducing(animation(alternate(10), 50, { cells: third }))).toBe(true);
  });

  it('judges large images by a 341×256 field, not the whole image', () => {
    // 3200×2400: the flashing 2 × 2 cells (400×400 px) cover a whole field though only 2% of the image.
    const corner = (level: number, i: number) => (i % 16 < 2 && Math.floor(i / 16) < 2 ? level : 0.5);
    expect(isSeizureInducing(animation(alternate(10), 50, { cells: corner, width: 3200, height: 2400 }))).toBe(true);
    expect(isSeizureInducing(animation(alternate(10), 50, { cells: corner }))).toBe(false);
  });

  it('does not flag a still image or a slow fade', () => {
    expect(isSeizureInducing(animation([0.5], 100))).toBe(false);
    const fade = Array.from({ length: 30 }, (_, i) => i / 29);
    expect(isSeizureInducing(animation(fade, 50, { loop: 1 }))).toBe(false);
  });
});
