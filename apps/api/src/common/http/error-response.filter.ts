import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { BlobStoreUnavailableError } from '@app/blob-store';
import type { ErrorResponse } from './error-response.js';
import type { DomainErrorMapper } from './http-feature.js';

/**
 * Every error leaves as `{status, message, extraInfo}`: Nest's HTTP exceptions, unknown routes,
 * body-parser failures (malformed JSON, too large), the domain errors features map (their rules'
 * refusals), a file store that cannot be reached (503) and anything unexpected (500, logged with
 * its stack, never shown to the caller).
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly domainErrors: readonly DomainErrorMapper[] = [],
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { status, message } = describe(exception, this.domainErrors);
    if (status >= 500) this.logger.error({ err: exception, reqId: req.id }, 'request failed');
    if (res.headersSent) return;
    const body: ErrorResponse = { status, message, extraInfo: String(req.id ?? '') };
    res.status(status).json({ ...body, ...oauthFields(exception) });
  }
}

function describe(exception: unknown, domainErrors: readonly DomainErrorMapper[]): { status: number; message: string } {
  // Nest wraps body-parser's SyntaxError in a BadRequestException; say what the caller sent wrong.
  const cause = exception instanceof HttpException ? exception.cause : exception;
  if ((cause as { type?: unknown })?.type === 'entity.parse.failed') {
    return {
      status: HttpStatus.BAD_REQUEST,
      message: `Malformed JSON in the request body: ${(cause as Error).message}`,
    };
  }
  if (exception instanceof HttpException) {
    return { status: exception.getStatus(), message: messageOf(exception.getResponse()) };
  }
  // Errors from Express middleware (body-parser) follow the http-errors convention.
  const err = exception as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500 && err.expose === true) {
    return { status: err.status, message: String(err.message) };
  }
  for (const map of domainErrors) {
    const answer = map(exception);
    if (answer) return answer;
  }
  // A remote file store down: the service's state, not the request's fault; the detail is logged.
  if (exception instanceof BlobStoreUnavailableError) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The file store is unavailable; try again later' };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

/** OAuth2 errors (learn/auth/oauth-error.ts) also carry `error` and `error_description`. */
function oauthFields(exception: unknown): Record<string, string> {
  if (!(exception instanceof HttpException)) return {};
  const response = exception.getResponse() as { error?: unknown; error_description?: unknown };
  return typeof response === 'object' && typeof response.error_description === 'string'
    ? { error: String(response.error), error_description: response.error_description }
    : {};
}

function messageOf(response: string | object): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return 'Error';
}
