import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { LivenessService } from './liveness.service.js';
import { ReadinessService } from './readiness.service.js';

@Module({ controllers: [HealthController], providers: [LivenessService, ReadinessService] })
export class HealthModule {}
