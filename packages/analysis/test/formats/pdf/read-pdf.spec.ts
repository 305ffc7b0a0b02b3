import { beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { AnalysisError, TransientAnalysisError } from '../../../src/analyse.js';
import { readPdf } from '../../../src/formats/pdf/read-pdf.js';
import type { DocumentModel, TextRun } from '../../../src/model/document-model.js';
import type { Raster } from '../../../src/model/raster.js';

// The PDFs are built from ./sources by ./sources/build.sh (LibreOffice and a hand-written generator).
const file = (name: string) => fileURLToPath(new URL(`./files/${name}`, import.meta.url));
const runs = (model: DocumentModel, page = 0): TextRun[] => model.pages[page].textRuns;
const run = (model: DocumentModel, text: string): TextRun => {
  const found = model.pages.flatMap((page) => page.textRuns).find((candidate) => candidate.text === text);
  if (!found) throw new Error(`no run "${text}"`);
  return found;
};

describe('readPdf: a tagged PDF from LibreOffice', () => {
  let model: DocumentModel;
  beforeAll(async () => {
    model = await readPdf(file('tagged-sample.pdf'));
  });

  it('reads the title (XMP dc:title) and the catalog language', () => {
    expect(model.fileType).toBe('pdf');
    expect(model.metadata).toEqual({ title: 'Tagged sample', language: 'en-GB' });
  });

  it('gives the pages in points', () => {
    expect(model.pages.map((page) => [page.index, Math.round(page.width), Math.round(page.height)])).toEqual([
      [0, 595, 842],
      [1, 595, 842],
    ]);
  });

  it('reports the structure tree and MarkInfo', () => {
    expect(model.structure).toEqual({ present: true, marked: true });
  });

  it('finds the headings with their levels, text and place, across pages', () => {
    expect(model.headings.map(({ level, text }) => [level, text])).toEqual([
      [1, 'Main heading'],
      [2, 'Second level'],
      [4, 'Fourth level'],
      [3, 'Third level on page two'],
    ]);
    expect(model.headings[3].location.areas.map((area) => area.page)).toEqual([1]);
  });

  it('boxes text where it is, from the top left of the page', () => {
    const { box } = run(model, 'Main heading');
    // 16 pt text set 2 cm (56.7 pt) from the left, just below the header at the top of the page.
    expect(box.x0).toBeCloseTo(56.8, 0);
    expect(box.y0).toBeGreaterThan(85);
    expect(box.y1).toBeLessThan(115);
    expect(box.y1 - box.y0).toBeGreaterThan(14);
    expect(box.x1 - box.x0).toBeGreaterThan(90);
    expect(model.headings[0].location.areas[0].box).toEqual(box);
  });

  it('reads fill colours, font size and bold from the painted glyphs', () => {
    expect(run(model, 'grey words here')).toMatchObject({
      colour: { r: 153, g: 153, b: 153 },
      fontSize: 12,
      bold: false,
    });
    expect(run(model, 'Plain body text, then').colour).toEqual({ r: 0, g: 0, b: 0 });
    expect(run(model, 'bold words here').bold).toBe(true);
    expect(run(model, 'Main heading')).toMatchObject({ bold: true, fontSize: 16 });
  });

  it('measures the background behind each run on the rendered page', () => {
    expect(run(model, 'White on dark')).toMatchObject({ colour: { r: 255, g: 255, b: 255 } });
    const { background } = run(model, 'White on dark');
    // The paragraph is filled with #1a1a66.
    expect(background!.r).toBeLessThan(40);
    expect(background!.b).toBeGreaterThan(80);
    expect(background!.b).toBeLessThan(120);
    expect(run(model, 'grey words here').background).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('marks page furniture as artifacts, content as tagged, and measures only content', () => {
    const header = runs(model).find((candidate) => candidate.text === 'Running header')!;
    expect(header).toMatchObject({ artifact: true, tagged: false, invisible: false, background: null });
    expect(
      runs(model)
        .filter((candidate) => !candidate.artifact)
        .every((candidate) => candidate.tagged),
    ).toBe(true);
  });

  it("gives a run the language of its element when it differs from the document's", () => {
    expect(run(model, 'Bonjour tout le monde, ceci est un paragraphe en français.').language).toBe('fr-FR');
    expect(run(model, 'Main heading').language).toBeNull();
  });

  it('tells a table with header cells from one without', () => {
    expect(model.tables.map((table) => table.hasHeaders)).toEqual([true, false]);
    const [area] = model.tables[0].location.areas;
    expect(area.page).toBe(0);
    expect(area.box.x0).toBeCloseTo(59.7, 0);
    expect(area.box.y1).toBeGreaterThan(area.box.y0 + 25);
  });

  it('takes figures and their alternative text from the structure; artifact images and drawn shapes are not figures', () => {
    // The described blue rectangle is a Figure of lines and fills only: a drawn shape, which no
    // format's reader takes for a picture (document-elements.ts, isDrawnShape).
    expect(model.figures.map((figure) => figure.alternativeText)).toEqual(['Photo - Red square with a blue disc']);
    // LibreOffice 7.4 paints pictures as artifacts (not figures themselves)...
    expect(model.pages[0].images).toEqual([
      { box: expect.any(Object), pixelWidth: 120, pixelHeight: 90, artifact: true },
    ]);
    // ...and leaves their Figure element without content: it is placed by its Layout BBox, over the picture.
    const [picture] = model.figures[0].location.areas;
    const painted = model.pages[0].images[0].box;
    expect(picture.page).toBe(0);
    for (const side of ['x0', 'y0', 'x1', 'y1'] as const) expect(picture.box[side]).toBeCloseTo(painted[side], 0);
  });
});

describe('readPdf: what LibreOffice does not write (hand-made PDF)', () => {
  let model: DocumentModel;
  beforeAll(async () => {
    model = await readPdf(file('handmade-tags.pdf'));
  });

  it('trims the Info title and falls back to the Lang of the Document element', () => {
    expect(model.metadata).toEqual({ title: 'Handmade tags', language: 'de-DE' });
  });

  it('maps custom roles through the RoleMap, reads H7 and the unnumbered H', () => {
    expect(model.headings.map(({ level, text }) => [level, text])).toEqual([
      [1, 'Custom title'],
      [7, 'Deep heading'],
      [null, 'Plain H'],
    ]);
  });

  it('counts a Headers attribute as headers and joins a table continued on the next page', () => {
    expect(model.tables).toHaveLength(1);
    expect(model.tables[0].hasHeaders).toBe(true);
    expect(model.tables[0].location.areas.map((area) => area.page)).toEqual([0, 1]);
  });

  it('uses ActualText as the alternative of a figure, placed where its image is painted', () => {
    expect(model.figures).toEqual([
      {
        alternativeText: 'Company logo',
        decorative: false,
        location: { areas: [{ page: 0, box: { x0: 300, y0: 60, x1: 350, y1: 100 } }] },
      },
    ]);
    expect(model.pages[0].images).toEqual([
      { box: { x0: 300, y0: 60, x1: 350, y1: 100 }, pixelWidth: 4, pixelHeight: 4, artifact: false },
    ]);
  });

  it('converts CMYK, flags invisible text and artifacts with properties', () => {
    const red = run(model, 'Red CMYK text').colour!;
    expect(red.r).toBeGreaterThan(200);
    expect(red.g).toBeLessThan(80);
    expect(run(model, 'Invisible layer text')).toMatchObject({ invisible: true, tagged: false, background: null });
    expect(run(model, 'Page 1')).toMatchObject({ artifact: true, invisible: false });
  });

  it('gives an element Lang below the document language', () => {
    expect(run(model, 'English words').language).toBe('en-GB');
    expect(run(model, 'Red CMYK text').language).toBeNull();
  });

  it('turns a rotated page: width and height swap, text boxes follow', () => {
    expect(model.pages[1]).toMatchObject({ width: 300, height: 400 });
    // Drawn at (20, 260) on a 400 × 300 media box turned 90° clockwise: near the right edge, reading downwards.
    const { box } = run(model, 'Rotated page');
    expect(box.x0).toBeGreaterThan(250);
    expect(box.x1).toBeLessThan(275);
    expect(box.y0).toBeCloseTo(20, 0);
    expect(box.y1 - box.y0).toBeCloseTo(72, 0);
  });
});

describe('readPdf: an untagged PDF', () => {
  it('has no structure, and each picture is a figure without alternative text', async () => {
    const model = await readPdf(file('untagged-sample.pdf'));
    expect(model.structure).toBeNull();
    expect(model.metadata).toEqual({ title: null, language: 'en-US' });
    expect(model.headings).toEqual([]);
    expect(runs(model)[0]).toMatchObject({
      text: 'An untagged document with one picture.',
      tagged: false,
      artifact: false,
    });
    expect(model.figures).toEqual([
      {
        alternativeText: null,
        decorative: false,
        location: { areas: [{ page: 0, box: model.pages[0].images[0].box }] },
      },
    ]);
    expect(model.pages[0].images[0]).toMatchObject({ pixelWidth: 120, pixelHeight: 90 });
  });

  it('leaves backgrounds unknown when asked not to render', async () => {
    const model = await readPdf(file('untagged-sample.pdf'), { render: false });
    expect(runs(model)[0].background).toBeNull();
  });
});

describe('readPdf: a scanned page', () => {
  it('renders a page that is a picture of a page for OCR, and stores the evidence', async () => {
    const seen: Raster[] = [];
    const model = await readPdf(file('scanned-page.pdf'), {
      recognise: async (raster) => {
        seen.push(raster);
        return { words: 12, confidence: 91, text: 'This page was scanned.' };
      },
    });
    expect(model.pages[0].ocr).toEqual({ words: 12, confidence: 91, text: 'This page was scanned.' });
    expect(seen).toHaveLength(1);
    // A4 at 180 dpi.
    expect(seen[0].width).toBeGreaterThan(1400);
    expect(seen[0].data.length).toBe(seen[0].width * seen[0].height * 4);
  });

  it('does not OCR pages with text, nor without a recogniser', async () => {
    let calls = 0;
    const recognise = async () => {
      calls++;
      return { words: 0, confidence: 0, text: '' };
    };
    expect((await readPdf(file('untagged-sample.pdf'), { recognise })).pages[0].ocr).toBeNull();
    expect(calls).toBe(0);
    expect((await readPdf(file('scanned-page.pdf'))).pages[0].ocr).toBeNull();
  });

  it("turns the recogniser's own failure into a TransientAnalysisError (retried, not the file's fault)", async () => {
    const error = await readPdf(file('scanned-page.pdf'), {
      recognise: () => Promise.reject(new Error('OCR worker crashed')),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransientAnalysisError);
    expect(error).not.toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toBe('OCR failed: OCR worker crashed');
  });
});

describe('readPdf: partial results within the work bounds', () => {
  it('judges the pages up to the page limit and lists the rest as not judged', async () => {
    const model = await readPdf(file('tagged-sample.pdf'), { limits: { maxPages: 1 } });
    expect(model.pages).toHaveLength(1);
    expect(model.unjudged).toEqual([
      { pages: { from: 2, to: 2 }, reason: 'Past the page limit: the first 1 of the 2 pages were analysed' },
    ]);
    expect(model.headings.length).toBeGreaterThan(0);
    expect(model.headings.every((heading) => heading.location.areas.every((area) => area.page === 0))).toBe(true);
  });

  it('leaves Scanned unjudged, saying how far OCR got, when its ceiling is reached before a picture of text', async () => {
    let calls = 0;
    const model = await readPdf(file('scanned-page.pdf'), {
      limits: { maxOcrPages: 0 },
      recognise: async () => {
        calls++;
        return { words: 12, confidence: 91, text: 'This page was scanned.' };
      },
    });
    expect(calls).toBe(0);
    expect(model.unjudged).toEqual([
      {
        check: 'Scanned',
        reason: 'OCR read 0 of the 1 pages that look scanned (its ceiling is 0) and found no picture of text on them',
      },
    ]);
    expect(model.pages[0].ocr).toBeNull();
    expect(model.pages[0].looksScanned).toBe(true);
  });

  it('renders a page larger than the pixel bound at the scale that fits, and still measures its backgrounds', async () => {
    const model = await readPdf(file('tagged-sample.pdf'), { limits: { maxContrastRenderPixels: 20_000 } });
    expect(runs(model).some((textRun) => textRun.background !== null)).toBe(true);
  });

  it('reports nothing unjudged when every stage finishes', async () => {
    expect((await readPdf(file('tagged-sample.pdf'))).unjudged).toBeUndefined();
  });

  it('tells how far it has got, page by page', async () => {
    const seen: string[] = [];
    await readPdf(file('ten-pages.pdf'), {
      onProgress: ({ stage, done, total }) => seen.push(`${stage} ${done}/${total}`),
    });
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => `pages ${i + 1}/10`));
  });
});

describe('readPdf: files that cannot be analysed', () => {
  it('refuses an encrypted PDF', async () => {
    await expect(readPdf(file('encrypted.pdf'))).rejects.toThrow(
      new AnalysisError('The PDF is encrypted with a password'),
    );
  });

  it('refuses a truncated file', async () => {
    const error = await readPdf(file('truncated.pdf')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toMatch(/^The file is not a readable PDF: /);
  });

  it('gives up, saying the reader seems stuck, when a step outlives its bound', async () => {
    const error = await readPdf(file('ten-pages.pdf'), { limits: { stepTimeoutMs: 0 } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toBe(
      'Reading the PDF stopped: one step made no progress for 0 s (the reader seems stuck)',
    );
  });

  it('lets a missing file fail as it is (not the file’s fault)', async () => {
    await expect(readPdf(file('missing.pdf'))).rejects.toThrow(/ENOENT/);
  });
});

describe('readPdf: a ten-page document', () => {
  it('reads every page, and renders only as many as the limit allows', async () => {
    const model = await readPdf(file('ten-pages.pdf'), { limits: { maxContrastPages: 3 } });
    expect(model.pages).toHaveLength(10);
    expect(model.headings.map((heading) => heading.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Chapter ${i + 1}`),
    );
    expect(model.headings.map((heading) => heading.location.areas[0].page)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const measured = model.pages.map((page) => page.textRuns.some((candidate) => candidate.background !== null));
    expect(measured).toEqual([true, true, true, false, false, false, false, false, false, false]);
  });
});
