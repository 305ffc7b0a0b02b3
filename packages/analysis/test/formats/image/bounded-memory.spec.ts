import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readImage } from '../../../src/formats/image/read-image.js';
import { runNodeScript } from '../../support/node-script.js';

const packageDir = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'image-memory-'));
const big = join(dir, 'big.png');

// A 20000 × 20000 PNG (400 megapixels, 1.6 GB as RGBA) made in a child process, so its encoding
// does not count here: a light background with a dark band, 11 MB on disk.
beforeAll(async () => {
  const script = `
    import sharp from 'sharp';
    const band = await sharp({ create: { width: 20000, height: 2000, channels: 3, background: '#203040' } }).png().toBuffer();
    await sharp({ create: { width: 20000, height: 20000, channels: 3, background: '#fafafa' }, limitInputPixels: false })
      .composite([{ input: band, top: 9000, left: 0, limitInputPixels: false }])
      .png({ compressionLevel: 1 })
      .toFile(${JSON.stringify(big)});`;
  await runNodeScript(script, { cwd: packageDir });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readImage on a 20000 × 20000 PNG', () => {
  it('streams it through a shrink: pixel coordinates, and memory well below the decoded size', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const document = await readImage(big, {});
      expect(document.pages[0]).toMatchObject({ width: 20000, height: 20000 });
      expect(document.figures[0].location.areas[0].box).toEqual({ x0: 0, y0: 0, x1: 20000, y1: 20000 });
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect((peak - before) / 2 ** 20).toBeLessThan(300);
  }, 60_000);
});
