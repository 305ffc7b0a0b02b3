import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskBlobStore } from '@app/blob-store';
import { applyMigrations, createPrismaClient, type PrismaClient } from '@app/database';
import { JobQueue } from '@app/queue';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { startWorker } from '../src/index.js';

let db: TestDatabase;
let prisma: PrismaClient;
let queue: JobQueue;
let blobRoot: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await applyMigrations(db.url);
  prisma = createPrismaClient(db.url);
  queue = await JobQueue.start({ databaseUrl: db.url, instanceName: 'worker-test' });
  blobRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-blobs-'));
});

afterAll(async () => {
  await queue.stop(5_000);
  await prisma.$disconnect();
  await db.drop();
  fs.rmSync(blobRoot, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('worker: smoke job', () => {
  it('records the smoke check it was sent, with its own worker id', async () => {
    const blobs = await LocalDiskBlobStore.open(blobRoot);
    const worker = await startWorker({ queue, prisma, blobs, concurrency: 1 });
    const check = await prisma.smokeCheck.create({ data: {} });
    await queue.send('smoke', { smokeCheckId: check.id });

    const worked = await until(async () => {
      const row = await prisma.smokeCheck.findUniqueOrThrow({ where: { id: check.id } });
      return row.workedAt ? row : undefined;
    });
    expect(worked.workerId).toBe(worker.id);
    expect(worked.workedAt!.getTime()).toBeGreaterThanOrEqual(check.requestedAt.getTime());
    await worker.stop();
  });

  it('completes a job whose smoke check no longer exists instead of retrying it', async () => {
    const jobId = await queue.send('smoke', { smokeCheckId: '00000000-0000-4000-8000-000000000000' });
    const state = await until(async () => {
      const [row] = await prisma.$queryRaw<
        { state: string }[]
      >`SELECT state::text FROM pgboss.job WHERE id = ${jobId}::uuid`;
      return row && row.state !== 'created' && row.state !== 'active' ? row.state : undefined;
    });
    expect(state).toBe('completed');
  });
});
