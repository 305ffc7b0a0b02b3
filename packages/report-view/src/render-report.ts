import { describePosition, hasArea, orderedResults, reportBoxes, type ReportBox } from './box-placement.js';
import { escapeHtml } from './escape-html.js';
import { renderMark, type PageMark } from './page-mark.js';
import { changeMarks, type ReportChange } from './remediation-changes.js';
import type { Feedback, Snippet } from '@app/content-contract';
import type { CheckInfo, PageView, Unit } from './report-model.js';
import { checkLabel, percent, visibilityBand } from './visibility-band.js';

export interface ReportInput {
  feedback: Feedback;
  /** The engine's check catalogue: severity, description and references by check name. */
  checks: readonly CheckInfo[];
  /** The unit of the snippets: points (PDF, PDF previews) or pixels (images). */
  unit: Unit;
  /** The pages to draw the boxes on, or null when none can be shown (then `pagesNote` says why). */
  pages: PageView[] | null;
  pagesNote?: string;
  /**
   * Box positions as style attributes (a static file) or only as `data-place`, which
   * `applyPlacements` turns into styles (a page whose CSP forbids style attributes).
   */
  inlineStyles: boolean;
  /** A corrected copy's changes, drawn on the same pages (`pnpm a11y fix --html`); the viewer adds them once made. */
  changes?: readonly ReportChange[];
}

/**
 * The report as HTML sections under the page's h1: overall score and band, the checks, the pages
 * with their boxes and the boxes as text. Everything from the file is escaped. The viewer inserts
 * it and adds behaviour (choosing a check); the CLI wraps it in a self-contained document.
 */
export function renderReport(input: ReportInput): string {
  const boxes = reportBoxes(input.feedback, input.checks);
  const drawn = new Set(boxes.filter((box) => pageOf(input.pages, box.snippet) && hasArea(box.snippet)));
  return [
    renderSummary(input.feedback),
    renderChecks(input, boxes, drawn),
    renderPages(input, boxes, drawn),
    renderBoxList(input, boxes, drawn),
  ].join('\n');
}

function pageOf(pages: PageView[] | null, snippet: Snippet): PageView | undefined {
  return pages?.find((page) => page.index === snippet.page);
}

function renderSummary(feedback: Feedback): string {
  const band = visibilityBand(feedback.visibility);
  const notJudged = feedback.report.notJudged ?? [];
  const notAnalysed = feedback.report.notAnalysed ?? [];
  return `<section class="summary" aria-labelledby="summary-heading">
<h2 id="summary-heading">Overall score</h2>
<p class="overall band-${band.level}"><span class="overall-score">${percent(feedback.score)}</span>
<span class="overall-band">Visibility: <strong>${escapeHtml(band.label)}</strong>, ${escapeHtml(band.meaning)}</span></p>
${
  notJudged.length
    ? `<p>Not judged (they do not count in the score):</p><ul>${notJudged
        .map((entry) => {
          const what = 'check' in entry ? checkLabel(entry.check) : `Pages ${entry.pages.from}–${entry.pages.to}`;
          return `<li>${escapeHtml(what)}: ${escapeHtml(entry.reason)}</li>`;
        })
        .join('')}</ul>`
    : ''
}${
    notAnalysed.length
      ? `<p>Not analysed (linked from the file, outside it):</p><ul>${notAnalysed
          .map((entry) => `<li><code>${escapeHtml(entry.target)}</code> (from ${escapeHtml(entry.part)})</li>`)
          .join('')}</ul>`
      : ''
  }</section>`;
}

function renderChecks(input: ReportInput, boxes: ReportBox[], drawn: Set<ReportBox>): string {
  const catalogue = new Map(input.checks.map((check) => [check.name, check]));
  const items = orderedResults(input.feedback, input.checks).map(([name, result]) => {
    const info = catalogue.get(name);
    const own = boxes.filter((box) => box.check === name);
    const ownDrawn = own.filter((box) => drawn.has(box));
    const selectors = own.flatMap((box) => (box.snippet.selector ? [box.snippet.selector] : []));
    const suggestion = input.feedback.report.suggestions[name];
    const id = `check-${escapeHtml(name)}`;
    const facts = [
      ['Score', percent(result.score)],
      ['Severity', info?.severity ?? 'not rated'],
      ['Marked areas', String(own.length)],
      ...(suggestion !== undefined ? [['Overall score once fixed', percent(suggestion)]] : []),
      ...(result.detectedLanguage ? [['Detected language', result.detectedLanguage]] : []),
    ];
    return `<li class="check${result.score < 1 ? ' failing' : ''}" data-check="${escapeHtml(name)}">
<h3 id="${id}">${escapeHtml(checkLabel(name))} <span class="check-score">${percent(result.score)}</span></h3>
<dl class="check-facts">${facts.map(([term, value]) => `<div><dt>${term}</dt><dd>${escapeHtml(value!)}</dd></div>`).join('')}</dl>
${info ? `<p class="check-description">${escapeHtml(info.description)}</p>` : ''}
${info?.references.length ? `<p class="check-references">References: ${info.references.map(escapeHtml).join(', ')}</p>` : ''}
${
  selectors.length
    ? `<p>Elements (CSS selectors):</p><ul class="selectors">${selectors
        .map((selector) => `<li><code>${escapeHtml(selector)}</code></li>`)
        .join('')}</ul>`
    : ''
}${
      ownDrawn.length
        ? `<p><a class="check-show" href="#box-${ownDrawn[0]!.number}" data-check="${escapeHtml(name)}" aria-describedby="${id}">Show its ${ownDrawn.length} ${ownDrawn.length === 1 ? 'box' : 'boxes'} on the pages</a></p>`
        : ''
    }</li>`;
  });
  return `<section class="checks" aria-labelledby="checks-heading">
<h2 id="checks-heading">Checks</h2>
<ol class="check-list">${items.join('\n')}</ol>
</section>`;
}

function boxLabel(box: ReportBox, input: ReportInput): string {
  const page = pageOf(input.pages, box.snippet) ?? null;
  return `Box ${box.number}: ${checkLabel(box.check)}, page ${box.snippet.page + 1}, ${describePosition(box.snippet, page, input.unit)}`;
}

function renderPages(input: ReportInput, boxes: ReportBox[], drawn: Set<ReportBox>): string {
  const note = input.pagesNote ? `<p class="pages-note">${escapeHtml(input.pagesNote)}</p>` : '';
  const changes = changeMarks(input.changes ?? [], input.pages);
  const figures = (input.pages ?? []).map((page) => {
    const own = boxes.filter((box) => drawn.has(box) && box.snippet.page === page.index);
    const ownChanges = changes.filter((mark) => mark.area.page === page.index);
    const marks: PageMark[] = [
      ...own.map((box) => ({
        kind: 'box' as const,
        id: `box-${box.number}`,
        check: box.check,
        area: box.snippet,
        label: boxLabel(box, input),
        tag: String(box.number),
      })),
      ...ownChanges,
    ];
    const count = [
      own.length === 1 ? '1 box' : `${own.length} boxes`,
      ...(ownChanges.length ? [ownChanges.length === 1 ? '1 change' : `${ownChanges.length} changes`] : []),
    ].join(', ');
    return `<figure class="page" id="page-${page.index + 1}" data-page="${page.index}">
<div class="page-frame">${page.media}${marks.map((mark) => renderMark(mark, page, input.inlineStyles)).join('')}</div>
<figcaption>Page ${page.index + 1}: ${count}</figcaption>
</figure>`;
  });
  return `<section class="pages" aria-labelledby="pages-heading">
<h2 id="pages-heading">Pages</h2>
${note}${figures.join('\n')}
</section>`;
}

function renderBoxList(input: ReportInput, boxes: ReportBox[], drawn: Set<ReportBox>): string {
  if (boxes.length === 0) {
    return `<section class="box-list" aria-labelledby="box-list-heading">
<h2 id="box-list-heading">Marked areas as text</h2>
<p>No check marked an area of this file.</p>
</section>`;
  }
  const rows = boxes.map((box) => {
    const page = pageOf(input.pages, box.snippet) ?? null;
    const area = hasArea(box.snippet);
    const number = drawn.has(box) ? `<a href="#box-${box.number}">${box.number}</a>` : String(box.number);
    const position = [
      area ? escapeHtml(describePosition(box.snippet, page, input.unit)) : '',
      box.snippet.selector ? `element <code>${escapeHtml(box.snippet.selector)}</code>` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `<tr id="row-${box.number}" data-check="${escapeHtml(box.check)}"><td>${number}</td><td>${escapeHtml(checkLabel(box.check))}</td><td>${area ? box.snippet.page + 1 : '—'}</td><td>${position}</td></tr>`;
  });
  return `<section class="box-list" aria-labelledby="box-list-heading">
<h2 id="box-list-heading">Marked areas as text</h2>
<table>
<caption>Every area a check marked: its check, page and position from the top left of the page</caption>
<thead><tr><th scope="col">Box</th><th scope="col">Check</th><th scope="col">Page</th><th scope="col">Position</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</section>`;
}
