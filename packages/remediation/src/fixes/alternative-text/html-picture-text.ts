import { DEFAULT_PICTURE_LIMITS, MIN_LINE_CONFIDENCE, readImageHeader, type OcrEngine } from '@app/analysis';
import { pictureOfText } from './picture-text.js';

/** A PNG or JPEG embedded in the page: the only pictures of an HTML file the remediation has (no fetching). */
const DATA_URL = /^\s*data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/i;

/** At most as many pictures are read as the analysis reads in an Office file (pictures-to-read.ts). */
export class PictureBudget {
  private left = DEFAULT_PICTURE_LIMITS.maxPictures;

  take(): boolean {
    if (this.left === 0) return false;
    this.left -= 1;
    return true;
  }
}

/**
 * The text of a picture of text embedded in an HTML page, read by the analysis' OCR engine (the
 * analysis does not OCR an HTML page's pictures, so its model has no text for them) under its own
 * bounds: a PNG or JPEG whose header gives its size (refused above the engine's pixel bound before
 * any decoding, downscaled past its longest side, timed out), in the page's language first. Lines
 * under the analysis' line confidence are dropped, as for an Office picture's text. Null when it
 * is no picture of text, or it cannot be read: the picture is then left for a person.
 */
export async function embeddedPictureText(
  ocr: OcrEngine,
  src: string | undefined,
  language: string | null,
  budget: PictureBudget,
): Promise<string | null> {
  const data = DATA_URL.exec(src ?? '');
  if (!data) return null;
  const bytes = Buffer.from(data[2]!.replace(/\s+/g, ''), 'base64');
  const header = readImageHeader(bytes);
  if (!header || !budget.take()) return null;
  try {
    const reading = await ocr.recognise(bytes, { language });
    const lines = reading.lines
      .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
      .map((line) => ({ text: line.words.map((word) => word.text).join(' '), box: line.box }));
    return pictureOfText(lines, { x0: 0, y0: 0, x1: header.width, y1: header.height });
  } catch {
    // Too large, undecodable or stuck: no evidence, and the picture is left for a person.
    return null;
  }
}
