import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { BlobStoreUnavailableError } from '@app/blob-store';
import { databaseFailure } from '@app/database';
import { QuotaExceeded } from '@app/rate-limit';
import { reasonOf, ThrottledWarnings } from '../throttled-warnings.js';
import { afterRequestBody } from './after-request-body.js';
import type { ErrorResponse } from './error-response.js';
import type { DomainErrorMapper } from './http-feature.js';

/** What a client is told to wait before retrying a 503: a restarted embedded database is back in 1–5 s. */
export const RETRY_AFTER_SECONDS = 5;

interface Answer {
  status: number;
  message: string;
  /** An outage of the service's own: a throttled warning instead of an error with a stack. */
  outage?: string;
}

/**
 * Every error leaves as `{status, message, extraInfo}`: Nest's HTTP exceptions, unknown routes,
 * body-parser failures (malformed JSON, too large), the domain errors features map (their rules'
 * refusals), rate limits (429 with Retry-After), the service's own outages — a database or file store that cannot be reached (503,
 * with Retry-After), a full disk (507) — and anything unexpected (500, logged with its stack,
 * never shown to the caller). Outages are logged as warnings without a stack, at most one line
 * per kind every 10 s: while one lasts, every request fails the same way.
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly outages: ThrottledWarnings;

  constructor(
    private readonly logger: Logger,
    private readonly domainErrors: readonly DomainErrorMapper[] = [],
  ) {
    this.outages = new ThrottledWarnings(logger);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { status, message, outage } = describe(exception, this.domainErrors);
    if (outage) {
      this.outages.warn(
        outage,
        { reqId: req.id, status, reason: reasonOf(exception) },
        `${outage}: answering ${status}`,
      );
    } else if (status >= 500) {
      this.logger.error({ err: exception, reqId: req.id }, 'request failed');
    }
    if (res.headersSent) return;
    if (status === HttpStatus.SERVICE_UNAVAILABLE) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    if (exception instanceof QuotaExceeded) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    const body: ErrorResponse = { status, message, extraInfo: String(req.id ?? '') };
    afterRequestBody(req, () => {
      if (!res.headersSent) res.status(status).json({ ...body, ...oauthFields(exception) });
    });
  }
}

function describe(exception: unknown, domainErrors: readonly DomainErrorMapper[]): Answer {
  // Nest wraps body-parser's SyntaxError in a BadRequestException; say what the caller sent wrong.
  const cause = exception instanceof HttpException ? exception.cause : exception;
  if ((cause as { type?: unknown })?.type === 'entity.parse.failed') {
    return {
      status: HttpStatus.BAD_REQUEST,
      message: `Malformed JSON in the request body: ${(cause as Error).message}`,
    };
  }
  // A rate limit (common/rate-limit): 429, with Retry-After set by catch().
  if (exception instanceof QuotaExceeded) return { status: HttpStatus.TOO_MANY_REQUESTS, message: exception.message };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = messageOf(exception.getResponse());
    // A deliberate 503 (/ready, /health saying what is down) reports an outage: it is logged as one.
    return status === HttpStatus.SERVICE_UNAVAILABLE ? { status, message, outage: 'unavailable' } : { status, message };
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
  return describeOutage(exception) ?? { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

/** The service's state, not the request's fault: the detail is logged, the caller told when to retry. */
function describeOutage(exception: unknown): Answer | undefined {
  // First: a write that failed for want of local disk space (an upload's staged file, a download).
  if (isNoSpaceLeft(exception)) {
    return {
      status: HttpStatus.INSUFFICIENT_STORAGE,
      message: "The service's disk is full: nothing was stored; try again once space is freed",
      outage: 'disk full',
    };
  }
  if (exception instanceof BlobStoreUnavailableError) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      message: 'The file store is unavailable; try again later',
      outage: 'file store unavailable',
    };
  }
  const failure = databaseFailure(exception);
  if (failure === 'disk-full') {
    return {
      status: HttpStatus.INSUFFICIENT_STORAGE,
      message: "The database's disk is full: nothing was saved; try again once space is freed",
      outage: 'database disk full',
    };
  }
  if (failure === 'unavailable') {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      message: 'The database is unavailable; try again in a few seconds',
      outage: 'database unavailable',
    };
  }
  return undefined;
}

/** Node's ENOSPC (no space left) or EDQUOT (quota exceeded), on the error or what it wraps. */
function isNoSpaceLeft(exception: unknown): boolean {
  for (let error = exception, depth = 0; error && depth < 5; depth++) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    error = (error as { cause?: unknown }).cause;
  }
  return false;
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
