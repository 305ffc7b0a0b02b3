import type { AnalysisResult } from '../analyse.js';
import { CHECKS } from '../checks/registry.js';
import type { CheckName } from '../feedback.js';

const SEVERITY = new Map<string, string>(CHECKS.map((check) => [check.name, check.severity]));

/** One file's feedback as a short table for a person: check, score, severity, snippets, then the overall score. */
export function formatReport(file: string, { feedback, pageCount }: AnalysisResult): string {
  const lines = [`${file}${pageCount === null ? '' : ` (${pageCount} page${pageCount === 1 ? '' : 's'})`}`];
  for (const [name, result] of Object.entries(feedback.report.results)) {
    const suggestion = feedback.report.suggestions[name as CheckName];
    lines.push(
      [
        `  ${name.padEnd(20)}`,
        percent(result!.score).padStart(5),
        (SEVERITY.get(name) ?? '').padEnd(7),
        `${result!.snippets?.length ?? 0} snippet(s)`.padEnd(12),
        result!.detectedLanguage ? `detected ${result!.detectedLanguage}` : '',
        suggestion !== undefined ? `fixing it: ${percent(suggestion)}` : '',
      ]
        .filter(Boolean)
        .join('  ')
        .trimEnd(),
    );
  }
  lines.push(`  ${'Overall'.padEnd(20)}  ${percent(feedback.score).padStart(5)}  ${feedback.visibility}`);
  return lines.join('\n');
}

function percent(score: number): string {
  return `${Math.round(score * 100)}%`;
}
