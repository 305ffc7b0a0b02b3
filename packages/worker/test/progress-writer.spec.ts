import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ProgressWriter, type RecordProgress } from '../src/jobs/analysis/progress-writer.js';
import type { WorkerLogger } from '../src/worker-logger.js';

// The throttle between the engine's page-by-page notices and the record's progress, on Jest's
// clock: when writes happen, what they carry, and that no failure or slowness reaches the analysis.

const INTERVAL = 2_000;

let writes: RecordProgress[];
let warnings: object[];
const logger: WorkerLogger = { info() {}, warn: (details) => warnings.push(details), error() {} };
const writer = (write = async (progress: RecordProgress) => void writes.push(progress)) =>
  new ProgressWriter({ write, logger, contentId: 7, intervalMs: INTERVAL });

beforeEach(() => {
  jest.useFakeTimers();
  writes = [];
  warnings = [];
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the progress writer', () => {
  it('writes nothing for an analysis that ends within the interval', async () => {
    const progress = writer();
    progress.keep({ stage: 'pages', done: 1, total: 2 });
    progress.keep({ stage: 'pages', done: 2, total: 2 });
    await jest.advanceTimersByTimeAsync(INTERVAL - 1);
    await progress.stop();
    await jest.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(writes).toEqual([]);
  });

  it('writes the latest step of each stage after the interval, then at most once per interval', async () => {
    const progress = writer();
    for (let done = 1; done <= 50; done++) progress.keep({ stage: 'pages', done, total: 1000 });
    await jest.advanceTimersByTimeAsync(INTERVAL);
    expect(writes).toEqual([{ pages: { done: 50, total: 1000 } }]);

    progress.keep({ stage: 'pages', done: 51, total: 1000 });
    progress.keep({ stage: 'ocr', done: 1, total: 5 });
    await jest.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(writes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([
      { pages: { done: 50, total: 1000 } },
      { pages: { done: 51, total: 1000 }, ocr: { done: 1, total: 5 } },
    ]);

    // No step since: no write.
    await jest.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(writes).toHaveLength(2);
    await progress.stop();
  });

  it('logs a failed write and carries on: the next write has the latest progress', async () => {
    let refuse = true;
    const progress = writer(async (latest) => {
      if (refuse) throw new Error('connection reset');
      writes.push(latest);
    });
    progress.keep({ stage: 'pages', done: 1, total: 3 });
    await jest.advanceTimersByTimeAsync(INTERVAL);
    expect(warnings).toEqual([{ err: new Error('connection reset'), contentId: 7 }]);

    refuse = false;
    progress.keep({ stage: 'pages', done: 2, total: 3 });
    await jest.advanceTimersByTimeAsync(INTERVAL);
    expect(writes).toEqual([{ pages: { done: 2, total: 3 } }]);
    await progress.stop();
  });

  it('keeps one write at a time however slow the database, and stop waits for the one under way', async () => {
    let finish: () => void = () => {};
    let started = 0;
    const progress = writer(async (latest) => {
      started++;
      await new Promise<void>((resolve) => (finish = resolve));
      writes.push(latest);
    });
    progress.keep({ stage: 'pages', done: 1, total: 9 });
    await jest.advanceTimersByTimeAsync(INTERVAL);
    progress.keep({ stage: 'pages', done: 2, total: 9 });
    await jest.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(started).toBe(1); // the first has not ended: no second beside it

    let stopped = false;
    const stopping = progress.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(writes).toEqual([{ pages: { done: 1, total: 9 } }]);
    // Stopped: the step kept meanwhile is never written.
    await jest.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(started).toBe(1);
  });

  it('tells the pages each step adds to its stage, counting again after the engine began again', () => {
    const progress = writer();
    expect(progress.keep({ stage: 'pages', done: 1, total: 4 })).toBe(1);
    expect(progress.keep({ stage: 'pages', done: 3, total: 4 })).toBe(2);
    expect(progress.keep({ stage: 'ocr', done: 1, total: 2 })).toBe(1);
    expect(progress.keep({ stage: 'ocr', done: 1, total: 5 })).toBe(0); // OCR's total grew: no page done
    expect(progress.keep({ stage: 'pages', done: 1, total: 4 })).toBe(1); // a new engine process read page 1 again
    void progress.stop();
  });
});
