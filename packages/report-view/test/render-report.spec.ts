import type { Feedback } from '@app/content-contract';
import { describe, expect, it } from '@jest/globals';
import { describePosition, placement, renderReport, reportBoxes, type CheckInfo } from '../src/index.js';

const checks: CheckInfo[] = [
  { name: 'Contrast', severity: 'major', description: 'Text contrasts.', references: ['WCAG 1.4.3'] },
  { name: 'Title', severity: 'minor', description: 'A title.', references: ['WCAG 2.4.2'] },
  { name: 'Scanned', severity: 'severe', description: 'Real text.', references: ['WCAG 1.4.5'] },
  { name: 'AlternativeText', severity: 'major', description: 'Alt text.', references: ['WCAG 1.1.1'] },
];

const feedback: Feedback = {
  score: 0.5,
  visibility: 'medium',
  report: {
    results: {
      Title: { score: 0, snippets: [] },
      Scanned: { score: 1, snippets: [] },
      Contrast: { score: 0.5, snippets: [{ page: 1, x0: 100, y0: 200, x1: 300, y1: 250 }] },
      AlternativeText: {
        score: 0,
        snippets: [
          { page: 0, x0: 0, y0: 0, x1: 0, y1: 0, selector: 'img[alt="<script>"]' },
          { page: 0, x0: 10, y0: 10, x1: 20, y1: 20 },
        ],
      },
    },
    suggestions: { Contrast: 0.75 },
  },
};

const pages = [0, 1].map((index) => ({ index, width: 600, height: 800, media: `<img alt="Page ${index + 1}">` }));

describe('the shared report view', () => {
  it('orders failing checks by severity and numbers the boxes in that order', () => {
    expect(reportBoxes(feedback, checks).map((box) => [box.number, box.check])).toEqual([
      [1, 'AlternativeText'],
      [2, 'AlternativeText'],
      [3, 'Contrast'],
    ]);
    const html = renderReport({ feedback, checks, unit: 'pt', pages, inlineStyles: true });
    const order = [...html.matchAll(/<li class="check[^"]*" data-check="(\w+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['AlternativeText', 'Contrast', 'Title', 'Scanned']);
  });

  it('places a box in percent of its page and says where it is in words', () => {
    expect(placement({ page: 1, x0: 100, y0: 200, x1: 300, y1: 250 }, { width: 600, height: 800 })).toEqual({
      left: 16.6667,
      top: 25,
      width: 33.3333,
      height: 6.25,
    });
    expect(describePosition({ page: 1, x0: 100, y0: 200, x1: 250, y1: 250 }, { width: 600, height: 800 }, 'pt')).toBe(
      'top left, x 100–250, y 200–250 pt',
    );
    expect(describePosition({ page: 0, x0: 250, y0: 350, x1: 350, y1: 450 }, { width: 600, height: 800 }, 'px')).toBe(
      'centre, x 250–350, y 350–450 px',
    );
    // Clamped to the page.
    expect(placement({ page: 0, x0: -5, y0: 700, x1: 700, y1: 900 }, { width: 600, height: 800 })).toEqual({
      left: 0,
      top: 87.5,
      width: 100,
      height: 12.5,
    });
  });

  it('draws only boxes with an area on a shown page, lists selectors, and escapes what comes from the file', () => {
    const html = renderReport({ feedback, checks, unit: 'pt', pages, inlineStyles: false });
    expect(html.match(/class="box"/g)).toHaveLength(2);
    expect(html).toContain('id="box-3" data-check="Contrast"');
    expect(html).toContain('<code>img[alt=&quot;&lt;script&gt;&quot;]</code>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('style="'); // a strict CSP page positions through data-place
    expect(html).toContain('data-place="16.6667 25 33.3333 6.25"');
    expect(renderReport({ feedback, checks, unit: 'pt', pages, inlineStyles: true })).toContain(
      'style="left:16.6667%;top:25%;width:33.3333%;height:6.25%"',
    );
  });

  it('lists every box as text, and says why pages are missing when there are none', () => {
    const html = renderReport({
      feedback,
      checks,
      unit: 'px',
      pages: null,
      pagesNote: 'No pages.',
      inlineStyles: true,
    });
    expect(html).not.toContain('class="box"');
    expect(html).toContain('<p class="pages-note">No pages.</p>');
    expect(html.match(/<tr id="row-\d+"/g)).toHaveLength(3);
    expect(html).toContain('x 100–300, y 200–250 px');
    expect(html).toContain('Visibility: <strong>Medium</strong>');
  });
});
