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

  describe('on a sample of the pages that look scanned', () => {
    const unread = (index: number) => page([], { index, looksScanned: true });
    const read = (index: number, words: number) => page([], { index, looksScanned: true, ocr: ocr({ words }) });
    const failedPages = (pages: ReturnType<typeof page>[]) =>
      evaluateScanned(documentModel({ pages })).failures.map((failure) => failure.areas[0]!.page);

    it('reports every page that looks scanned when each page read is a picture of text', () => {
      expect(
        failedPages([read(0, 300), unread(1), read(2, 250), unread(3), page([run('Real text here, a lot')])]),
      ).toEqual([0, 1, 2, 3]);
    });

    it('reports only the pages read as pictures of text when the sample is mixed', () => {
      expect(failedPages([read(0, 300), read(1, 0), unread(2)])).toEqual([0]);
    });

    it('passes when OCR read no page that looks scanned (no recogniser)', () => {
      expect(evaluateScanned(documentModel({ pages: [unread(0), unread(1)] })).score).toBe(1);
    });
  });
});
