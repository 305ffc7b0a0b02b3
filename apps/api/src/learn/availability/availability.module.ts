import { Module } from '@nestjs/common';
import { AvailabilityFactsLoader } from './availability-facts.loader.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityRepository } from './availability.repository.js';
import { AvailabilityService } from './availability.service.js';

/** What no Learn API offers: per-user availability of course content, with the reasons. */
@Module({
  controllers: [AvailabilityController],
  providers: [AvailabilityService, AvailabilityFactsLoader, AvailabilityRepository],
})
export class AvailabilityModule {}
