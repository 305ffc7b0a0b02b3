import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { SafeIntegerQuery } from '../../common/http/safe-integer-query.js';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 200;

/** `?offset=&limit=` (and `fields=`, applied by FieldsProjectionInterceptor) on every list. */
export class PagingQuery {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'Results to skip',
    default: 0,
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
  })
  @SafeIntegerQuery(0)
  offset?: number;

  @ApiPropertyOptional({
    type: 'integer',
    description: `Results per page, at most ${MAX_LIMIT} (unless the endpoint says otherwise)`,
    default: DEFAULT_LIMIT,
    minimum: 1,
  })
  @SafeIntegerQuery(1)
  limit?: number;

  @ApiPropertyOptional({ description: 'Comma-separated (dotted) fields to keep in each result', example: 'id,title' })
  @IsOptional()
  @IsString()
  fields?: string;
}

export interface Page<T> {
  results: T[];
  /** Present unless this is the last page. */
  paging?: { nextPage: string };
}

export interface PageWindow {
  skip: number;
  /** One more than the page holds: whether it comes back tells if there is a next page. */
  take: number;
  limit: number;
}

/** The window of rows a page covers; `maxLimit` caps `limit` (400 beyond it). */
export function pageWindow(query: PagingQuery, maxLimit = MAX_LIMIT): PageWindow {
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (limit > maxLimit) throw new BadRequestException(`limit must not be greater than ${maxLimit}`);
  return { skip: query.offset ?? 0, take: limit + 1, limit };
}

/**
 * Rows fetched with `pageWindow` (limit + 1 of them at most) as a Learn page of `path`, whose
 * nextPage repeats `carried` (the list's filters, sort and fields).
 */
export function pageOf<R, T>(
  path: string,
  carried: [string, string][],
  window: PageWindow,
  rows: R[],
  present: (row: R) => T,
): Page<T> {
  const results = rows.slice(0, window.limit).map(present);
  if (rows.length <= window.limit) return { results };
  const next = new URLSearchParams(carried);
  next.set('offset', String(window.skip + window.limit));
  next.set('limit', String(window.limit));
  return { results, paging: { nextPage: `${path}?${next.toString()}` } };
}
