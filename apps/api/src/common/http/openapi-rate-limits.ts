import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_BODY } from './openapi-outages.js';

type Header = { description: string; schema: { type: 'integer'; example: number } };
type Response = { description?: string; headers?: Record<string, Header> };
type Operation = { responses?: Record<string, Response> };

const RETRY_AFTER: Header = {
  description: 'Seconds until the window ends: try again then',
  schema: { type: 'integer', example: 42 },
};

/** Learn's headers, on every answer to an authenticated Learn request (documented on its 2xx and 429). */
export const LEARN_RATE_LIMIT_HEADERS: Record<string, Header> = {
  'X-Rate-Limit-Limit': {
    description: "Requests the application may make per window (LEARN_RATE_LIMIT's first number)",
    schema: { type: 'integer', example: 10000 },
  },
  'X-Rate-Limit-Remaining': {
    description: 'Requests left in the current window, this one counted',
    schema: { type: 'integer', example: 9987 },
  },
  'X-Rate-Limit-Reset': {
    description: 'Seconds until the current window ends and the count starts over',
    schema: { type: 'integer', example: 42 },
  },
};

export interface RateLimitDocs {
  /** The operations limited: those of the paths this accepts. */
  covers(path: string): boolean;
  /** When a 429 is answered. */
  description: string;
  /** Headers of every 2xx and of the 429 (beside Retry-After). */
  headers?: Record<string, Header>;
}

/** The 429 (with Retry-After) of every covered operation, and the headers the limit adds. */
export function describeRateLimits(document: OpenAPIObject, docs: RateLimitDocs): void {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!docs.covers(path)) continue;
    for (const operation of Object.values(item as Record<string, Operation>)) {
      if (!operation?.responses) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('2') && docs.headers) response.headers = { ...response.headers, ...docs.headers };
      }
      operation.responses['429'] ??= {
        description: docs.description,
        headers: { 'Retry-After': RETRY_AFTER, ...docs.headers },
        content: ERROR_BODY,
      } as Response;
    }
  }
}
