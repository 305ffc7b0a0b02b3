import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AccessibilityModule } from '../accessibility/accessibility.module.js';
import { redactedUrl } from '../common/http/redacted-url.js';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module.js';
import { HealthModule } from '../health/health.module.js';
import { AdaptiveReleaseModule } from '../learn/adaptive-release/adaptive-release.module.js';
import { LearnAuthModule } from '../learn/auth/learn-auth.module.js';
import { AvailabilityModule } from '../learn/availability/availability.module.js';
import { CourseDataModule } from '../learn/course-data/course-data.module.js';
import { LearnCommonModule } from '../learn/common/learn-common.module.js';
import { SystemModule } from '../learn/system/system.module.js';
import { PlatformModule } from '../platform/platform.module.js';
import type { Runtime } from '../runtime/runtime.js';
import { ViewerModule } from '../viewer/viewer.module.js';

/** The HTTP application: one module per bounded context, on the platform the runtime provides. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime, extraModules: DynamicModule[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRuntime(runtime),
        LoggerModule.forRoot({
          pinoHttp: {
            logger: runtime.logger,
            genReqId: (req) => req.id, // set by common/http/request-id.ts
            customAttributeKeys: { reqId: 'reqId' },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: redactedUrl(req.url),
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            // A 503 or 507 is an outage the error filter logs (throttled): the access line needs no
            // made-up "failed with status code" error with its stack on every request meanwhile.
            customErrorObject: (_req, res, _error, value: Record<string, unknown>) => {
              if (res.statusCode !== 503 && res.statusCode !== 507) return value;
              const { err: _made_up, ...rest } = value;
              return rest;
            },
          },
        }),
        HealthModule,
        RateLimitModule,
        LearnCommonModule,
        LearnAuthModule,
        SystemModule,
        CourseDataModule,
        AdaptiveReleaseModule,
        AvailabilityModule,
        AccessibilityModule,
        ViewerModule,
        ...extraModules,
      ],
    };
  }
}
