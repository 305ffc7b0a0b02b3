import { requiredContrast, type Rgb } from '@app/analysis';
import { nearestContrastingColour } from '../../colour/nearest-contrast.js';

/** Text of one colour as the engine saw it: over a background, at a size and weight. */
export interface ColouredText {
  colour: Rgb;
  background: Rgb;
  fontSize: number;
  bold: boolean;
}

/**
 * The nearest colour of the same hue that every one of these texts (one element's, one style's)
 * can take and pass Contrast with: the candidate for each text, the first that suits them all.
 * Null when none does (a background too close to the middle grey, texts over very different ones).
 */
export function fixedColour(texts: readonly ColouredText[]): Rgb | null {
  const candidates = texts
    .map((text) => nearestContrastingColour(text.colour, text.background, requiredContrast(text.fontSize, text.bold)))
    .filter((colour): colour is Rgb => colour !== null);
  return (
    candidates.find((candidate) =>
      texts.every(
        (text) =>
          nearestContrastingColour(candidate, text.background, requiredContrast(text.fontSize, text.bold)) ===
          candidate,
      ),
    ) ?? null
  );
}
