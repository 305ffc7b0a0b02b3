import { applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiQuery, type ApiQueryOptions } from '@nestjs/swagger';
import { ACCEPTED as QUERY_BOOLEANS } from '../../../common/http/query-boolean.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../paging.js';
import { HARMLESS_PARAMS } from './known-params.js';
import {
  compareParamOf,
  DATE_COMPARES,
  DEFAULT_DATE_COMPARE,
  TEXT_COMPARES,
  type ListParam,
  type ListSpec,
} from './list-spec.js';
import { sortTermsOf } from './sort-param.js';

type QueryDoc = Extract<ApiQueryOptions, { schema: unknown }> & { name: string };

/** The 400 every list answers for its query, for the operations' error descriptions. */
export const QUERY_400 = 'an unknown or unsupported query parameter, or a value it cannot take (the message names it)';

const BOOLEAN = `A query boolean: ${QUERY_BOOLEANS}, in any case`;

/** A comma-separated list, as OpenAPI writes one (`style: form, explode: false`). */
const commaList = (name: string, description: string, items: object): QueryDoc => ({
  name,
  required: false,
  description,
  schema: { type: 'array', items },
  style: 'form',
  explode: false,
});

const one = (name: string, description: string, schema: object): QueryDoc => ({
  name,
  required: false,
  description,
  schema,
});

/** The OpenAPI parameters of one param of a list; a refused one has none (the operation says why). */
function paramDocs(name: string, param: ListParam<unknown>): QueryDoc[] {
  switch (param.kind) {
    case 'text': {
      if (typeof param.compare === 'string') {
        return [one(name, `${param.description} (ignoring case)`, { type: 'string' })];
      }
      const compare = compareParamOf(name);
      return [
        one(name, `${param.description}, ignoring case; compared as ${compare} says`, { type: 'string' }),
        one(compare, `How ${name} compares (default ${param.compare.default})`, {
          type: 'string',
          enum: [...TEXT_COMPARES],
          default: param.compare.default,
        }),
      ];
    }
    case 'value': {
      const items = { type: 'string', ...(param.values && { enum: [...param.values] }) };
      if (param.list) return [commaList(name, `${param.description} (comma-separated: any of them)`, items)];
      return [one(name, param.description, { ...items, ...(param.example && { example: param.example }) })];
    }
    case 'learnId':
      return [one(name, `${param.description} (\`_<n>_1\`)`, { type: 'string', example: '_12_1' })];
    case 'flag':
      return [one(name, `${param.description}. ${BOOLEAN}`, { type: 'boolean' })];
    case 'option':
      return [one(name, `${param.description}. ${BOOLEAN}`, { type: 'boolean', default: param.default })];
    case 'instant':
      return [one(name, param.description, { type: 'string', format: 'date-time', example: '2026-12-01T09:00:00Z' })];
    case 'date': {
      const compare = compareParamOf(name);
      return [
        one(name, `${param.description}, compared as ${compare} says`, {
          type: 'string',
          format: 'date-time',
          example: '2026-09-01T00:00:00.000Z',
        }),
        one(compare, `How ${name} compares (default ${DEFAULT_DATE_COMPARE})`, {
          type: 'string',
          enum: [...DATE_COMPARES],
          default: DEFAULT_DATE_COMPARE,
        }),
      ];
    }
    case 'expand':
      return [commaList(name, param.description, { type: 'string', enum: [...param.values] })];
    case 'refused':
      return param.acceptsFalse
        ? [one(name, `Only false (Learn's default) is accepted: ${param.why}`, { type: 'boolean', enum: [false] })]
        : [];
  }
}

function pagingDocs(spec: ListSpec): QueryDoc[] {
  const maxLimit = spec.maxLimit ?? MAX_LIMIT;
  return [
    one('offset', 'Results to skip', { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 }),
    one('limit', `Results per page, at most ${maxLimit}`, {
      type: 'integer',
      minimum: 1,
      maximum: maxLimit,
      default: Math.min(DEFAULT_LIMIT, maxLimit),
    }),
    one('fields', 'Comma-separated (dotted) fields to keep in each result', { type: 'string', example: 'id' }),
  ];
}

function sortDocs(spec: ListSpec): QueryDoc[] {
  if (!spec.sort) return [];
  const fields = Object.keys(spec.sort.fields);
  return [
    commaList('sort', `Fields to sort ${spec.noun} by, in order, each ascending unless \`(desc)\` follows it`, {
      type: 'string',
      enum: fields.flatMap(sortTermsOf),
    }),
  ];
}

/** What the operation's description adds: the refused parameters and the unknown ones. */
function refusals(spec: ListSpec): string {
  const refused = Object.entries(spec.params).flatMap(([name, param]) =>
    param.kind === 'refused' && !param.acceptsFalse ? [`\`${name}\` (${param.why})`] : [],
  );
  const harmless = [...HARMLESS_PARAMS].map((name) => `\`${name}\``).join(', ');
  return [
    refused.length > 0 ? `Not supported here, refused with 400: ${refused.join('; ')}.` : '',
    `Any other query parameter is refused with 400 naming it, except the cache busters ${harmless}. A next page repeats the filters, sort and fields.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The OpenAPI of a list operation, from its description: the operation with its refusals, and
 * every query parameter it takes with its type, enum and default.
 */
export const ApiList = <W extends object, O extends object>(
  spec: ListSpec<W, O>,
  operation: { summary: string; description?: string },
): MethodDecorator => {
  const generic = spec as unknown as ListSpec;
  const params = Object.entries(generic.params).flatMap(([name, param]) => paramDocs(name, param));
  const description = [operation.description, refusals(generic)].filter(Boolean).join('\n\n');
  return applyDecorators(
    ApiOperation({ ...operation, description }),
    ...[...pagingDocs(generic), ...params, ...sortDocs(generic)].map((doc) => ApiQuery(doc)),
  );
};
