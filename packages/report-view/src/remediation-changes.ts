import { describePosition, hasArea } from './box-placement.js';
import { escapeHtml } from './escape-html.js';
import type { PageMark } from './page-mark.js';
import type { PageView } from './report-model.js';
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

/** One edit of the corrected copy (@app/remediation's Change). */
export interface ReportChange {
  check: string;
  action: string;
  location: ChangePlace;
  before: string | null;
  after: string;
  needsReview: boolean;
}

/** A corrected copy as the report shows it (@app/remediation's result, GET …/remediation). */
export interface ReportRemediation {
  fileName: string;
  changes: ReportChange[];
  leftForPerson: { check: string; location: ChangePlace; reason: string }[];
  scoreBefore: number;
  scoreAfter: number;
}

/**
 * The changes that can be drawn, as marks numbered like the list (1 first): those with a page and
 * a box on a page shown. Their boxes are on the analysed file's pages (its preview, or a PDF
 * itself), in PDF points: the pages the report's own boxes are drawn on.
 */
export function changeMarks(changes: readonly ReportChange[], pages: readonly PageView[] | null): PageMark[] {
  return changes.flatMap((change, index) => {
    const { page: pageIndex, x0 = 0, y0 = 0, x1 = 0, y1 = 0 } = change.location;
    const area = { page: pageIndex ?? -1, x0, y0, x1, y1 };
    const page = pages?.find((shown) => shown.index === area.page);
    if (!page || !hasArea(area)) return [];
    const number = index + 1;
    const state = change.needsReview ? 'needs review' : 'fixed';
    return [
      {
        kind: 'change' as const,
        id: `change-${number}`,
        check: change.check,
        area,
        label: `Change ${number} (${state}): ${checkLabel(change.check)}, ${change.action}, page ${area.page + 1}, ${describePosition(area, page, 'pt')}`,
        tag: `${number} ${state}`,
        modifiers: change.needsReview ? ['needs-review'] : [],
      },
    ];
  });
}

/**
 * The corrected copy's changes (those a person should review marked), what is left for a person,
 * and the scores before and after: the viewer's "fixed copy" panel and `pnpm a11y fix --html`.
 * A change drawn on the pages (`pages`: its mark from `changeMarks`) links to that mark.
 * Everything from the file is escaped.
 */
export function renderChanges(remediation: ReportRemediation, pages: readonly PageView[] | null = null): string {
  const { changes, leftForPerson } = remediation;
  const drawn = new Set(changeMarks(changes, pages).map((mark) => mark.id));
  const changeItems = changes.map((change, index) => {
    const id = `change-${index + 1}`;
    const show = drawn.has(id)
      ? ` <a class="change-show" href="#${id}">Show change ${index + 1} on page ${change.location.page! + 1}</a>`
      : '';
    return (
      `<li id="${id}-item" data-check="${escapeHtml(change.check)}"><strong>${escapeHtml(checkLabel(change.check))}</strong>: ` +
      `${escapeHtml(change.action)} (${escapeHtml(describePlace(change.location))}): ` +
      `${escapeHtml(change.before ?? '(none)')} → ${escapeHtml(change.after)}` +
      `${change.needsReview ? ' <em class="needs-review">needs review</em>' : ''}${show}</li>`
    );
  });
  const leftItems = leftForPerson.map(
    (left) =>
      `<li data-check="${escapeHtml(left.check)}"><strong>${escapeHtml(checkLabel(left.check))}</strong> ` +
      `(${escapeHtml(describePlace(left.location))}): ${escapeHtml(left.reason)}</li>`,
  );
  return `<div class="remediation-changes">
<p>${escapeHtml(remediation.fileName)}: score ${percent(remediation.scoreBefore)} → ${percent(remediation.scoreAfter)} (the copy analysed again).</p>
<h3>Changes (${changes.length})</h3>
${changeItems.length ? `<ol class="changes">${changeItems.join('')}</ol>` : '<p>None.</p>'}
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
