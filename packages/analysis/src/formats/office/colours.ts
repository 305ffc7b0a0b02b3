import type { Rgb } from '../../model/document-model.js';

/** `FF0000`, `#ff0000` or ARGB `FFFF0000`; null for anything else (`auto`, theme names). */
export function parseHexColour(value: string | null | undefined): Rgb | null {
  const hex = value?.replace(/^#/, '');
  if (!hex || !/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  const rgb = hex.length === 8 ? hex.slice(2) : hex;
  return { r: parseInt(rgb.slice(0, 2), 16), g: parseInt(rgb.slice(2, 4), 16), b: parseInt(rgb.slice(4, 6), 16) };
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** What Word and LibreOffice paint "automatic" text in: black, or white on a dark background. */
export function automaticColour(background: Rgb | null): Rgb {
  if (!background) return BLACK;
  const luma = 0.299 * background.r + 0.587 * background.g + 0.114 * background.b;
  return luma < 128 ? WHITE : BLACK;
}

/** Word's highlight colours (w:highlight/@w:val). */
export const HIGHLIGHT_COLOURS: Record<string, string> = {
  black: '000000',
  blue: '0000FF',
  cyan: '00FFFF',
  green: '00FF00',
  magenta: 'FF00FF',
  red: 'FF0000',
  yellow: 'FFFF00',
  white: 'FFFFFF',
  darkBlue: '000080',
  darkCyan: '008080',
  darkGreen: '008000',
  darkMagenta: '800080',
  darkRed: '800000',
  darkYellow: '808000',
  darkGray: '808080',
  lightGray: 'C0C0C0',
};
