import type { Box } from '../model/geometry.js';

/** Boxes on one line merge across gaps narrower than this, or than the text's height if larger. */
export const LINE_GAP = 12;
/** Merged lines that overlap horizontally merge into a block across vertical gaps up to this. */
export const BLOCK_GAP = 6;

/**
 * Merges boxes on one page into lines, then lines into blocks, so that a failing paragraph is one
 * snippet rather than one per text run. Boxes share a line when they overlap vertically by more
 * than half the smaller height; neighbours on a line merge when the gap between them is under
 * max(LINE_GAP, the smaller height). Lines then merge when they overlap horizontally and are at
 * most BLOCK_GAP apart vertically, repeated until nothing changes (a merged block may reach more).
 */
export function mergeBoxes(boxes: readonly Box[]): Box[] {
  return mergeBlocks(mergeLines(boxes.map(normalise)));
}

export function mergeLines(boxes: readonly Box[]): Box[] {
  const sorted = [...boxes].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const lines: { top: number; bottom: number; boxes: Box[] }[] = [];
  let active: typeof lines = [];
  for (const box of sorted) {
    // Sorted by top edge: a line that ends above this box cannot take any later box either.
    active = active.filter((line) => line.bottom > box.y0);
    const line = active.find((candidate) => sharesLine(candidate.top, candidate.bottom, box));
    if (line) {
      line.boxes.push(box);
      line.top = Math.min(line.top, box.y0);
      line.bottom = Math.max(line.bottom, box.y1);
    } else {
      const created = { top: box.y0, bottom: box.y1, boxes: [box] };
      lines.push(created);
      active.push(created);
    }
  }
  return lines.flatMap((line) => mergeAlongLine(line.boxes));
}

export function mergeBlocks(boxes: readonly Box[]): Box[] {
  const blocks = [...boxes];
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < blocks.length; i++) {
      for (let j = i + 1; j < blocks.length; j++) {
        if (gap(blocks[i]!.x0, blocks[i]!.x1, blocks[j]!.x0, blocks[j]!.x1) > 0) continue;
        if (gap(blocks[i]!.y0, blocks[i]!.y1, blocks[j]!.y0, blocks[j]!.y1) > BLOCK_GAP) continue;
        blocks[i] = union(blocks[i]!, blocks[j]!);
        blocks.splice(j, 1);
        j = i;
        changed = true;
      }
    }
  }
  return blocks;
}

function sharesLine(top: number, bottom: number, box: Box): boolean {
  const overlap = Math.min(bottom, box.y1) - Math.max(top, box.y0);
  const smaller = Math.min(bottom - top, box.y1 - box.y0);
  return smaller <= 0 ? overlap >= 0 : overlap > smaller / 2;
}

function mergeAlongLine(boxes: Box[]): Box[] {
  const sorted = [...boxes].sort((a, b) => a.x0 - b.x0);
  const merged: Box[] = [];
  for (const box of sorted) {
    const last = merged.at(-1);
    const height = last ? Math.min(last.y1 - last.y0, box.y1 - box.y0) : 0;
    if (last && box.x0 - last.x1 < Math.max(LINE_GAP, height)) merged[merged.length - 1] = union(last, box);
    else merged.push(box);
  }
  return merged;
}

/** The distance between two intervals; negative when they overlap. */
function gap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(a0, b0) - Math.min(a1, b1);
}

function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

function normalise({ x0, y0, x1, y1 }: Box): Box {
  return { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
}
