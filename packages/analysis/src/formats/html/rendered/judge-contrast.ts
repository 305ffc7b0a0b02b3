import { blend } from '../../../commons/colour/blend.js';
import { contrastRatio } from '../../../commons/colour/contrast-ratio.js';
import type { Rgb } from '../../../model/document-model.js';
import type { ColourHistogram } from './colour-histogram.js';

/**
 * Share of a text box's background that may be worse than the reported one: antialiased edges of
 * boxes, a hairline border, a few noisy pixels of a photo are not what the text is read against.
 */
export const IGNORED_SHARE = 0.08;

/**
 * The text colour as painted and the background it is judged against, from the pixels behind a
 * line of text (rendered with the text transparent): the worst case across them, a gradient's
 * darkest stretch under dark text, an image's lightest under light text, ignoring the worst 8% of
 * the pixels. The text colour is its fill colour with its alpha and every ancestor's opacity,
 * blended over that background. A shadow that outlines the glyphs is the background instead.
 */
export function judgeBackground(
  text: Rgb,
  alpha: number,
  behind: ColourHistogram,
  outline: Rgb | null,
): { colour: Rgb; background: Rgb } | null {
  if (behind.total === 0) return null;
  const candidates = behind.colours().map(({ colour, share }) => {
    const background = outline ? blend(outline, alpha, colour) : colour;
    const painted = blend(text, alpha, background);
    return { colour: painted, background, share, ratio: contrastRatio(painted, background) };
  });
  candidates.sort((a, b) => a.ratio - b.ratio);
  let ignored = 0;
  for (const candidate of candidates) {
    ignored += candidate.share;
    if (ignored > IGNORED_SHARE) return { colour: candidate.colour, background: candidate.background };
  }
  const last = candidates.at(-1)!;
  return { colour: last.colour, background: last.background };
}
