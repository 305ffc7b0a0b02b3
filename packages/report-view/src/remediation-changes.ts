import { escapeHtml } from './escape-html.js';
import { checkLabel, percent } from './visibility-band.js';

/** Where a change was made (@app/remediation's ChangeLocation): a page and box, a selector, a part and element. */
export interface ChangePlace {
  page?: number;
  x0?: number;
  y0?: number;
  x1?: number;
  y1?: number;
  selector?: string;
  part?: string;
  element?: string;
}

/** A corrected copy as the report shows it (@app/remediation's result, GET …/remediation). */
export interface ReportRemediation {
  fileName: string;
  changes: {
    check: string;
    action: string;
    location: ChangePlace;
    before: string | null;
    after: string;
    needsReview: boolean;
  }[];
  leftForPerson: { check: string; location: ChangePlace; reason: string }[];
  scoreBefore: number;
  scoreAfter: number;
}

/**
 * The corrected copy's changes (those a person should review marked), what is left for a person,
 * and the scores before and after: the viewer's "fixed copy" panel and `pnpm a11y fix --html`.
 * Everything from the file is escaped.
 */
export function renderChanges(remediation: ReportRemediation): string {
  const { changes, leftForPerson } = remediation;
  const changeItems = changes.map(
    (change) =>
      `<li data-check="${escapeHtml(change.check)}"><strong>${escapeHtml(checkLabel(change.check))}</strong>: ` +
      `${escapeHtml(change.action)} (${escapeHtml(describePlace(change.location))}): ` +
      `${escapeHtml(change.before ?? '(none)')} → ${escapeHtml(change.after)}` +
      `${change.needsReview ? ' <em class="needs-review">needs review</em>' : ''}</li>`,
  );
  const leftItems = leftForPerson.map(
    (left) =>
      `<li data-check="${escapeHtml(left.check)}"><strong>${escapeHtml(checkLabel(left.check))}</strong> ` +
      `(${escapeHtml(describePlace(left.location))}): ${escapeHtml(left.reason)}</li>`,
  );
  return `<div class="remediation-changes">
<p>${escapeHtml(remediation.fileName)}: score ${percent(remediation.scoreBefore)} → ${percent(remediation.scoreAfter)} (the copy analysed again).</p>
<h3>Changes (${changes.length})</h3>
${changeItems.length ? `<ul class="changes">${changeItems.join('')}</ul>` : '<p>None.</p>'}
${leftItems.length ? `<h3>Left for a person (${leftItems.length})</h3>\n<ul class="left">${leftItems.join('')}</ul>` : ''}
</div>`;
}

/** Where, as a person reads it: the part and element, the selector, the page (1 first) when a box is there. */
export function describePlace(location: ChangePlace): string {
  const parts: string[] = [];
  if (location.part) parts.push(`${location.part}${location.element ? ` ${location.element}` : ''}`);
  if (location.selector) parts.push(location.selector);
  if (location.page !== undefined && (location.x1 ?? 0) > 0) parts.push(`page ${location.page + 1}`);
  return parts.join(', ') || 'the document';
}
