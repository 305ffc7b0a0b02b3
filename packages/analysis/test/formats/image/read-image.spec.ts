import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { AnalysisError } from '../../../src/analyse.js';
import { readImage } from '../../../src/formats/image/read-image.js';
import { OcrEngine } from '../../../src/ocr/ocr-engine.js';
import { GERMAN_PROSE } from '../../ocr/images.js';

const files = fileURLToPath(new URL('../../../fixtures/image/files/', import.meta.url));
const ocr = OcrEngine.create();
afterAll(() => ocr.terminate());
const TIMEOUT = 30_000;

describe('readImage', () => {
  it('makes one pseudo page in pixels, one figure for the whole image, no structure', async () => {
    const document = await readImage(files + 'jpeg-exif-description-pass.jpg', { ocr });
    expect(document).toMatchObject({
      fileType: 'image',
      structure: null,
      headings: [],
      tables: [],
      isSeizureInducing: false,
      figures: [
        {
          alternativeText: 'A yellow sun over a green field, a brown hut on the left',
          decorative: false,
          location: { areas: [{ page: 0, box: { x0: 0, y0: 0, x1: 400, y1: 300 } }] },
        },
      ],
    });
    expect(document.pages).toEqual([
      {
        index: 0,
        width: 400,
        height: 300,
        textRuns: [],
        images: [{ box: { x0: 0, y0: 0, x1: 400, y1: 300 }, pixelWidth: 400, pixelHeight: 300, artifact: false }],
        ocr: { words: 0, confidence: 0, text: '' },
      },
    ]);
  });

  it('prefers the IPTC accessibility alt text, and reads dc:title and the language of dc:description', async () => {
    const document = await readImage(files + 'jpeg-xmp-alt-text-pass.jpg', {});
    expect(document.figures[0].alternativeText).toBe('A brown hut in a green field under a yellow sun');
    expect(document.metadata).toEqual({ title: 'Hut in a field', language: 'en-GB' });
  });

  it('reads PNG text chunks after the image data, and ignores camera defaults', async () => {
    expect((await readImage(files + 'png-with-description-pass.png', {})).figures[0].alternativeText).toMatch(
      /^A yellow sun/,
    );
    expect((await readImage(files + 'jpeg-camera-junk-fail.jpg', {})).figures[0].alternativeText).toBeNull();
  });

  it(
    'turns OCR lines into runs with pixel boxes, a size from the line height and measured colours',
    async () => {
      const runs = (await readImage(files + 'text-low-contrast.png', { ocr })).pages[0].textRuns;
      expect(runs.map((run) => run.text)).toEqual([
        expect.stringContaining('Library opening hours'),
        expect.stringContaining('Friday'),
      ]);
      for (const run of runs) {
        expect(run).toMatchObject({ bold: false, invisible: false, artifact: false, tagged: true, language: null });
        expect(run.colour).toEqual({ r: 187, g: 187, b: 187 });
        expect(run.background).toEqual({ r: 255, g: 255, b: 255 });
        // 40 px type: a line box ~40 px high, 30 pt at 96 px per inch
        expect(run.fontSize).toBeGreaterThan(25);
        expect(run.fontSize).toBeLessThan(35);
        expect(run.box.x0).toBeGreaterThanOrEqual(38);
        expect(run.box.x1).toBeLessThanOrEqual(900);
      }
    },
    TIMEOUT,
  );

  it(
    'maps OCR boxes of a shrunk raster back to file pixels',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'image-scale-'));
      try {
        // 4500 × 935: decoded at 3000 px wide, so the raster is 1.5 times smaller than the file
        const path = join(dir, 'large.png');
        await sharp(files + 'text-good-contrast.png')
          .resize({ width: 4500 })
          .toFile(path);
        const runs = (await readImage(path, { ocr })).pages[0].textRuns;
        expect(runs[0].text).toContain('Library opening hours');
        expect(runs[0].box.x0).toBeGreaterThan(5 * 38);
        expect(runs[0].box.x1).toBeGreaterThan(5 * 470);
        expect(runs[0].box.x1).toBeLessThan(5 * 485);
        expect(runs[0].fontSize).toBeGreaterThan(5 * 25);
        expect(runs[0].colour).toEqual({ r: 0, g: 0, b: 0 });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );

  it(
    'reads the text in the language the description declares (XMP dc:description xml:lang)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'image-language-'));
      const recognise = jest.spyOn(ocr, 'recognise');
      try {
        const path = join(dir, 'aushang.png');
        const lines = GERMAN_PROSE.slice(0, 4).map((line, i) => `<text x="30" y="${60 + i * 50}">${line}</text>`);
        const svg =
          '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="240"><rect width="100%" height="100%" fill="#fff"/>' +
          `<g font-family="DejaVu Sans" font-size="30">${lines.join('')}</g></svg>`;
        const xmp =
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt>' +
          '<rdf:li xml:lang="de">Aushang der Stadtbibliothek</rdf:li></rdf:Alt></dc:description></rdf:Description>' +
          '</rdf:RDF></x:xmpmeta>';
        await sharp(Buffer.from(svg)).withXmp(xmp).png().toFile(path);
        const document = await readImage(path, { ocr });
        expect(document.metadata.language).toBe('de');
        expect(recognise).toHaveBeenCalledWith(expect.anything(), { language: 'de' });
        const text = document.pages[0].textRuns.map((run) => run.text).join(' ');
        for (const word of ['eröffnet', 'Bücher']) expect(text).toContain(word);
      } finally {
        recognise.mockRestore();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );

  it('has no text runs and no OCR evidence without an OCR engine', async () => {
    const page = (await readImage(files + 'text-good-contrast.png', {})).pages[0];
    expect(page.textRuns).toEqual([]);
    expect(page.ocr).toBeNull();
  });

  it('reads SVG (rendered by librsvg) with its <title>, and BMP through the canvas', async () => {
    const svg = await readImage(files + 'svg-title-pass.svg', {});
    expect(svg.pages[0]).toMatchObject({ width: 200, height: 100 });
    expect(svg.figures[0].alternativeText).toBe('Bar chart: sales doubled from 2023 to 2024');
    const bmp = await readImage(files + 'bitmap-no-description-fail.bmp', {});
    expect(bmp.pages[0]).toMatchObject({ width: 200, height: 150 });
    expect(bmp.figures[0].alternativeText).toBeNull();
  });

  it('tells damaged, oversized and non-image files apart', async () => {
    const failure = (name: string) => readImage(files + name, {}).catch((error: unknown) => error);
    const corrupt = await failure('corrupt.png');
    expect(corrupt).toBeInstanceOf(AnalysisError);
    expect((corrupt as Error).message).toMatch(/^The image could not be decoded: /);
    expect(((await failure('bomb.png')) as Error).message).toMatch(/too large to analyse/);
    const text = await failure('../README.md');
    expect(text).toBeInstanceOf(AnalysisError);
    expect((text as Error).message).toMatch(/^The image could not be decoded/);
    // A missing file is not the file's fault: a plain error, retried.
    const missing = await failure('no-such-file.png');
    expect(missing).toBeInstanceOf(Error);
    expect(missing).not.toBeInstanceOf(AnalysisError);
  });
});
