import { buildMessage, isISO8601, ValidateBy } from 'class-validator';

const CALENDAR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 calendar date-time (`2021-03-12T22:00:00.000Z`; a date alone is midnight UTC; a time
 * without a zone is UTC, as all Learn dates are), or null when `raw` is none.
 */
export function parseLearnDate(raw: string): Date | null {
  const match = CALENDAR_DATE_TIME.exec(raw);
  if (!match || !isISO8601(raw, { strict: true, strictSeparator: true })) return null;
  const zoned = raw.includes('T') && match[1] === undefined ? `${raw}Z` : raw;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Body fields: an ISO 8601 date-time, the message naming the field. */
export function IsLearnDateTime(): PropertyDecorator {
  return ValidateBy({
    name: 'isLearnDateTime',
    validator: {
      validate: (value) => typeof value === 'string' && parseLearnDate(value) !== null,
      defaultMessage: buildMessage(
        (each) => `${each}$property must be an ISO 8601 date-time such as 2021-03-12T22:00:00.000Z`,
      ),
    },
  });
}
