import { Module } from '@nestjs/common';
import { A11yClientsModule } from './clients/a11y-clients.module.js';
import { ContentFormatsModule } from './content-formats/content-formats.module.js';
import { ContentRemediationModule } from './content-remediation/content-remediation.module.js';
import { ContentReadsModule } from './content-reads/content-reads.module.js';
import { ContentRetryModule } from './content-retry/content-retry.module.js';
import { ContentUploadModule } from './content-upload/content-upload.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/**
 * The accessibility feedback API (/api/v2/clients/:clientId/content...): clients and their tokens,
 * upload, retry of a failed analysis, reads, alternative formats, corrected copies and webhooks. The
 * analysis, the formats, the copies and the webhook deliveries are made in the workers (packages/worker, jobs/*).
 */
@Module({
  imports: [
    A11yClientsModule,
    ContentUploadModule,
    ContentRetryModule,
    ContentReadsModule,
    ContentFormatsModule,
    ContentRemediationModule,
    WebhooksModule,
  ],
})
export class AccessibilityModule {}
