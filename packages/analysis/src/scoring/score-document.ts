import type { CheckDefinition, Severity } from '../checks/check-definition.js';
import { CHECKS } from '../checks/registry.js';
import {
  NOT_ANALYSED_LISTED,
  NOT_ANALYSED_TARGET_LENGTH,
  type CheckName,
  type CheckResult,
  type Feedback,
} from '../feedback.js';
import { isUnjudgedCheck, type DocumentModel, type NotAnalysed } from '../model/document-model.js';
import { toSnippets } from '../report/snippets.js';
import { SEVERITY_WEIGHTS } from './severity-weights.js';
import { visibilityOf } from './visibility.js';

/** A check that applied, with its unrounded score. */
export interface ScoredCheck {
  name: CheckName;
  severity: Severity;
  score: number;
}

/** Scores are returned with this many decimals (computed unrounded). */
export const SCORE_DECIMALS = 4;

/**
 * The API's feedback for a document: every check in `checks` that applies to its file type and to
 * this document (evaluate did not return null), then
 *
 *   score = Σ w(c) · s(c) / Σ w(c)            over the present checks c, 1 when there are none,
 *   suggestions[c] = score + w(c) · (1 − s(c)) / Σ w(c)   for each c with s(c) < 1,
 *
 * with s(c) the check's score and w(c) its severity weight (severity-weights.ts: severe 6,
 * major 3, minor 1): the severity-weighted mean, and what it would be were that one check fixed.
 * Everything is computed unrounded; what is returned is rounded to 4 decimals (roundScore), and
 * visibility is the band of the returned score.
 */
export function evaluateDocument(document: DocumentModel, checks: readonly CheckDefinition[] = CHECKS): Feedback {
  const results: Partial<Record<CheckName, CheckResult>> = {};
  const scored: ScoredCheck[] = [];
  // Pages past the page limit are listed as they are; a check is listed only where it applies.
  const unjudged = (document.unjudged ?? []).filter(
    (entry) =>
      !isUnjudgedCheck(entry) ||
      checks.some((check) => check.name === entry.check && check.appliesTo.includes(document.fileType)),
  );
  for (const check of checks) {
    if (!check.appliesTo.includes(document.fileType)) continue;
    // An entry naming elements left only those out: the check is judged on the rest.
    if (unjudged.some((entry) => isUnjudgedCheck(entry) && entry.check === check.name && !entry.elements)) continue;
    const outcome = check.evaluate(document);
    if (!outcome) continue;
    if ('notJudged' in outcome) {
      unjudged.push({ check: check.name, reason: outcome.notJudged });
      continue;
    }
    scored.push({ name: check.name, severity: check.severity, score: outcome.score });
    results[check.name] = {
      score: roundScore(outcome.score),
      snippets: toSnippets(outcome.failures),
      ...(outcome.detectedLanguage !== undefined ? { detectedLanguage: outcome.detectedLanguage } : {}),
    };
  }
  const score = roundScore(overallScore(scored));
  const notAnalysed = listed(document.notAnalysed ?? []);
  return {
    score,
    visibility: visibilityOf(score),
    report: {
      results,
      suggestions: suggestionsFor(scored),
      ...(notAnalysed.length > 0 ? { notAnalysed } : {}),
      ...(unjudged.length > 0 ? { notJudged: unjudged } : {}),
    },
  };
}

/** What the feedback lists of what was not analysed: bounded, whatever the file holds. */
function listed(notAnalysed: readonly NotAnalysed[]): NotAnalysed[] {
  return notAnalysed
    .slice(0, NOT_ANALYSED_LISTED)
    .map((entry) => ({ ...entry, target: entry.target.slice(0, NOT_ANALYSED_TARGET_LENGTH) }));
}

/** The severity-weighted mean of the checks' scores; 1 when no check applies. */
export function overallScore(checks: readonly Pick<ScoredCheck, 'severity' | 'score'>[]): number {
  let weights = 0;
  let weighted = 0;
  for (const { severity, score } of checks) {
    weights += SEVERITY_WEIGHTS[severity];
    weighted += SEVERITY_WEIGHTS[severity] * score;
  }
  return weights === 0 ? 1 : weighted / weights;
}

/** For each check below 1: the overall score were that check alone fixed, rounded. */
export function suggestionsFor(checks: readonly ScoredCheck[]): Partial<Record<CheckName, number>> {
  const suggestions: Partial<Record<CheckName, number>> = {};
  for (const check of checks) {
    if (check.score >= 1) continue;
    const fixed = checks.map((other) => (other === check ? { ...other, score: 1 } : other));
    suggestions[check.name] = roundScore(overallScore(fixed));
  }
  return suggestions;
}

/**
 * Rounds a score to SCORE_DECIMALS, but never an imperfect score up to 1 nor a non-zero one down
 * to 0: a document with a failure is never "perfect", one with any passing text never "nothing".
 */
export function roundScore(score: number): number {
  const factor = 10 ** SCORE_DECIMALS;
  const rounded = Math.round(score * factor) / factor;
  if (rounded >= 1 && score < 1) return 1 - 1 / factor;
  if (rounded <= 0 && score > 0) return 1 / factor;
  return rounded;
}
