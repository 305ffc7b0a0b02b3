import fs from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { CHECKS, closeProcessConverters, OcrEngine, reportPages } from '@app/analysis';
import { renderReportDocument } from '@app/report-view';
import type { Change, ChangeLocation } from '../change.js';
import { RemediationRefused } from '../refusal.js';
import { remediate, type Remediation } from '../remediate.js';

export const FIX_USAGE = 'Usage: pnpm a11y fix <file> [--out <file>] [--html <report.html>]';

/**
 * `fix <file> [--out <file>] [--html <report.html>]`: the corrected copy written beside the file (or
 * to --out), its changes and the scores printed; with --html, the file's report with the copy's
 * changes drawn on its pages and listed, as one self-contained page (@app/report-view, as
 * `pnpm a11y check --html` and the viewer). Returns the exit code (2: usage, 1: the file cannot be remediated).
 */
export async function runFix(args: string[]): Promise<number> {
  const parsed = parse(args);
  if (!parsed) {
    process.stderr.write(`${FIX_USAGE}\n`);
    return 2;
  }
  const ocr = OcrEngine.create();
  try {
    const bytes = await fs.readFile(parsed.file);
    const fileName = path.basename(parsed.file);
    const remediation = await remediate({ bytes, fileName }, { ocr, keepPages: parsed.html !== undefined });
    const out = parsed.out ?? path.join(path.dirname(parsed.file), remediation.fileName);
    await fs.writeFile(out, remediation.file);
    if (parsed.html) await fs.writeFile(parsed.html, await htmlReport(fileName, remediation));
    process.stdout.write(`${describe(out, remediation)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof RemediationRefused || isFileError(error)) {
      process.stderr.write(`${parsed.file}: ${(error as Error).message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await ocr.terminate();
    await closeProcessConverters();
  }
}

/** The changes and scores as a person reads them (also the service's `a11y:content:remediation`). */
export function describe(
  out: string,
  remediation: Pick<Remediation, 'changes' | 'leftForPerson' | 'scoreBefore' | 'scoreAfter'>,
): string {
  const lines = [`${out}: score ${percent(remediation.scoreBefore)} → ${percent(remediation.scoreAfter)}`];
  lines.push(remediation.changes.length ? `  ${remediation.changes.length} change(s):` : '  no changes');
  for (const change of remediation.changes) lines.push(`    ${describeChange(change)}`);
  if (remediation.leftForPerson.length) lines.push(`  left for a person (${remediation.leftForPerson.length}):`);
  for (const left of remediation.leftForPerson) lines.push(`    ${left.check} ${place(left.location)}: ${left.reason}`);
  return lines.join('\n');
}

function describeChange(change: Change): string {
  const review = change.needsReview ? ' [review]' : '';
  return `${change.check}: ${change.action} at ${place(change.location)}: ${change.before ?? '(none)'} → ${change.after}${review}`;
}

/** A location as a person reads it: the part and element, the selector, the page and box. */
function place(location: ChangeLocation): string {
  const parts: string[] = [];
  if (location.part) parts.push(`${location.part}${location.element ? ` ${location.element}` : ''}`);
  if (location.selector) parts.push(location.selector);
  if (location.page !== undefined && (location.x1 ?? 0) > 0) {
    const box = [location.x0, location.y0, location.x1, location.y1].map((n) => Math.round(n ?? 0)).join(',');
    parts.push(`page ${location.page + 1} [${box}]`);
  }
  return parts.join(', ') || 'the document';
}

const percent = (score: number) => `${Math.round(score * 100)}%`;

/**
 * The file's report (its analysis and its pages, as `pnpm a11y check --html` shows them) with the
 * fixed copy's changes drawn on the same pages and listed after it, as the viewer shows them: the
 * changes are placed on the file's pages, which the copy's own may not match.
 */
async function htmlReport(fileName: string, remediation: Remediation): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'remediation-report-'));
  try {
    let pages = null;
    if (remediation.pages) {
      const pdf = path.join(dir, 'pages.pdf');
      await fs.writeFile(pdf, remediation.pages);
      ({ pages } = await reportPages(pdf, 'pdf', { preview: null }));
    }
    return renderReportDocument({
      fileName,
      feedback: remediation.feedbackBefore,
      checks: CHECKS,
      unit: 'pt',
      pages,
      pagesNote: pages ? undefined : 'No preview could be made of this file, so its pages cannot be shown.',
      remediation,
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function parse(args: string[]): { file: string; out?: string; html?: string } | null {
  let file: string | undefined;
  const options: { out?: string; html?: string } = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const option = arg === '--out' || arg === '-o' ? 'out' : arg === '--html' ? 'html' : null;
    if (option) {
      const value = args[++i];
      if (!value || value.startsWith('-')) return null;
      options[option] = value;
    } else if (arg.startsWith('-') || file !== undefined) return null;
    else file = arg;
  }
  if (!file) return null;
  return { file, ...options };
}

function isFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('E');
}
