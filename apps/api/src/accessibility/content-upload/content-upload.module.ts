import { Module } from '@nestjs/common';
import { A11yClientsModule } from '../clients/a11y-clients.module.js';
import { ContentModule } from '../content/content.module.js';
import { ContentRetryModule } from '../content-retry/content-retry.module.js';
import { ContentUploadController } from './content-upload.controller.js';
import { ContentUploadService } from './content-upload.service.js';

/** Accessibility content upload: POST /api/v2/clients/:clientId/content. */
@Module({
  imports: [A11yClientsModule, ContentModule, ContentRetryModule],
  controllers: [ContentUploadController],
  providers: [ContentUploadService],
})
export class ContentUploadModule {}
