import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { ReviewStatusController } from './review-status.controller.js';
import { ReviewStatusRepository } from './review-status.repository.js';
import { ReviewStatusService } from './review-status.service.js';

@Module({
  imports: [MembershipsModule],
  controllers: [ReviewStatusController],
  providers: [ReviewStatusService, ReviewStatusRepository],
})
export class ReviewStatusModule {}
