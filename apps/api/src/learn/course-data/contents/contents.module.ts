import { Module } from '@nestjs/common';
import { ContentReferences } from './content-references.js';
import { ContentsController } from './contents.controller.js';
import { ContentsRepository } from './contents.repository.js';
import { ContentsService } from './contents.service.js';

@Module({
  controllers: [ContentsController],
  providers: [ContentsService, ContentsRepository, ContentReferences],
  exports: [ContentReferences],
})
export class ContentsModule {}
