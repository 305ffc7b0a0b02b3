import type { Rgb } from '../../../model/document-model.js';
import { NAMED_COLOURS } from './named-colours.js';

/** sRGB 0..255 with alpha 0..1. */
export interface Rgba extends Rgb {
  a: number;
}

export const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * A CSS colour value: hex (3, 4, 6, 8 digits), rgb()/rgba(), hsl()/hsla() (comma or space syntax,
 * `/ alpha`), named colours, `transparent`, or 'currentcolor' for the caller to resolve. Null for
 * anything else (lab(), color-mix(), system colours...): the colour is then unknown.
 */
export function parseColour(value: string): Rgba | 'currentcolor' | null {
  const text = value.trim().toLowerCase();
  if (text === 'currentcolor') return 'currentcolor';
  if (text === 'transparent') return TRANSPARENT;
  const named = NAMED_COLOURS.get(text);
  if (named !== undefined) return { r: named >> 16, g: (named >> 8) & 0xff, b: named & 0xff, a: 1 };
  if (text.startsWith('#')) return parseHex(text.slice(1));
  const call = /^(rgba?|hsla?)\(\s*([^()]*)\)$/.exec(text);
  if (!call) return null;
  const parts = call[2]!.split(/\s*,\s*|\s*\/\s*|\s+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return null;
  const alpha = parts.length === 4 ? parseAlpha(parts[3]!) : 1;
  if (alpha === null) return null;
  const rgb = call[1]!.startsWith('rgb') ? parseRgb(parts) : parseHsl(parts);
  return rgb && { ...rgb, a: alpha };
}

/** `top` painted over the opaque `bottom`. */
export function blend(top: Rgba, bottom: Rgb): Rgb {
  const mix = (over: number, under: number) => Math.round(over * top.a + under * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

function parseHex(digits: string): Rgba | null {
  if (!/^[0-9a-f]+$/.test(digits)) return null;
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits].map((digit) => digit + digit).join('')
      : digits.length === 6 || digits.length === 8
        ? digits
        : null;
  if (!full) return null;
  const channel = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

function parseRgb(parts: string[]): Rgb | null {
  const channels = parts.slice(0, 3).map((part) => {
    const number = parseNumber(part.replace(/%$/, ''));
    if (number === null) return null;
    return clamp(Math.round(part.endsWith('%') ? (number * 255) / 100 : number), 0, 255);
  });
  if (channels.some((channel) => channel === null)) return null;
  const [r, g, b] = channels as number[];
  return { r: r!, g: g!, b: b! };
}

function parseHsl(parts: string[]): Rgb | null {
  const hue = parseHue(parts[0]!);
  const saturation = parseNumber(parts[1]!.replace(/%$/, ''));
  const lightness = parseNumber(parts[2]!.replace(/%$/, ''));
  if (hue === null || saturation === null || lightness === null) return null;
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  // CSS Color 4's hslToRgb.
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: f(0), g: f(8), b: f(4) };
}

function parseHue(part: string): number | null {
  const match = /^(-?[\d.]+(?:e-?\d+)?)(deg|grad|rad|turn)?$/.exec(part);
  if (!match) return null;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return null;
  const degrees = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 }[match[2] ?? 'deg']! * value;
  return ((degrees % 360) + 360) % 360;
}

function parseAlpha(part: string): number | null {
  const number = parseNumber(part.replace(/%$/, ''));
  if (number === null) return null;
  return clamp(part.endsWith('%') ? number / 100 : number, 0, 1);
}

function parseNumber(text: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(text)) return null;
  return Number(text);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
