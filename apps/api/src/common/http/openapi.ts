import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponse } from './error-response.js';
import type { HttpFeature } from './http-feature.js';
import { describeOutages } from './openapi-outages.js';
import { MAX_INPUT_DEPTH } from './unsafe-input.js';

/**
 * The OpenAPI document is generated from the controllers; UI at /docs, JSON at /docs/openapi.json.
 * Features add their security schemes and descriptions (HttpFeature), in the order given.
 */
export function setupOpenApi(app: INestApplication, features: readonly HttpFeature[]): void {
  let builder = new DocumentBuilder()
    .setTitle('Adaptive release and accessibility feedback')
    .setDescription(
      'A self-hosted service. Every error has the body `{status, message, extraInfo}`, where `extraInfo` is the request id (also sent as the X-Request-Id header). ' +
        'While the database or the file store cannot be reached, operations answer 503 with Retry-After; a write that finds the disk full answers 507, having stored nothing. ' +
        `A string that is not text (a NUL character, a lone surrogate) in a body, query or path parameter, and JSON nested more than ${MAX_INPUT_DEPTH} levels deep, are refused with 400 naming the field.`,
    )
    .setVersion('0.1.0')
    // Relative: the paths are absolute on whichever host serves this document.
    .addServer('/');
  for (const feature of features) builder = feature.configureOpenApi?.(builder) ?? builder;
  const config = builder.build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponse] });
  for (const feature of features) feature.describeOpenApi?.(document);
  describeOutages(document);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json', raw: ['json'] });
}
