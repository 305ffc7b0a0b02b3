import { describe, expect, it, jest } from '@jest/globals';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFix } from '../src/index.js';
import { CROSS_FORMAT } from './support/corpus.js';

describe('pnpm a11y fix', () => {
  it('writes <name>-fixed.<ext> beside the file (or --out) and prints the changes and scores', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-cli-'));
    const printed: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
    try {
      await copyFile(path.join(CROSS_FORMAT, 'title-missing-fail.html'), path.join(dir, 'page.html'));
      expect(await runFix([path.join(dir, 'page.html')])).toBe(0);
      expect(await readFile(path.join(dir, 'page-fixed.html'), 'utf8')).toContain(
        '<title>Town library annual report</title>',
      );
      expect(await runFix([path.join(dir, 'page.html'), '--out', path.join(dir, 'out.html')])).toBe(0);
      await readFile(path.join(dir, 'out.html'));
      expect(printed.join('')).toMatch(/score 88% → 100%/);
      expect(printed.join('')).toMatch(
        /Title: set the title at head > title: \(none\) → Town library annual report \[review\]/,
      );
    } finally {
      write.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("writes the file's report with the copy's changes drawn on its pages and listed, as one page, with --html", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-cli-'));
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await copyFile(path.join(CROSS_FORMAT, 'headings-skip-fail.html'), path.join(dir, 'page.html'));
      const report = path.join(dir, 'report.html');
      expect(await runFix([path.join(dir, 'page.html'), '--html', report])).toBe(0);
      const html = await readFile(report, 'utf8');
      expect(html).toContain('<title>page.html: accessibility report</title>');
      // The page as Chromium's preview painted it, the check's box and the change's mark on it.
      const page = html.slice(html.indexOf('<figure class="page" id="page-1"'), html.indexOf('</figure>'));
      expect(page).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Page 1">/);
      const box = page.match(/<div class="box" id="box-\d+" data-check="HeadingsSequential"[^>]* data-place="([^"]+)"/);
      const mark = page.match(
        /<div class="change" id="change-1" data-check="HeadingsSequential"[^>]* aria-label="Change 1 \(fixed\): Headings sequential, [^"]+" data-place="([^"]+)"/,
      );
      // The change is placed where the analysis found the skipped heading (percent of the page, within 0.1).
      const place = (match: RegExpMatchArray | null) => match![1]!.split(' ').map(Number);
      place(mark).forEach((value, index) => expect(value).toBeCloseTo(place(box)[index]!, 1));
      expect(page).toContain('<figcaption>Page 1: 1 box, 1 change</figcaption>');
      expect(html).toContain('<h2 id="remediation-heading">What the fixed copy changed</h2>');
      expect(html).toMatch(/page-fixed\.html: score \d+% → 100%/);
      expect(html).toMatch(
        /<li id="change-1-item" data-check="HeadingsSequential"><strong>Headings sequential<\/strong>: [^<]*\(body &gt; main &gt; h3, page 1\): level 3: Lending → level 2: Lending <a class="change-show" href="#change-1">Show change 1 on page 1<\/a><\/li>/,
      );
    } finally {
      write.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers a usage error with 2', async () => {
    const error = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runFix([])).toBe(2);
      expect(await runFix(['a.docx', '--out'])).toBe(2);
      expect(await runFix(['a.docx', '--html'])).toBe(2);
    } finally {
      error.mockRestore();
    }
  });
});
