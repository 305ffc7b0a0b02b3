import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.js';

export class PagingLinks {
  @ApiProperty({
    example: '/learn/api/public/v3/courses?offset=100&limit=100',
    description: 'The next page; absent on the last page',
  })
  nextPage!: string;
}

const pages = new Map<Type<unknown>, Type<unknown>>();

/** The OpenAPI class of a Learn list of `item`: `{results, paging?}`, named `<Item>Page`; one per item class. */
export function ApiPage<T>(item: Type<T>): Type<{ results: T[]; paging?: PagingLinks }> {
  const known = pages.get(item);
  if (known) return known as Type<{ results: T[]; paging?: PagingLinks }>;
  class Page {
    @ApiProperty({ type: [item] })
    results!: T[];

    @ApiPropertyOptional({ type: PagingLinks })
    paging?: PagingLinks;
  }
  Object.defineProperty(Page, 'name', { value: `${item.name}Page` });
  pages.set(item, Page);
  return Page;
}

/** 401 and 403 of every Learn operation: the global guard answers them. */
export const ApiAuthErrors = (): ClassDecorator & MethodDecorator =>
  applyDecorators(
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Missing, malformed or expired bearer token' }),
    ApiForbiddenResponse({
      type: ErrorResponse,
      description: 'The application lacks an entitlement this operation needs',
    }),
  );

/** What every Learn controller declares: its tag in the docs, the bearer token, the guard's 401 and 403. */
export const ApiLearnController = (tag: string): ClassDecorator =>
  applyDecorators(ApiTags(tag), ApiBearerAuth(), ApiAuthErrors());

/** The error responses of one operation, each with what causes it. */
export const ApiErrors = (errors: Partial<Record<400 | 404 | 409, string>>): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), type: ErrorResponse, description }),
    ),
  );
