import { Logger, Module } from '@nestjs/common';
import type { JobQueue } from '@app/queue';
import { JOB_QUEUE } from '../../platform/tokens.js';
import { A11yClientsModule } from '../clients/a11y-clients.module.js';
import { ContentModule } from '../content/content.module.js';
import { ContentRepository } from '../content/content.repository.js';
import { ContentRetries } from './content-retries.js';
import { ContentRetryController } from './content-retry.controller.js';
import { ContentRetryService } from './content-retry.service.js';

/**
 * A failed file analysed again: POST /api/v2/clients/:clientId/content/:contentHash/retry, and
 * ContentRetries for the upload of the same bytes (ContentUploadModule) and the CLI.
 */
@Module({
  imports: [A11yClientsModule, ContentModule],
  controllers: [ContentRetryController],
  providers: [
    {
      provide: ContentRetries,
      inject: [ContentRepository, JOB_QUEUE],
      useFactory: (contents: ContentRepository, queue: JobQueue) =>
        new ContentRetries(contents, queue, new Logger(ContentRetries.name)),
    },
    ContentRetryService,
  ],
  exports: [ContentRetries],
})
export class ContentRetryModule {}
