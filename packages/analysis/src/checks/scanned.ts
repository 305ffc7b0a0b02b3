import { pageLocation } from '../commons/locations.js';
import { nonSpaceLength } from '../commons/text.js';
import type { DocumentModel, PageModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

/** OCR must find this much to call a page a picture of text rather than a photo or a blank. */
export const SCAN_MIN_OCR_WORDS = 10;
export const SCAN_MIN_OCR_CONFIDENCE = 60;
/** A page with fewer real characters (visible or not) than this has no text layer to speak of. */
export const SCAN_MAX_TEXT_CHARACTERS = 10;

export const scanned: CheckDefinition = {
  name: 'Scanned',
  severity: 'severe',
  appliesTo: ['pdf'],
  description:
    'Pages that are pictures of text (OCR reads words on them) with no real text layer. A scan that ' +
    'has been OCRed, so that an invisible text layer lies over the picture, is not scanned.',
  references: ['WCAG 1.1.1', 'WCAG 1.4.5'],
  evaluate: evaluateScanned,
};

/** 0 if any page is scanned, else 1; the failures are the scanned pages. */
export function evaluateScanned(document: DocumentModel): CheckOutcome {
  const failures = document.pages.filter(isScannedPage).map(pageLocation);
  return { score: failures.length > 0 ? 0 : 1, failures };
}

export function isScannedPage(page: PageModel): boolean {
  const { ocr } = page;
  if (!ocr || ocr.words < SCAN_MIN_OCR_WORDS || ocr.confidence < SCAN_MIN_OCR_CONFIDENCE) return false;
  const realText = page.textRuns.reduce((sum, run) => sum + (run.artifact ? 0 : nonSpaceLength(run.text)), 0);
  return realText < SCAN_MAX_TEXT_CHARACTERS;
}
