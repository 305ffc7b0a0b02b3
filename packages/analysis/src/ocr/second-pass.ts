import { detectLanguage } from '../commons/language/detect-language.js';
import type { OcrLanguages } from './ocr-languages.js';
import type { OcrResult } from './ocr-result.js';

/**
 * The language to read a page in again after a first reading: the one its text is in, by the
 * engine's own detector (so OCR and LanguageCorrect agree on what a language is), when that is
 * installed and not the one already used. Null when the text is too short for the detector to
 * tell (photos, captions), or in the language already read in: most pages get one reading.
 */
export function secondPassLanguage(first: OcrResult, languages: OcrLanguages): string | null {
  const detected = detectLanguage(first.text);
  const language = detected ? languages.forTag(detected.language) : null;
  return language === first.language ? null : language;
}

/** The second reading replaces the first only when its words were read with more confidence. */
export function betterReading(first: OcrResult, second: OcrResult): OcrResult {
  return second.confidence > first.confidence ? second : first;
}
