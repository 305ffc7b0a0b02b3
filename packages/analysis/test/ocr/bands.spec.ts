import { afterAll, describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import { bandsOf, linesOfBand, MAX_BAND_PIXELS } from '../../src/ocr/bands.js';
import { OcrEngine } from '../../src/ocr/ocr-engine.js';
import type { OcrLine } from '../../src/ocr/ocr-result.js';
import { blankRaster, PROSE, toRaster } from './images.js';

const line = (y0: number, y1: number): OcrLine => ({
  text: `${y0}`,
  confidence: 90,
  box: { x0: 10, y0, x1: 100, y1 },
  words: [{ text: `${y0}`, confidence: 90, box: { x0: 10, y0, x1: 100, y1 } }],
});

describe('bandsOf', () => {
  it('leaves a raster within MAX_BAND_PIXELS whole', () => {
    const raster = blankRaster(1000, 1000);
    expect(bandsOf(raster)).toEqual([{ raster, top: 0, from: 0, to: 1000 }]);
  });

  it('cuts a larger one into overlapping bands of rows whose own rows tile it, without copying', () => {
    const raster = blankRaster(3000, 3000);
    const bands = bandsOf(raster);
    expect(bands.length).toBeGreaterThan(4);
    let next = 0;
    for (const band of bands) {
      expect(band.raster.width * band.raster.height).toBeLessThanOrEqual(MAX_BAND_PIXELS);
      expect(band.raster.data.buffer).toBe(raster.data.buffer);
      expect(band.raster.data.byteOffset).toBe(band.top * 3000 * 4);
      // Its own rows lie inside it, at least a fifth of a band from an edge it shares with another.
      expect(band.from).toBe(next);
      const margin = Math.floor(band.raster.height * 0.2);
      expect(band.from - band.top).toBeGreaterThanOrEqual(band.top === 0 ? 0 : margin);
      expect(band.top + band.raster.height - band.to).toBeGreaterThanOrEqual(band.to === 3000 ? 0 : margin);
      next = band.to;
    }
    expect(next).toBe(3000);
    expect(bands.at(-1)!.top + bands.at(-1)!.raster.height).toBe(3000);
  });
});

describe('linesOfBand', () => {
  it("moves a band's lines to the raster's rows and keeps those whose middle is its own", () => {
    const band = { raster: blankRaster(10, 10), top: 500, from: 600, to: 900 };
    // Middles (in the raster) at 570, 610, 890 and 900: the band's own rows are 600-899.
    const kept = linesOfBand([line(50, 90), line(90, 130), line(370, 410), line(380, 420)], band);
    expect(kept.map((kept) => kept.box)).toEqual([
      { x0: 10, y0: 590, x1: 100, y1: 630 },
      { x0: 10, y0: 870, x1: 100, y1: 910 },
    ]);
    expect(kept[0]!.words[0]!.box).toEqual({ x0: 10, y0: 590, x1: 100, y1: 630 });
  });
});

describe('OcrEngine on a raster read in bands', () => {
  const engine = OcrEngine.create();
  afterAll(() => engine.terminate());

  it('reads every line once, whole, those across the edges of bands included', async () => {
    // 1500 × 2100 px: bands of rows 0-1333 and 767-2100, each reporting the lines on its side of row 1050.
    expect(bandsOf(blankRaster(1500, 2100)).map((band) => [band.top, band.from, band.to])).toEqual([
      [0, 0, 1050],
      [767, 1050, 2100],
    ]);
    const canvas = createCanvas(1500, 2100);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1500, 2100);
    ctx.fillStyle = '#000000';
    ctx.font = '40px "DejaVu Sans"';
    ctx.textBaseline = 'middle';
    // Middles at a band's top edge (767), between the bands (1050) and at a band's bottom edge (1333).
    const middles = [150, 500, 767, 1050, 1333, 1600, 1950];
    middles.forEach((y, i) => ctx.fillText(PROSE[i]!, 60, y));

    const banded = await engine.recognise(toRaster(canvas));
    expect(banded.lines.map((read) => read.text)).toEqual(middles.map((_, i) => PROSE[i]));
    banded.lines.forEach((read, i) => {
      expect(Math.abs((read.box.y0 + read.box.y1) / 2 - middles[i]!)).toBeLessThan(15);
    });
    // The same words as the picture read whole (an encoded image is never cut in bands).
    const whole = await engine.recognise(await canvas.encode('png'));
    expect(banded.text).toBe(whole.text);
    expect(banded.words).toBe(whole.words);
  }, 60_000);
});
