import { HttpStatus } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { RuleViolation, type ViolationKind } from '@app/adaptive-release';
import type { HttpFeature } from '../common/http/http-feature.js';
import { describeRequirement, ENTITLEMENTS } from './auth/entitlement-table.js';
import { LEARN } from './learn-paths.js';

const VIOLATION_STATUS: Record<ViolationKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  notFound: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
};

/** The Learn API's part of the shared HTTP set-up: its security schemes, entitlements and rule refusals. */
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
  describeOpenApi: describeEntitlements,
};

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
