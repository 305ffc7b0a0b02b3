import type { Rgb } from '../../model/document-model.js';

/** `top` painted with `alpha` (0..1) over `bottom`: what the eye gets (sRGB source-over, as browsers composite). */
export function blend(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  const a = Math.min(1, Math.max(0, alpha));
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
  };
}
