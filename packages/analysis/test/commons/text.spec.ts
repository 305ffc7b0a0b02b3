import { describe, expect, it } from '@jest/globals';
import { looksLikeFileName } from '../../src/commons/file-name.js';
import { numberedHeadings } from '../../src/commons/headings.js';
import { letterCount, nonSpaceLength, wordCount } from '../../src/commons/text.js';
import { documentModel, heading } from '../support/model-builder.js';

describe('text counts', () => {
  it('counts characters other than white space', () => {
    expect(nonSpaceLength(' a b\tc\n ')).toBe(3);
    expect(nonSpaceLength('   ')).toBe(0);
  });

  it('counts letters in any script', () => {
    expect(letterCount('Été 2024, ok?')).toBe(5);
    expect(letterCount('Ελλάδα')).toBe(6);
  });

  it('counts words, and Han characters one by one', () => {
    expect(wordCount('The quick-brown fox, 3 times.')).toBe(6);
    expect(wordCount('无障碍')).toBe(3);
    expect(wordCount('  ')).toBe(0);
  });
});

describe('looksLikeFileName', () => {
  it.each([
    'report.pdf',
    'Final Report.DOCX',
    'IMG_0042.JPG',
    'image1.png',
    'C:\\Users\\me\\x',
    '/home/me/x',
    'file:///x',
  ])('%p is a file name', (text) => {
    expect(looksLikeFileName(text)).toBe(true);
  });

  it.each(['Annual report 2024', 'Input/Output in C', 'Version 2.0', 'Node.js in practice'])('%p is not', (text) => {
    expect(looksLikeFileName(text)).toBe(false);
  });
});

describe('numberedHeadings', () => {
  it('keeps headings with a level, in order', () => {
    const document = documentModel({ headings: [heading(1), heading(null), heading(2)] });
    expect(numberedHeadings(document).map((h) => h.level)).toEqual([1, 2]);
  });
});
