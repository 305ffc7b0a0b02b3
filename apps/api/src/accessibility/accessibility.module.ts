import { Module } from '@nestjs/common';
import { A11yClientsModule } from './clients/a11y-clients.module.js';
import { ContentFormatsModule } from './content-formats/content-formats.module.js';
import { ContentReadsModule } from './content-reads/content-reads.module.js';
import { ContentRetryModule } from './content-retry/content-retry.module.js';
import { ContentUploadModule } from './content-upload/content-upload.module.js';

/**
 * The accessibility feedback API (/api/v2/clients/:clientId/content...): clients and their tokens,
 * upload, retry of a failed analysis, reads and alternative formats. The analysis and the formats
 * are made in the workers (apps/worker, jobs/analysis and jobs/formats).
 */
@Module({
  imports: [A11yClientsModule, ContentUploadModule, ContentRetryModule, ContentReadsModule, ContentFormatsModule],
})
export class AccessibilityModule {}
