import type { Rgb } from './document-model.js';

/**
 * One object per colour for all the runs of a document: a long one's tens of thousands of runs show
 * a handful of text and background colours, and an object each was 4 MB of a 1,200-page book's heap.
 * The model's colours are only read, never changed, so runs can share them (PDF and HTML readers).
 */
export class SharedColours {
  private readonly known = new Map<number | string, Rgb>();

  /** The shared object of `colour`'s value (channels 0-255; a blended colour may have fractions). */
  shared(colour: Rgb | null): Rgb | null {
    if (colour === null) return null;
    const { r, g, b } = colour;
    const key =
      Number.isInteger(r) && Number.isInteger(g) && Number.isInteger(b) ? (r << 16) | (g << 8) | b : `${r} ${g} ${b}`;
    let shared = this.known.get(key);
    if (!shared) {
      shared = colour;
      this.known.set(key, shared);
    }
    return shared;
  }
}
