/**
 * The visibility bands of the API (score × 100: 0–33 low, 34–66 medium, 67–99 high, 100 perfect)
 * in words, so that colour is never the only carrier of the meaning (WCAG 1.4.1).
 */
const BANDS: Record<string, { label: string; meaning: string }> = {
  low: { label: 'Low', meaning: 'many readers will meet barriers' },
  medium: { label: 'Medium', meaning: 'some readers will meet barriers' },
  high: { label: 'High', meaning: 'a few issues remain' },
  perfect: { label: 'Perfect', meaning: 'no issues found' },
};

export interface VisibilityBand {
  /** The API's word, also the CSS class suffix (`band-low`...). */
  level: string;
  label: string;
  meaning: string;
}

export function visibilityBand(visibility: string): VisibilityBand {
  const band = BANDS[visibility] ?? { label: visibility, meaning: 'unknown band' };
  return { level: visibility in BANDS ? visibility : 'unknown', ...band };
}

/** A 0..1 score as a whole percentage. */
export function percent(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** "AlternativeText" → "Alternative text": check names read as words. */
export function checkLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
