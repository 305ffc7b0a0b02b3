/**
 * WCAG 2.3.1 general flash threshold, simplified for animated images. A transition is a change of
 * a cell's mean relative luminance by at least 0.1 (of the maximum 1.0), opposite in direction to
 * the cell's previous transition, where the darker state is below 0.8; a flash is a pair of them.
 * Transitions count when the cells changing together in one frame cover at least 25% of a 10°
 * visual field, taken as 341×256 file pixels (WCAG's 1024×768 screen at a typical distance) or the
 * whole image when it is smaller (a small image may be shown enlarged). The animation flashes too
 * much when such a field has more than 6 transitions (3 flashes) within any one second. Red
 * flashes are not judged.
 */

export interface LuminanceFrames {
  /** The image's size in file pixels, split into `columns` × `rows` cells. */
  width: number;
  height: number;
  columns: number;
  rows: number;
  /** Per frame, each cell's mean relative luminance (0..1), row by row. */
  frames: Float32Array[];
  /** How long each frame shows, in ms. */
  delays: number[];
  /** How many times the animation plays; 0 forever. */
  loop: number;
}

export const MIN_TRANSITION = 0.1;
export const MAX_DARKER_LUMINANCE = 0.8;
export const MAX_TRANSITIONS_PER_SECOND = 6;
const FIELD_WIDTH = 341;
const FIELD_HEIGHT = 256;
const FIELD_SHARE = 0.25;
/** Browsers show GIF frames of 10 ms or less for 100 ms. */
const MIN_DELAY = 10;
const DEFAULT_DELAY = 100;

export function isSeizureInducing(animation: LuminanceFrames): boolean {
  const { columns, rows, frames } = animation;
  if (frames.length < 2 || columns < 1 || rows < 1) return false;
  const field = fieldInCells(animation);
  const fields = (columns - field.columns + 1) * (rows - field.rows + 1);
  const times: number[][] = Array.from({ length: fields }, () => []);

  const cells = columns * rows;
  const anchor = Float32Array.from(frames[0]);
  const direction = new Int8Array(cells);
  const changed = new Uint8Array(cells);
  for (const { frame, time } of playback(animation)) {
    changed.fill(0);
    let any = false;
    for (let c = 0; c < cells; c++) {
      const value = frame[c];
      // Moving further the same way extends the last transition rather than starting one.
      if ((direction[c] > 0 && value > anchor[c]) || (direction[c] < 0 && value < anchor[c])) {
        anchor[c] = value;
        continue;
      }
      const delta = value - anchor[c];
      const sign = Math.sign(delta);
      if (
        Math.abs(delta) >= MIN_TRANSITION &&
        Math.min(value, anchor[c]) < MAX_DARKER_LUMINANCE &&
        sign !== direction[c]
      ) {
        direction[c] = sign;
        anchor[c] = value;
        changed[c] = 1;
        any = true;
      }
    }
    if (any) markFields(changed, columns, rows, field, time, times);
  }
  return times.some(tooManyInOneSecond);
}

/** The 10° field in whole cells, and how many of its cells must change together. */
function fieldInCells({ width, height, columns, rows }: LuminanceFrames) {
  const fieldColumns = Math.min(columns, Math.max(1, Math.round((Math.min(width, FIELD_WIDTH) * columns) / width)));
  const fieldRows = Math.min(rows, Math.max(1, Math.round((Math.min(height, FIELD_HEIGHT) * rows) / height)));
  return { columns: fieldColumns, rows: fieldRows, minCells: Math.ceil(FIELD_SHARE * fieldColumns * fieldRows) };
}

/** Records `time` for every field position where enough cells changed (a summed-area table). */
function markFields(
  changed: Uint8Array,
  columns: number,
  rows: number,
  field: { columns: number; rows: number; minCells: number },
  time: number,
  times: number[][],
): void {
  const sums = new Uint32Array((columns + 1) * (rows + 1));
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      sums[(y + 1) * (columns + 1) + x + 1] =
        changed[y * columns + x] +
        sums[y * (columns + 1) + x + 1] +
        sums[(y + 1) * (columns + 1) + x] -
        sums[y * (columns + 1) + x];
    }
  }
  const across = columns - field.columns + 1;
  for (let y = 0; y + field.rows <= rows; y++) {
    for (let x = 0; x < across; x++) {
      const at = (row: number, column: number) => sums[row * (columns + 1) + column];
      const count = at(y + field.rows, x + field.columns) - at(y, x + field.columns) - at(y + field.rows, x) + at(y, x);
      if (count >= field.minCells) times[y * across + x].push(time);
    }
  }
}

function tooManyInOneSecond(times: number[]): boolean {
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end] - times[start] >= 1000) start++;
    if (end - start + 1 > MAX_TRANSITIONS_PER_SECOND) return true;
  }
  return false;
}

/**
 * The frames as shown, each with the time it appears (ms), from the second frame on. A looping
 * animation is played until one second past its first loop, so flashes across the loop count.
 */
function* playback({ frames, delays, loop }: LuminanceFrames): Generator<{ frame: Float32Array; time: number }> {
  const delay = (i: number) => {
    const value = delays[i] ?? DEFAULT_DELAY;
    return value <= MIN_DELAY ? DEFAULT_DELAY : value;
  };
  const duration = frames.reduce((sum, _, i) => sum + delay(i), 0);
  const end = loop === 1 ? duration : duration + 1000;
  let time = delay(0);
  for (let step = 1; time < end; step++) {
    const i = step % frames.length;
    if (loop > 1 && step >= frames.length * loop) return;
    yield { frame: frames[i], time };
    time += delay(i);
  }
}
