import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readHtml } from '../../../src/formats/html/read-html.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';

const scratch = mkdtempSync(join(tmpdir(), 'contrast-as-painted-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let counter = 0;

const PROSE =
  'Accessibility means that people with disabilities can perceive, understand, navigate and interact with documents.';
const DARK_SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#222"/><rect width="5" height="5" fill="#333"/></svg>')}`;

/** The feedback for a small English page with `body` after a paragraph of black prose. */
async function feedbackOf(body: string) {
  const file = join(scratch, `page-${counter++}.html`);
  writeFileSync(
    file,
    `<!doctype html><html lang="en"><head><title>Contrast as painted</title></head><body><main><h1>Contrast</h1><p>${PROSE}</p>${body}</main></body></html>`,
  );
  return evaluateDocument((await readHtml(file, { fetcher: null })).document);
}

describe('Contrast as the browser paints it', () => {
  it("names the colours judged in the failing snippet's message, the halo when it is the background", async () => {
    const { report } = await feedbackOf(
      '<p id="grey" style="color:#767676;text-shadow:0 0 4px #999,0 0 4px #999">Grey text in grey shadows.</p>',
    );
    expect(report.results.Contrast?.snippets).toEqual([
      expect.objectContaining({
        selector: '#grey',
        message: 'Text #767676 on #999999 (its text-shadow halo): 1.59:1, needs 4.5:1',
      }),
    ]);
  }, 60_000);

  it('judges the text of a closed declarative shadow root (made open: no script can tell)', async () => {
    const { report } = await feedbackOf(
      '<x-note><template shadowrootmode="closed"><p style="color:#ccc">Pale text in a closed shadow root.</p></template></x-note>',
    );
    expect(report.results.Contrast?.snippets?.map((snippet) => snippet.selector)).toEqual([
      'body > main > x-note >>> p',
    ]);
  }, 60_000);

  it('hides shadow-tree text and its shadows, styled from inside the root, while photographing what lies behind', async () => {
    // White text with a white copy beside it, over a dark picture: the copy is no background of the
    // text, and neither is the text itself; photographed with them, it would be judged white on white.
    const { report } = await feedbackOf(
      '<x-note><template shadowrootmode="open"><style>p { -webkit-text-fill-color: #fff; text-shadow: 3px 3px 0 #fff; }</style>' +
        `<p style="font-size:40px;font-weight:900;background:url('${DARK_SVG}')">Light text on a dark picture.</p></template></x-note>`,
    );
    expect(report.results.Contrast).toEqual({ score: 1, snippets: [] });
  }, 60_000);

  it('leaves shadow-tree text covered by an element of the page unseen', async () => {
    const { report } = await feedbackOf(
      '<div style="position:relative"><x-note><template shadowrootmode="open"><p style="color:#ddd">Pale text under a cover.</p></template></x-note>' +
        '<div style="position:absolute;inset:0;background:#fff"></div></div>',
    );
    expect(report.results.Contrast).toEqual({ score: 1, snippets: [] });
  }, 60_000);

  it('judges one character: the "X" of a button named "Close"', async () => {
    const { report } = await feedbackOf(
      '<button id="close" aria-label="Close" style="color:#ddd;background:#fff;border:0">X</button>',
    );
    expect(report.results.Contrast?.snippets?.map((snippet) => snippet.selector)).toEqual(['#close']);
  }, 60_000);
});
