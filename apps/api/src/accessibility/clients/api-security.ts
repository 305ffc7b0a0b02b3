/** The OpenAPI security scheme of the accessibility API (registered in common/http/openapi.ts). */
export const A11Y_BEARER = 'a11y-jwt';

export const A11Y_BEARER_DESCRIPTION =
  'A JWT signed HS256 with the client secret: payload {clientId, iat}, optionally policy.statements ' +
  '[{resource: "content:<hash>" | "content:*", actions: [...]}]. Tokens do not expire.';
