import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Runtime } from '../runtime/runtime.js';
import { BLOB_STORE, CONFIG, DATABASE, JOB_QUEUE, METRICS, PRISMA } from './tokens.js';

/**
 * Hands the runtime (started before Nest, stopped after it) to every module: configuration,
 * the database (its state, for health), the one Prisma client, the job queue, the blob store and
 * the metrics. Nest does not own their lifecycle.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: CONFIG, useValue: runtime.config },
        { provide: DATABASE, useValue: runtime.database },
        { provide: PRISMA, useValue: runtime.prisma },
        { provide: JOB_QUEUE, useValue: runtime.queue },
        { provide: BLOB_STORE, useValue: runtime.blobs },
        { provide: METRICS, useValue: runtime.metrics },
      ],
      exports: [CONFIG, DATABASE, PRISMA, JOB_QUEUE, BLOB_STORE, METRICS],
    };
  }
}
