import {
  BadRequestException,
  createParamDecorator,
  ForbiddenException,
  ValidationPipe,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { findUnsafeInput } from '../../../common/http/unsafe-input.js';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { missingEntitlements } from '../../auth/entitlement-table.js';
import type { LearnRequest } from '../../auth/learn-principal.decorator.js';
import { pageOf, pageWindow, PagingQuery, type Page, type PageWindow } from '../paging.js';
import type { ListSpec } from './list-spec.js';
import { readListQuery } from './read-list-query.js';

/** A list request's query, read by the list's description: what its service and controller need. */
export interface ListQuery<W, O> {
  /** The filters sent, for the service to AND with its own scope. */
  readonly where: W;
  readonly orderBy: O[];
  readonly window: PageWindow;
  /** A boolean option as sent, else its default. */
  option(name: string): boolean;
  /** A date-time parameter as sent, or undefined. */
  instant(name: string): Date | undefined;
  /** Whether `expand` names this field. */
  expands(field: string): boolean;
  /** Fetched rows as a page whose nextPage repeats the filters, sort and fields. */
  page<R, T>(rows: R[], present: (row: R) => T): Page<T>;
}

export type ListQueryOf<S> = S extends ListSpec<infer W, infer O> ? ListQuery<W, O> : never;

/** The order and window of a list as Prisma `findMany` arguments: `{orderBy, skip, take}`. */
export const pageArgs = <O>({ orderBy, window }: { orderBy: O[]; window: PageWindow }) => ({
  orderBy,
  skip: window.skip,
  take: window.take,
});

interface ListRequest {
  query: Record<string, unknown>;
  path: string;
  principal?: LearnPrincipal;
}

const listRequest = createParamDecorator((_data: unknown, context: ExecutionContext): ListRequest => {
  const req = context.switchToHttp().getRequest<LearnRequest>();
  return { query: req.query as Record<string, unknown>, path: req.path, principal: req.learnPrincipal };
});

/** offset and limit are checked as every other query class's are (paging.ts PagingQuery). */
const PAGING = new ValidationPipe({ transform: true });

class ListQueryPipe<W extends object, O extends object> implements PipeTransform<ListRequest> {
  constructor(private readonly spec: ListSpec<W, O>) {}

  async transform({ query, path, principal }: ListRequest): Promise<ListQuery<W, O>> {
    // A custom parameter: the global SafeInputPipe leaves it to us, with the same message.
    const unsafe = findUnsafeInput(query, 'query');
    if (unsafe) throw new BadRequestException(unsafe);
    const read = readListQuery(this.spec, query);
    for (const { param, requirement } of read.requirements) {
      const missing = principal ? missingEntitlements(principal.entitlements, requirement) : null;
      if (missing)
        throw new ForbiddenException(`Application ${principal!.key} is not entitled to use ${param}: ${missing}`);
    }
    const paging = (await PAGING.transform(read.paging, { type: 'query', metatype: PagingQuery })) as PagingQuery;
    const window = pageWindow(paging, this.spec.maxLimit);
    const params = this.spec.params;
    return {
      where: read.where,
      orderBy: read.orderBy,
      window,
      option: (name) => read.options.get(name) ?? (params[name]?.kind === 'option' && params[name].default),
      instant: (name) => read.instants.get(name),
      expands: (field) => read.expand.has(field),
      page: (rows, present) => pageOf(path, read.carried, window, rows, present),
    };
  }
}

/**
 * The query of a list endpoint, read by its description (list-spec.ts):
 * `@ListQueryParam(COURSE_LIST) list: ListQueryOf<typeof COURSE_LIST>`. Pair it with
 * `@ApiList(COURSE_LIST, ...)` so the OpenAPI says the same.
 */
export const ListQueryParam = <W extends object, O extends object>(spec: ListSpec<W, O>): ParameterDecorator =>
  listRequest(new ListQueryPipe(spec));
