import { all } from '../entitlements.js';
import { toLearnId } from '../learn-ids.js';
import { invalid } from '../rule-violation.js';
import { defineCriterionType } from './definition.js';

/**
 * DateRange: the content is available from startDate to endDate. A null startDate reads "before
 * endDate", a null endDate "after startDate" — never both null. Dates omitted on creation are null
 * (no default date); an explicit null clears a date on PATCH, an omitted one keeps it. Both must be
 * before the due date of the rule's content, when it has one. The type is immutable.
 */
export const DATE_RANGE = defineCriterionType({
  type: 'DateRange',
  description: 'The moment of asking lies from startDate (inclusive) to endDate (exclusive)',
  evaluation: 'startDate inclusive, endDate exclusive, a null date is open',
  entitlements: {
    CREATE: all('course.adaptiverelease.dates.CREATE'),
    MODIFY: all('course.adaptiverelease.dates.MODIFY'),
    DELETE: all('course.adaptiverelease.dates.DELETE'),
  },
  convertsTo: [],
  immutable: true,
  write: {
    doc: "`startDate` and `endDate` (ISO 8601, nullable; omitted: null, no default date). startDate < endDate, both before the due date of the rule's content when it has one; a null startDate reads 'before endDate', a null endDate 'after startDate'; both cannot be null.",
    async create(input, context) {
      const dates = { startDate: input.startDate ?? null, endDate: input.endDate ?? null };
      return checkedDates(dates, await context.dueDate(), context.rule.contentId);
    },
    async patch(previous, input, context) {
      const dates = {
        startDate: 'startDate' in input ? (input.startDate ?? null) : previous.startDate,
        endDate: 'endDate' in input ? (input.endDate ?? null) : previous.endDate,
      };
      return checkedDates(dates, await context.dueDate(), context.rule.contentId);
    },
  },
  /** `{type, id, startDate?, endDate?}`: a null date is omitted. */
  present: (row) => ({
    type: row.type,
    id: toLearnId(row.id),
    ...(row.startDate && { startDate: row.startDate.toISOString() }),
    ...(row.endDate && { endDate: row.endDate.toISOString() }),
  }),
  /** startDate ≤ at < endDate (start inclusive, end exclusive; a null date is open). */
  evaluate(criterion, _facts, at) {
    const { startDate, endDate } = criterion;
    const facts = {
      startDate: startDate?.toISOString() ?? null,
      endDate: endDate?.toISOString() ?? null,
      at: at.toISOString(),
    };
    if (startDate && at < startDate) {
      return { met: false, explanation: `Not yet: available from ${facts.startDate}`, facts };
    }
    if (endDate && at >= endDate) {
      return { met: false, explanation: `No longer: available until ${facts.endDate}`, facts };
    }
    const window = [startDate ? `from ${facts.startDate}` : '', endDate ? `until ${facts.endDate}` : ''];
    return { met: true, explanation: `Within the window ${window.filter(Boolean).join(' ')}`, facts };
  },
});

function checkedDates(
  dates: { startDate: Date | null; endDate: Date | null },
  dueDate: Date | null,
  contentId: number,
) {
  const { startDate, endDate } = dates;
  if (startDate === null && endDate === null) {
    throw invalid('startDate and endDate cannot both be null: a DateRange criterion needs at least one date');
  }
  if (startDate && endDate && startDate >= endDate) {
    throw invalid(`startDate ${startDate.toISOString()} must be before endDate ${endDate.toISOString()}`);
  }
  for (const [field, date] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (date && dueDate && date >= dueDate) {
      throw invalid(
        `${field} ${date.toISOString()} must be before the due date ${dueDate.toISOString()} of content ${toLearnId(contentId)}`,
      );
    }
  }
  return { type: 'DateRange', startDate, endDate };
}
