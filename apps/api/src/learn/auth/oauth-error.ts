import { HttpException } from '@nestjs/common';

/**
 * An OAuth2 error (RFC 6749 §5.2): besides the service's `{status, message, extraInfo}` the body
 * carries `error` and `error_description`, which OAuth client libraries read.
 */
export class OAuthError extends HttpException {
  constructor(status: 400 | 401, error: string, description: string) {
    super({ message: `${error}: ${description}`, error, error_description: description }, status);
  }
}
