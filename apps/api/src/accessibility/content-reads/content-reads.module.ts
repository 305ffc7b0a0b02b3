import { Module } from '@nestjs/common';
import { A11yClientsModule } from '../clients/a11y-clients.module.js';
import { ContentModule } from '../content/content.module.js';
import { ContentPreviewController } from './content-preview.controller.js';
import { ContentPreviewService } from './content-preview.service.js';
import { ContentReadsController } from './content-reads.controller.js';
import { ContentReadsService } from './content-reads.service.js';

/** Accessibility content reads: status, details, batch, and the PDF preview. */
@Module({
  imports: [A11yClientsModule, ContentModule],
  controllers: [ContentReadsController, ContentPreviewController],
  providers: [ContentReadsService, ContentPreviewService],
})
export class ContentReadsModule {}
