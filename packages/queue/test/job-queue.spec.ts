import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { JobQueue, QUEUES, type JobDone, type SmokeJob } from '../src/index.js';

let db: TestDatabase;
let queue: JobQueue;

beforeEach(async () => {
  db = await createTestDatabase();
  queue = await JobQueue.start({ databaseUrl: db.url, instanceName: 'job-queue-test' });
});

afterEach(async () => {
  await queue.stop(5_000);
  await db.drop();
});

describe('JobQueue', () => {
  it('delivers a sent job to a worker, payload intact', async () => {
    const received = new Promise<SmokeJob>((resolve) => {
      void queue.work('smoke', 1, async (job) => resolve(job.data));
    });
    await queue.send('smoke', { smokeCheckId: 'abc' });
    await expect(received).resolves.toEqual({ smokeCheckId: 'abc' });
  });

  it('reports each job it ran (wait, duration, outcome) and the depth of every queue', async () => {
    const done: JobDone[] = [];
    const observed = await JobQueue.start({
      databaseUrl: db.url,
      instanceName: 'job-queue-observed',
      onJobDone: (job) => done.push(job),
    });
    try {
      await observed.send('smoke', { smokeCheckId: 'queued' });
      const depth = await observed.depth();
      expect(depth.find((q) => q.queue === 'smoke')).toEqual({ queue: 'smoke', ready: 1, deferred: 0, active: 0 });
      expect(depth.map((q) => q.queue).sort()).toEqual(Object.keys(QUEUES).sort());

      await new Promise((resolve) => setTimeout(resolve, 200));
      // The handler times itself on the queue's clock: a 100 ms timer may fire a millisecond early by
      // Date.now(), so the reported duration is held to what the handler measured, not to 0.1.
      let handlerSeconds = 0;
      await observed.work('smoke', 1, async () => {
        const started = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 100));
        handlerSeconds = (Date.now() - started) / 1000;
      });
      for (let waited = 0; done.length === 0 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(done).toEqual([
        { queue: 'smoke', waitSeconds: expect.any(Number), durationSeconds: expect.any(Number), outcome: 'completed' },
      ]);
      expect(done[0]!.waitSeconds).toBeGreaterThanOrEqual(0.2);
      expect(handlerSeconds).toBeGreaterThan(0.05);
      expect(done[0]!.durationSeconds).toBeGreaterThanOrEqual(handlerSeconds);
    } finally {
      await observed.stop(5_000);
    }
  });

  it('is reachable while its database is, and not after the database is gone', async () => {
    await expect(queue.isReachable()).resolves.toBe(true);
    await db.drop();
    await expect(queue.isReachable()).resolves.toBe(false);
  });

  it('lets a running job finish before stop() resolves', async () => {
    const events: string[] = [];
    const started = new Promise<void>((resolve) => {
      void queue.work('smoke', 1, async () => {
        events.push('job started');
        resolve();
        await new Promise((r) => setTimeout(r, 700));
        events.push('job finished');
      });
    });
    await queue.send('smoke', { smokeCheckId: 'slow' });
    await started;
    await queue.stop(5_000);
    events.push('stopped');
    expect(events).toEqual(['job started', 'job finished', 'stopped']);
  });

  it('starts twice on one database without error (queues already exist)', async () => {
    const second = await JobQueue.start({ databaseUrl: db.url, instanceName: 'second' });
    await second.stop(1_000);
  });

  it('keeps one live analysis job per content record: a second send for it is refused, another record is not', async () => {
    const first = await queue.send('a11y-analysis', { contentId: 41 });
    expect(first).toEqual(expect.any(String));
    await expect(queue.send('a11y-analysis', { contentId: 41 })).resolves.toBeNull();
    await expect(queue.send('a11y-analysis', { contentId: 42 })).resolves.toEqual(expect.any(String));
  });
});
