import type { OpenAPIObject } from '@nestjs/swagger';

export const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

const UNAVAILABLE = {
  description:
    'The database or the file store cannot be reached for now (a dead embedded PostgreSQL is restarted at once): ' +
    'try again after Retry-After',
  headers: {
    'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', example: 5 } },
  },
  content: ERROR_BODY,
};

const INSUFFICIENT_STORAGE = {
  description:
    "The service's disk or its database's is full: nothing of the request was stored; try again once space is freed",
  content: ERROR_BODY,
};

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** Their own outages are their answer (see health/). */
const PROBES = new Set(['/health', '/ready']);

/**
 * Every operation can meet an outage of the service's own (error-response.filter.ts): the
 * database or file store unreachable, 503 with Retry-After; and those that write, a full disk,
 * 507. Documented once here for every operation, rather than on each controller.
 */
export function describeOutages(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    if (PROBES.has(path)) continue;
    for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
      if (!operation?.responses) continue;
      operation.responses['503'] ??= UNAVAILABLE;
      if (WRITES.has(method)) operation.responses['507'] ??= INSUFFICIENT_STORAGE;
    }
  }
}
