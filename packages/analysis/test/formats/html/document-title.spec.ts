import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanMarkup } from '../../../src/formats/html/markup/scan-markup.js';
import { readHtml } from '../../../src/formats/html/read-html.js';

const scratch = mkdtempSync(join(tmpdir(), 'document-title-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Markup → the title `document.title` gives, as the browser path and the markup-only path read it. */
const CASES: [string, string, string | null][] = [
  ['in the head', '<head><title>Loans by quarter</title></head><body><p>Text</p></body>', 'Loans by quarter'],
  [
    'left in the body by the parser',
    '<head></head><body><p>Text</p><title>Loans by quarter</title></body>',
    'Loans by quarter',
  ],
  ['the first of two', '<head><title>First</title><title>Second</title></head><body></body>', 'First'],
  ['a blank first one wins', '<head><title> </title></head><body><title>Later</title></body>', null],
  [
    'not in a template',
    '<head><template><title>Hidden</title></template></head><body><title>Shown</title></body>',
    'Shown',
  ],
  ['not an SVG title', '<body><svg><title>A drawing</title></svg><p>Text</p></body>', null],
  ['white space collapsed', '<head><title>\n  Loans \t by\n quarter  </title></head>', 'Loans by quarter'],
  ['none', '<head></head><body><p>Text</p></body>', null],
];

describe("the HTML title is document.title's", () => {
  it.each(CASES)('from the markup alone: %s', (_, markup, title) => {
    expect(scanMarkup(Buffer.from(`<!doctype html><html lang="en">${markup}</html>`)).facts.title).toBe(title);
  });

  it('in the browser, the same for every case as from the markup alone', async () => {
    const titles: (string | null)[] = [];
    for (const [index, [, markup]] of CASES.entries()) {
      const file = join(scratch, `${index}.html`);
      writeFileSync(file, `<!doctype html><html lang="en">${markup}</html>`);
      titles.push((await readHtml(file, { fetcher: null })).document.metadata.title);
    }
    expect(titles).toEqual(CASES.map(([, , title]) => title));
  }, 120_000);
});
