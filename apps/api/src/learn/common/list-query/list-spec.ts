import type { Requirement } from '../../auth/entitlement-table.js';

/**
 * What a Learn list accepts in its query string, as data: the filters with how each matches, the
 * options its service reads, the sortable fields, and the documented parameters it refuses. One
 * description per list (beside its controller); `read-list-query.ts` turns a request's query
 * into the Prisma `where`/`orderBy` by it, and `api-list.ts` documents it in the OpenAPI.
 * `W` and `O` are the Prisma where and order-by inputs of the list's model, so every column
 * named here is checked by the compiler.
 */
export interface ListSpec<W extends object = object, O extends object = object> {
  /** The items, for descriptions: "courses", "memberships". */
  noun: string;
  params: Readonly<Record<string, ListParam<W>>>;
  sort?: SortSpec<O>;
  /** The order without `sort` (and the tie-breaker after it): unique, so pages never overlap. */
  order: readonly O[];
  /** Largest `limit` (default: paging.ts MAX_LIMIT). */
  maxLimit?: number;
}

/** Learn's `nameCompare` values. Every text comparison here ignores case. */
export const TEXT_COMPARES = ['equals', 'notEquals', 'contains', 'notContains', 'startsWith'] as const;
export type TextCompare = (typeof TEXT_COMPARES)[number];

/** Learn's `createdCompare`, `modifiedCompare`... values; greaterOrEqual when absent. */
export const DATE_COMPARES = ['lessThan', 'greaterOrEqual'] as const;
export type DateCompare = (typeof DATE_COMPARES)[number];
export const DEFAULT_DATE_COMPARE: DateCompare = 'greaterOrEqual';

/** A Prisma filter condition (`{contains: 'x', mode: 'insensitive'}`, `{gte: date}`, `{in: [...]}`). */
export type Condition = Record<string, unknown>;

/** Where a condition goes: a column of the model, or a where built around it (a JSON path, a relation). */
export type Target<W> = (keyof W & string) | ((condition: Condition) => W);

interface Documented {
  /** What it does, in one phrase: "Only courses whose name contains this value". */
  description: string;
  /** Entitlements an application needs to use it (beyond the operation's own). */
  requires?: Requirement;
}

/**
 * - `text`: a string compared ignoring case; with `compare` fixed, or chosen by `<name>Compare`
 *   (Learn's nameCompare) with a default.
 * - `value`: an exact value, one of `values` when given; `list` takes a comma-separated list and
 *   keeps rows with any of them (`in`, or `hasSome` for an array column).
 * - `learnId`: a `_<n>_1` id matched against a foreign key (malformed: 400).
 * - `flag`: a boolean column (query booleans as parseQueryBoolean reads them).
 * - `date`: an ISO 8601 date-time compared by `<name>Compare` (lessThan | greaterOrEqual).
 * - `option`: a boolean the service reads (recursive, includeDisabledMemberships).
 * - `instant`: an ISO 8601 date-time the service reads (availability's `at`).
 * - `expand`: comma-separated related objects to include in each item.
 * - `refused`: documented by Learn, not supported here (400 naming it and why); with
 *   `acceptsFalse`, a boolean whose false (Learn's default) is what this service always does.
 */
export type ListParam<W> =
  | (Documented & { kind: 'text'; target: Target<W>; compare: TextCompare | { default: TextCompare } })
  | (Documented & {
      kind: 'value';
      target: Target<W>;
      values?: readonly string[];
      list?: 'in' | 'hasSome';
      /** Refuses values this service cannot match (400), e.g. a secondary id it cannot resolve. */
      check?: (value: string, name: string) => void;
      example?: string;
    })
  | (Documented & { kind: 'learnId'; target: Target<W> })
  | (Documented & { kind: 'flag'; target: Target<W> })
  | (Documented & { kind: 'date'; target: Target<W> })
  | (Documented & { kind: 'option'; default: boolean })
  | (Documented & { kind: 'instant' })
  | (Documented & { kind: 'expand'; values: readonly string[] })
  | { kind: 'refused'; why: string; acceptsFalse?: boolean };

/** `sort=name(desc),created`: the sortable fields, each the column it orders by. */
export interface SortSpec<O> {
  fields: Readonly<Record<string, keyof O & string>>;
}

/** The parameter that says how `name` compares: `createdCompare`, `nameCompare`. */
export const compareParamOf = (name: string): string => `${name}Compare`;
