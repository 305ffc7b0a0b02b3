import type { Rgb } from '../../../model/document-model.js';

/** Colours of an area's pixels, 5 bits a channel, each bucket with its count and the sum of its pixels. */
export class ColourHistogram {
  readonly buckets = new Map<number, { count: number; r: number; g: number; b: number }>();
  total = 0;

  /** An area of one colour. */
  static of([r, g, b]: readonly [number, number, number]): ColourHistogram {
    const histogram = new ColourHistogram();
    histogram.add(r, g, b);
    return histogram;
  }

  add(r: number, g: number, b: number): void {
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bucket = this.buckets.get(key);
    if (bucket) {
      bucket.count++;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
    } else this.buckets.set(key, { count: 1, r, g, b });
    this.total++;
  }

  /** Each bucket's mean colour and its share of the pixels. */
  colours(): { colour: Rgb; share: number }[] {
    return [...this.buckets.values()].map(({ count, r, g, b }) => ({
      colour: { r: r / count, g: g / count, b: b / count },
      share: count / this.total,
    }));
  }
}
