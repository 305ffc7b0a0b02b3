import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateLanguageCorrect } from '../../../src/checks/language-correct.js';
import { evaluateScanned } from '../../../src/checks/scanned.js';
import { readDocument } from '../../../src/formats/readers.js';
import { readPdf } from '../../../src/formats/pdf/read-pdf.js';
import { OcrEngine, type OcrResult } from '../../../src/ocr/ocr-engine.js';
import { FRENCH_ACCENTED, FRENCH_PROSE, GERMAN_ACCENTED, GERMAN_PROSE } from '../../ocr/images.js';
import { scannedPdf } from '../../support/scanned-pdf.js';

const TIMEOUT = 60_000;
const dir = mkdtempSync(join(tmpdir(), 'scan-languages-'));
const ocr = OcrEngine.create();
afterAll(async () => {
  await ocr.terminate();
  rmSync(dir, { recursive: true, force: true });
});

function writeScan(name: string, lines: string[], language: string | null): string {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, scannedPdf(lines, language));
  return path;
}

/** Reads a scan the way the engine does (analyse-file.ts) and judges it. */
async function analyseScan(name: string, lines: string[], language: string | null) {
  const path = writeScan(name, lines, language);
  const { document } = await readDocument({ path, fileType: 'pdf', mimeType: 'application/pdf' }, { ocr });
  return {
    read: document.pages[0]!.ocr as OcrResult,
    scanned: evaluateScanned(document),
    languageCorrect: evaluateLanguageCorrect(document),
  };
}

const missing = (text: string, words: string[]) => words.filter((word) => !text.includes(word));

describe('a scanned PDF is read in its language, and its verdicts follow', () => {
  it(
    'French declared fr: read in French, accents and all; Scanned fails, LanguageCorrect passes',
    async () => {
      const { read, scanned, languageCorrect } = await analyseScan('french-fr', FRENCH_PROSE, 'fr-FR');
      expect(read.language).toBe('fra');
      expect(missing(read.text, FRENCH_ACCENTED)).toEqual([]);
      expect(scanned.score).toBe(0);
      expect(languageCorrect).toMatchObject({ score: 1, detectedLanguage: 'fr' });

      // English alone, as before, lost the accents.
      const englishOnly = OcrEngine.create({ languages: ['eng'] });
      try {
        const path = writeScan('french-fr-english-only', FRENCH_PROSE, 'fr-FR');
        const { document } = await readDocument(
          { path, fileType: 'pdf', mimeType: 'application/pdf' },
          { ocr: englishOnly },
        );
        expect(missing(document.pages[0]!.ocr!.text, FRENCH_ACCENTED).length).toBeGreaterThan(2);
      } finally {
        await englishOnly.terminate();
      }
    },
    TIMEOUT,
  );

  it(
    'French declared en: read in French all the same; LanguageCorrect fails, having found French',
    async () => {
      const { read, scanned, languageCorrect } = await analyseScan('french-en', FRENCH_PROSE, 'en-US');
      expect(read.language).toBe('fra');
      expect(missing(read.text, FRENCH_ACCENTED)).toEqual([]);
      expect(scanned.score).toBe(0);
      expect(languageCorrect).toMatchObject({ score: 0, detectedLanguage: 'fr' });
    },
    TIMEOUT,
  );

  it(
    'German declared de: read in German, umlauts and ß; LanguageCorrect passes',
    async () => {
      const { read, scanned, languageCorrect } = await analyseScan('german-de', GERMAN_PROSE, 'de');
      expect(read.language).toBe('deu');
      expect(missing(read.text, GERMAN_ACCENTED)).toEqual([]);
      expect(scanned.score).toBe(0);
      expect(languageCorrect).toMatchObject({ score: 1, detectedLanguage: 'de' });
    },
    TIMEOUT,
  );

  it(
    'French declaring nothing: the first pass finds French; LanguageCorrect fails (no declaration) naming it',
    async () => {
      const { read, languageCorrect } = await analyseScan('french-none', FRENCH_PROSE, null);
      expect(read.language).toBe('fra');
      expect(missing(read.text, FRENCH_ACCENTED)).toEqual([]);
      expect(languageCorrect).toMatchObject({ score: 0, detectedLanguage: 'fr' });
    },
    TIMEOUT,
  );

  it('hands the recogniser the declared language', async () => {
    const languages: (string | null)[] = [];
    const recognise = async (_raster: unknown, language: string | null) => {
      languages.push(language);
      return { words: 0, confidence: 0, text: '' };
    };
    await readPdf(writeScan('declared', FRENCH_PROSE, 'fr-CA'), { recognise, render: false });
    await readPdf(writeScan('undeclared', FRENCH_PROSE, null), { recognise, render: false });
    expect(languages).toEqual(['fr-CA', null]);
  });
});
