import { buildMessage, ValidateBy } from 'class-validator';

/** The numbers a field takes: whole ones only or any finite one, from `min` to `max`. */
export interface NumberRange {
  integer: boolean;
  min: number;
  max: number;
}

/**
 * What PostgreSQL's integer (int4) holds: every Int column of the schema. A value beyond it fails
 * the INSERT or UPDATE (a 500), so a field stored there is held to it before the service sees it.
 */
export const INT4: NumberRange = { integer: true, min: -2_147_483_648, max: 2_147_483_647 };

/** `range` from `min` up (a count from 1, a zero-based position). */
export const atLeast = (min: number, range: NumberRange = INT4): NumberRange => ({ ...range, min });

/** `an integer from 0 to 2147483647`. */
export const describeRange = ({ integer, min, max }: NumberRange): string =>
  `${integer ? 'an integer' : 'a number'} from ${min} to ${max}`;

/**
 * Whether `value` is a number of `range`. Finite too: JSON's `1e999` reads as Infinity, and a
 * float8 column or the arithmetic after it has no use for that.
 */
export const isInRange = (value: unknown, { integer, min, max }: NumberRange): value is number =>
  typeof value === 'number' &&
  (integer ? Number.isInteger(value) : Number.isFinite(value)) &&
  value >= min &&
  value <= max;

/** A number of `range`, else a 400 `<field> must be <what>` (`what` defaults to the range in words). */
export const IsInRange = (range: NumberRange, what: string = describeRange(range)): PropertyDecorator =>
  ValidateBy({
    name: 'isInRange',
    constraints: [range],
    validator: {
      validate: (value) => isInRange(value, range),
      defaultMessage: buildMessage((each) => `${each}$property must be ${what}`),
    },
  });
