import 'reflect-metadata';
import { ValidationPipe, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { ACCESSIBILITY_HTTP } from '../accessibility/accessibility-http.js';
import { WEBHOOKS_HTTP } from '../accessibility/webhooks/webhooks-http.js';
import { BodyAfterAuthInterceptor } from '../common/http/body-after-auth.interceptor.js';
import { answerClientErrors } from '../common/http/client-errors.js';
import { ErrorResponseFilter } from '../common/http/error-response.filter.js';
import { setupOpenApi } from '../common/http/openapi.js';
import { requestId } from '../common/http/request-id.js';
import { requestMetrics } from '../common/http/request-metrics.js';
import { SafeInputPipe } from '../common/http/safe-input.pipe.js';
import { LEARN_HTTP } from '../learn/learn-http.js';
import type { Runtime } from '../runtime/runtime.js';
import { AppModule } from './app.module.js';

const BODY_LIMIT = '1mb';

/** What each feature adds to the shared HTTP set-up (common/http knows no feature). */
const FEATURES = [LEARN_HTTP, ACCESSIBILITY_HTTP, WEBHOOKS_HTTP];

/**
 * The Nest application, initialised but not listening: runtime/run-service.ts listens, tests use supertest.
 * `extraModules` are served beside it (the Learn benchmark's raw-SQL baseline, bench/raw-sql).
 */
export async function createApp(runtime: Runtime, extraModules: DynamicModule[] = []): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRuntime(runtime, extraModules), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  answerClientErrors(app.getHttpServer());
  // First, so that every answer and log line carries a request id.
  app.use(requestId);
  app.use(requestMetrics(runtime.metrics));
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(
    new ErrorResponseFilter(
      runtime.logger,
      FEATURES.flatMap((feature) => feature.domainErrors ?? []),
    ),
  );
  // Bodies are read once the guards have let the caller in (not as middleware, before them).
  app.useGlobalInterceptors(new BodyAfterAuthInterceptor(BODY_LIMIT));
  // Strings that are not text and runaway nesting are refused first, wherever they are. Unknown
  // body fields are then dropped, not refused: Learn clients echo read-only fields (id, created)
  // back in PATCH bodies, and Learn ignores them. Wrong types and missing fields are 400s.
  app.useGlobalPipes(new SafeInputPipe(), new ValidationPipe({ whitelist: true, transform: true }));
  setupOpenApi(app, FEATURES);
  await app.init();
  return app;
}
