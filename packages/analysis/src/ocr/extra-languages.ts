import { SHIPPED_LANGUAGES } from './ocr-languages.js';
import { traineddataFolder } from './tesseract-worker.js';

/** Lists the tesseract languages an operator installed beyond the shipped ones: 'pol,ces'. */
export const EXTRA_LANGUAGES_VARIABLE = 'OCR_EXTRA_LANGUAGES';

export interface OcrLanguageSettings {
  /** The shipped languages, then the listed ones that are installed. */
  languages: string[];
  /** One line per listed language that cannot be used. */
  problems: string[];
}

/**
 * The languages an engine process reads in, from its environment. A listed language whose package
 * `@tesseract.js-data/<code>` is missing is left out and named in `problems` rather than thrown:
 * a typo in the setting must not fail every scanned file, which is still read in the others.
 */
export function ocrLanguagesFromEnv(env: NodeJS.ProcessEnv): OcrLanguageSettings {
  const languages = [...SHIPPED_LANGUAGES];
  const problems: string[] = [];
  const listed = (env[EXTRA_LANGUAGES_VARIABLE] ?? '').split(/[\s,+]+/u).filter(Boolean);
  for (const code of listed) {
    if (languages.includes(code)) continue;
    try {
      traineddataFolder(code);
      languages.push(code);
    } catch (error) {
      problems.push(`${EXTRA_LANGUAGES_VARIABLE}: ${(error as Error).message}; it is not used`);
    }
  }
  return { languages, problems };
}
