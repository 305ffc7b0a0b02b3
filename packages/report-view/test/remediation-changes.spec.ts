import { describe, expect, it } from '@jest/globals';
import { renderChanges } from '../src/index.js';

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
      '<li data-check="HeadingsSequential"><strong>Headings sequential</strong>: renumbered the heading (word/document.xml w:p[3], page 1): Heading 3 → Heading 2</li>',
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
