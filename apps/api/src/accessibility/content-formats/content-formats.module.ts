import { Module } from '@nestjs/common';
import { A11yClientsModule } from '../clients/a11y-clients.module.js';
import { ContentModule } from '../content/content.module.js';
import { ContentFormatsController } from './content-formats.controller.js';
import { ContentFormatsRepository } from './content-formats.repository.js';
import { ContentFormatsService } from './content-formats.service.js';

/** Alternative formats of a file (made by the a11y-format jobs in packages/worker) and its switches. */
@Module({
  imports: [A11yClientsModule, ContentModule],
  controllers: [ContentFormatsController],
  providers: [ContentFormatsService, ContentFormatsRepository],
})
export class ContentFormatsModule {}
