import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.js';
import { MAX_CLIENT_ID } from './a11y-clients.js';

/** The OpenAPI security scheme of the accessibility API (registered by accessibility-http.ts). */
export const A11Y_BEARER = 'a11y-jwt';

export const A11Y_BEARER_DESCRIPTION =
  'A JWT signed HS256 with the client secret: payload {clientId, iat}, optionally policy.statements ' +
  '[{resource: "content:<hash>" | "content:*", actions: [...]}]. Tokens do not expire.';

/**
 * What every accessibility controller shares in the OpenAPI document: the client's JWT, the
 * `{clientId}` of its paths (read by A11yAuthGuard, not by a handler, so Nest cannot see it) and
 * the guard's 401.
 */
export const ApiA11yClient = (): ClassDecorator =>
  applyDecorators(
    ApiBearerAuth(A11Y_BEARER),
    ApiParam({
      name: 'clientId',
      schema: { type: 'integer', minimum: 1, maximum: MAX_CLIENT_ID, example: 7 },
      description: 'The client the token was issued for (its `clientId` claim)',
    }),
    ApiUnauthorizedResponse({
      type: ErrorResponse,
      description: 'No token, a malformed one, or one not signed HS256 by a known client',
    }),
  );
