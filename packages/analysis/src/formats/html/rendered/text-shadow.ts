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
 * What a line's `text-shadow` makes of the background its glyphs are read against:
 * - `halo`: the shadow surrounds the glyphs closely and solidly, so it is their background, whatever
 *   lies behind (WCAG Understanding 1.4.3: a halo around the letters counts as background; W3C ACT
 *   rules afw4f7/09o5cg count a text shadow among the text's background colours);
 * - `veil`: blurred shadows that reach around the glyphs but are not solid (translucent, or spread
 *   thinner than a halo): the text is read somewhere between what lies behind and that veil laid
 *   over it, so a verdict holds only where both agree;
 * - `none`: no shadow that changes it (none; shadows hidden under the glyphs; a copy set off beside
 *   them, which surrounds nothing).
 */
export type ShadowBackground =
  | { kind: 'none' }
  | { kind: 'halo'; colour: Rgb; alpha: number }
  | { kind: 'veil'; layers: { colour: Rgb; alpha: number }[] };

/** A shadow at least this opaque can be a halo (ACT's "opaque" with a little rounding room). */
const OPAQUE = 0.9;

/**
 * The rule (ours, written down in docs/analysis-engine.md), for shadows that are not transparent:
 * 1. **Outline**: sharp shadows (blur ≤ 1/8 of the font size and ≤ 3 px) of one opaque colour whose
 *    offsets reach at least 1 px left, right, up and down (four offset shadows, or two diagonal ones)
 *    draw a solid outline: a halo of that colour.
 * 2. **Halo**: blurred shadows (blur > 0) that sit around the glyphs (each offset at most half the
 *    blur) in one opaque colour, with a blur of at most a quarter of the font size (about a stroke's
 *    reach beyond the letter; the "white 3 px halo" of 12–16 px text): a halo of that colour.
 * 3. **Veil**: any other blurred shadow that still reaches around the glyphs (each offset at most its
 *    blur): laid over the backdrop with its alpha thinned by its blur the way axe-core 4.14 does
 *    (0.185 / (blur / font size + 0.4)), one layer per shadow.
 * 4. Everything else (blur 0 without offsets: under the glyph; offsets beyond the blur: a copy set
 *    beside the text) leaves the background as it is.
 * Several qualifying colours of rule 1 or 2: the first listed (painted on top) is the halo.
 */
export function shadowBackground(shadows: readonly TextShadow[], fontSizePx: number): ShadowBackground {
  const painted = shadows.filter((shadow) => shadow.alpha > 0.02);
  const key = (shadow: TextShadow) => `${shadow.colour.r},${shadow.colour.g},${shadow.colour.b}`;
  const sharpest = Math.min(3, fontSizePx / 8);
  const byColour = new Map<string, TextShadow[]>();
  for (const shadow of painted.filter((shadow) => shadow.alpha >= OPAQUE))
    byColour.set(key(shadow), [...(byColour.get(key(shadow)) ?? []), shadow]);
  for (const group of byColour.values()) {
    const sharp = group.filter((shadow) => shadow.blur <= sharpest);
    const reaches = (test: (shadow: TextShadow) => boolean) => sharp.some(test);
    const outline =
      reaches((s) => s.x <= -1) && reaches((s) => s.x >= 1) && reaches((s) => s.y <= -1) && reaches((s) => s.y >= 1);
    const halo = group.some(
      (s) => s.blur > 0 && s.blur <= fontSizePx / 4 && Math.abs(s.x) <= s.blur / 2 && Math.abs(s.y) <= s.blur / 2,
    );
    if (outline || halo)
      return { kind: 'halo', colour: group[0]!.colour, alpha: Math.min(...group.map((s) => s.alpha)) };
  }
  const around = painted.filter((s) => s.blur > 0 && Math.abs(s.x) <= s.blur && Math.abs(s.y) <= s.blur);
  if (around.length === 0) return { kind: 'none' };
  // Painted first is on top: the layers are laid from the last (bottom) to the first.
  const layers = around
    .map((s) => ({ colour: s.colour, alpha: s.alpha * Math.min(1, 0.185 / (s.blur / Math.max(1, fontSizePx) + 0.4)) }))
    .reverse();
  return { kind: 'veil', layers };
}
