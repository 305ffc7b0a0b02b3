import type { OcrEvidence } from '../model/document-model.js';

/** OCR must find this much to call a page a picture of text rather than a photo or a blank. */
export const SCAN_MIN_OCR_WORDS = 10;
export const SCAN_MIN_OCR_CONFIDENCE = 60;

/** What OCR read on a page makes it a picture of text (shared by the reader's sample and the Scanned check). */
export function readsAsText(ocr: OcrEvidence | null): boolean {
  return ocr !== null && ocr.words >= SCAN_MIN_OCR_WORDS && ocr.confidence >= SCAN_MIN_OCR_CONFIDENCE;
}
