import { describe, expect, it } from '@jest/globals';
import { evaluateTitle, isRealTitle, title } from '../../src/checks/title.js';
import { FILE_TYPES } from '../../src/formats/file-types.js';
import { documentModel } from '../support/model-builder.js';

describe('Title', () => {
  it('applies to every file type but images (whose title no reader sees)', () => {
    expect([...title.appliesTo].sort()).toEqual(FILE_TYPES.filter((type) => type !== 'image').sort());
  });

  it('passes a real title and fails a missing one, without failures to show', () => {
    expect(evaluateTitle(documentModel({ title: 'Annual report 2024' }))).toEqual({ score: 1, failures: [] });
    expect(evaluateTitle(documentModel({ title: null }))).toEqual({ score: 0, failures: [] });
  });

  it.each([
    '',
    '   ',
    'Untitled',
    'untitled document',
    'Untitled-1',
    'Document1',
    'Presentation1',
    'Book1',
    'Title',
    'Slide 1',
    'PowerPoint Presentation',
    'Microsoft Word - report.docx',
    'Microsoft PowerPoint - deck',
    '(anonymous)',
    'report.pdf',
    'Annual Report FINAL v2.docx',
    'C:\\Users\\me\\Documents\\thesis',
    '12345',
    '---',
  ])('fails %p', (value) => {
    expect(isRealTitle(value)).toBe(false);
  });

  it.each(['Annual report', 'Document management policy', 'Input/Output in C', 'Titles of nobility', 'Version 2.0'])(
    'passes %p',
    (value) => {
      expect(isRealTitle(value)).toBe(true);
    },
  );
});
