import { describe, expect, it } from '@jest/globals';
import type { Box, Location } from '../../src/model/geometry.js';
import { mergeBlocks, mergeBoxes, mergeLines } from '../../src/report/merge-boxes.js';
import { MAX_SNIPPETS_PER_CHECK, toSnippets } from '../../src/report/snippets.js';

const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });
const on = (page: number, ...boxes: Box[]): Location => ({ areas: boxes.map((b) => ({ page, box: b })) });

describe('mergeLines', () => {
  it('joins runs of one line across word gaps', () => {
    expect(mergeLines([box(72, 100, 120, 112), box(124, 100.5, 200, 112.5), box(205, 99, 260, 112)])).toEqual([
      box(72, 99, 260, 112.5),
    ]);
  });

  it('keeps runs apart that are far apart on the line (columns) or on different lines', () => {
    expect(mergeLines([box(72, 100, 200, 112), box(300, 100, 400, 112)])).toHaveLength(2);
    expect(mergeLines([box(72, 100, 200, 112), box(72, 106.5, 200, 118.5)])).toHaveLength(2);
  });

  it('takes a superscript into its line when it overlaps by more than half', () => {
    expect(mergeLines([box(72, 100, 200, 112), box(201, 97, 206, 105)])).toEqual([box(72, 97, 206, 112)]);
  });
});

describe('mergeBlocks', () => {
  it('joins the lines of a paragraph', () => {
    const lines = [box(72, 100, 540, 112), box(72, 114, 520, 126), box(72, 128, 300, 140)];
    expect(mergeBlocks(lines)).toEqual([box(72, 100, 540, 140)]);
  });

  it('keeps paragraphs apart across a blank line, and columns apart', () => {
    expect(mergeBlocks([box(72, 100, 540, 112), box(72, 130, 540, 142)])).toHaveLength(2);
    expect(mergeBlocks([box(72, 100, 280, 112), box(300, 104, 540, 116)])).toHaveLength(2);
  });

  it('merges until nothing changes', () => {
    // The first and third only meet once the second has grown the first.
    expect(mergeBlocks([box(0, 0, 10, 10), box(200, 0, 210, 10), box(5, 12, 205, 20)])).toEqual([box(0, 0, 210, 20)]);
  });
});

describe('toSnippets', () => {
  it('merges the runs of a page into blocks and rounds to 2 decimals', () => {
    const failures = [
      on(0, box(72.004, 100, 300.456, 112)),
      on(0, box(304, 100, 540, 112)),
      on(0, box(72, 114, 400, 126.333)),
    ];
    expect(toSnippets(failures)).toEqual([{ page: 0, x0: 72, y0: 100, x1: 540, y1: 126.33 }]);
  });

  it('keeps pages apart and orders by page, then top to bottom and left to right', () => {
    const failures = [
      on(2, box(10, 10, 20, 20)),
      on(0, box(300, 500, 320, 510)),
      on(0, box(10, 500, 20, 510)),
      on(0, box(5, 5, 9, 9)),
    ];
    expect(toSnippets(failures).map(({ page, x0, y0 }) => [page, x0, y0])).toEqual([
      [0, 5, 5],
      [0, 10, 500],
      [0, 300, 500],
      [2, 10, 10],
    ]);
  });

  it('turns a located-by-selector failure into a selector snippet with an empty box, once', () => {
    const failures: Location[] = [
      { areas: [], selector: 'main > img:nth-of-type(2)' },
      { areas: [], selector: 'main > img:nth-of-type(2)' },
      { areas: [] },
    ];
    expect(toSnippets(failures)).toEqual([
      { page: 0, x0: 0, y0: 0, x1: 0, y1: 0, selector: 'main > img:nth-of-type(2)' },
    ]);
  });

  it('gives an element (a failure with a selector) its box on the preview and its selector, one per page', () => {
    const paragraph = { areas: [...on(1, box(1, 2, 3, 4)).areas, ...on(1, box(1, 5, 9, 8)).areas], selector: 'p' };
    expect(toSnippets([paragraph, { ...on(1, box(1, 20, 3, 24)), selector: 'h3' }])).toEqual([
      { page: 1, x0: 1, y0: 2, x1: 9, y1: 8, selector: 'p' },
      { page: 1, x0: 1, y0: 20, x1: 3, y1: 24, selector: 'h3' },
    ]);
  });

  it("keeps an element's first message (its first failing line) on its snippet; merged boxes carry none", () => {
    const lines = [
      { ...on(0, box(1, 2, 3, 4)), selector: 'p', message: 'Text #767676 on #999999: 1.61:1, needs 4.5:1' },
      { ...on(0, box(1, 5, 3, 8)), selector: 'p', message: 'Text #767676 on #aaaaaa: 2.01:1, needs 4.5:1' },
      { ...on(0, box(10, 50, 30, 60)), message: 'Text #cccccc on #ffffff: 1.60:1, needs 4.5:1' },
    ];
    expect(toSnippets(lines)).toEqual([
      { page: 0, x0: 1, y0: 2, x1: 3, y1: 8, selector: 'p', message: 'Text #767676 on #999999: 1.61:1, needs 4.5:1' },
      { page: 0, x0: 10, y0: 50, x1: 30, y1: 60 },
    ]);
  });

  it(`stops at ${MAX_SNIPPETS_PER_CHECK} snippets`, () => {
    const scattered = Array.from({ length: 250 }, (_, i) =>
      on(Math.floor(i / 10), box(10, 60 * (i % 10), 20, 60 * (i % 10) + 10)),
    );
    const snippets = toSnippets(scattered);
    expect(snippets).toHaveLength(MAX_SNIPPETS_PER_CHECK);
    expect(snippets.at(-1)!.page).toBe(9);
  });

  it('has nothing to show for no failures', () => {
    expect(toSnippets([])).toEqual([]);
  });

  it('normalises boxes given corner to corner the other way round', () => {
    expect(mergeBoxes([box(20, 30, 10, 5)])).toEqual([box(10, 5, 20, 30)]);
  });
});
