import { describe, expect, it } from '@jest/globals';
import { isReadableWord } from '../../src/ocr/word-filter.js';

describe('isReadableWord', () => {
  it.each([
    ['accessibility', 91],
    ['report,', 88],
    ['(2024)', 90],
    ['e.g.', 85],
    ['of', 92],
    ['42', 95],
    ['Übergröße', 90],
    ['Ill', 90],
  ])('counts %s at %d', (text, confidence) => expect(isReadableWord(text, confidence)).toBe(true));

  it.each([
    ['accessibility', 59],
    ['a', 95],
    ['|', 95],
    ['—', 90],
    [':.', 90],
    ['(1)', 90],
    ['ll', 90],
    ['eee', 90],
    ['Ta', 65],
    ['or}', 63],
    ['a|;~', 90],
    ['', 99],
    ['word', Number.NaN],
  ])('rejects %s at %d', (text, confidence) => expect(isReadableWord(text, confidence)).toBe(false));
});
