import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';
import { AnalysisError } from '../../../src/analyse.js';
import { readHtml } from '../../../src/formats/html/read-html.js';

const fixtures = new URL('../../../fixtures/html/', import.meta.url).pathname;
const read = (name: string) => readHtml(fixtures + name, { fetcher: null });
const scratch = mkdtempSync(join(tmpdir(), 'read-html-'));
let counter = 0;
function htmlFile(html: string | Buffer): string {
  const path = join(scratch, `doc-${counter++}.html`);
  writeFileSync(path, html);
  return path;
}

describe('readHtml on the fixtures', () => {
  it('html-pass: metadata, one pseudo page, headings, table, figure', async () => {
    const model = await read('html-pass.html');
    expect(model.fileType).toBe('html');
    expect(model.metadata).toEqual({ title: 'Accessible documents', language: 'en' });
    expect(model.structure).toBeNull();
    expect(model.pages).toHaveLength(1);
    expect(model.pages[0]).toMatchObject({ index: 0, width: 0, height: 0, images: [], ocr: null });
    expect(model.headings.map(({ level, text }) => [level, text])).toEqual([
      [1, 'Accessible documents'],
      [2, 'Visits'],
    ]);
    expect(model.tables).toEqual([{ hasHeaders: true, location: { areas: [], selector: 'body > main > table' } }]);
    expect(model.figures).toEqual([
      {
        alternativeText: 'Bar chart: visits doubled from January to June',
        decorative: false,
        location: { areas: [], selector: 'body > main > img' },
      },
    ]);
  });

  it('html-pass: text runs carry computed style and a selector', async () => {
    const [heading, paragraph, ...rest] = (await read('html-pass.html')).pages[0]!.textRuns;
    expect(heading).toEqual({
      text: 'Accessible documents',
      box: { x0: 0, y0: 0, x1: 0, y1: 0 },
      fontSize: 24,
      bold: true,
      colour: { r: 0, g: 0, b: 0 },
      background: { r: 255, g: 255, b: 255 },
      invisible: false,
      artifact: false,
      tagged: true,
      language: null,
      location: { areas: [], selector: 'body > main > h1' },
    });
    expect(paragraph).toMatchObject({ fontSize: 12, bold: false, location: { selector: 'body > main > p' } });
    expect(rest.map((run) => [run.text, run.bold])).toEqual([
      ['Visits', true],
      ['Month', true],
      ['Visits', true],
      ['January', false],
      ['1200', false],
    ]);
  });

  it('every selector selects exactly its element', async () => {
    for (const name of ['html-pass.html', 'contrast-from-style-element-fail.html', 'img-aria-label-pass.html']) {
      const model = await read(name);
      const $ = load(await import('node:fs/promises').then((fs) => fs.readFile(fixtures + name, 'utf8')));
      const locations = [
        ...model.pages[0]!.textRuns.map((run) => run.location!),
        ...model.headings.map((heading) => heading.location),
        ...model.figures.map((figure) => figure.location),
      ];
      for (const { selector } of locations)
        expect({ selector, count: $(selector!).length }).toEqual({ selector, count: 1 });
    }
  });

  it('title and language are null when missing or blank', async () => {
    expect((await read('title-missing-fail.html')).metadata.title).toBeNull();
    expect((await read('title-blank-fail.html')).metadata.title).toBeNull();
    expect((await read('lang-missing-fail.html')).metadata.language).toBeNull();
    expect((await read('lang-invalid-fail.html')).metadata.language).toBe('english');
  });

  it('marks runs in another language than the document', async () => {
    const runs = (await read('lang-of-parts-pass.html')).pages[0]!.textRuns;
    expect(runs.map((run) => run.language)).toEqual([null, null, 'fr']);
  });

  it('role=heading levels, and a role that removes hN semantics', async () => {
    const model = await read('role-heading-aria-level-fail.html');
    expect(model.headings.map(({ level, text }) => [level, text])).toEqual([
      [1, 'Accessible documents'],
      [2, 'Default level two'],
      [4, 'Level four skips three'],
    ]);
  });

  it('figures: decorative and named ones', async () => {
    const decorative = await read('img-decorative-pass.html');
    expect(decorative.figures.map(({ alternativeText, decorative }) => [alternativeText, decorative])).toEqual([
      ['', true],
      [null, true],
      ['Bar chart: visits doubled', false],
    ]);
    const named = await read('img-aria-label-pass.html');
    expect(named.figures.map(({ alternativeText }) => alternativeText)).toEqual([
      'Bar chart: visits doubled',
      'Pie chart of the budget',
      'A red square',
    ]);
    expect((await read('img-alt-missing-fail.html')).figures[1]!.alternativeText).toBeNull();
  });

  it('tables: td scope counts, presentation tables are not data tables', async () => {
    expect((await read('table-scope-pass.html')).tables.map((table) => table.hasHeaders)).toEqual([true]);
    expect((await read('table-headers-missing-fail.html')).tables).toEqual([
      { hasHeaders: false, location: { areas: [], selector: '#prices' } },
    ]);
  });

  it('hidden text yields no runs', async () => {
    const runs = (await read('contrast-hidden-text-pass.html')).pages[0]!.textRuns;
    expect(runs.map((run) => run.text.slice(0, 10))).toEqual(['Accessible', 'Accessibil']);
  });

  it('text over a background image has an unknown background', async () => {
    const runs = (await read('contrast-background-image-unknown.html')).pages[0]!.textRuns;
    expect(runs.every((run) => run.background === null && run.colour !== null)).toBe(true);
  });
});

describe('readHtml on other input', () => {
  it('headers attributes pointing at existing ids count as headers', async () => {
    const path = htmlFile(
      '<table><tr><td id="h">Name</td></tr><tr><td headers="h">Ada</td></tr></table>' +
        '<table><tr><td headers="missing">x</td></tr></table>' +
        '<table><tr><td>outer<table><tr><th>inner</th></tr></table></td></tr></table>',
    );
    expect((await readHtml(path, { fetcher: null })).tables.map((table) => table.hasHeaders)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('decodes the declared charset', async () => {
    const latin1 = Buffer.from(
      '<html lang="de"><head><meta charset="iso-8859-1"><title>Gr\xfc\xdfe</title></head></html>',
      'latin1',
    );
    expect((await readHtml(htmlFile(latin1), { fetcher: null })).metadata.title).toBe('Grüße');
  });

  it('ignores an svg <title> for the document title', async () => {
    const path = htmlFile('<body><svg><title>Drawing</title></svg></body>');
    expect((await readHtml(path, { fetcher: null })).metadata.title).toBeNull();
  });

  it('refuses documents with too many elements', async () => {
    const path = htmlFile(`<body>${'<i></i>'.repeat(100_001)}</body>`);
    const error = await readHtml(path, { fetcher: null }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toContain('more than 100,000 elements');
  });
});
