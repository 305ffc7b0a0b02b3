import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { FieldsProjectionInterceptor } from './fields-projection.interceptor.js';
import { LearnIdsRepository } from './learn-ids.repository.js';
import { PathIds } from './path-ids.service.js';

/** What every Learn module shares: id resolution (PathIds over LearnIdsRepository) and the `fields=` projection. */
@Global()
@Module({
  providers: [LearnIdsRepository, PathIds, { provide: APP_INTERCEPTOR, useClass: FieldsProjectionInterceptor }],
  exports: [LearnIdsRepository, PathIds],
})
export class LearnCommonModule {}
