import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateScanned } from '../../../src/checks/scanned.js';
import { readPdf } from '../../../src/formats/pdf/read-pdf.js';
import { scanReadingOrder } from '../../../src/formats/pdf/scan-sample.js';
import type { OcrEvidence } from '../../../src/model/document-model.js';
import type { Raster } from '../../../src/model/raster.js';
import { OcrEngine } from '../../../src/ocr/ocr-engine.js';
import { scannedBook, type ScanKind } from '../../support/books.js';

const TIMEOUT = 120_000;
const dir = mkdtempSync(join(tmpdir(), 'scan-sample-'));
let ocr: OcrEngine;

beforeAll(() => {
  ocr = OcrEngine.create({ languages: ['eng'] });
});
afterAll(async () => {
  await ocr.terminate();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads a scanned book of these pages with the real OCR engine, counting the pages it reads. */
async function readBook(kinds: ScanKind[]) {
  const path = join(dir, `${kinds.join('-')}.pdf`);
  writeFileSync(path, scannedBook(kinds));
  const recogniser = ocr.forDocument();
  const read: number[] = [];
  const model = await readPdf(path, {
    render: false,
    recognise: async (raster: Raster, language: string | null): Promise<OcrEvidence> => {
      const result = await recogniser(raster, language);
      read.push(read.length);
      return { words: result.words, confidence: result.confidence, text: result.text };
    },
  });
  const pagesRead = model.pages.filter((page) => page.ocr !== null).map((page) => page.index);
  const scanned = evaluateScanned(model);
  return {
    model,
    calls: read.length,
    pagesRead,
    score: scanned.score,
    failed: scanned.failures.map((f) => f.areas[0]!.page),
  };
}

describe('scanReadingOrder', () => {
  it('reads every page when there are no more than the sample', () => {
    expect(scanReadingOrder(3)).toEqual({ sample: [0, 1, 2], rest: [] });
  });

  it('spreads the sample over the pages, first and last included, then reads the rest in order', () => {
    expect(scanReadingOrder(12)).toEqual({ sample: [0, 3, 6, 8, 11], rest: [1, 2, 4, 5, 7, 9, 10] });
    const { sample, rest } = scanReadingOrder(1000);
    expect(sample).toEqual([0, 250, 500, 749, 999]);
    expect(new Set([...sample, ...rest]).size).toBe(1000);
  });
});

describe('readPdf: Scanned decided from a sample of the pages that look scanned', () => {
  it(
    'reads five pages of a twelve-page scan, spread over it, and reports all twelve',
    async () => {
      const book = await readBook(Array<ScanKind>(12).fill('text'));
      expect(book.calls).toBe(5);
      expect(book.pagesRead).toEqual([0, 3, 6, 8, 11]);
      expect(book.score).toBe(0);
      expect(book.failed).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(book.model.unjudged).toBeUndefined();
      // LanguageCorrect has the words it needs from the pages read.
      expect(book.model.pages[0]!.ocr!.text.length).toBeGreaterThan(100);
    },
    TIMEOUT,
  );

  it(
    'reads every page when the sample holds no picture of text, and finds the one scan among photographs',
    async () => {
      // The one scan is on a page the sample does not read.
      const scanAt = scanReadingOrder(8).rest[0]!;
      const kinds = Array<ScanKind>(8).fill('photo');
      kinds[scanAt] = 'text';
      const book = await readBook(kinds);
      expect(book.calls).toBe(8);
      expect(book.score).toBe(0);
      expect(book.failed).toEqual([scanAt]);
    },
    TIMEOUT,
  );

  it(
    'passes a book of photographs only after reading every one of its pages',
    async () => {
      const book = await readBook(Array<ScanKind>(7).fill('photo'));
      expect(book.calls).toBe(7);
      expect(book.score).toBe(1);
      expect(book.model.unjudged).toBeUndefined();
    },
    TIMEOUT,
  );

  it(
    'leaves Scanned unjudged past the OCR ceiling when no page read was a picture of text, saying how far it got',
    async () => {
      const path = join(dir, 'ceiling.pdf');
      writeFileSync(path, scannedBook(Array<ScanKind>(9).fill('photo')));
      let calls = 0;
      const model = await readPdf(path, {
        render: false,
        limits: { maxOcrPages: 6 },
        recognise: async () => {
          calls++;
          return { words: 0, confidence: 0, text: '' };
        },
      });
      expect(calls).toBe(6);
      expect(model.unjudged).toEqual([
        {
          check: 'Scanned',
          reason: 'OCR read 6 of the 9 pages that look scanned (its ceiling is 6) and found no picture of text on them',
        },
      ]);
    },
    TIMEOUT,
  );
});
