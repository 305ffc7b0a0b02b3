import type { Visibility } from '@app/content-contract';

export type { Visibility };

/**
 * The band a feedback score falls in, as the hosted service publishes it: score × 100 in
 * 0–33 low, 34–66 medium, 67–99 high, 100 perfect. Only a score of exactly 1 is perfect.
 */
export function visibilityOf(score: number): Visibility {
  if (!Number.isFinite(score) || score < 0 || score > 1) {
    throw new RangeError(`A score is between 0 and 1, got ${score}`);
  }
  // Whole percent, rounded down, after removing float noise (0.29 * 100 = 28.999999999999996).
  const percent = Math.floor(Math.round(score * 1e6) / 1e4);
  if (percent >= 100) return 'perfect';
  if (percent >= 67) return 'high';
  if (percent >= 34) return 'medium';
  return 'low';
}
