import { BadRequestException } from '@nestjs/common';
import { isISO8601 } from 'class-validator';
import { parseQueryBoolean } from '../../../common/http/query-boolean.js';
import { primaryKeyOf } from '../learn-ids.js';
import {
  DATE_COMPARES,
  DEFAULT_DATE_COMPARE,
  TEXT_COMPARES,
  type Condition,
  type DateCompare,
  type ListParam,
  type Target,
  type TextCompare,
} from './list-spec.js';

type Filter<W> = Extract<ListParam<W>, { target: Target<W> }>;

const INSENSITIVE = { mode: 'insensitive' } as const;

/**
 * Prisma compares ignoring case with ILIKE and passes `%` and `_` through as wildcards (equals
 * included), so `?name=%` would match every row: they are escaped to mean themselves.
 */
const literal = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

/** Each text comparison as a Prisma condition, and whether the row must NOT match it. */
const TEXT: Record<TextCompare, (value: string) => { condition: Condition; negated: boolean }> = {
  equals: (value) => ({ condition: { equals: literal(value), ...INSENSITIVE }, negated: false }),
  notEquals: (value) => ({ condition: { equals: literal(value), ...INSENSITIVE }, negated: true }),
  contains: (value) => ({ condition: { contains: literal(value), ...INSENSITIVE }, negated: false }),
  notContains: (value) => ({ condition: { contains: literal(value), ...INSENSITIVE }, negated: true }),
  startsWith: (value) => ({ condition: { startsWith: literal(value), ...INSENSITIVE }, negated: false }),
};

const DATE: Record<DateCompare, (date: Date) => Condition> = {
  lessThan: (date) => ({ lt: date }),
  greaterOrEqual: (date) => ({ gte: date }),
};

/**
 * The Prisma where of one filter parameter of a list: `value` as sent, `compare` the value of its
 * `<name>Compare` parameter when it has one. A value the parameter cannot take is a 400 naming it.
 */
export function filterWhere<W>(name: string, filter: Filter<W>, value: string, compare: string | undefined): W {
  const at = (condition: Condition): W => placed(filter.target, condition);
  switch (filter.kind) {
    case 'text': {
      const how = typeof filter.compare === 'string' ? filter.compare : oneOf(`${name}Compare`, compare, TEXT_COMPARES);
      const { condition, negated } = TEXT[how ?? (filter.compare as { default: TextCompare }).default](value);
      return negated ? ({ NOT: at(condition) } as W) : at(condition);
    }
    case 'value': {
      filter.check?.(value, name);
      if (!filter.list) return at({ equals: oneOf(name, value, filter.values) });
      const values = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      return at({ [filter.list]: values.map((item) => oneOf(name, item, filter.values)) });
    }
    case 'learnId': {
      const pk = primaryKeyOf(value, name);
      // A well-formed id that cannot name a row of ours matches nothing (as an unknown id would).
      return at(pk === null ? { in: [] } : { equals: pk });
    }
    case 'flag':
      return at({ equals: parseQueryBoolean(name, value) });
    case 'date': {
      const how = oneOf(`${name}Compare`, compare, DATE_COMPARES) ?? DEFAULT_DATE_COMPARE;
      return at(DATE[how](dateOf(name, value)));
    }
  }
}

function placed<W>(target: Target<W>, condition: Condition): W {
  return typeof target === 'string' ? ({ [target]: condition } as W) : target(condition);
}

/** `value` when it is one of `allowed` (or anything, without a list), undefined when absent; else a 400. */
function oneOf<T extends string>(name: string, value: string | undefined, allowed?: readonly T[]): T | undefined {
  if (value === undefined || !allowed || allowed.includes(value as T)) return value as T | undefined;
  throw new BadRequestException(`${name} must be one of ${allowed.join(', ')}`);
}

/** An ISO 8601 date-time parameter as a Date, else a 400 naming it. */
export function dateOf(name: string, value: string): Date {
  const date = new Date(value);
  if (!isISO8601(value, { strict: true }) || Number.isNaN(date.getTime())) {
    throw new BadRequestException(`${name} must be an ISO 8601 date-time, such as 2026-12-01T09:00:00Z`);
  }
  return date;
}
