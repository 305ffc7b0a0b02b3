import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { serveViewer } from './viewer-assets.middleware.js';

/** The web viewer's static files at /viewer (see viewer-assets.middleware.ts); it talks to the API like any client. */
@Module({})
export class ViewerModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(serveViewer)
      .forRoutes({ path: 'viewer', method: RequestMethod.ALL }, { path: 'viewer/{*path}', method: RequestMethod.ALL });
  }
}
