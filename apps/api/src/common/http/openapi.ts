import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponse } from './error-response.js';

/** The OpenAPI document is generated from the controllers; UI at /docs, JSON at /docs/openapi.json. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Adaptive release and accessibility feedback')
    .setDescription(
      'A self-hosted service. Every error has the body `{status, message, extraInfo}`, where `extraInfo` is the request id (also sent as the X-Request-Id header).',
    )
    .setVersion('0.1.0')
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponse] });
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json', raw: ['json'] });
}
