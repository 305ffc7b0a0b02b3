import { Module } from '@nestjs/common';
import type { PrismaClient } from '@app/database';
import { WebhookStore } from '@app/webhooks';
import { PRISMA } from '../../platform/tokens.js';
import { A11yClientsModule } from '../clients/a11y-clients.module.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * A client's webhooks (/api/v2/clients/:clientId/webhooks): registered, listed, deleted, their
 * deliveries read. The deliveries are made by the workers (packages/worker, jobs/webhooks).
 */
@Module({
  imports: [A11yClientsModule],
  controllers: [WebhooksController],
  providers: [
    { provide: WebhookStore, inject: [PRISMA], useFactory: (prisma: PrismaClient) => new WebhookStore(prisma) },
    WebhooksService,
  ],
})
export class WebhooksModule {}
