import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import express from 'express';
import type { Observable } from 'rxjs';

type Parser = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Reads JSON and form bodies (up to `limit` each) after the guards, not before them as Express
 * middleware would: a caller without valid credentials is refused (401) without its body being
 * read or held in memory, and a malformed body without a token gets 401, not 400. The body-parser
 * errors (malformed JSON 400, too large 413) reach the error filter as before. Uploads
 * (multipart) are streamed by their own handler and left alone here.
 */
@Injectable()
export class BodyAfterAuthInterceptor implements NestInterceptor {
  private readonly parsers: Parser[];

  constructor(limit: string) {
    this.parsers = [express.json({ limit }), express.urlencoded({ extended: false, limit })] as Parser[];
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() === 'http') {
      const http = context.switchToHttp();
      for (const parse of this.parsers) {
        await run(parse, http.getRequest<IncomingMessage>(), http.getResponse<ServerResponse>());
      }
    }
    return next.handle();
  }
}

function run(parse: Parser, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => parse(req, res, (error) => (error ? reject(error) : resolve())));
}
