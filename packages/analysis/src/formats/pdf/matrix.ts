import type { Box } from '../../model/geometry.js';

/** A PDF affine matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `inner` applied first, then `outer` (PDF's `cm`: the new CTM is multiply(ctm, m)). */
export function multiply(outer: Matrix, inner: ArrayLike<number>): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = [inner[0], inner[1], inner[2], inner[3], inner[4], inner[5]];
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

export function applyToPoint(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The axis-aligned box around points, each already in the target space. */
export function boxAround(points: Iterable<readonly [number, number]>): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

/** The axis-aligned box around the rectangle [x0 y0 x1 y1] mapped through `m`. */
export function transformRect(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  return boxAround([
    applyToPoint(m, x0, y0),
    applyToPoint(m, x1, y0),
    applyToPoint(m, x0, y1),
    applyToPoint(m, x1, y1),
  ]);
}

export function unionBox(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** A box with NaN/infinite corners (a degenerate matrix) is no box at all. */
export function isFiniteBox(box: Box): boolean {
  return Number.isFinite(box.x0) && Number.isFinite(box.y0) && Number.isFinite(box.x1) && Number.isFinite(box.y1);
}
