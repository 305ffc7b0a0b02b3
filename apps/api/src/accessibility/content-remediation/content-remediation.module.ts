import { Module } from '@nestjs/common';
import { A11yClientsModule } from '../clients/a11y-clients.module.js';
import { ContentModule } from '../content/content.module.js';
import { ContentRemediationController } from './content-remediation.controller.js';
import { ContentRemediationRepository } from './content-remediation.repository.js';
import { ContentRemediationService } from './content-remediation.service.js';

/** The corrected copy of a file (made by the a11y-remediation jobs in packages/worker). */
@Module({
  imports: [A11yClientsModule, ContentModule],
  controllers: [ContentRemediationController],
  providers: [ContentRemediationService, ContentRemediationRepository],
})
export class ContentRemediationModule {}
