/** Query parameters whose values are credentials (OAuth2 lets a bearer token travel as `access_token`). */
const SECRET_PARAMS = /([?&](?:access_token|token|client_secret)=)[^&#]*/gi;

/** A request URL as logged: credentials in its query string are replaced, the rest kept. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
