import type { AnalysisResult } from '../analyse.js';
import { CHECKS } from '../checks/registry.js';
import type { CheckDefinition } from '../checks/check-definition.js';
import type { CheckName } from '../feedback.js';

const DEFINITIONS = new Map<string, CheckDefinition>(CHECKS.map((check) => [check.name, check]));

export interface ReportOptions {
  /** Under each check, what it looks for and the standards it follows (`--explain`). */
  explain?: boolean;
}

/**
 * One file's feedback as a short table for a person: check, score, severity, snippets, what fixing
 * it gives, then the overall score and what was left out of the analysis.
 */
export function formatReport(
  file: string,
  { feedback, pageCount }: AnalysisResult,
  options: ReportOptions = {},
): string {
  const lines = [`${file}${pageCount === null ? '' : ` (${pageCount} page${pageCount === 1 ? '' : 's'})`}`];
  for (const [name, result] of Object.entries(feedback.report.results)) {
    const suggestion = feedback.report.suggestions[name as CheckName];
    const definition = DEFINITIONS.get(name);
    lines.push(
      [
        `  ${name.padEnd(20)}`,
        percent(result!.score).padStart(5),
        (definition?.severity ?? '').padEnd(7),
        `${result!.snippets?.length ?? 0} snippet(s)`.padEnd(12),
        result!.detectedLanguage ? `detected ${result!.detectedLanguage}` : '',
        suggestion !== undefined ? `fixing it: ${percent(suggestion)}` : '',
      ]
        .filter(Boolean)
        .join('  ')
        .trimEnd(),
    );
    if (options.explain && definition) {
      lines.push(`      ${definition.description}`, `      (${definition.references.join(', ')})`);
    }
  }
  lines.push(`  ${'Overall'.padEnd(20)}  ${percent(feedback.score).padStart(5)}  ${feedback.visibility}`);
  for (const entry of feedback.report.notJudged ?? []) {
    const what = 'check' in entry ? entry.check : `Pages ${entry.pages.from}-${entry.pages.to}`;
    lines.push(`  ${what} not judged: ${entry.reason}`);
  }
  for (const entry of feedback.report.notAnalysed ?? []) {
    lines.push(`  not analysed: ${entry.target} (linked from ${entry.part})`);
  }
  return lines.join('\n');
}

function percent(score: number): string {
  return `${Math.round(score * 100)}%`;
}
