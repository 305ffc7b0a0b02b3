/** A rendered page or decoded image: RGBA, 4 bytes per pixel, rows top to bottom. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}
