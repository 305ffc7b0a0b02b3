import { Module } from '@nestjs/common';
import { A11yClientsModule } from './clients/a11y-clients.module.js';
import { ContentReadsModule } from './content-reads/content-reads.module.js';
import { ContentUploadModule } from './content-upload/content-upload.module.js';

/**
 * The accessibility feedback API (/api/v2/clients/:clientId/content...): clients and their tokens,
 * upload, and reads. The analysis itself runs in the workers (apps/worker, jobs/analysis).
 */
@Module({ imports: [A11yClientsModule, ContentUploadModule, ContentReadsModule] })
export class AccessibilityModule {}
