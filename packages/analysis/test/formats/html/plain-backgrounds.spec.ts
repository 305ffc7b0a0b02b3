import { afterAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { BrowserHost } from '../../../src/browser/browser-host.js';
import { scanMarkup } from '../../../src/formats/html/markup/scan-markup.js';
import type { ColourHistogram } from '../../../src/formats/html/rendered/colour-histogram.js';
import { IGNORED_SHARE } from '../../../src/formats/html/rendered/judge-contrast.js';
import type { RawLine } from '../../../src/formats/html/rendered/raw-page.js';
import { renderHtml } from '../../../src/formats/html/rendered/render-html.js';

// A line whose background the page leaves no doubt of is not photographed (in-page/plain-backgrounds.ts).
// These tests photograph every line anyway and hold the two against each other: wherever a plain
// colour is given, the pixels behind the text must be that colour; where the page paints anything
// else there, no plain colour may be given.

const fixtures = new URL('../../../fixtures/html/', import.meta.url).pathname;
const host = new BrowserHost();
afterAll(() => host.close());

async function render(html: string) {
  const lines: { text: string; plain: RawLine['plain']; pixels: ColourHistogram }[] = [];
  await renderHtml(host, scanMarkup(Buffer.from(html)).markup, null, {
    previewPath: null,
    samplePlainLines: true,
    onSlice: ({ runs, backgrounds }) =>
      runs.forEach((run, r) =>
        run.lines.forEach((line, l) => lines.push({ text: line.text, plain: line.plain, pixels: backgrounds[r]![l]! })),
      ),
  });
  return lines;
}

/** The share of the pixels within 2 of `colour` on every channel. */
function shareOf(pixels: ColourHistogram, [r, g, b]: [number, number, number]): number {
  return pixels
    .colours()
    .filter(({ colour }) => Math.abs(colour.r - r) <= 2 && Math.abs(colour.g - g) <= 2 && Math.abs(colour.b - b) <= 2)
    .reduce((sum, { share }) => sum + share, 0);
}

const pageWith = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>T</title>${head}</head><body style="margin:20px">${body}</body></html>`;

describe('plain backgrounds agree with the pixels', () => {
  const files = readdirSync(fixtures).filter((name) => name.endsWith('.html'));

  it.each(files)('%s', async (name) => {
    for (const line of await render(readFileSync(fixtures + name, 'utf8'))) {
      if (!line.plain || line.pixels.total === 0) continue;
      expect({ text: line.text, share: shareOf(line.pixels, line.plain) >= 1 - IGNORED_SHARE }).toEqual({
        text: line.text,
        share: true,
      });
    }
  });

  it('a plain page is read without photographing it: every line has its colour', async () => {
    const lines = await render(
      pageWith(
        '<main style="background:#fafafa"><h1>Report</h1><p>Some text on a light grey.</p>' +
          '<p style="background:#003366;color:#fff;padding:8px">Light on dark blue.</p>' +
          '<table style="background:#ffe"><tr><td>Cell</td><td style="background:#eee">Grey cell</td></tr></table></main>' +
          '<footer><a href="/x">A link on the white canvas</a></footer>',
      ),
    );
    expect(lines.map(({ text, plain }) => [text, plain])).toEqual([
      ['Report', [250, 250, 250]],
      ['Some text on a light grey.', [250, 250, 250]],
      ['Light on dark blue.', [0, 51, 102]],
      ['Cell', [255, 255, 238]],
      ['Grey cell', [238, 238, 238]],
      ['A link on the white canvas', [255, 255, 255]],
    ]);
  });

  // [what, body, head]
  const unsure: [string, string, string][] = [
    ['a gradient', '<p style="background:linear-gradient(#fff,#000)">Text</p>', ''],
    ['a background image', '<p style="background:#fff url(data:image/gif;base64,R0lGODlhAQABAAAAACw=)">Text</p>', ''],
    [
      'a semi-transparent colour',
      '<div style="background:#000"><p style="background:rgba(255,255,255,.5)">Text</p></div>',
      '',
    ],
    ['opacity above the painting element', '<div style="opacity:.5"><p style="background:#fff">Text</p></div>', ''],
    ['a filter', '<div style="filter:invert(1)"><p>Text</p></div>', ''],
    ['a blend mode', '<p style="background:#fff;mix-blend-mode:multiply">Text</p>', ''],
    [
      'an overlay that lets clicks through',
      '<div style="position:relative"><p>Text under a veil</p>' +
        '<div style="position:absolute;inset:0;background:rgba(0,0,0,.6);pointer-events:none"></div></div>',
      '',
    ],
    [
      'a box behind the text that is not its ancestor',
      '<div style="position:relative"><div style="position:absolute;left:0;top:0;width:60px;height:40px;background:#c00"></div>' +
        '<p style="position:relative;margin:0">Text over a red box</p></div>',
      '',
    ],
    [
      'a positioned pseudo-element',
      '<p style="position:relative">Text<style>p::before{content:"";position:absolute;inset:0;background:#00f;z-index:-1}</style></p>',
      '',
    ],
    ['a table column', '<table><colgroup><col style="background:#ccc"></colgroup><tr><td>Text</td></tr></table>', ''],
    [
      'a neighbour’s shadow',
      '<div style="height:20px;box-shadow:0 30px 20px #000"></div><p style="margin:0">Text in a shadow</p>',
      '',
    ],
    ['an outline drawn inward', '<p style="outline:3px solid #c00;outline-offset:-3px;margin:0">Text</p>', ''],
    ['a rounded corner at the line', '<p style="background:#036;color:#fff;border-radius:12px;margin:0">Text</p>', ''],
    ['an inline background', '<p>Some <mark>marked</mark> text</p>', ''],
    ['native appearance', '<button>Text</button>', ''],
    ['a dark canvas', '<p>Text</p>', '<meta name="color-scheme" content="dark">'],
  ];

  it.each(unsure)('is unsure over %s, and leaves it to the pixels', async (_, body, head) => {
    const lines = await render(pageWith(body, head));
    const text = lines.find((line) => /Text|marked/.test(line.text) && line.text !== 'T')!;
    expect(text.plain).toBeNull();
  });

  it('looks at text below the first 16,384 px in its own band of the page, as the pixels there', async () => {
    const lines = await render(
      pageWith(
        '<div><div style="height:17000px"></div><p>Text far down</p>' +
          '<p style="background:#003366;color:#fff">Light on dark blue, far down</p></div>',
      ),
    );
    const far = lines.filter((line) => /far down/.test(line.text));
    expect(far.map(({ text, plain }) => [text, plain])).toEqual([
      ['Text far down', [255, 255, 255]],
      ['Light on dark blue, far down', [0, 51, 102]],
    ]);
    for (const line of far) expect(shareOf(line.pixels, line.plain!)).toBeGreaterThanOrEqual(1 - IGNORED_SHARE);
  });

  it('looks at every line, however many (no clock decides which are left to the pixels)', async () => {
    const lines = await render(pageWith('<p>A short paragraph of text.</p>'.repeat(3_000)));
    expect(lines).toHaveLength(3_000);
    expect(lines.filter((line) => line.plain === null)).toEqual([]);
  });
});
