import { Module } from '@nestjs/common';
import { A11yClientsModule } from '../clients/a11y-clients.module.js';
import { ContentModule } from '../content/content.module.js';
import { ContentReadsController } from './content-reads.controller.js';
import { ContentReadsService } from './content-reads.service.js';

/** Accessibility content reads: status, details, batch. */
@Module({
  imports: [A11yClientsModule, ContentModule],
  controllers: [ContentReadsController],
  providers: [ContentReadsService],
})
export class ContentReadsModule {}
