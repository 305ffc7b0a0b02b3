import { Module } from '@nestjs/common';
import { ContentRepository } from './content.repository.js';

/** The content records every accessibility route reads or writes. */
@Module({ providers: [ContentRepository], exports: [ContentRepository] })
export class ContentModule {}
