import type { Severity } from '../checks/check-definition.js';

/**
 * How much each check weighs in the overall score, by severity: a severe failure (a scanned
 * document) costs as much as two major ones, a major one as much as three minor ones.
 */
export const SEVERITY_WEIGHTS: Readonly<Record<Severity, number>> = {
  severe: 6,
  major: 3,
  minor: 1,
};
