import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Config } from '@app/config';
import type { PrismaClient } from '@app/database';
import { CONFIG, PRISMA } from '../../platform/tokens.js';
import { A11yAuthGuard } from './a11y-auth.guard.js';
import { A11yClients } from './a11y-clients.js';
import { A11yTokens } from './a11y-tokens.js';

/** Accessibility clients: the client store, token verification and the guard of every route. */
@Module({
  providers: [
    { provide: A11yClients, inject: [PRISMA], useFactory: (prisma: PrismaClient) => new A11yClients(prisma) },
    { provide: A11yTokens, inject: [A11yClients], useFactory: (clients: A11yClients) => new A11yTokens(clients) },
    A11yAuthGuard,
  ],
  exports: [A11yClients, A11yTokens, A11yAuthGuard],
})
export class A11yClientsModule implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly clients: A11yClients,
  ) {}

  /** A11Y_BOOTSTRAP_CLIENT_ID/SECRET: a client for a first start, created or updated at each start. */
  async onModuleInit(): Promise<void> {
    const { a11yBootstrapClientId: clientId, a11yBootstrapClientSecret: secret } = this.config;
    if (clientId && secret) await this.clients.save({ clientId, secret });
  }
}
