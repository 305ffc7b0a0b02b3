import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AnalysisResult } from '@app/analysis';
import { query } from '@app/testing';
import { startWorker, type Worker } from '../src/index.js';
import { startTestbed, type WorkerTestbed } from './support.js';
import { until } from '@app/testing';

// The analysis pipeline through pg-boss: a transient failure is retried by the queue, and a
// record left pending without a job is picked up by the sweep a worker runs at start.

let bed: WorkerTestbed;
let worker: Worker;
let calls = 0;

const RESULT: AnalysisResult = {
  feedback: { score: 1, visibility: 'perfect', report: { results: { Title: { score: 1 } }, suggestions: {} } },
  pageCount: 1,
  isSeizureInducing: false,
  preview: null,
};

beforeAll(async () => {
  bed = await startTestbed();
});

afterAll(async () => {
  await worker?.stop();
  await bed.close();
});

describe('the analysis worker', () => {
  it('sends a record left pending without a job at start, and retries a transient failure with backoff', async () => {
    const { id } = await bed.upload();
    await query(bed.db.url, `UPDATE a11y_content SET modified = now() - interval '10 minutes' WHERE id = ${id}`);

    worker = await startWorker({
      queue: bed.queue,
      prisma: bed.prisma,
      blobs: bed.blobs,
      concurrency: 1,
      analyse: async () => {
        if (++calls === 1) throw new Error('blob store unreachable');
        return RESULT;
      },
    });
    const done = await until(async () => {
      const record = await bed.prisma.a11yContent.findUniqueOrThrow({ where: { id } });
      return record.status === 'success' ? record : undefined;
    }, 30_000);
    expect(done).toMatchObject({ attempts: 2, feedback: RESULT.feedback });
    expect(calls).toBe(2);
  });
});
