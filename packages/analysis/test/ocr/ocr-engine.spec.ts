import { afterAll, describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import { OcrEngine } from '../../src/ocr/ocr-engine.js';
import { blankRaster, letterPage, photoCanvas, PROSE, textCanvas, toRaster } from './images.js';

const TIMEOUT = 30_000;

describe('OcrEngine', () => {
  const engine = OcrEngine.create();
  afterAll(() => engine.terminate());

  it(
    'reads ten lines of prose from a Raster, with boxes in raster pixels',
    async () => {
      const raster = toRaster(textCanvas(PROSE));
      const result = await engine.recognise(raster);
      expect(result.words).toBeGreaterThanOrEqual(30);
      expect(result.confidence).toBeGreaterThan(80);
      for (const word of ['scanned', 'recognition', 'assistive', 'contrast']) expect(result.text).toContain(word);
      expect(result.lines.length).toBeGreaterThanOrEqual(9);
      const first = result.lines[0];
      expect(first.text).toContain('Accessibility');
      expect(first.box.x0).toBeGreaterThanOrEqual(28);
      expect(first.box.x0).toBeLessThanOrEqual(40);
      expect(first.box.y1).toBeGreaterThan(first.box.y0);
      expect(first.words[0]).toMatchObject({ text: 'Accessibility' });
      for (const line of result.lines) expect(line.box.x1).toBeLessThanOrEqual(raster.width);
    },
    TIMEOUT,
  );

  it(
    'finds (almost) no words in a photo',
    async () => {
      const result = await engine.recognise(toRaster(photoCanvas()));
      expect(result.words).toBeLessThan(5);
    },
    // Read in a second language too (no text to tell it), each worker started on a busy machine.
    2 * TIMEOUT,
  );

  it(
    'finds nothing on a blank page, a fully transparent one or a tiny one',
    async () => {
      for (const raster of [blankRaster(800, 600), blankRaster(300, 200, 0, 0), blankRaster(2, 2)]) {
        const result = await engine.recognise(raster);
        expect(result).toEqual({ words: 0, confidence: 0, text: '', lines: [], language: 'eng' });
      }
    },
    TIMEOUT,
  );

  it(
    'accepts an encoded PNG and JPEG',
    async () => {
      const canvas = textCanvas(PROSE.slice(0, 4));
      for (const encoded of [await canvas.encode('png'), await canvas.encode('jpeg', 90)]) {
        const result = await engine.recognise(encoded);
        expect(result.words).toBeGreaterThanOrEqual(25);
        expect(result.text).toContain('screen reader');
      }
    },
    TIMEOUT,
  );

  it(
    'reads dark text on a transparent background as on white paper',
    async () => {
      const canvas = createCanvas(900, 120);
      const ctx = canvas.getContext('2d');
      ctx.font = '40px "DejaVu Sans"';
      ctx.fillText('Transparent background here', 20, 70);
      const result = await engine.recognise(toRaster(canvas));
      expect(result.text).toBe('Transparent background here');
    },
    TIMEOUT,
  );

  it(
    'downscales a large image and maps boxes back to its pixels',
    async () => {
      const canvas = createCanvas(6000, 1000);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 6000, 1000);
      ctx.fillStyle = '#000000';
      ctx.font = '120px "DejaVu Sans"';
      ctx.fillText('Wide banner with words', 3000, 600);
      for (const image of [toRaster(canvas), await canvas.encode('png')]) {
        const result = await engine.recognise(image);
        expect(result.text).toBe('Wide banner with words');
        const box = result.lines[0].box;
        expect(box.x0).toBeGreaterThan(2980);
        expect(box.x0).toBeLessThan(3030);
        expect(box.y1).toBeGreaterThan(590);
        expect(box.y1).toBeLessThan(640);
      }
    },
    TIMEOUT,
  );

  it(
    'serialises parallel calls; both succeed',
    async () => {
      const [a, b] = await Promise.all([
        engine.recognise(toRaster(textCanvas(PROSE.slice(0, 3)))),
        engine.recognise(await textCanvas(PROSE.slice(5, 8)).encode('png')),
      ]);
      expect(a.text).toContain('Accessibility');
      expect(b.text).toContain('assistive');
    },
    TIMEOUT,
  );

  it(
    'rejects bad input with an Error and keeps working',
    async () => {
      await expect(engine.recognise({ width: 10, height: 10, data: new Uint8ClampedArray(10) })).rejects.toThrow(
        /expected 400/,
      );
      await expect(engine.recognise(Buffer.from('not an image at all'))).rejects.toThrow(Error);
      const result = await engine.recognise(toRaster(textCanvas(PROSE.slice(0, 2))));
      expect(result.text).toContain('Accessibility');
    },
    TIMEOUT,
  );

  it(
    'starts again after terminate()',
    async () => {
      await engine.terminate();
      await engine.terminate(); // twice is harmless
      const result = await engine.recognise(toRaster(textCanvas(PROSE.slice(0, 2))));
      expect(result.text).toContain('disabilities');
    },
    TIMEOUT,
  );

  it(
    'reads a letter page at 200 dpi',
    async () => {
      const result = await engine.recognise(toRaster(letterPage()));
      expect(result.words).toBeGreaterThan(350);
      expect(result.confidence).toBeGreaterThan(85);
      expect(result.text.length).toBeLessThanOrEqual(5000);
    },
    // 3.7 megapixels: read in three bands (ocr/bands.ts).
    2 * TIMEOUT,
  );
});

describe('OcrEngine limits', () => {
  it('refuses a language whose data is not installed, no language, and no workers', () => {
    expect(() => OcrEngine.create({ languages: ['eng', 'xyz'] })).toThrow(/@tesseract.js-data\/xyz/);
    expect(() => OcrEngine.create({ languages: ['../eng'] })).toThrow(/Invalid OCR language/);
    expect(() => OcrEngine.create({ languages: [] })).toThrow(/at least one language/);
    expect(() => OcrEngine.create({ maxWorkers: 0 })).toThrow(/maxWorkers/);
  });

  it(
    'rejects a call that takes too long, and replaces the worker so the next call runs',
    async () => {
      const engine = OcrEngine.create({ timeoutMs: 1500 });
      try {
        // A band of a letter page takes 2-3 s to read here: past the bound. The worker's start is
        // bounded apart, so the next call's one line is read within it however busy the machine.
        await expect(engine.recognise(toRaster(letterPage()))).rejects.toThrow('OCR took longer than 1500 ms');
        expect(engine.liveLanguages).toEqual([]); // the worker was stopped
        const result = await engine.recognise(toRaster(textCanvas(PROSE.slice(0, 1), { width: 900 })));
        expect(result.text).toContain('Accessibility');
      } finally {
        await engine.terminate();
      }
    },
    TIMEOUT,
  );
});
