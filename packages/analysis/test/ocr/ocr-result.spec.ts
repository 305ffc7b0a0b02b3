import { describe, expect, it } from '@jest/globals';
import type Tesseract from 'tesseract.js';
import { buildResult, MAX_TEXT_LENGTH } from '../../src/ocr/ocr-result.js';

type Bbox = Tesseract.Bbox;
const box = (x0: number, y0: number, x1: number, y1: number): Bbox => ({ x0, y0, x1, y1 });

/** A page with one block and paragraph holding the given lines of [text, confidence] words. */
function page(lines: [string, number][][]): Tesseract.Page {
  const tLines = lines.map((words, row) => ({
    text: `${words.map(([text]) => text).join(' ')}\n`,
    confidence: 80,
    bbox: box(10, row * 20, 110, row * 20 + 15),
    words: words.map(([text, confidence], i) => ({
      text,
      confidence,
      bbox: box(10 + i * 10, row * 20, 18 + i * 10, row * 20 + 15),
    })),
  }));
  return { blocks: [{ paragraphs: [{ lines: tLines }] }] } as unknown as Tesseract.Page;
}

const same = { scaleX: 1, scaleY: 1, width: 1000, height: 1000 };

describe('buildResult', () => {
  it('counts readable words, averages their confidence and keeps only lines that have some', () => {
    const result = buildResult(
      page([
        [
          ['Hello', 90],
          ['world', 80],
          ['|', 95],
        ],
        [
          ['~', 40],
          ['ll', 90],
        ],
        [['again', 70]],
      ]),
      same,
      'eng',
    );
    expect(result.words).toBe(3);
    expect(result.confidence).toBe(80);
    expect(result.text).toBe('Hello world\nagain');
    expect(result.lines.map((line) => line.text)).toEqual(['Hello world |', 'again']);
    expect(result.lines[0].words.map((word) => word.text)).toEqual(['Hello', 'world']);
    expect(result.language).toBe('eng');
  });

  it('is empty for a page without blocks', () => {
    const empty = { blocks: null } as unknown as Tesseract.Page;
    expect(buildResult(empty, same, 'fra')).toEqual({ words: 0, confidence: 0, text: '', lines: [], language: 'fra' });
  });

  it('maps boxes back to the caller’s pixels, within the image', () => {
    const result = buildResult(page([[['Scaled', 90]]]), { scaleX: 2, scaleY: 3, width: 150, height: 1000 }, 'eng');
    expect(result.lines[0].box).toEqual({ x0: 20, y0: 0, x1: 150, y1: 45 });
    expect(result.lines[0].words[0].box).toEqual({ x0: 20, y0: 0, x1: 36, y1: 45 });
  });

  it(`cuts the text to ${MAX_TEXT_LENGTH} characters at a word boundary`, () => {
    const line: [string, number][] = Array.from({ length: 20 }, () => ['accessible', 90]);
    const result = buildResult(page(Array.from({ length: 40 }, () => line)), same, 'eng');
    expect(result.words).toBe(800);
    expect(result.text.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(result.text.length).toBeGreaterThan(MAX_TEXT_LENGTH - 12);
    expect(result.text).toMatch(/ accessible$/);
  });
});
