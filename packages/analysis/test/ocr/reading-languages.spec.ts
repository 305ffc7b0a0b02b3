import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { OcrEngine, type OcrResult } from '../../src/ocr/ocr-engine.js';
import { WorkerPool } from '../../src/ocr/worker-pool.js';
import {
  FRENCH_ACCENTED,
  FRENCH_PROSE,
  GERMAN_ACCENTED,
  GERMAN_PROSE,
  photoCanvas,
  PROSE,
  textCanvas,
  toRaster,
} from './images.js';

const TIMEOUT = 60_000;
const french = toRaster(textCanvas(FRENCH_PROSE));
const german = toRaster(textCanvas(GERMAN_PROSE));
const english = toRaster(textCanvas(PROSE.slice(0, 6)));

const found = (result: OcrResult, words: string[]) => words.filter((word) => result.text.includes(word));

/** The languages of the readings (tesseract passes) made while `task` runs. */
let readings: jest.SpiedFunction<WorkerPool['recognise']>;
beforeEach(() => {
  readings = jest.spyOn(WorkerPool.prototype, 'recognise');
});
afterEach(() => readings.mockRestore());
const passes = () => readings.mock.calls.map(([language]) => language);

describe('OcrEngine in the text’s language', () => {
  const engine = OcrEngine.create();
  const englishOnly = OcrEngine.create({ languages: ['eng'] });
  afterAll(() => Promise.all([engine.terminate(), englishOnly.terminate()]));

  it(
    'reads French declared French in French, once: every accented word, better than English alone',
    async () => {
      const result = await engine.recognise(french, { language: 'fr-CA' });
      expect(passes()).toEqual(['fra']);
      expect(result.language).toBe('fra');
      expect(found(result, FRENCH_ACCENTED)).toEqual(FRENCH_ACCENTED);

      const inEnglish = await englishOnly.recognise(french, { language: 'fr' });
      expect(inEnglish.language).toBe('eng');
      expect(found(inEnglish, FRENCH_ACCENTED).length).toBeLessThan(FRENCH_ACCENTED.length - 2);
      expect(inEnglish.confidence).toBeLessThan(result.confidence);
    },
    TIMEOUT,
  );

  it(
    'reads German declared German in German: umlauts and ß',
    async () => {
      const result = await engine.recognise(german, { language: 'de-AT' });
      expect(passes()).toEqual(['deu']);
      expect(found(result, GERMAN_ACCENTED)).toEqual(GERMAN_ACCENTED);
      const inEnglish = await englishOnly.recognise(german);
      expect(found(inEnglish, GERMAN_ACCENTED).length).toBeLessThan(GERMAN_ACCENTED.length - 2);
    },
    TIMEOUT,
  );

  it(
    'first pass: undeclared text is read in English, its language detected, and read again in it',
    async () => {
      const result = await engine.recognise(french);
      expect(passes()).toEqual(['eng', 'fra']);
      expect(result.language).toBe('fra');
      expect(found(result, FRENCH_ACCENTED)).toEqual(FRENCH_ACCENTED);

      readings.mockClear();
      expect((await engine.recognise(german)).language).toBe('deu');
      expect(passes()).toEqual(['eng', 'deu']);
    },
    TIMEOUT,
  );

  it(
    'a wrong declaration is corrected the same way: French declared English is read in French',
    async () => {
      const result = await engine.recognise(french, { language: 'en-US' });
      expect(passes()).toEqual(['eng', 'fra']);
      expect(result.language).toBe('fra');
    },
    TIMEOUT,
  );

  it(
    'reads English once, whether declared or not, and a language it lacks in English',
    async () => {
      expect((await engine.recognise(english)).language).toBe('eng');
      expect((await engine.recognise(english, { language: 'pl' })).language).toBe('eng');
      expect(passes()).toEqual(['eng', 'eng']);
    },
    TIMEOUT,
  );

  it(
    'reads a photo once: too few letters to tell a language',
    async () => {
      await engine.recognise(toRaster(photoCanvas(640, 480)), { language: 'fr' });
      expect(passes()).toEqual(['fra']);
    },
    TIMEOUT,
  );

  it(
    'reads a document’s later pages first in the language its earlier ones turned out to be in',
    async () => {
      const pages = engine.forDocument();
      expect((await pages(french, 'en')).language).toBe('fra');
      expect((await pages(french, 'en')).language).toBe('fra');
      expect(passes()).toEqual(['eng', 'fra', 'fra']);
      // A fresh document starts again from its declaration.
      expect((await engine.forDocument()(english, null)).language).toBe('eng');
    },
    TIMEOUT,
  );
});

describe('OcrEngine workers', () => {
  it(
    'keeps at most maxWorkers alive, stopping the least recently used',
    async () => {
      const engine = OcrEngine.create({ maxWorkers: 2 });
      try {
        await engine.recognise(french, { language: 'fr' });
        await engine.recognise(german, { language: 'de' });
        expect(engine.liveLanguages).toEqual(['fra', 'deu']);
        await engine.recognise(french, { language: 'fr' });
        expect(engine.liveLanguages).toEqual(['deu', 'fra']);
        expect((await engine.recognise(english)).text).toContain('screen reader');
        expect(engine.liveLanguages).toEqual(['fra', 'eng']);
        await engine.terminate();
        expect(engine.liveLanguages).toEqual([]);
      } finally {
        await engine.terminate();
      }
    },
    TIMEOUT,
  );

  it(
    'with one worker, switches language by replacing it',
    async () => {
      const engine = OcrEngine.create({ maxWorkers: 1 });
      try {
        expect((await engine.recognise(french)).language).toBe('fra');
        expect(engine.liveLanguages).toEqual(['fra']);
        expect(found(await engine.recognise(german, { language: 'de' }), GERMAN_ACCENTED)).toEqual(GERMAN_ACCENTED);
        expect(engine.liveLanguages).toEqual(['deu']);
      } finally {
        await engine.terminate();
      }
    },
    TIMEOUT,
  );
});
