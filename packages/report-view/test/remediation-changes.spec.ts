import type { Feedback } from '@app/content-contract';
import { describe, expect, it } from '@jest/globals';
import {
  renderChanges,
  renderReport,
  renderReportDocument,
  type ChangePlace,
  type CheckInfo,
  type ReportRemediation,
} from '../src/index.js';

describe('renderChanges', () => {
  const remediation = {
    fileName: 'notes-fixed.docx',
    changes: [
      {
        check: 'HeadingsSequential',
        action: 'renumbered the heading',
        location: { part: 'word/document.xml', element: 'w:p[3]', page: 0, x0: 72, y0: 90, x1: 300, y1: 110 },
        before: 'Heading 3',
        after: 'Heading 2',
        needsReview: false,
      },
      {
        check: 'Title',
        action: 'set the title',
        location: { part: 'docProps/core.xml', element: 'dc:title' },
        before: null,
        after: '<Syllabus> & plan',
        needsReview: true,
      },
    ],
    leftForPerson: [{ check: 'AlternativeText', location: {}, reason: 'No caption names this picture' }],
    scoreBefore: 0.5,
    scoreAfter: 0.875,
  };

  it("lists each change where it was made, marks those to review, and what is left, escaping the file's text", () => {
    const html = renderChanges(remediation);
    expect(html).toContain('notes-fixed.docx: score 50% → 88%');
    expect(html).toContain(
      '<li id="change-1-item" data-check="HeadingsSequential"><strong>Headings sequential</strong>: renumbered the heading (word/document.xml w:p[3], page 1): Heading 3 → Heading 2</li>',
    );
    expect(html).toContain(
      '(docProps/core.xml dc:title): (none) → &lt;Syllabus&gt; &amp; plan <em class="needs-review">needs review</em>',
    );
    expect(html).toContain('<h3>Left for a person (1)</h3>');
    expect(html).toContain('<strong>Alternative text</strong> (the document): No caption names this picture');
  });

  it('says when nothing changed', () => {
    const html = renderChanges({ ...remediation, changes: [], leftForPerson: [] });
    expect(html).toContain('<h3>Changes (0)</h3>\n<p>None.</p>');
    expect(html).not.toContain('Left for a person');
  });
});

describe('changes drawn on the pages', () => {
  const feedback: Feedback = {
    score: 0.5,
    visibility: 'medium',
    report: {
      results: { HeadingsSequential: { score: 0, snippets: [{ page: 1, x0: 72, y0: 90, x1: 300, y1: 110 }] } },
      suggestions: {},
    },
  };
  const checks: CheckInfo[] = [
    { name: 'HeadingsSequential', severity: 'major', description: 'Headings step by one.', references: [] },
  ];
  const pages = [0, 1].map((index) => ({ index, width: 600, height: 800, media: `<img alt="Page ${index + 1}">` }));
  const change = (check: string, location: ChangePlace, needsReview = false) => ({
    check,
    action: 'fixed it',
    location,
    before: 'a',
    after: 'b',
    needsReview,
  });
  const remediation: ReportRemediation = {
    fileName: 'notes-fixed.docx',
    changes: [
      change('HeadingsSequential', {
        part: 'word/document.xml',
        element: 'w:p[3]',
        page: 1,
        x0: 72,
        y0: 90,
        x1: 300,
        y1: 110,
      }),
      change('Title', { part: 'docProps/core.xml', element: 'dc:title' }, true),
      change('AlternativeText', { page: 0, x0: 100, y0: 400, x1: 500, y1: 700 }, true),
      change('Contrast', { page: 7, x0: 10, y0: 10, x1: 20, y1: 20 }), // on a page not shown
    ],
    leftForPerson: [],
    scoreBefore: 0.5,
    scoreAfter: 1,
  };

  it('marks each change with a page and a box on that page, with the same drawing as the boxes, in its own style', () => {
    const html = renderReport({
      feedback,
      checks,
      unit: 'pt',
      pages,
      inlineStyles: true,
      changes: remediation.changes,
    });
    const page1 = html.slice(html.indexOf('id="page-1"'), html.indexOf('id="page-2"'));
    const page2 = html.slice(html.indexOf('id="page-2"'));
    // The snippet's box and the change at the same place, drawn alike: placed in percent, focusable, labelled.
    expect(page2).toContain(
      '<div class="box" id="box-1" data-check="HeadingsSequential" tabindex="-1" role="img" aria-label="Box 1: Headings sequential, page 2, top left, x 72–300, y 90–110 pt" data-place="12 11.25 38 2.5" style="left:12%;top:11.25%;width:38%;height:2.5%"><span class="box-tag" aria-hidden="true">1</span></div>',
    );
    expect(page2).toContain(
      '<div class="change" id="change-1" data-check="HeadingsSequential" tabindex="-1" role="img" aria-label="Change 1 (fixed): Headings sequential, fixed it, page 2, top left, x 72–300, y 90–110 pt" data-place="12 11.25 38 2.5" style="left:12%;top:11.25%;width:38%;height:2.5%"><span class="change-tag" aria-hidden="true">1 fixed</span></div>',
    );
    expect(page2).toContain('<figcaption>Page 2: 1 box, 1 change</figcaption>');
    expect(page1).toContain(
      '<div class="change needs-review" id="change-3" data-check="AlternativeText" tabindex="-1" role="img" aria-label="Change 3 (needs review): Alternative text, fixed it, page 1, bottom centre, x 100–500, y 400–700 pt',
    );
    expect(page1).toContain('<span class="change-tag" aria-hidden="true">3 needs review</span>');
    // A change without a box (the title) or on a page not shown is listed only.
    expect(html.match(/class="change[ "]/g)).toHaveLength(2);
    expect(html).not.toContain('id="change-2"');
    expect(html).not.toContain('id="change-4"');
  });

  it("links each drawn change in the list to its mark, in a strict CSP page's placement too", () => {
    const list = renderChanges(remediation, pages);
    const links = [
      ...list.matchAll(
        /<li id="(change-\d)-item"[^]*?(?:<a class="change-show" href="#(change-\d)">([^<]*)<\/a>)?<\/li>/g,
      ),
    ];
    expect(links.map((match) => [match[1], match[2], match[3]])).toEqual([
      ['change-1', 'change-1', 'Show change 1 on page 2'],
      ['change-2', undefined, undefined],
      ['change-3', 'change-3', 'Show change 3 on page 1'],
      ['change-4', undefined, undefined],
    ]);
    // Every link's target is a drawn mark; without pages, nothing links.
    const html = renderReport({
      feedback,
      checks,
      unit: 'pt',
      pages,
      inlineStyles: false,
      changes: remediation.changes,
    });
    for (const [, , target] of links.filter((match) => match[2])) expect(html).toContain(`id="${target}"`);
    expect(html).not.toContain('style="');
    expect(renderChanges(remediation)).not.toContain('change-show');
  });

  it('draws and lists the changes in the self-contained report document', () => {
    const html = renderReportDocument({ fileName: 'notes.docx', feedback, checks, unit: 'pt', pages, remediation });
    expect(html.match(/<div class="change[ "]/g)).toHaveLength(2);
    expect(html).toContain('<a class="change-show" href="#change-1">Show change 1 on page 2</a>');
    expect(html).toContain('notes-fixed.docx: score 50% → 100%');
  });
});
