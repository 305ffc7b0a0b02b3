import { AsyncLocalStorage } from 'node:async_hooks';

/** Seconds spent in each stage of one analysis (read, convert_wait, convert, judge...). */
export type StageTimings = Record<string, number>;

const current = new AsyncLocalStorage<StageTimings>();

/**
 * Runs `work` while collecting the time of the stages timed inside it, however deep (an
 * AsyncLocalStorage, so that the format adapters need no extra parameter and concurrent analyses
 * in one process keep theirs apart).
 */
export async function collectStages<T>(work: () => Promise<T>): Promise<{ value: T; stages: StageTimings }> {
  const stages: StageTimings = {};
  const value = await current.run(stages, work);
  return { value, stages };
}

/** Times `work` as `stage` of the analysis collecting around it (none: just runs it). */
export async function timed<T>(stage: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    recordStage(stage, start);
  }
}

/** Adds the time since `start` (a performance.now() reading) to `stage`. */
export function recordStage(stage: string, start: number): void {
  const stages = current.getStore();
  if (stages) stages[stage] = (stages[stage] ?? 0) + (performance.now() - start) / 1000;
}
