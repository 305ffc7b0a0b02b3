import { blend } from '../../../commons/colour/blend.js';
import { contrastRatio } from '../../../commons/colour/contrast-ratio.js';
import type { Rgb } from '../../../model/document-model.js';
import type { ColourHistogram } from './colour-histogram.js';
import type { ShadowBackground } from './text-shadow.js';

/**
 * Share of a text box's background that may be worse than the reported one: antialiased edges of
 * boxes, a hairline border, a few noisy pixels of a photo are not what the text is read against.
 */
export const IGNORED_SHARE = 0.08;

/** The colours a line is judged by: its text as painted, and what it is read against. */
export interface JudgedColours {
  colour: Rgb;
  background: Rgb;
}

/**
 * A line's colours, or `unsure` when the evidence holds no verdict (a veil of shadows under which
 * the text passes against one of the backgrounds it may be read against and fails against the
 * other), or null when nothing lies behind it.
 */
export type LineColours = JudgedColours | { unsure: true } | null;

/**
 * The text colour as painted and the background it is judged against, from the pixels behind a
 * line of text (rendered with the text and its shadows transparent): the worst case across them, a
 * gradient's darkest stretch under dark text, an image's lightest under light text, ignoring the
 * worst 8% of the pixels. The text colour is its fill colour with its alpha and every ancestor's
 * opacity, blended over that background. Shadows (text-shadow.ts): a halo is the background, laid
 * over what lies behind; under a veil, the text is judged against both what lies behind and the
 * veil over it, and a verdict is given only where both agree (`required`: the ratio the text needs).
 */
export function judgeBackground(
  text: Rgb,
  alpha: number,
  behind: ColourHistogram,
  shadow: ShadowBackground,
  required: number,
): LineColours {
  if (behind.total === 0) return null;
  if (shadow.kind === 'none') return worstCase(text, alpha, behind, (colour) => colour);
  if (shadow.kind === 'halo')
    return worstCase(text, alpha, behind, (colour) => blend(shadow.colour, shadow.alpha, colour));
  const bare = worstCase(text, alpha, behind, (colour) => colour);
  const veiled = worstCase(text, alpha, behind, (colour) =>
    shadow.layers.reduce((under, layer) => blend(layer.colour, layer.alpha, under), colour),
  );
  const ratio = ({ colour, background }: JudgedColours) => contrastRatio(colour, background);
  if (ratio(bare) >= required !== ratio(veiled) >= required) return { unsure: true };
  return ratio(veiled) < ratio(bare) ? veiled : bare;
}

function worstCase(
  text: Rgb,
  alpha: number,
  behind: ColourHistogram,
  backgroundOver: (colour: Rgb) => Rgb,
): JudgedColours {
  const candidates = behind.colours().map(({ colour, share }) => {
    const background = backgroundOver(colour);
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
