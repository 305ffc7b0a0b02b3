import type { NumberRange } from '../../common/http/number-range.js';

/**
 * Points: a column's possible score, a grade's score, a GradeRange bound. Not negative (the spec:
 * "minScore cannot be negative"), and at most a billion: Learn documents no ceiling, this is the
 * service's own — far above any gradebook, far below where a double stops telling 0.01 apart.
 * Percentages (GradePercentage, 0 to 100) are held tighter by their criterion type.
 */
export const POINTS: NumberRange = { integer: false, min: 0, max: 1_000_000_000 };
