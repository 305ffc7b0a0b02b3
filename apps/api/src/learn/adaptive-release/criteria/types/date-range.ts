import { BadRequestException } from '@nestjs/common';
import { isISO8601, ValidateBy, buildMessage } from 'class-validator';
import { CriterionType, type Criterion } from '@app/database';
import { isoDate } from '../../../common/learn-dates.js';
import { toLearnId } from '../../../common/learn-ids.js';
import type { CriterionValues } from '../criteria.repository.js';
import type { CriterionView } from '../criterion-view.js';

/**
 * DateRange: the content is available from startDate to endDate. A null startDate reads "before
 * endDate", a null endDate "after startDate" — never both null. Dates omitted on creation are null
 * (no default date); an explicit null clears a date on PATCH, an omitted one keeps it. Both must be
 * before the due date of the rule's content, when it has one. The type is immutable.
 */

export interface DateFields {
  startDate?: string | null;
  endDate?: string | null;
}

export interface DateValues extends CriterionValues {
  type: typeof CriterionType.DateRange;
  startDate: Date | null;
  endDate: Date | null;
}

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

/** Only called with fields the DTO validated. */
const parsedDate = (raw: string | null | undefined): Date | null => (raw == null ? null : parseLearnDate(raw));

export function dateValuesOnCreate(body: DateFields, dueDate: Date | null, contentId: number): DateValues {
  return checkedDateValues(
    { startDate: parsedDate(body.startDate), endDate: parsedDate(body.endDate) },
    dueDate,
    contentId,
  );
}

export function dateValuesOnPatch(
  previous: Criterion,
  body: DateFields,
  dueDate: Date | null,
  contentId: number,
): DateValues {
  return checkedDateValues(
    {
      startDate: 'startDate' in body ? parsedDate(body.startDate) : previous.startDate,
      endDate: 'endDate' in body ? parsedDate(body.endDate) : previous.endDate,
    },
    dueDate,
    contentId,
  );
}

function checkedDateValues(
  dates: { startDate: Date | null; endDate: Date | null },
  dueDate: Date | null,
  contentId: number,
): DateValues {
  const { startDate, endDate } = dates;
  const refuse = (message: string): never => {
    throw new BadRequestException(message);
  };
  if (startDate === null && endDate === null) {
    refuse('startDate and endDate cannot both be null: a DateRange criterion needs at least one date');
  }
  if (startDate && endDate && startDate >= endDate) {
    refuse(`startDate ${isoDate(startDate)} must be before endDate ${isoDate(endDate)}`);
  }
  for (const [field, date] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (date && dueDate && date >= dueDate) {
      refuse(
        `${field} ${isoDate(date)} must be before the due date ${isoDate(dueDate)} of content ${toLearnId(contentId)}`,
      );
    }
  }
  return { type: CriterionType.DateRange, startDate, endDate };
}

/** `{type, id, startDate?, endDate?}`: a null date is omitted. */
export function presentDateRange(row: Criterion): CriterionView {
  return {
    type: row.type,
    id: toLearnId(row.id),
    ...(row.startDate && { startDate: isoDate(row.startDate) }),
    ...(row.endDate && { endDate: isoDate(row.endDate) }),
  };
}
