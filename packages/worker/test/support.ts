import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { LocalDiskBlobStore } from '@app/blob-store';
import { applyMigrations, createPrismaClient, type PrismaClient } from '@app/database';
import { JobQueue } from '@app/queue';
import { createTestDatabase, type TestDatabase } from '@app/testing';

/** A real database, queue and blob store for worker tests, with client 1 to own records. */
export interface WorkerTestbed {
  db: TestDatabase;
  prisma: PrismaClient;
  queue: JobQueue;
  blobs: LocalDiskBlobStore;
  /** A stored file and its pending record, as an upload leaves them. */
  upload(bytes?: Buffer, fileType?: string): Promise<{ id: number; hash: string }>;
  close(): Promise<void>;
}

let n = 0;

export async function startTestbed(): Promise<WorkerTestbed> {
  const db = await createTestDatabase();
  await applyMigrations(db.url);
  const prisma = createPrismaClient(db.url);
  const queue = await JobQueue.start({ databaseUrl: db.url, instanceName: 'worker-test' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-blobs-'));
  const blobs = await LocalDiskBlobStore.open(root);
  await prisma.a11yClient.create({ data: { clientId: 1, secret: 'a-secret-of-sixteen+' } });
  return {
    db,
    prisma,
    queue,
    blobs,
    async upload(bytes = Buffer.from(`%PDF-1.7\n% file ${++n} ${Date.now()}\n`), fileType = 'pdf') {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const staged = blobs.stagingPath();
      fs.writeFileSync(staged, bytes);
      await blobs.put(hash, staged);
      const record = await prisma.a11yContent.create({
        data: { clientId: 1, hash, fileType, mimeType: 'application/pdf', size: bytes.length },
      });
      return { id: record.id, hash };
    },
    async close() {
      await queue.stop(5_000);
      await blobs.close();
      await prisma.$disconnect();
      await db.drop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
