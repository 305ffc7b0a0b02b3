import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { LEARN } from '../learn-paths.js';

/**
 * Learn's `fields=id,title,availability.available`: keep only the listed (dotted) fields of the
 * response, or of each of its `results`; `paging` stays.
 */
@Injectable()
export class FieldsProjectionInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const fields = typeof req.query.fields === 'string' ? req.query.fields : undefined;
    if (!fields || !req.path.startsWith(LEARN)) return next.handle();
    const paths = fields
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean)
      .map((field) => field.split('.'));
    return next.handle().pipe(map((body) => projectBody(body, paths)));
  }
}

export function projectBody(body: unknown, paths: string[][]): unknown {
  if (!isObject(body)) return body;
  if (Array.isArray(body.results)) return { ...body, results: body.results.map((item) => project(item, paths)) };
  return project(body, paths);
}

function project(item: unknown, paths: string[][]): unknown {
  if (!isObject(item)) return item;
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    let source: unknown = item;
    for (const key of path) source = isObject(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = out;
    path.slice(0, -1).forEach((key) => (target = (target[key] ??= {}) as Record<string, unknown>));
    target[path.at(-1)!] = source;
  }
  return out;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
