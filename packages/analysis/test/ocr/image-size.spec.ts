import { describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import { OcrEngine } from '../../src/ocr/ocr-engine.js';
import { readImageHeader } from '../../src/ocr/image-size.js';

describe('readImageHeader', () => {
  it('reads the size of a PNG and a JPEG', async () => {
    const canvas = createCanvas(321, 123);
    expect(readImageHeader(await canvas.encode('png'))).toEqual({ format: 'png', width: 321, height: 123 });
    expect(readImageHeader(await canvas.encode('jpeg'))).toEqual({ format: 'jpeg', width: 321, height: 123 });
  });

  it('is null for other or broken data', async () => {
    expect(readImageHeader(Buffer.from('GIF89a'))).toBeNull();
    expect(readImageHeader(Buffer.alloc(0))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(readImageHeader(await createCanvas(10, 10).encode('webp'))).toBeNull();
  });

  it('lets the engine refuse a huge image before decoding it', async () => {
    const png = Buffer.from(await createCanvas(8, 8).encode('png'));
    png.writeUInt32BE(40_000, 16);
    png.writeUInt32BE(40_000, 20);
    const engine = OcrEngine.create();
    await expect(engine.recognise(png)).rejects.toThrow('Image of 40000x40000 pixels is too large for OCR');
    await engine.terminate();
  });
});
