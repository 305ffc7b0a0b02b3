import { HttpStatus } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { RuleViolation, type ViolationKind } from '@app/adaptive-release';
import type { HttpFeature } from '../common/http/http-feature.js';
import { describeRateLimits, LEARN_RATE_LIMIT_HEADERS } from '../common/http/openapi-rate-limits.js';
import { describeRequirement, ENTITLEMENTS } from './auth/entitlement-table.js';
import { LEARN } from './learn-paths.js';

const VIOLATION_STATUS: Record<ViolationKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  notFound: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
};

/**
 * The Learn API's part of the shared HTTP set-up: its security schemes, entitlements, rate limits
 * and rule refusals.
 */
export const LEARN_HTTP: HttpFeature = {
  domainErrors: (error) =>
    error instanceof RuleViolation ? { status: VIOLATION_STATUS[error.kind], message: error.message } : undefined,
  configureOpenApi: (builder) =>
    builder
      .addBearerAuth({
        type: 'http',
        scheme: 'bearer',
        description: 'A token from POST /learn/api/public/v1/oauth2/token',
      })
      .addBasicAuth(),
  describeOpenApi: (document) => {
    describeEntitlements(document);
    describeLimits(document);
  },
};

const TOKEN_PATH = `${LEARN}/v1/oauth2/token`;

/** LEARN_RATE_LIMIT on every authenticated operation; AUTH_FAILURE_LIMIT on the token endpoint. */
function describeLimits(document: OpenAPIObject): void {
  describeRateLimits(document, {
    covers: (path) => path === TOKEN_PATH,
    description:
      'Too many wrong secrets for this key or from this address (AUTH_FAILURE_LIMIT): every attempt is refused until the window ends',
  });
  describeRateLimits(document, {
    covers: (path) => path.startsWith(LEARN) && path !== TOKEN_PATH,
    description: "The application's quota for the window is spent (LEARN_RATE_LIMIT): try again after Retry-After",
    headers: LEARN_RATE_LIMIT_HEADERS,
  });
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
