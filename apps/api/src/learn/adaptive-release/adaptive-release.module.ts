import { Module } from '@nestjs/common';

/** Adaptive release: rules, their criteria, Memberships members, and the audit history. */
@Module({ imports: [] })
export class AdaptiveReleaseModule {}
