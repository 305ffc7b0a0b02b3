import { Module } from '@nestjs/common';
import { ContentsModule } from '../contents/contents.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { ColumnsController } from './columns.controller.js';
import { ColumnsService } from './columns.service.js';
import { GradebookRepository } from './gradebook.repository.js';
import { GradesController } from './grades.controller.js';
import { GradesService } from './grades.service.js';

@Module({
  imports: [ContentsModule, MembershipsModule],
  controllers: [ColumnsController, GradesController],
  providers: [ColumnsService, GradesService, GradebookRepository],
})
export class GradebookModule {}
