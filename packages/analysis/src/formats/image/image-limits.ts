/**
 * How much of an image the adapter decodes. Files have no size limit, but decoding does: libvips
 * streams the file through a shrink, so memory follows the decoded size, not the file's.
 */

/** Images declaring more pixels than this are refused before decoding: a gigapixel takes ~5 s to stream. */
export const MAX_INPUT_PIXELS = 1_000_000_000;

/**
 * The raster OCR and the colour measures see is shrunk to this longer side: the OCR engine's own
 * default (it would shrink a larger raster, copying it twice), so at most 36 MB of RGBA.
 */
export const MAX_DECODED_SIDE = 3000;

/** Formats sharp cannot read (BMP, ICO) are decoded whole by the canvas, so only up to this size. */
export const MAX_FALLBACK_PIXELS = 25_000_000;

/** Animation frames are shrunk so that their longer side is at most this, for flash detection. */
export const FRAME_SIDE = 128;

/** Frames read from an animation; later ones are not judged. */
export const MAX_FRAMES = 1000;
