import { describe, expect, it } from '@jest/globals';
import { progressText } from '../src/screens/analysis-progress.js';

// What the progress screen says of a long analysis, from the status record's `progress`.

describe('the analysis progress line', () => {
  it('names each stage that has begun, pages first, with grouped numbers', () => {
    expect(progressText({ pages: { done: 240, total: 1000 }, ocr: { done: 3, total: 5 } })).toBe(
      'Reading pages: 240 of 1,000 · OCR: 3 of 5',
    );
    expect(progressText({ pages: { done: 12, total: 40 } })).toBe('Reading pages: 12 of 40');
    expect(progressText({ ocr: { done: 0, total: 2 } })).toBe('OCR: 0 of 2');
  });

  it('is null when the status carries no progress', () => {
    expect(progressText(undefined)).toBeNull();
    expect(progressText({})).toBeNull();
  });
});
