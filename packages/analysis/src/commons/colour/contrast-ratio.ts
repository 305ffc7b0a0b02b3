import type { Rgb } from '../../model/document-model.js';

/**
 * The one place WCAG 2.x contrast is computed. Relative luminance linearises each sRGB channel
 * (the sRGB threshold 0.04045; WCAG's older 0.03928 gives the same result for 8-bit values) and
 * weights them 0.2126 R + 0.7152 G + 0.0722 B; the contrast ratio is (L1 + 0.05) / (L2 + 0.05)
 * with L1 the lighter, from 1:1 to 21:1. Ratios are not rounded: 4.49:1 is below 4.5:1.
 */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(foreground: Rgb, background: Rgb): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 1.4.3 AA: 4.5:1 for text, 3:1 for large text. */
export const MINIMUM_CONTRAST = 4.5;
export const MINIMUM_CONTRAST_LARGE_TEXT = 3;

/**
 * Large text in WCAG terms: at least 18 pt, or at least 14 pt and bold. A small tolerance absorbs
 * the float noise of font sizes computed through text and page matrices (17.9999 pt is 18 pt).
 */
export function isLargeText(fontSize: number, bold: boolean): boolean {
  const size = fontSize + 0.01;
  return size >= 18 || (bold && size >= 14);
}

/** The contrast text of this size and weight needs to pass WCAG 2.x AA. */
export function requiredContrast(fontSize: number, bold: boolean): number {
  return isLargeText(fontSize, bold) ? MINIMUM_CONTRAST_LARGE_TEXT : MINIMUM_CONTRAST;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
