import { Inject, Injectable } from '@nestjs/common';
import { convertersFound } from '@app/analysis';
import type { BlobStore } from '@app/blob-store';
import type { BlobStoreKind, Config } from '@app/config';
import type { PrismaClient } from '@app/database';
import type { JobQueue } from '@app/queue';
import { BLOB_STORE, CONFIG, JOB_QUEUE, PRISMA } from '../platform/tokens.js';
import { freeMegabytes } from './disk-space.js';

export type CheckState = 'up' | 'down';

export interface ConverterState {
  name: string;
  available: boolean;
  /** Why it cannot be used, when it cannot. */
  reason?: string;
}

export interface DiskSpace {
  /** Free space on DATA_DIR's file system, in MB; null when it cannot be read. */
  freeMb: number | null;
  /** DATA_DIR_MIN_FREE_MB: below it, the disk check is down. */
  minFreeMb: number;
}

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; queue: CheckState; blobs: CheckState; disk: CheckState };
  disk: DiskSpace;
  blobStore: BlobStoreKind;
  converters: ConverterState[];
}

const CHECK_TIMEOUT_MS = 2_000;

/**
 * Ready = the database answers, the job queue's tables answer and the blob store can be used, each
 * within 2 s, and DATA_DIR's file system has at least DATA_DIR_MIN_FREE_MB free (uploads are staged
 * there, and the embedded database lives there: a full disk fails them with 507). The converters
 * this process found are reported, not required: the API takes uploads without them (the workers
 * convert, and report their own in their metrics and logs).
 */
@Injectable()
export class ReadinessService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async check(): Promise<Readiness> {
    const [database, queue, blobs, freeMb, converters] = await Promise.all([
      probe(() => this.prisma.$queryRaw`SELECT 1`.then(() => true)),
      probe(() => this.queue.isReachable()),
      probe(() => this.blobs.check().then(() => true)),
      freeMegabytes(this.config.dataDir),
      convertersFound(),
    ]);
    const minFreeMb = this.config.dataDirMinFreeMb;
    const disk: CheckState = minFreeMb === 0 || (freeMb !== undefined && freeMb >= minFreeMb) ? 'up' : 'down';
    return {
      ready: database === 'up' && queue === 'up' && blobs === 'up' && disk === 'up',
      checks: { database, queue, blobs, disk },
      disk: { freeMb: freeMb ?? null, minFreeMb },
      blobStore: this.config.blobStore,
      converters: converters.map(({ name, available, detail }) =>
        available ? { name, available } : { name, available, reason: detail },
      ),
    };
  }
}

async function probe(check: () => Promise<boolean>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'up' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
