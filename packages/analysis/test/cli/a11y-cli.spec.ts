import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { CHECKS } from '../../src/checks/registry.js';
import type { Feedback } from '../../src/feedback.js';

// The built CLI (`pnpm a11y`), as a person runs it.
const CLI = fileURLToPath(new URL('../../dist/cli/a11y-cli.js', import.meta.url));
const fixture = (file: string) => fileURLToPath(new URL(`../../fixtures/${file}`, import.meta.url));
const PDF = fixture('pdf/files/tagged-pass.pdf');

type Run = { code: number; stdout: string; stderr: string };

async function run(args: string[], env?: NodeJS.ProcessEnv): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as Run;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const a11y = (...args: string[]) => run(args);

/** `check <file> --html <out>` in a fresh directory: the run, the report written, and the file's feedback. */
async function htmlReport(file: string, env?: NodeJS.ProcessEnv): Promise<Run & { html: string; feedback: Feedback }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-html-'));
  try {
    const out = path.join(dir, 'report.html');
    const result = await run(['check', file, '--html', out], env);
    expect(result).toMatchObject({ code: 0, stderr: expect.stringContaining(`report written to ${out}`) });
    const feedback = JSON.parse((await run(['check', file, '--json'], env)).stdout) as Feedback;
    return { ...result, html: fs.readFileSync(out, 'utf8'), feedback };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens offline: no script, and nothing to fetch (no src or href but data: URLs and in-page anchors). */
function expectSelfContained(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(
    [...html.matchAll(/(?:src|href)="([^"]*)"/g)]
      .map((m) => m[1]!.slice(0, 5))
      .filter((v) => v !== 'data:' && !v.startsWith('#')),
  ).toEqual([]);
}

/** Width and height of a PNG, from its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The pages a report shows: each one's embedded picture (its alt and PNG size) and its boxes (percent of the page). */
function reportPages(html: string) {
  return html
    .split('<figure class="page"')
    .slice(1)
    .map((part) => {
      const figure = part.slice(0, part.indexOf('</figure>'));
      const images = [...figure.matchAll(/<img src="data:image\/png;base64,([^"]+)" alt="([^"]*)">/g)];
      expect(images).toHaveLength(1);
      return {
        page: Number(/^ id="page-\d+" data-page="(\d+)"/.exec(part)![1]),
        alt: images[0]![2]!,
        png: pngSize(Buffer.from(images[0]![1]!, 'base64')),
        boxes: [...figure.matchAll(/<div class="box" [^>]*data-check="([^"]+)"[^>]*data-place="([^"]+)"/g)].map(
          ([, check, place]) => {
            const [left, top, width, height] = place!.split(' ').map(Number) as [number, number, number, number];
            return { check: check!, left, top, width, height };
          },
        ),
      };
    });
}

/**
 * Every snippet with an area is drawn once, on its page, where the feedback puts it: in the embedded
 * picture's pixels, the box (percent of the picture) is within 1 px of the snippet's coordinates
 * times the scale the picture was made at (1.5 for a document's pages, 1 for an image's pixels).
 */
function expectBoxesAtFeedbackCoordinates(pages: ReturnType<typeof reportPages>, feedback: Feedback, scale: number) {
  const key = (box: { check: string; page: number; top: number; left: number }) =>
    `${box.check} ${box.page} ${box.top.toFixed(0).padStart(6)} ${box.left.toFixed(0).padStart(6)}`;
  const drawn = pages
    .flatMap(({ page, png, boxes }) =>
      boxes.map((box) => ({
        check: box.check,
        page,
        left: (box.left / 100) * png.width,
        top: (box.top / 100) * png.height,
        width: (box.width / 100) * png.width,
        height: (box.height / 100) * png.height,
      })),
    )
    .sort((a, b) => key(a).localeCompare(key(b)));
  const wanted = Object.entries(feedback.report.results)
    .flatMap(([check, result]) =>
      (result!.snippets ?? [])
        .filter((s) => s.x1 > s.x0 && s.y1 > s.y0)
        .map((s) => ({
          check,
          page: s.page,
          left: s.x0 * scale,
          top: s.y0 * scale,
          width: (s.x1 - s.x0) * scale,
          height: (s.y1 - s.y0) * scale,
        })),
    )
    .sort((a, b) => key(a).localeCompare(key(b)));
  expect(wanted.length).toBeGreaterThan(0);
  expect(drawn).toHaveLength(wanted.length);
  drawn.forEach((box, index) => {
    const want = wanted[index]!;
    expect([box.check, box.page]).toEqual([want.check, want.page]);
    for (const side of ['left', 'top', 'width', 'height'] as const) {
      expect(Math.abs(box[side] - want[side])).toBeLessThanOrEqual(1);
    }
  });
}

describe('pnpm a11y check', () => {
  it('--explain shows under each check its description and references, from the check definitions', async () => {
    const { code, stdout } = await a11y('check', PDF, '--explain');
    expect(code).toBe(0);
    const title = CHECKS.find((check) => check.name === 'Title')!;
    expect(stdout).toMatch(/^ {2}Title +100%/m);
    expect(stdout).toContain(`      ${title.description}\n      (${title.references.join(', ')})`);
  }, 60_000);

  it('without --explain, one line per check', async () => {
    const { code, stdout } = await a11y('check', PDF);
    expect(code).toBe(0);
    expect(stdout).not.toContain(CHECKS.find((check) => check.name === 'Title')!.description);
  }, 60_000);

  it('refuses an unknown flag with the usage', async () => {
    const { code, stderr } = await a11y('check', PDF, '--explian');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: pnpm a11y check <file>... [--json | --explain]');
  });

  it('--html writes one self-contained report: every snippet drawn on its embedded page, nothing fetched', async () => {
    const { stdout, html, feedback } = await htmlReport(fixture('pdf/files/contrast-low-fail.pdf'));
    expect(stdout).toMatch(/^ {2}Contrast +38%/m); // the usual table too
    const snippets = feedback.report.results.Contrast!.snippets!;
    expect(html.match(/<div class="box" /g)).toHaveLength(snippets.length);
    expect(html.match(/<img src="data:image\/png;base64,/g)).toHaveLength(1);
    expectBoxesAtFeedbackCoordinates(reportPages(html), feedback, 1.5);
    expectSelfContained(html);
    expect(html).toContain('<title>contrast-low-fail.pdf: accessibility report</title>');
  }, 60_000);

  it('--html on a Word file: the pages of its LibreOffice preview embedded, each box where the feedback puts it', async () => {
    const { html, feedback } = await htmlReport(fixture('office/files/docx-image-alt-missing-fail.docx'));
    expectSelfContained(html);
    const pages = reportPages(html);
    expect(pages.map(({ page, alt }) => [page, alt])).toEqual([[0, 'Page 1']]);
    expect(pages[0]!.boxes.map((box) => box.check)).toContain('AlternativeText');
    expectBoxesAtFeedbackCoordinates(pages, feedback, 1.5);
    expect(html).not.toContain('class="pages-note"');
  }, 120_000);

  it("--html on an HTML file: the page of Chromium's preview embedded, each box where the feedback puts it, and its selectors", async () => {
    const { html, feedback } = await htmlReport(fixture('html/img-alt-missing-fail.html'));
    expectSelfContained(html);
    const pages = reportPages(html);
    expect(pages.map(({ page, alt }) => [page, alt])).toEqual([[0, 'Page 1']]);
    expectBoxesAtFeedbackCoordinates(pages, feedback, 1.5);
    expect(html).not.toContain('class="pages-note"');
    const selectors = (feedback.report.results.AlternativeText!.snippets ?? []).map((s) => s.selector);
    expect(selectors).toEqual(['body > main > img:nth-of-type(2)']);
    expect(html).toContain('<li><code>body &gt; main &gt; img:nth-of-type(2)</code></li>');
  }, 120_000);

  it('--html on an HTML file without Chromium: no pages, and the report says why', async () => {
    const { html } = await htmlReport(fixture('html/img-alt-missing-fail.html'), {
      ...process.env,
      CHROMIUM_PATH: '/nonexistent/chromium',
    });
    expectSelfContained(html);
    expect(reportPages(html)).toEqual([]);
    expect(html).toContain(
      '<p class="pages-note">This web page has no page preview (it was analysed without a browser), so its pages cannot be shown.</p>',
    );
  }, 60_000);

  it('--html on an image: the image itself embedded in its own pixels, each box where the feedback puts it', async () => {
    const file = fixture('image/files/text-low-contrast.png');
    const { html, feedback } = await htmlReport(file);
    expectSelfContained(html);
    const pages = reportPages(html);
    expect(pages.map(({ page, alt, png }) => [page, alt, png])).toEqual([
      [0, 'The image', pngSize(fs.readFileSync(file))],
    ]);
    expectBoxesAtFeedbackCoordinates(pages, feedback, 1);
    expect(html).toMatch(/<td>top left, x \d+–\d+, y \d+–\d+ px<\/td>/);
  }, 60_000);

  it('--html takes one file and a path', async () => {
    for (const args of [
      [PDF, PDF, '--html', 'x.html'],
      [PDF, '--html'],
      [PDF, '--html', 'x.html', '--json'],
    ]) {
      const { code, stderr } = await a11y('check', ...args);
      expect(code).toBe(2);
      expect(stderr).toContain('pnpm a11y check <file> --html <report.html>');
    }
  });
});
