import { contrastRatio, type Rgb } from '@app/analysis';

/**
 * A little above the ratio asked for: the fixed colour is written as 8-bit hex, and the background
 * the engine measures again (from a preview's pixels, or through a renderer) may differ from this
 * one by a step of a channel.
 */
const MARGIN = 0.1;

/**
 * The colour of the same hue and saturation as `text`, nearest to it in lightness, that contrasts
 * with `background` by at least `required`: darker over a lighter background, lighter over a darker
 * one (the other way only if that way cannot reach it). Null when no lightness of that hue can.
 */
export function nearestContrastingColour(text: Rgb, background: Rgb, required: number): Rgb | null {
  if (contrastRatio(text, background) >= required) return text;
  const target = required + MARGIN;
  const { h, s, l } = toHsl(text);
  const darkerFirst = luminanceOrder(text, background);
  for (const darker of darkerFirst ? [true, false] : [false, true]) {
    const end = darker ? 0 : 1;
    const candidate = fromHsl(h, s, end);
    if (contrastRatio(candidate, background) < target) continue;
    // Contrast grows monotonically as the lightness moves away from the background's: bisect.
    let near = l;
    let far = end;
    for (let i = 0; i < 30; i++) {
      const middle = (near + far) / 2;
      if (contrastRatio(fromHsl(h, s, middle), background) >= target) far = middle;
      else near = middle;
    }
    return fromHsl(h, s, far);
  }
  return null;
}

/** True when the text should get darker: its background is at least as light as it is. */
function luminanceOrder(text: Rgb, background: Rgb): boolean {
  const light = (c: Rgb) => 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
  return light(background) >= light(text);
}

export function toHex({ r, g, b }: Rgb): string {
  return [r, g, b]
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

function toHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rr) h = (gg - bb) / d + (gg < bb ? 6 : 0);
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return { h: h / 6, s, l };
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) {
    const v = Math.round(l * 255);
    return { r: v, g: v, b: v };
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return {
    r: Math.round(channel(h + 1 / 3) * 255),
    g: Math.round(channel(h) * 255),
    b: Math.round(channel(h - 1 / 3) * 255),
  };
}
