import type { HttpFeature } from '../common/http/http-feature.js';
import { describeRateLimits } from '../common/http/openapi-rate-limits.js';
import { A11Y_BEARER, A11Y_BEARER_DESCRIPTION } from './clients/api-security.js';

/** The accessibility API's part of the shared HTTP set-up: its JWT security scheme and rate limits. */
export const ACCESSIBILITY_HTTP: HttpFeature = {
  configureOpenApi: (builder) =>
    builder.addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: A11Y_BEARER_DESCRIPTION },
      A11Y_BEARER,
    ),
  describeOpenApi: (document) =>
    describeRateLimits(document, {
      covers: (path) => path.startsWith('/api/v2/clients/'),
      description:
        "The client's quota for the window is spent (A11Y_RATE_LIMIT), or too many refused tokens for this client or from this address (AUTH_FAILURE_LIMIT): try again after Retry-After",
    }),
};
