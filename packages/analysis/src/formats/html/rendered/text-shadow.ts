import type { Rgb } from '../../../model/document-model.js';

export interface TextShadow {
  colour: Rgb;
  alpha: number;
  x: number;
  y: number;
  blur: number;
}

/** A computed `text-shadow` (`none`, or `rgb(r, g, b) Xpx Ypx Bpx, ...` as Chromium serialises it). */
export function parseTextShadow(value: string): TextShadow[] {
  if (!value || value === 'none') return [];
  const shadows: TextShadow[] = [];
  for (const part of value.split(/,(?![^(]*\))/)) {
    const colour = /rgba?\(([^)]*)\)/.exec(part);
    const lengths = part
      .replace(/rgba?\([^)]*\)/, '')
      .trim()
      .split(/\s+/)
      .map((length) => Number.parseFloat(length));
    if (!colour || lengths.length < 2 || lengths.some((length) => !Number.isFinite(length))) continue;
    const [r = 0, g = 0, b = 0, alpha = 1] = colour[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    shadows.push({ colour: { r, g, b }, alpha, x: lengths[0]!, y: lengths[1]!, blur: lengths[2] ?? 0 });
  }
  return shadows;
}

/**
 * The colour of a shadow strong enough to outline the glyphs, or null. WCAG's technique G18 and the
 * W3C ACT rule for text contrast (afw4f7) let such a halo count as the text's background: the
 * letters are read against it, whatever lies behind. What counts as strong enough (our decision,
 * close to axe-core's rule for shadows): shadows of one opaque colour (alpha ≥ 0.9), sharp (blur
 * at most 1/8 of the font size, and at most 3 px), whose offsets together reach at least 1 px to
 * the left, right, top and bottom (four offset shadows, or two diagonal ones); or three or more
 * unshifted blurred shadows of that colour stacked into a solid glow. A single soft drop shadow
 * does not outline anything and is ignored.
 */
export function outliningShadow(shadows: readonly TextShadow[], fontSizePx: number): Rgb | null {
  const opaque = shadows.filter((shadow) => shadow.alpha >= 0.9);
  const byColour = new Map<string, TextShadow[]>();
  for (const shadow of opaque) {
    const key = `${shadow.colour.r},${shadow.colour.g},${shadow.colour.b}`;
    byColour.set(key, [...(byColour.get(key) ?? []), shadow]);
  }
  const sharpest = Math.min(3, fontSizePx / 8);
  for (const group of byColour.values()) {
    const sharp = group.filter((shadow) => shadow.blur <= sharpest);
    const reaches = (test: (shadow: TextShadow) => boolean) => sharp.some(test);
    const outlined =
      reaches((s) => s.x <= -1) && reaches((s) => s.x >= 1) && reaches((s) => s.y <= -1) && reaches((s) => s.y >= 1);
    const glow = group.filter((shadow) => shadow.x === 0 && shadow.y === 0 && shadow.blur >= 1).length >= 3;
    if (outlined || glow) return group[0]!.colour;
  }
  return null;
}
