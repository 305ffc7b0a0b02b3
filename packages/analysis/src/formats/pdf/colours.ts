import type { Rgb } from '../../model/document-model.js';
import { pdfjs } from './pdfjs.js';

const OPS = pdfjs.OPS;

/** pdf.js turns every device colour into a '#rrggbb' argument of setFillRGBColor; older forms are kept for safety. */
export function hexColour(fn: number, args: unknown[]): string | null {
  if (typeof args[0] === 'string') return args[0].startsWith('#') ? args[0].toLowerCase() : null;
  const values = args.filter((value): value is number => typeof value === 'number');
  const byte = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255);
  const hex = (r: number, g: number, b: number) =>
    '#' + [r, g, b].map((value) => byte(value).toString(16).padStart(2, '0')).join('');
  if ((fn === OPS.setFillGray || fn === OPS.setStrokeGray) && values.length === 1) {
    return hex(values[0], values[0], values[0]);
  }
  if ((fn === OPS.setFillCMYKColor || fn === OPS.setStrokeCMYKColor) && values.length === 4) {
    const [c, m, y, k] = values;
    return hex((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k));
  }
  if (values.length === 3) return hex(values[0], values[1], values[2]);
  return null;
}

export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  return { r: parseInt(match[1], 16), g: parseInt(match[2], 16), b: parseInt(match[3], 16) };
}
