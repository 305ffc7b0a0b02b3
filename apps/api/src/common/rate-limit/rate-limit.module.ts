import { Global, Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Config } from '@app/config';
import type { PrismaClient } from '@app/database';
import { RateLimits } from '@app/rate-limit';
import { CONFIG, PRISMA } from '../../platform/tokens.js';
import { RateLimitSweep } from './rate-limit-sweep.js';
import { PrismaWindowCounts } from './window-counts.repository.js';

/** The rate limits of both APIs (@app/rate-limit's rules over the shared table), for their guards. */
@Global()
@Module({
  providers: [
    {
      provide: PrismaWindowCounts,
      inject: [PRISMA],
      useFactory: (prisma: PrismaClient) => new PrismaWindowCounts(prisma),
    },
    {
      provide: RateLimits,
      inject: [PrismaWindowCounts, CONFIG],
      useFactory: (counts: PrismaWindowCounts, config: Config) => new RateLimits(counts, config.authFailureLimit),
    },
    {
      provide: RateLimitSweep,
      inject: [PrismaWindowCounts],
      useFactory: (counts: PrismaWindowCounts) => new RateLimitSweep(counts),
    },
  ],
  exports: [RateLimits],
})
export class RateLimitModule implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(RateLimitSweep) private readonly sweep: RateLimitSweep) {}

  onModuleInit(): void {
    this.sweep.start();
  }

  onModuleDestroy(): void {
    this.sweep.stop();
  }
}
