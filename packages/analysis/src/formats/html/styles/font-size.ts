import { VIEWPORT } from './media-query.js';

/** The browsers' default font size (medium), in CSS px. */
export const DEFAULT_FONT_SIZE_PX = 16;

const KEYWORDS: Record<string, number> = {
  'xx-small': 9,
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
  'xxx-large': 48,
};

/** CSS px per unit; em, rem, %, ex, ch are relative and handled apart. */
const ABSOLUTE_UNITS: Record<string, number> = {
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  vw: VIEWPORT.width / 100,
  vh: VIEWPORT.height / 100,
  vmin: Math.min(VIEWPORT.width, VIEWPORT.height) / 100,
  vmax: Math.max(VIEWPORT.width, VIEWPORT.height) / 100,
};

/**
 * A `font-size` value in px against the parent's and the root's size; null when it cannot be
 * resolved statically (calc(), clamp()...), and the parent's size is then kept.
 */
export function resolveFontSize(value: string, parentPx: number, rootPx: number): number | null {
  const text = value.trim().toLowerCase();
  if (text in KEYWORDS) return KEYWORDS[text]!;
  if (text === 'smaller') return parentPx / 1.2;
  if (text === 'larger') return parentPx * 1.2;
  if (text === 'inherit' || text === 'unset' || text === 'revert' || text === 'revert-layer') return parentPx;
  if (text === 'initial') return DEFAULT_FONT_SIZE_PX;
  const match = /^([+]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/.exec(text);
  if (!match) return null;
  const number = Number(match[1]);
  const unit = match[2]!;
  if (unit === 'em') return number * parentPx;
  if (unit === 'rem') return number * rootPx;
  if (unit === '%') return (number * parentPx) / 100;
  // x-height and "0" width are about half the em in common fonts.
  if (unit === 'ex' || unit === 'ch') return number * parentPx * 0.5;
  if (unit === '' && number === 0) return 0;
  const factor = ABSOLUTE_UNITS[unit];
  return factor === undefined ? null : number * factor;
}

/** A `font-weight` value as a number 1..1000 (bolder/lighter as CSS Fonts 4 tabulates); null if not understood. */
export function resolveFontWeight(value: string, parent: number): number | null {
  const text = value.trim().toLowerCase();
  if (text === 'normal' || text === 'initial') return 400;
  if (text === 'bold') return 700;
  if (text === 'inherit' || text === 'unset' || text === 'revert' || text === 'revert-layer') return parent;
  if (text === 'bolder') return parent < 350 ? 400 : parent < 550 ? 700 : Math.max(900, parent);
  if (text === 'lighter') return parent < 550 ? Math.min(100, parent) : parent < 750 ? 400 : 700;
  const number = Number(text);
  return /^\d+(\.\d+)?$/.test(text) && number >= 1 && number <= 1000 ? number : null;
}
