import type { HttpFeature } from '../common/http/http-feature.js';
import { A11Y_BEARER, A11Y_BEARER_DESCRIPTION } from './clients/api-security.js';

/** The accessibility API's part of the shared HTTP set-up: its JWT security scheme. */
export const ACCESSIBILITY_HTTP: HttpFeature = {
  configureOpenApi: (builder) =>
    builder.addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: A11Y_BEARER_DESCRIPTION },
      A11Y_BEARER,
    ),
};
