import { describe, expect, it } from '@jest/globals';
import { evaluateScanned, scanned } from '../../src/checks/scanned.js';
import { documentModel, ocr, page, run } from '../support/model-builder.js';

const SCAN = page([], { ocr: ocr({ words: 300, confidence: 88 }) });

describe('Scanned', () => {
  it('applies to PDF only and is severe', () => {
    expect(scanned.appliesTo).toEqual(['pdf']);
    expect(scanned.severity).toBe('severe');
  });

  it('passes a page with real text', () => {
    expect(evaluateScanned(documentModel({ pages: [page([run('A page of real text')])] }))).toEqual({
      score: 1,
      failures: [],
    });
  });

  it('fails a picture of text with no text layer, pointing at the whole page', () => {
    const document = documentModel({ pages: [page([run('Some real text here')]), SCAN] });
    expect(evaluateScanned(document)).toEqual({
      score: 0,
      failures: [{ areas: [{ page: 1, box: { x0: 0, y0: 0, x1: 595, y1: 842 } }] }],
    });
  });

  it('passes an OCRed scan: its invisible text layer is real text', () => {
    const ocred = { ...SCAN, textRuns: [run('The recognised text of the page', { invisible: true })] };
    expect(evaluateScanned(documentModel({ pages: [ocred] })).score).toBe(1);
  });

  it('passes a photo: OCR found no words', () => {
    expect(evaluateScanned(documentModel({ pages: [page([], { ocr: ocr({ words: 0, confidence: 0 }) })] })).score).toBe(
      1,
    );
  });

  it('passes when OCR found too few or too uncertain words', () => {
    const few = page([], { ocr: ocr({ words: 9, confidence: 95 }) });
    const unsure = page([], { ocr: ocr({ words: 200, confidence: 59 }) });
    expect(evaluateScanned(documentModel({ pages: [few, unsure] })).score).toBe(1);
  });

  it('does not count artifacts or a few characters as a text layer', () => {
    const withFurniture = { ...SCAN, textRuns: [run('Page 3 of 12 — header', { artifact: true }), run('p. 3')] };
    expect(evaluateScanned(documentModel({ pages: [withFurniture] })).score).toBe(0);
  });
});
