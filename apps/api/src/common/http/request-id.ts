import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * First middleware of all: every request gets an id (the caller's X-Request-Id when sane, else a
 * UUID), echoed in the response header, carried by every log line and by every error body
 * (`extraInfo`), so a user's error report leads straight to the log.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(REQUEST_ID_HEADER);
  const id = incoming && ACCEPTABLE.test(incoming) ? incoming : randomUUID();
  req.id = id; // typed by pino-http, which logs it as reqId
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}
