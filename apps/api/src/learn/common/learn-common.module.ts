import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { FieldsProjectionInterceptor } from './fields-projection.interceptor.js';
import { PathIds } from './path-ids.service.js';

/** What every Learn module shares: path id resolution and the `fields=` projection. */
@Global()
@Module({
  providers: [PathIds, { provide: APP_INTERCEPTOR, useClass: FieldsProjectionInterceptor }],
  exports: [PathIds],
})
export class LearnCommonModule {}
