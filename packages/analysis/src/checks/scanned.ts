import { pageLocation } from '../commons/locations.js';
import { readsAsText } from '../commons/scan-evidence.js';
import { nonSpaceLength } from '../commons/text.js';
import type { DocumentModel, PageModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export { SCAN_MIN_OCR_CONFIDENCE, SCAN_MIN_OCR_WORDS } from '../commons/scan-evidence.js';
/** A page with fewer real characters (visible or not) than this has no text layer to speak of. */
export const SCAN_MAX_TEXT_CHARACTERS = 10;

export const scanned: CheckDefinition = {
  name: 'Scanned',
  severity: 'severe',
  appliesTo: ['pdf'],
  description:
    'Pages that are pictures of text (OCR reads words on them) with no real text layer. A scan that ' +
    'has been OCRed, so that an invisible text layer lies over the picture, is not scanned. OCR reads ' +
    'five of the pages that look scanned, spread over the document; when all five are pictures of ' +
    'text, every page that looks scanned is reported, otherwise every such page is read.',
  references: ['WCAG 1.1.1', 'WCAG 1.4.5'],
  evaluate: evaluateScanned,
};

/**
 * 0 if any page is scanned, else 1; the failures are the scanned pages. When OCR read only a sample
 * of the pages that look scanned (read-scans.ts) and every page it read is a picture of text, the
 * pages it did not read are taken to be scans too: they look the same and the sample was spread.
 */
export function evaluateScanned(document: DocumentModel): CheckOutcome {
  const candidates = document.pages.filter((page) => page.looksScanned === true || page.ocr !== null);
  const read = candidates.filter((page) => page.ocr !== null);
  const sampleIsScans = read.length > 0 && read.length < candidates.length && read.every(isScannedPage);
  const failures = (sampleIsScans ? candidates : read.filter(isScannedPage)).map(pageLocation);
  return { score: failures.length > 0 ? 0 : 1, failures };
}

export function isScannedPage(page: PageModel): boolean {
  if (!readsAsText(page.ocr)) return false;
  const realText = page.textRuns.reduce((sum, run) => sum + (run.artifact ? 0 : nonSpaceLength(run.text)), 0);
  return realText < SCAN_MAX_TEXT_CHARACTERS;
}
