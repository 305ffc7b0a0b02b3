import { BadRequestException } from '@nestjs/common';
import { parseQueryBoolean } from '../../../common/http/query-boolean.js';
import type { Requirement } from '../../auth/entitlement-table.js';
import { dateOf, filterWhere } from './filter-conditions.js';
import { HARMLESS_PARAMS, PAGING_PARAMS } from './known-params.js';
import { compareParamOf, type ListParam, type ListSpec } from './list-spec.js';
import { readSort } from './sort-param.js';

/** A list's query string as its service uses it. */
export interface ReadListQuery<W, O> {
  /** Every filter sent, ANDed; `{}` when none. */
  where: W;
  orderBy: O[];
  options: ReadonlyMap<string, boolean>;
  instants: ReadonlyMap<string, Date>;
  expand: ReadonlySet<string>;
  /** offset and limit as sent, for paging.ts to validate. */
  paging: { offset?: string; limit?: string };
  /** The parameters a next page repeats (all but offset, limit and the harmless ones), in the order sent. */
  carried: [string, string][];
  /** What the parameters used require, each with the parameter's name. */
  requirements: { param: string; requirement: Requirement }[];
}

/**
 * Reads `query` (Express's: a value is a string, or an array when repeated) by the list's
 * description. Refused with a 400 naming the parameter: one the list does not take (harmless ones
 * aside), one it documents but does not support, one given twice, a `<name>Compare` without its
 * `<name>`, and any value the parameter cannot take.
 */
export function readListQuery<W extends object, O extends object>(
  spec: ListSpec<W, O>,
  query: Record<string, unknown>,
): ReadListQuery<W, O> {
  const sent = singleValues(query);
  const conditions: W[] = [];
  const options = new Map<string, boolean>();
  const instants = new Map<string, Date>();
  const expand = new Set<string>();
  const requirements: ReadListQuery<W, O>['requirements'] = [];
  let orderBy: O[] = [...spec.order];

  for (const [name, value] of sent) {
    if (isPaging(name) || HARMLESS_PARAMS.has(name) || comparedParam(spec, name, sent)) continue;
    if (name === 'sort' && spec.sort) {
      orderBy = withTieBreak(readSort(value, spec.sort), spec.order);
      continue;
    }
    const param = Object.hasOwn(spec.params, name) ? spec.params[name]! : undefined;
    if (!param) throw new BadRequestException(`Unknown query parameter ${name}: ${spec.noun} take ${accepted(spec)}`);
    if (param.kind === 'refused') {
      if (param.acceptsFalse && parseQueryBoolean(name, value) === false) continue;
      throw new BadRequestException(`Query parameter ${name} is not supported: ${param.why}`);
    }
    if (param.requires) requirements.push({ param: name, requirement: param.requires });
    if (param.kind === 'option') options.set(name, parseQueryBoolean(name, value)!);
    else if (param.kind === 'instant') instants.set(name, dateOf(name, value));
    else if (param.kind === 'expand') expandable(name, value, param.values).forEach((field) => expand.add(field));
    else conditions.push(filterWhere(name, param, value, sent.get(compareParamOf(name))));
  }

  return {
    where: (conditions.length > 0 ? { AND: conditions } : {}) as W,
    orderBy,
    options,
    instants,
    expand,
    paging: { offset: sent.get('offset'), limit: sent.get('limit') },
    carried: [...sent].filter(([name]) => name !== 'offset' && name !== 'limit' && !HARMLESS_PARAMS.has(name)),
    requirements,
  };
}

/** The names the list takes, for the 400 of an unknown one. */
function accepted<W extends object, O extends object>(spec: ListSpec<W, O>): string {
  const own = Object.entries(spec.params)
    .filter(([, param]) => param.kind !== 'refused')
    .flatMap(([name, param]) => (hasCompare(param) ? [name, compareParamOf(name)] : [name]));
  return [...PAGING_PARAMS, ...own, ...(spec.sort ? ['sort'] : [])].join(', ');
}

/** Whether the param is read with a `<name>Compare` beside it. */
const hasCompare = <W>(param: ListParam<W>): boolean =>
  param.kind === 'date' || (param.kind === 'text' && typeof param.compare !== 'string');

/** The query as name → value; a repeated or structured parameter is a 400. */
function singleValues(query: Record<string, unknown>): Map<string, string> {
  const sent = new Map<string, string>();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw new BadRequestException(`Query parameter ${name} is given ${value.length} times`);
    if (typeof value !== 'string') throw new BadRequestException(`Query parameter ${name} must be a single value`);
    sent.set(name, value);
  }
  return sent;
}

const isPaging = (name: string): boolean => (PAGING_PARAMS as readonly string[]).includes(name);

/** A `<name>Compare` of the list (read with its `<name>`): true, or a 400 when `<name>` is missing. */
function comparedParam<W extends object, O extends object>(
  spec: ListSpec<W, O>,
  name: string,
  sent: Map<string, string>,
): boolean {
  const base = name.endsWith('Compare') ? name.slice(0, -'Compare'.length) : undefined;
  const param = base !== undefined && Object.hasOwn(spec.params, base) ? spec.params[base]! : undefined;
  if (!param || !hasCompare(param)) return false;
  if (!sent.has(base!)) throw new BadRequestException(`${name} is used with ${base}, which is missing`);
  return true;
}

function expandable(name: string, value: string, values: readonly string[]): string[] {
  return value
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
    .map((field) => {
      if (!values.includes(field))
        throw new BadRequestException(`${name}: ${field} cannot be expanded; expandable: ${values.join(', ')}`);
      return field;
    });
}

/** Sort terms, then the list's own order for ties (its columns not already sorted on). */
function withTieBreak<O extends object>(terms: { column: string; direction: string }[], order: readonly O[]): O[] {
  const sorted = new Set(terms.map((term) => term.column));
  const ties = order.filter((term) => !Object.keys(term).some((column) => sorted.has(column)));
  return [...terms.map(({ column, direction }) => ({ [column]: direction }) as O), ...ties];
}
