import type { Rgb } from '@app/analysis';

/** The reading view's page colour. */
export const BACKGROUND: Rgb = { r: 255, g: 255, b: 255 };

/** Near-black ink and the two colours lines fade into (on white: 17.4:1, 6.7:1, 6.5:1). */
export const INK: Rgb = { r: 0x1a, g: 0x1a, b: 0x1a };
export const BLUE: Rgb = { r: 0x1d, g: 0x4e, b: 0xd8 };
export const RED: Rgb = { r: 0xb9, g: 0x1c, b: 0x1c };

/**
 * The colours each line runs from and to, in turn: a line ends in the colour the next one starts
 * with, so the eye finds the start of the next line (the BeeLine idea). Every colour on a line
 * keeps 4.5:1 against the white page: relative luminance is a convex function of the position
 * between two sRGB colours (each channel moves linearly, and linearising a channel is convex), so
 * it is highest at an end, and both ends keep 4.5:1 — the test samples every line to prove it.
 */
export const LINE_GRADIENTS: readonly (readonly [Rgb, Rgb])[] = [
  [INK, BLUE],
  [BLUE, INK],
  [INK, RED],
  [RED, INK],
];

/** The colour `t` (0..1) of the way along line `line`. */
export function colourAt(line: number, t: number): Rgb {
  const [from, to] = LINE_GRADIENTS[line % LINE_GRADIENTS.length]!;
  const mix = (a: number, b: number) => Math.round(a + (b - a) * Math.min(1, Math.max(0, t)));
  return { r: mix(from.r, to.r), g: mix(from.g, to.g), b: mix(from.b, to.b) };
}

export const hex = ({ r, g, b }: Rgb): string => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
