import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Config } from '@app/config';
import type { PrismaClient } from '@app/database';
import { CONFIG, PRISMA } from '../../platform/tokens.js';
import { AccessTokens } from './access-tokens.js';
import { AccessTokensRepository } from './access-tokens.repository.js';
import { LearnApplications } from './learn-applications.js';
import { LearnAuthGuard } from './learn-auth.guard.js';
import { OAuth2Controller } from './oauth2.controller.js';
import { OAuth2Service } from './oauth2.service.js';

/** Learn API authentication: applications, OAuth2 tokens, and the guard on every Learn route. */
@Module({
  controllers: [OAuth2Controller],
  providers: [
    {
      provide: LearnApplications,
      inject: [PRISMA],
      useFactory: (prisma: PrismaClient) => new LearnApplications(prisma),
    },
    AccessTokensRepository,
    {
      provide: AccessTokens,
      inject: [AccessTokensRepository, CONFIG],
      useFactory: (rows: AccessTokensRepository, config: Config) => new AccessTokens(rows, config.learnTokenTtlSeconds),
    },
    OAuth2Service,
    LearnAuthGuard,
    { provide: APP_GUARD, useExisting: LearnAuthGuard },
  ],
  exports: [LearnApplications, AccessTokens],
})
export class LearnAuthModule implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly applications: LearnApplications,
  ) {}

  /** LEARN_BOOTSTRAP_APP_KEY/SECRET: an application with every entitlement, for a first start. */
  async onModuleInit(): Promise<void> {
    const { learnBootstrapAppKey: key, learnBootstrapAppSecret: secret } = this.config;
    if (key && secret) await this.applications.save({ key, secret, entitlements: ['*'] });
  }
}
