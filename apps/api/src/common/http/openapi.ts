import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { describeRequirement, ENTITLEMENTS } from '../../learn/auth/entitlement-table.js';
import { LEARN } from '../../learn/learn-paths.js';
import { A11Y_BEARER, A11Y_BEARER_DESCRIPTION } from '../../accessibility/clients/api-security.js';
import { ErrorResponse } from './error-response.js';
import { MAX_INPUT_DEPTH } from './unsafe-input.js';

/** The OpenAPI document is generated from the controllers; UI at /docs, JSON at /docs/openapi.json. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Adaptive release and accessibility feedback')
    .setDescription(
      'A self-hosted service. Every error has the body `{status, message, extraInfo}`, where `extraInfo` is the request id (also sent as the X-Request-Id header). ' +
        `A string that is not text (a NUL character, a lone surrogate) in a body, query or path parameter, and JSON nested more than ${MAX_INPUT_DEPTH} levels deep, are refused with 400 naming the field.`,
    )
    .setVersion('0.1.0')
    // Relative: the paths are absolute on whichever host serves this document.
    .addServer('/')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: 'A token from POST /learn/api/public/v1/oauth2/token',
    })
    .addBasicAuth()
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: A11Y_BEARER_DESCRIPTION },
      A11Y_BEARER,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponse] });
  describeEntitlements(document);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json', raw: ['json'] });
}

type Operation = { description?: string };

/** Appends each Learn operation's entitlements (from the one table the guard enforces). */
function describeEntitlements(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    const operations = item as Record<string, Operation>;
    if (!path.startsWith(LEARN)) continue;
    const routed = path.slice(LEARN.length).replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const requirement = ENTITLEMENTS[`${method.toUpperCase()} ${routed}`];
      if (!requirement) continue;
      const line = `**Entitlements:** ${describeRequirement(requirement)}.`;
      operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
    }
  }
}
